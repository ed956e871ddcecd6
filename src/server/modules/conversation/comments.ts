import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONVERSATION_COPY } from '../../../domain/copy/conversation.js';
import { MSG } from '../../../domain/messages.js';
import type { Comment, CommentPage, NewComment } from '../../../domain/schemas/conversation.js';
import type { Database, Executor } from '../../db/client.js';
import { postComments } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { checkNewAccountCap } from '../../policy/new-account-caps.js';
import { decodeCursor, keysetPage, olderThan } from '../shared/keyset-cursor.js';
import { readComment, selectComments, toComments } from './comment-query.js';
import { notifyMentions, notifyNewComment } from './notices.js';
import type { ConversationDeps } from './reactions.js';

// Comments on a post, with one level of replies. Every one of them inherits the post's
// visibility: each endpoint first authorizes the post (404 for a post she may not read), or the
// comment, whose standing is null when its post is not hers to read.

export type CommentQuery = { cursor?: string; limit: number };

const isUuid = (id: string) => z.guid().safeParse(id).success;

/**
 * The statement of one page of a post's comments (not their replies), newest first:
 * post_comments_post_idx read backwards. Exposed so the index tests can EXPLAIN it.
 */
export function commentPageQuery(db: Executor, viewerId: string, postId: string, query: CommentQuery) {
  const c = postComments;
  return selectComments(db, viewerId)
    .where(
      and(
        eq(c.postId, postId),
        isNull(c.parentId),
        query.cursor ? olderThan(c.createdAt, c.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(query.limit + 1);
}

/** The statement of one page of a comment's replies, oldest first (post_comments_parent_idx). */
export function replyPageQuery(db: Executor, viewerId: string, commentId: string, query: CommentQuery) {
  const c = postComments;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  return selectComments(db, viewerId)
    .where(
      and(
        eq(c.parentId, commentId),
        after ? sql`(${c.createdAt}, ${c.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(query.limit + 1);
}

/** A post's comments, newest first, in keyset pages. */
export async function listComments(
  db: Database,
  actor: Actor,
  postId: string,
  query: CommentQuery,
): Promise<CommentPage> {
  await authorize(db, actor, { kind: 'post', id: postId }, 'read');
  const rows = await commentPageQuery(db, actor.id, postId, query);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: await toComments(db, actor.id, page.rows), nextCursor: page.nextCursor };
}

/** A comment's replies, oldest first, as a conversation reads. A reply has none: replies are one level deep. */
export async function listReplies(
  db: Database,
  actor: Actor,
  commentId: string,
  query: CommentQuery,
): Promise<CommentPage> {
  const c = postComments;
  const [comment] = isUuid(commentId)
    ? await db.select({ postId: c.postId, parentId: c.parentId }).from(c).where(eq(c.id, commentId))
    : [];
  if (!comment) throw notFound(MSG.common.notFound);
  await authorize(db, actor, { kind: 'post', id: comment.postId }, 'read');
  if (comment.parentId) return { items: [], nextCursor: null };
  const rows = await replyPageQuery(db, actor.id, commentId, query);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: await toComments(db, actor.id, page.rows), nextCursor: page.nextCursor };
}

const parentGone = () =>
  conflict(CONVERSATION_COPY.errors.parentNotFound, { parentId: CONVERSATION_COPY.errors.parentNotFound });

/**
 * The thread a reply joins: the comment she answered, on this post, and — when that is itself a
 * reply — its parent, since replies are one level deep (a reply to a reply joins the same
 * thread). Both rows are locked against deletion (`key share`) until the reply is written.
 */
async function threadOf(tx: Executor, postId: string, answeredId: string) {
  const c = postComments;
  const columns = { id: c.id, parentId: c.parentId, writerId: c.userId };
  const [answered] = await tx
    .select(columns)
    .from(c)
    .where(and(eq(c.id, answeredId), eq(c.postId, postId)))
    .for('key share');
  if (!answered) throw parentGone();
  if (!answered.parentId) return { parentId: answered.id, writerIds: [answered.writerId] };
  const [first] = await tx.select(columns).from(c).where(eq(c.id, answered.parentId)).for('key share');
  if (!first) throw parentGone();
  return { parentId: first.id, writerIds: [answered.writerId, first.writerId] };
}

/**
 * A comment on a post she may comment on, or a reply (parentId). Written with its notifications
 * in one transaction that holds the post against deletion; answers the comment as lists show it.
 */
export async function createComment(
  deps: ConversationDeps,
  actor: Actor,
  postId: string,
  input: NewComment,
): Promise<Comment> {
  return deps.db.transaction(async (tx) => {
    const post = await authorize(tx, actor, { kind: 'post', id: postId }, 'comment', {
      lock: 'no key update',
    });
    const thread = input.parentId ? await threadOf(tx, postId, input.parentId) : null;
    await checkNewAccountCap(tx, actor.id, 'comment');
    const [row] = await tx
      .insert(postComments)
      .values({ postId, parentId: thread?.parentId ?? null, userId: actor.id, content: input.content })
      .returning({ id: postComments.id });
    const commentId = row!.id;
    await notifyNewComment(tx, deps.notifier, {
      actorId: actor.id,
      postId,
      commentId,
      text: input.content,
      postWriterId: post.writerId,
      answeredWriterIds: thread?.writerIds ?? [],
    });
    return (await readComment(tx, actor.id, commentId))!;
  });
}

/**
 * Her edit of her comment ('Editado' from then on; the same text again changes nothing). Members
 * it now mentions for the first time are told.
 */
export async function editComment(
  deps: ConversationDeps,
  actor: Actor,
  commentId: string,
  content: string,
): Promise<Comment> {
  return deps.db.transaction(async (tx) => {
    const comment = await authorize(tx, actor, { kind: 'comment', id: commentId }, 'edit', {
      lock: 'update',
    });
    const c = postComments;
    const [before] = await tx.select({ content: c.content }).from(c).where(eq(c.id, commentId));
    if (before && before.content !== content) {
      await tx.update(c).set({ content, updatedAt: sql`now()` }).where(eq(c.id, commentId));
      await notifyMentions(tx, deps.notifier, {
        actorId: actor.id,
        postId: comment.postId,
        commentId,
        text: content,
        previous: before.content,
      });
    }
    return (await readComment(tx, actor.id, commentId))!;
  });
}

/** Removes a comment and, by the foreign key, its replies and the notifications about them. */
export async function deleteComment(deps: ConversationDeps, actor: Actor, commentId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'comment', id: commentId }, 'delete', { lock: 'update' });
    await tx.delete(postComments).where(eq(postComments.id, commentId));
  });
}
