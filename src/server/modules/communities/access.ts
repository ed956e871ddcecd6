import { and, eq, sql } from 'drizzle-orm';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import { MSG } from '../../../domain/messages.js';
import type { AccessMember } from '../../../domain/schemas/communities.js';
import type { Database } from '../../db/client.js';
import { authUser, communityMembers, userProfile } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { type AccessCandidate, searchCandidates } from '../access/candidates.js';
import { byMemberName, memberName, shownEmail } from '../access/member-columns.js';
import {
  bumpCounter,
  lockActiveCommunity,
  otherAdminCount,
  requireCommunityRole,
  requireRoleLocked,
} from './membership.js';
import { GRANTING_ROLES, MANAGING_ROLES } from './service.js';

// The grant page of a community (SPEC §2 "Grant access page", §5 "Access grant"):
// 'Membros atuais' for its approved admins and moderators (MANAGING_ROLES), and the user search
// and the grant itself for its approved ADMINS only (GRANTING_ROLES).
//
// Who may grant: the spec does not say (§6 "Who may grant access: not shown"). Rule: only the
// approved admins of that community. Granting can make someone an admin, so a moderator who
// could grant could raise herself or anyone else above her own role.
//
// E-mail addresses: a member's e-mail is shown here only when she chose to show it on her
// profile (show_email); the search has its own rule (access/candidates.ts).

/** 'Membros atuais' lists at most this many (admins and moderators first). */
export const ACCESS_MEMBERS_LIMIT = 200;

const roleRank = sql`case ${communityMembers.role} when 'admin' then 0 when 'moderator' then 1 else 2 end`;

/**
 * The approved members of a community for its grant page (approved admins and moderators only):
 * admins, then moderators, then members, each group by name. One query.
 */
export async function listAccessMembers(
  db: Database,
  actorId: string,
  communityId: string,
): Promise<AccessMember[]> {
  await requireCommunityRole(db, communityId, actorId, MANAGING_ROLES);
  return db
    .select({
      userId: communityMembers.userId,
      fullName: memberName,
      email: shownEmail,
      role: communityMembers.role,
    })
    .from(communityMembers)
    .innerJoin(authUser, eq(authUser.id, communityMembers.userId))
    .leftJoin(userProfile, eq(userProfile.id, communityMembers.userId))
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.isApproved, true)))
    .orderBy(roleRank, ...byMemberName, communityMembers.userId)
    .limit(ACCESS_MEMBERS_LIMIT);
}

/**
 * The grant page's user search (approved admins only): the platform-wide search of
 * access/candidates.ts, once her role is checked.
 */
export async function searchAccessCandidates(
  db: Database,
  actorId: string,
  communityId: string,
  query: string,
): Promise<AccessCandidate[]> {
  await requireCommunityRole(db, communityId, actorId, GRANTING_ROLES);
  return searchCandidates(db, query);
}

export type CommunityGrant = { userId: string; role: 'member' | 'admin' | 'moderator' };

/**
 * Grants access (approved admins only): her membership is created or updated with the role and
 * approved (SPEC §4 "Access grant sets is_approved true"); the member count grows only if she
 * was not an approved member before. 404 'Não encontrado.' for an unknown user; 409 when the
 * grant would take the admin role from the community's last admin.
 */
export async function grantCommunityAccess(
  db: Database,
  actorId: string,
  communityId: string,
  grant: CommunityGrant,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActiveCommunity(tx, communityId);
    await requireRoleLocked(tx, communityId, actorId, GRANTING_ROLES);
    const [user] = await tx
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.id, grant.userId))
      .limit(1);
    if (!user) throw notFound(MSG.access.notFound);

    const [before] = await tx
      .select({ role: communityMembers.role, isApproved: communityMembers.isApproved })
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, grant.userId)));
    const wasApproved = before?.isApproved === true;
    if (
      wasApproved &&
      before?.role === 'admin' &&
      grant.role !== 'admin' &&
      (await otherAdminCount(tx, communityId, grant.userId)) === 0
    ) {
      throw conflict(COMMUNITIES_SERVER_COPY.lastAdminDemote);
    }

    await tx
      .insert(communityMembers)
      .values({ communityId, userId: grant.userId, role: grant.role, isApproved: true })
      .onConflictDoUpdate({
        target: [communityMembers.communityId, communityMembers.userId],
        // A new member joins now; an approved one keeps her date and only changes role.
        set: { role: grant.role, isApproved: true, ...(wasApproved ? {} : { joinedAt: sql`now()` }) },
      });
    if (!wasApproved) await bumpCounter(tx, communityId, 'memberCount', 1);
  });
}
