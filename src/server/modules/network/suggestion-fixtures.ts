import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { ConnectionInvitationStatus } from '../../../domain/enums.js';
import {
  authUser,
  communityMembers,
  connectionInvitations,
  connections,
  memberBlocks,
  professionalExperience,
  userProfile,
} from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';

// Rows for the people-she-may-know tests, written straight into the tables (the endpoints that
// write them have their own suites).

type Member = { id: string };

/** A name no other test uses, so one test's cities, skills and companies never reach another's. */
export const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** A mutual connection: both rows, as the service writes them. */
export async function connect(ctx: TestContext, a: Member, b: Member) {
  await ctx.db.insert(connections).values([
    { userId: a.id, otherId: b.id },
    { userId: b.id, otherId: a.id },
  ]);
}

export async function invite(
  ctx: TestContext,
  sender: Member,
  recipient: Member,
  status: ConnectionInvitationStatus = 'pending',
) {
  await ctx.db.insert(connectionInvitations).values({
    senderId: sender.id,
    recipientId: recipient.id,
    status,
    respondedAt: status === 'pending' ? null : new Date(),
  });
}

export async function block(ctx: TestContext, blocker: Member, blocked: Member) {
  await ctx.db.insert(memberBlocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}

export async function setProfile(
  ctx: TestContext,
  member: Member,
  fields: { state?: string; city?: string; skills?: string[] },
) {
  await ctx.db.update(userProfile).set(fields).where(eq(userProfile.id, member.id));
}

export async function addJob(ctx: TestContext, member: Member, company: string, isCurrent = false) {
  await ctx.db.insert(professionalExperience).values({
    userId: member.id,
    company,
    role: 'Analista',
    startDate: '2019-03-01',
    endDate: isCurrent ? null : '2021-06-30',
    isCurrent,
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
  });
}

/** An approved participant since `joinedAt` (the community's newest are sampled first). */
export async function join(ctx: TestContext, communityId: string, member: Member, joinedAt = new Date()) {
  await ctx.db
    .insert(communityMembers)
    .values({ communityId, userId: member.id, isApproved: true, joinedAt });
}

/** `count` members in one statement per table, their ids in creation order; an account only unless `withProfile`. */
export async function insertCrowd(ctx: TestContext, count: number, withProfile = true): Promise<string[]> {
  const tag = `multidao-${randomUUID().slice(0, 8)}`;
  await ctx.db.execute(sql`
    insert into ${authUser} (id, name, email, email_verified)
    select md5(${tag} || g)::uuid, 'Pessoa ' || g, ${tag} || '-' || g || '@exemplo.com.br', true
    from generate_series(1, ${count}::int) g`);
  if (withProfile) {
    await ctx.db.execute(sql`
      insert into ${userProfile} (id, slug, full_name, email)
      select u.id, ${tag} || '-' || g, u.name, u.email
      from generate_series(1, ${count}::int) g join ${authUser} u on u.id = md5(${tag} || g)::uuid`);
  }
  const rows = await ctx.db
    .select({ id: authUser.id, email: authUser.email })
    .from(authUser)
    .where(like(authUser.email, `${tag}-%`));
  const order = (email: string) => Number(email.slice(tag.length + 1).split('@')[0]);
  return rows.sort((a, b) => order(a.email) - order(b.email)).map((r) => r.id);
}

/** The crowd joins the community, the first of them most recently, one minute apart. */
export async function joinCrowd(ctx: TestContext, communityId: string, ids: readonly string[], newest: Date) {
  await ctx.db.insert(communityMembers).values(
    ids.map((userId, i) => ({
      communityId,
      userId,
      isApproved: true,
      joinedAt: new Date(newest.getTime() - i * 60_000),
    })),
  );
}
