import { eq, sql } from 'drizzle-orm';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import type { CommunityRole } from '../../../domain/enums.js';
import type { Executor } from '../../db/client.js';
import { communities, communityMembers } from '../../db/schema/index.js';
import type { Group } from '../access/index.js';

/** Moves a counter by `delta`, never below zero (the CHECK constraint's floor). */
export async function bumpCounter(
  tx: Executor,
  communityId: string,
  counter: 'memberCount' | 'followerCount',
  delta: number,
): Promise<void> {
  const column = communities[counter];
  await tx
    .update(communities)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(communities.id, communityId));
}

/**
 * A community as a group (access/groups.ts): roles in community_members, approved members
 * counted in member_count. Changes to its members lock its row FOR NO KEY UPDATE (it does not
 * block the foreign-key checks of other inserts; see membership.ts).
 */
export const COMMUNITY_GROUP: Group<CommunityRole> = {
  kind: 'community',
  roles: ['admin', 'moderator', 'member'],
  members: {
    table: communityMembers,
    groupKey: 'communityId',
    groupId: communityMembers.communityId,
    userId: communityMembers.userId,
    role: communityMembers.role,
    isApproved: communityMembers.isApproved,
  },
  page: { table: communities, id: communities.id },
  lock: 'no key update',
  lastAdminDemote: COMMUNITIES_SERVER_COPY.lastAdminDemote,
  // A new member joins now; an approved one keeps her date and only changes role.
  newMemberColumns: () => ({ joinedAt: sql`now()` }),
  onNewMember: (tx, communityId) => bumpCounter(tx, communityId, 'memberCount', 1),
};
