import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import { MSG } from '../../../domain/messages.js';
import { COMMUNITY_PERMISSIONS } from '../../../domain/rules/permissions/community.js';
import type { JoinRequest, ViewerState } from '../../../domain/schemas/communities.js';
import type { Database, Executor } from '../../db/client.js';
import {
  authUser,
  communities,
  communityFollowers,
  communityMembers,
  communityMutes,
  userProfile,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize, requireResource } from '../../policy/authorize.js';
import { roleAllows } from '../../policy/scopes.js';
import { isLastAdmin, memberName } from '../access/index.js';
import type { Notifier } from '../notifications/index.js';
import { bumpCounter, COMMUNITY_GROUP } from './group.js';
import { herSwitches, viewerState as toViewerState } from './service.js';

// Community membership, follows and join requests (SPEC §4 "Community membership", "Follow").
//
// Counters: member_count counts the approved rows of community_members, follower_count the rows
// of community_followers. Every change to those rows runs in a transaction that first locks the
// community row (FOR NO KEY UPDATE: it does not block the foreign-key checks of other inserts),
// then changes the rows, then moves the counter by exactly the number of rows that changed
// (ON CONFLICT DO NOTHING / UPDATE / DELETE … RETURNING). So concurrent joins, leaves, approvals
// and grants of one community queue behind each other and the counters never drift.

/** At most this many pending requests are listed at once (oldest first: the next ones follow). */
export const JOIN_REQUESTS_LIMIT = 100;

const isUuid = (value: string) => z.guid().safeParse(value).success;

/**
 * Locks an active community's row for the rest of the transaction (see the note at the top),
 * or 404 'Comunidade não encontrada.' for an unknown, inactive or malformed id.
 */
export function lockActiveCommunity(tx: Executor, communityId: string) {
  return requireResource(tx, { kind: 'community', id: communityId }, { lock: 'no key update' });
}

/**
 * Her relation to a community (SPEC §4: none, pending, approved) with its current counts, as the
 * community detail reports it, or null for an unknown or inactive community. One query.
 */
export async function readViewerState(
  db: Executor,
  communityId: string,
  userId: string,
): Promise<ViewerState | null> {
  if (!isUuid(communityId)) return null;
  const [row] = await db
    .select({
      memberCount: communities.memberCount,
      followerCount: communities.followerCount,
      isPrivate: communities.isPrivate,
      role: communityMembers.role,
      approved: communityMembers.isApproved,
      ...herSwitches(userId),
    })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, userId)),
    )
    .where(and(eq(communities.id, communityId), eq(communities.isActive, true)))
    .limit(1);
  if (!row) return null;
  return toViewerState(row, { role: row.role, approved: row.approved }, row);
}

async function stateAfter(tx: Executor, communityId: string, userId: string): Promise<ViewerState> {
  const state = await readViewerState(tx, communityId, userId);
  if (!state) throw notFound(MSG.communities.notFound);
  return state;
}

/**
 * Joins (SPEC §4): a row with role member, approved at once unless the community requires
 * approval (then pending until an admin or moderator approves). Joining again changes nothing.
 */
export async function joinCommunity(
  db: Database,
  actor: Actor,
  communityId: string,
  notifier?: Notifier,
): Promise<ViewerState> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const community = await lockActiveCommunity(tx, communityId);
    const inserted = await tx
      .insert(communityMembers)
      .values({ communityId, userId, role: 'member', isApproved: !community.requiresApproval })
      .onConflictDoNothing({ target: [communityMembers.communityId, communityMembers.userId] })
      .returning({ isApproved: communityMembers.isApproved });
    if (inserted[0]?.isApproved) await bumpCounter(tx, communityId, 'memberCount', 1);
    // A new request waits for those who review requests: each hears of it (issue 16).
    if (inserted[0] && !inserted[0].isApproved && notifier) {
      for (const reviewer of await requestReviewers(tx, communityId)) {
        await notifier.notify(tx, {
          recipientId: reviewer,
          kind: 'join_requested',
          actorId: userId,
          communityId,
        });
      }
    }
    return stateAfter(tx, communityId, userId);
  });
}

/** The approved members whose role may review join requests (COMMUNITY_PERMISSIONS). */
async function requestReviewers(tx: Executor, communityId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.isApproved, true),
        roleAllows(communityMembers.role, COMMUNITY_PERMISSIONS, 'reviewRequests'),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * Leaves, or withdraws a pending request: her row goes, and the member count drops only if she
 * was approved. Not being a member is not an error. The last approved admin cannot leave (409):
 * nobody could run the community after her.
 */
export async function leaveCommunity(db: Database, actor: Actor, communityId: string): Promise<ViewerState> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    await lockActiveCommunity(tx, communityId);
    const mine = and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId));
    const [row] = await tx
      .select({ role: communityMembers.role, isApproved: communityMembers.isApproved })
      .from(communityMembers)
      .where(mine);
    if (row) {
      if (
        row.isApproved &&
        row.role === 'admin' &&
        (await isLastAdmin(tx, COMMUNITY_GROUP, communityId, userId))
      ) {
        throw conflict(COMMUNITIES_SERVER_COPY.lastAdminLeave);
      }
      const deleted = await tx
        .delete(communityMembers)
        .where(mine)
        .returning({ isApproved: communityMembers.isApproved });
      if (deleted[0]?.isApproved) await bumpCounter(tx, communityId, 'memberCount', -1);
    }
    return stateAfter(tx, communityId, userId);
  });
}

/** Follows (SPEC §4 "Follow"); following again changes nothing. */
export async function followCommunity(db: Database, actor: Actor, communityId: string): Promise<ViewerState> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    await lockActiveCommunity(tx, communityId);
    const inserted = await tx
      .insert(communityFollowers)
      .values({ communityId, followerId: userId })
      .onConflictDoNothing({ target: [communityFollowers.communityId, communityFollowers.followerId] })
      .returning({ id: communityFollowers.id });
    if (inserted.length > 0) await bumpCounter(tx, communityId, 'followerCount', 1);
    return stateAfter(tx, communityId, userId);
  });
}

/** Unfollows; not following is not an error. */
export async function unfollowCommunity(
  db: Database,
  actor: Actor,
  communityId: string,
): Promise<ViewerState> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    await lockActiveCommunity(tx, communityId);
    const deleted = await tx
      .delete(communityFollowers)
      .where(and(eq(communityFollowers.communityId, communityId), eq(communityFollowers.followerId, userId)))
      .returning({ id: communityFollowers.id });
    if (deleted.length > 0) await bumpCounter(tx, communityId, 'followerCount', -1);
    return stateAfter(tx, communityId, userId);
  });
}

/**
 * Mutes the community for her (issue 19): its posts leave her feed; her membership and follow
 * stay and nobody is told. Muting again changes nothing.
 */
export async function muteCommunity(db: Database, actor: Actor, communityId: string): Promise<ViewerState> {
  return db.transaction(async (tx) => {
    await requireResource(tx, { kind: 'community', id: communityId });
    await tx.insert(communityMutes).values({ userId: actor.id, communityId }).onConflictDoNothing();
    return stateAfter(tx, communityId, actor.id);
  });
}

/** Its posts come back to her feed; not muted is not an error. */
export async function unmuteCommunity(db: Database, actor: Actor, communityId: string): Promise<ViewerState> {
  return db.transaction(async (tx) => {
    await requireResource(tx, { kind: 'community', id: communityId });
    await tx
      .delete(communityMutes)
      .where(and(eq(communityMutes.userId, actor.id), eq(communityMutes.communityId, communityId)));
    return stateAfter(tx, communityId, actor.id);
  });
}

/**
 * The pending requests of a community, oldest first, with the requester's profile (approved
 * admins and moderators only). One query.
 */
export async function listJoinRequests(
  db: Database,
  actor: Actor,
  communityId: string,
): Promise<JoinRequest[]> {
  await authorize(db, actor, { kind: 'community', id: communityId }, 'reviewRequests');
  const rows = await db
    .select({
      userId: communityMembers.userId,
      fullName: memberName,
      slug: sql<string>`coalesce(${userProfile.slug}, ${authUser.id}::text)`,
      professionalTitle: userProfile.professionalTitle,
      profileImageUrl: userProfile.profileImageUrl,
      requestedAt: communityMembers.joinedAt,
    })
    .from(communityMembers)
    .innerJoin(authUser, eq(authUser.id, communityMembers.userId))
    .leftJoin(userProfile, eq(userProfile.id, communityMembers.userId))
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.isApproved, false)))
    .orderBy(asc(communityMembers.joinedAt), asc(communityMembers.id))
    .limit(JOIN_REQUESTS_LIMIT);
  return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() }));
}

/** The pending row of `userId`, as a WHERE clause. */
function pendingRow(communityId: string, userId: string) {
  return and(
    eq(communityMembers.communityId, communityId),
    eq(communityMembers.userId, userId),
    eq(communityMembers.isApproved, false),
  );
}

/**
 * Approves a pending request (approved admin or moderator): she becomes a member now, and the
 * member count grows by one. 404 'Não encontrado.' when that user has no pending request.
 */
export async function approveJoinRequest(
  db: Database,
  actor: Actor,
  communityId: string,
  userId: string,
  notifier?: Notifier,
): Promise<void> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'community', id: communityId }, 'reviewRequests', {
      lock: 'no key update',
    });
    if (!isUuid(userId)) throw notFound(MSG.common.notFound);
    const approved = await tx
      .update(communityMembers)
      .set({ isApproved: true, joinedAt: sql`now()` })
      .where(pendingRow(communityId, userId))
      .returning({ id: communityMembers.id });
    if (approved.length === 0) throw notFound(MSG.common.notFound);
    await bumpCounter(tx, communityId, 'memberCount', 1);
    // The community decided, not one person: no actor is named.
    await notifier?.notify(tx, { recipientId: userId, kind: 'join_approved', actorId: null, communityId });
  });
}

/** Declines a pending request: the row goes (she may ask again). 404 when there is none. */
export async function declineJoinRequest(
  db: Database,
  actor: Actor,
  communityId: string,
  userId: string,
  notifier?: Notifier,
): Promise<void> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'community', id: communityId }, 'reviewRequests', {
      lock: 'no key update',
    });
    if (!isUuid(userId)) throw notFound(MSG.common.notFound);
    const declined = await tx
      .delete(communityMembers)
      .where(pendingRow(communityId, userId))
      .returning({ id: communityMembers.id });
    if (declined.length === 0) throw notFound(MSG.common.notFound);
    await notifier?.notify(tx, { recipientId: userId, kind: 'join_declined', actorId: null, communityId });
  });
}
