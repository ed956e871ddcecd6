import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CommunityRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { communities, communityFollowers, communityMembers } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';

/** The error bodies the community endpoints answer with. */
export const notFoundBody = { error: { code: 'not_found', message: MSG.communities.notFound } };
export const forbiddenBody = { error: { code: 'forbidden', message: MSG.common.forbidden } };
export const unauthorizedBody = { error: { code: 'unauthorized', message: MSG.common.unauthorized } };

export type Seat = { user: { id: string }; role?: CommunityRole; approved?: boolean };

let counter = 0;

/**
 * The `can…` flags of a community's viewer, spelled out for assertions (SPEC §6): those who run
 * it (approved admins and moderators) post as it, edit, delete, review requests and see its
 * access list, remove comments in its feed; admins grant; approved members post into its feed; its feed is read by everyone
 * signed in unless it is private.
 */
export function communityFlags({ runs = false, grants = false, reads = true, contributes = false } = {}) {
  return {
    canPost: runs,
    canEdit: runs,
    canDelete: runs,
    canReviewRequests: runs,
    canViewMembers: runs,
    canGrant: grants,
    canModerateComments: runs,
    canModerateReports: runs,
    canCreateEvents: runs,
    canRead: reads,
    canContribute: contributes,
  };
}

/**
 * A community made as the core's POST would make it (the creator's admin membership, counts
 * matching the rows), plus the given seats and followers.
 */
export async function insertCommunity(
  ctx: TestContext,
  creator: { id: string },
  options: {
    label?: string;
    requiresApproval?: boolean;
    isActive?: boolean;
    seats?: Seat[];
    followers?: { id: string }[];
  } = {},
) {
  counter += 1;
  const seats: Seat[] = [{ user: creator, role: 'admin' }, ...(options.seats ?? [])];
  const followers = options.followers ?? [];
  const [row] = await ctx.db
    .insert(communities)
    .values({
      name: `Comunidade ${options.label ?? 'Teste'} ${counter} ${randomUUID().slice(0, 6)}`,
      description: 'Comunidade de teste',
      creatorId: creator.id,
      requiresApproval: options.requiresApproval ?? false,
      isActive: options.isActive ?? true,
      memberCount: seats.filter((s) => s.approved !== false).length,
      followerCount: followers.length,
    })
    .returning();
  for (const seat of seats) {
    await ctx.db.insert(communityMembers).values({
      communityId: row!.id,
      userId: seat.user.id,
      role: seat.role ?? 'member',
      isApproved: seat.approved ?? true,
    });
  }
  for (const f of followers) {
    await ctx.db.insert(communityFollowers).values({ communityId: row!.id, followerId: f.id });
  }
  return row!;
}

/** Everything the membership endpoints may change, for before/after comparisons. */
export async function communitySnapshot(ctx: TestContext, communityId: string) {
  const [counts] = await ctx.db
    .select({ memberCount: communities.memberCount, followerCount: communities.followerCount })
    .from(communities)
    .where(eq(communities.id, communityId));
  const members = await ctx.db
    .select({
      userId: communityMembers.userId,
      role: communityMembers.role,
      isApproved: communityMembers.isApproved,
      joinedAt: communityMembers.joinedAt,
    })
    .from(communityMembers)
    .where(eq(communityMembers.communityId, communityId))
    .orderBy(asc(communityMembers.userId));
  const followers = await ctx.db
    .select({ id: communityFollowers.followerId })
    .from(communityFollowers)
    .where(eq(communityFollowers.communityId, communityId))
    .orderBy(asc(communityFollowers.followerId));
  return { counts, members, followers: followers.map((f) => f.id) };
}

/** Her membership row in the community, if any. */
export async function membershipRow(ctx: TestContext, communityId: string, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
  return row;
}
