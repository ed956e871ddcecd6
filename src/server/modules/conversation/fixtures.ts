import { asc, eq } from 'drizzle-orm';
import type { ReactionKind } from '../../../domain/enums.js';
import { notifications, postComments, postReactions } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';

// Test helpers for the conversation suites: the calls a client makes, and the rows to check
// that a refused call changed nothing.

type Who = TestMember | null;

export const react = (ctx: TestContext, who: Who, postId: string, kind: ReactionKind | string) =>
  call(ctx, 'PUT', `/api/posts/${postId}/reaction`, { cookie: who?.cookie, body: { kind } });

export const unreact = (ctx: TestContext, who: Who, postId: string) =>
  call(ctx, 'DELETE', `/api/posts/${postId}/reaction`, { cookie: who?.cookie });

export const reactors = (ctx: TestContext, who: Who, postId: string, query: Record<string, string> = {}) =>
  call(ctx, 'GET', `/api/posts/${postId}/reactions?${new URLSearchParams(query)}`, { cookie: who?.cookie });

export const comment = (ctx: TestContext, who: Who, postId: string, content: string, parentId?: string) =>
  call(ctx, 'POST', `/api/posts/${postId}/comments`, {
    cookie: who?.cookie,
    body: parentId === undefined ? { content } : { content, parentId },
  });

export const commentsOf = (ctx: TestContext, who: Who, postId: string, query: Record<string, string> = {}) =>
  call(ctx, 'GET', `/api/posts/${postId}/comments?${new URLSearchParams(query)}`, { cookie: who?.cookie });

export const repliesOf = (
  ctx: TestContext,
  who: Who,
  commentId: string,
  query: Record<string, string> = {},
) =>
  call(ctx, 'GET', `/api/comments/${commentId}/replies?${new URLSearchParams(query)}`, {
    cookie: who?.cookie,
  });

export const editComment = (ctx: TestContext, who: Who, commentId: string, content: string) =>
  call(ctx, 'PATCH', `/api/comments/${commentId}`, { cookie: who?.cookie, body: { content } });

export const removeComment = (ctx: TestContext, who: Who, commentId: string) =>
  call(ctx, 'DELETE', `/api/comments/${commentId}`, { cookie: who?.cookie });

export const readPost = (ctx: TestContext, who: Who, postId: string) =>
  call(ctx, 'GET', `/api/posts/${postId}`, { cookie: who?.cookie });

/** Every key of a keyset list (ids, unless `keyOf` says otherwise), walking its pages. */
export async function walk<T = { id: string }>(
  fetchPage: (query: Record<string, string>) => Promise<HttpResult>,
  limit: number,
  keyOf: (item: T) => string = (item) => (item as { id: string }).id,
): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const res = await fetchPage({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    keys.push(...(res.body.items as T[]).map(keyOf));
    cursor = res.body.nextCursor;
    if (!cursor) return keys;
  }
  throw new Error('list never ended');
}

/** The rows of a post's conversation, to compare before and after a refused call. */
export async function conversationRows(ctx: TestContext, postId: string) {
  const reactions = await ctx.db
    .select()
    .from(postReactions)
    .where(eq(postReactions.postId, postId))
    .orderBy(asc(postReactions.userId));
  const comments = await ctx.db
    .select()
    .from(postComments)
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.id));
  return { reactions, comments };
}

/** Her notifications, oldest first, as stored. */
export function notificationsOf(ctx: TestContext, member: { id: string }) {
  return ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, member.id))
    .orderBy(asc(notifications.seq));
}
