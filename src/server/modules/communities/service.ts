import { and, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CommunityNiche, CommunityRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { COMMUNITY_POLICY, communityStandingOf } from '../../../domain/rules/permissions/community.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type {
  CommunityDetail,
  CommunityPage,
  CommunitySummary,
  communityInputSchema,
  exploreQuerySchema,
  MyCommunity,
  ViewerState,
} from '../../../domain/schemas/communities.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { foldedTerm } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import {
  communities,
  communityFollowers,
  communityMembers,
  communityMutes,
  posts,
} from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import type { ObjectStore } from '../../storage/index.js';
import { sweepGroupFiles } from '../access/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';

// Communities (SPEC §2 Communities, §4, §5 Community, §6): explore, hers, create, read, edit,
// delete. Every function takes the actor first and asks the policy layer before touching data;
// the changes lock the community row and ask again inside their transaction, so a role taken
// away meanwhile is honoured. A change answers what its own transaction read after writing
// (issue 13): never an error for a committed change, never an answer that differs from it.

export type CommunityValues = z.output<typeof communityInputSchema>;
export type ExploreQuery = z.output<typeof exploreQuerySchema>;
export type CommunityDeps = { db: Database; store: ObjectStore; logger: Logger };

/** The largest amount numeric(10,2) holds; a larger one would fail in the database. */
export const MAX_PAYMENT_AMOUNT = 99_999_999.99;

const isUuid = (id: string) => z.guid().safeParse(id).success;

const notFoundError = () => notFound(MSG.communities.notFound);
const duplicateName = () => conflict(MSG.communities.duplicateName, { name: MSG.communities.duplicateName });

/** Her membership row as stored (nulls: none). */
export type MembershipRow = { role: string | null; approved: boolean | null };

const summaryColumns = {
  id: communities.id,
  name: communities.name,
  description: communities.description,
  niche: communities.niche,
  logoUrl: communities.logoUrl,
  isPrivate: communities.isPrivate,
  requiresApproval: communities.requiresApproval,
  memberCount: communities.memberCount,
  followerCount: communities.followerCount,
};

type CommunityRow = typeof communities.$inferSelect;
type SummaryRow = Pick<CommunityRow, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow): CommunitySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    niche: row.niche as CommunityNiche,
    logoUrl: row.logoUrl,
    isPrivate: row.isPrivate,
    requiresApproval: row.requiresApproval,
    memberCount: row.memberCount,
    followerCount: row.followerCount,
  };
}

/** The viewer's relation (SPEC §4 membership states) and what she may do (the policy's flags). */
export function viewerState(
  row: Pick<CommunityRow, 'memberCount' | 'followerCount' | 'isPrivate'>,
  membership: MembershipRow,
  mine: { following: boolean; muted: boolean },
): ViewerState {
  const standing = communityStandingOf(membership, row.isPrivate);
  return {
    membership: standing.membership,
    // A pending request already names the role it asks for (member).
    role: standing.membership === 'none' ? null : (membership.role as CommunityRole),
    following: mine.following,
    muted: mine.muted,
    ...viewerFlags(COMMUNITY_POLICY, standing),
    memberCount: row.memberCount,
    followerCount: row.followerCount,
  };
}

function toDetail(row: CommunityRow, viewer: ViewerState): CommunityDetail {
  return {
    ...toSummary(row),
    requiresPayment: row.requiresPayment,
    paymentAmount: row.paymentAmount === null ? null : Number(row.paymentAmount),
    bannerUrl: row.bannerUrl,
    bannerLuminance: row.bannerLuminance,
    rules: row.rules,
    welcomeMessage: row.welcomeMessage,
    location: row.location,
    website: row.website,
    communityUrl: row.communityUrl,
    creatorId: row.creatorId,
    createdAt: row.createdAt.toISOString(),
    viewer,
  };
}

/** Whether she follows the community, and whether she muted it (issue 19): two key probes. */
export function herSwitches(userId: string) {
  return {
    following: sql<boolean>`exists (select 1 from ${communityFollowers}
      where ${communityFollowers.communityId} = ${communities.id} and ${communityFollowers.followerId} = ${userId})`,
    muted: sql<boolean>`exists (select 1 from ${communityMutes}
      where ${communityMutes.communityId} = ${communities.id} and ${communityMutes.userId} = ${userId})`,
  };
}

const membershipOf = (userId: string) =>
  and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, userId));

/**
 * GET /api/communities/{id}: an active community with her relation to it, in one query. Private
 * communities show their details to every signed-in member (so she can ask to join); their feed
 * is guarded by the posts module. Unknown, malformed and inactive ids all answer 404.
 */
export async function getCommunity(db: Executor, actor: Actor, id: string): Promise<CommunityDetail> {
  if (!isUuid(id)) throw notFoundError();
  const userId = actor.id;
  const [found] = await db
    .select({
      row: communities,
      role: communityMembers.role,
      approved: communityMembers.isApproved,
      ...herSwitches(userId),
    })
    .from(communities)
    .leftJoin(communityMembers, membershipOf(userId))
    .where(and(eq(communities.id, id), eq(communities.isActive, true)))
    .limit(1);
  if (!found) throw notFoundError();
  return toDetail(found.row, viewerState(found.row, found, found));
}

/** The explore statement, unexecuted: the service runs it, the scale test EXPLAINs it. */
export function exploreStatement(db: Executor, query: ExploreQuery) {
  const conditions: (SQL | undefined)[] = [eq(communities.isActive, true)];
  if (query.niche) conditions.push(eq(communities.niche, query.niche));
  const text = query.q?.trim();
  if (text) {
    const pattern = sql`('%' || ${foldedTerm(text)} || '%')`;
    conditions.push(
      or(like(searchable(communities.name), pattern), like(searchable(communities.description), pattern)),
    );
  }
  if (query.cursor) conditions.push(olderThan(communities.createdAt, communities.id, query.cursor));
  return db
    .select({ ...summaryColumns, key: keysetTimestamp(communities.createdAt) })
    .from(communities)
    .where(and(...conditions))
    .orderBy(desc(communities.createdAt), desc(communities.id))
    .limit(query.limit + 1);
}

/**
 * GET /api/communities: active communities, newest first, in keyset pages on (created_at, id);
 * optionally one niche (the page's chips) and a text matched accent- and case-insensitively
 * anywhere in the name or the description (SPEC §9). One query.
 */
export async function listCommunities(db: Executor, query: ExploreQuery): Promise<CommunityPage> {
  const rows = await exploreStatement(db, query);
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.key, id: r.id }));
  return { items: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

/**
 * GET /api/communities/mine: the active communities where her membership is approved, with her
 * role; those she runs (admin, then moderator) first, then by the newest membership. One query,
 * from community_members_user_idx (user_id, is_approved, role).
 */
export async function listMyCommunities(db: Executor, actor: Actor): Promise<MyCommunity[]> {
  const rows = await db
    .select({ ...summaryColumns, role: communityMembers.role })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, actor.id),
        eq(communityMembers.isApproved, true),
        eq(communities.isActive, true),
      ),
    )
    .orderBy(
      sql`case ${communityMembers.role} when 'admin' then 0 when 'moderator' then 1 else 2 end`,
      desc(communityMembers.joinedAt),
      desc(communities.id),
    );
  return rows.map((row) => ({ ...toSummary(row), role: row.role as CommunityRole }));
}

/** The form's values as columns (payment_amount as numeric text, null unless paid). */
function columnsOf(input: CommunityValues) {
  if (input.paymentAmount !== null && input.paymentAmount > MAX_PAYMENT_AMOUNT) {
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, {
      paymentAmount: MSG.common.invalidInput,
    });
  }
  return {
    name: input.name,
    description: input.description,
    niche: input.niche,
    isPrivate: input.isPrivate,
    requiresApproval: input.requiresApproval,
    requiresPayment: input.requiresPayment,
    paymentAmount: input.paymentAmount === null ? null : input.paymentAmount.toFixed(2),
    rules: input.rules,
    welcomeMessage: input.welcomeMessage,
    location: input.location,
    website: input.website,
    communityUrl: input.communityUrl,
  };
}

/**
 * POST /api/communities: the community (active, counted with its one member) and her approved
 * admin membership, in one transaction (SPEC §6: the creator is added as admin). A name taken
 * in any letter case answers 409 and leaves nothing behind.
 */
export async function createCommunity(
  db: Database,
  actor: Actor,
  input: CommunityValues,
): Promise<CommunityDetail> {
  const userId = actor.id;
  const columns = columnsOf(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communities)
        .values({ ...columns, creatorId: userId, isActive: true, memberCount: 1 })
        .returning({ id: communities.id });
      await tx
        .insert(communityMembers)
        .values({ communityId: row!.id, userId, role: 'admin', isApproved: true });
      return getCommunity(tx, actor, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** PUT /api/communities/{id}: replaces the form's fields (approved admin or moderator). */
export async function updateCommunity(
  db: Database,
  actor: Actor,
  id: string,
  input: CommunityValues,
): Promise<CommunityDetail> {
  const columns = columnsOf(input);
  try {
    return await db.transaction(async (tx) => {
      await authorize(tx, actor, { kind: 'community', id }, 'edit', { lock: 'update' });
      await tx
        .update(communities)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(communities.id, id));
      return getCommunity(tx, actor, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * DELETE /api/communities/{id} (approved admin or moderator, SPEC §6). Its posts are deleted
 * in the same transaction (their rows would cascade; deleting them here hands back their
 * images); memberships and follows cascade. After the commit its logo and banner folders and
 * its posts' images are removed; a failure there is only logged.
 */
export async function deleteCommunity(deps: CommunityDeps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const postImages = await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'community', id }, 'delete', { lock: 'update' });
    const removed = await tx
      .delete(posts)
      .where(or(eq(posts.communityId, id), and(eq(posts.authorType, 'community'), eq(posts.authorId, id))))
      .returning({ imageUrl: posts.imageUrl, writerId: posts.createdByUserId });
    await tx.delete(communities).where(eq(communities.id, id));
    return removed;
  });

  await sweepGroupFiles(deps, 'community', id, postImages);
}
