import { eq, sql } from 'drizzle-orm';
import type { CommunityRole } from '../../../domain/enums.js';
import {
  authUser,
  communities,
  communityMembers,
  moderationLog,
  postComments,
  posts,
} from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';

// Test helpers of the moderation suite: content written straight to the database, and the
// calls a member, a moderator and an administrator make.

let counter = 0;
type Who = TestMember | null;

export async function insertPost(ctx: TestContext, author: { id: string }, communityId?: string) {
  counter += 1;
  const [row] = await ctx.db
    .insert(posts)
    .values({
      content: `Publicação para moderar ${counter}`,
      userId: author.id,
      createdByUserId: author.id,
      authorType: 'user',
      authorId: author.id,
      communityId: communityId ?? null,
    })
    .returning();
  return row!;
}

export async function insertComment(ctx: TestContext, author: { id: string }, postId: string) {
  counter += 1;
  const [row] = await ctx.db
    .insert(postComments)
    .values({ postId, userId: author.id, content: `Comentário para moderar ${counter}` })
    .returning();
  return row!;
}

/** A public community with these approved members and roles. */
export async function insertCommunity(
  ctx: TestContext,
  seats: { user: { id: string }; role: CommunityRole }[],
) {
  counter += 1;
  const [row] = await ctx.db
    .insert(communities)
    .values({ name: `Comunidade moderada ${counter}`, description: 'Teste', memberCount: seats.length })
    .returning();
  for (const seat of seats)
    await ctx.db
      .insert(communityMembers)
      .values({ communityId: row!.id, userId: seat.user.id, role: seat.role, isApproved: true });
  return row!;
}

export async function makePlatformAdmin(ctx: TestContext, member: { id: string }, twoFactor = true) {
  await ctx.db
    .update(authUser)
    .set({ role: 'admin', twoFactorEnabled: twoFactor })
    .where(eq(authUser.id, member.id));
}

export const report = (
  ctx: TestContext,
  who: Who,
  itemType: string,
  itemId: string,
  reason = 'harassment',
  note?: string,
) =>
  call(ctx, 'POST', '/api/moderation/reports', {
    cookie: who?.cookie,
    body: { itemType, itemId, reason, note },
  });

export const myReports = (ctx: TestContext, who: Who) =>
  call(ctx, 'GET', '/api/moderation/reports', { cookie: who?.cookie });

export const myDecisions = (ctx: TestContext, who: Who) =>
  call(ctx, 'GET', '/api/moderation/decisions', { cookie: who?.cookie });

export const queue = (ctx: TestContext, who: Who, query = '') =>
  call(ctx, 'GET', `/api/moderation/queue${query}`, { cookie: who?.cookie });

export const decide = (ctx: TestContext, who: Who, caseId: string, body: Record<string, unknown>) =>
  call(ctx, 'POST', `/api/moderation/cases/${caseId}/decision`, { cookie: who?.cookie, body });

export const askReview = (ctx: TestContext, who: Who, caseId: string, note?: string) =>
  call(ctx, 'POST', `/api/moderation/cases/${caseId}/review`, { cookie: who?.cookie, body: { note } });

export const audit = (ctx: TestContext, who: Who) =>
  call(ctx, 'GET', '/api/moderation/audit', { cookie: who?.cookie });

export const logRows = (ctx: TestContext, caseId: string) =>
  ctx.db.select().from(moderationLog).where(eq(moderationLog.caseId, caseId));

/** A direct conversation from `from` to `to` (connections, so it lands in her inbox) and one message. */
export async function directMessage(ctx: TestContext, from: TestMember, to: TestMember, body: string) {
  await ctx.db.execute(
    sql`insert into connections (user_id, other_id) values (${from.id}, ${to.id}), (${to.id}, ${from.id})
        on conflict do nothing`,
  );
  const opened = await call(ctx, 'POST', '/api/chat/direct', {
    cookie: from.cookie,
    body: { memberId: to.id },
  });
  const conversationId = opened.body.id as string;
  const form = new FormData();
  form.set('clientId', crypto.randomUUID());
  form.set('body', body);
  const res = await ctx.app.request(`/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { origin: ctx.config.publicUrl, cookie: from.cookie },
    body: form,
  });
  const message = (await res.json()) as { id: string };
  return { conversationId, messageId: message.id };
}

export const historyOf = (ctx: TestContext, who: TestMember, conversationId: string) =>
  call(ctx, 'GET', `/api/chat/conversations/${conversationId}/messages`, { cookie: who.cookie });
