import { and, eq, sql } from 'drizzle-orm';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import type { CommunityRole } from '../../../domain/enums.js';
import type { AccessMember } from '../../../domain/schemas/communities.js';
import type { Database, Transaction } from '../../db/client.js';
import { authUser, communityMembers, userProfile } from '../../db/schema/index.js';
import { conflict } from '../../lib/app-error.js';
import { type AccessCandidate, searchCandidates } from '../access/candidates.js';
import { byMemberName, memberName, shownEmail } from '../access/member-columns.js';
import type { InvitationPlaceRules } from '../invitations/places.js';
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
// and role offers for its approved ADMINS only (GRANTING_ROLES). A role is offered as an
// invitation and applies when she accepts (issue 13, modules/invitations); the rules for
// applying one live here.
//
// Who may grant: the spec does not say (§6 "Who may grant access: not shown"). Rule: only the
// approved admins of that community. Granting can make someone an admin, so a moderator who
// could grant could raise herself or anyone else above her own role.
//
// E-mail addresses: a member's e-mail is shown here only when she chose to show it on her
// profile (show_email).

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
 * The grant page's user search (approved admins only): the platform-wide search by name of
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

const membershipOf = (communityId: string, userId: string) =>
  and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId));

/**
 * Under the community's lock: her membership gets the role and is approved (SPEC §4 "Access
 * grant sets is_approved true"); the member count grows only if she was not an approved member
 * before. 409 when it would take the admin role from the community's last admin.
 */
async function applyCommunityRole(
  tx: Transaction,
  communityId: string,
  userId: string,
  role: CommunityRole,
): Promise<void> {
  const [before] = await tx
    .select({ role: communityMembers.role, isApproved: communityMembers.isApproved })
    .from(communityMembers)
    .where(membershipOf(communityId, userId));
  const wasApproved = before?.isApproved === true;
  if (
    wasApproved &&
    before?.role === 'admin' &&
    role !== 'admin' &&
    (await otherAdminCount(tx, communityId, userId)) === 0
  ) {
    throw conflict(COMMUNITIES_SERVER_COPY.lastAdminDemote);
  }
  await tx
    .insert(communityMembers)
    .values({ communityId, userId, role, isApproved: true })
    .onConflictDoUpdate({
      target: [communityMembers.communityId, communityMembers.userId],
      // A new member joins now; an approved one keeps her date and only changes role.
      set: { role, isApproved: true, ...(wasApproved ? {} : { joinedAt: sql`now()` }) },
    });
  if (!wasApproved) await bumpCounter(tx, communityId, 'memberCount', 1);
}

const COMMUNITY_ROLE_ORDER = ['admin', 'moderator', 'member'] as const satisfies readonly CommunityRole[];
const isCommunityRole = (role: string): role is CommunityRole =>
  (COMMUNITY_ROLE_ORDER as readonly string[]).includes(role);

/** A community for the invitations of modules/invitations (approved admins offer roles). */
export const communityInvitationRules: InvitationPlaceRules = {
  kind: 'community',
  roles: COMMUNITY_ROLE_ORDER,
  async requireGranter(db, communityId, actorId) {
    await requireCommunityRole(db, communityId, actorId, GRANTING_ROLES);
  },
  async lockForGranting(tx, communityId, actorId) {
    await lockActiveCommunity(tx, communityId);
    await requireRoleLocked(tx, communityId, actorId, GRANTING_ROLES);
  },
  async lockForAnswer(tx, communityId) {
    await lockActiveCommunity(tx, communityId);
  },
  async currentRole(tx, communityId, userId) {
    const [row] = await tx
      .select({ role: communityMembers.role })
      .from(communityMembers)
      .where(and(membershipOf(communityId, userId), eq(communityMembers.isApproved, true)));
    return row && isCommunityRole(row.role) ? row.role : null;
  },
  async applyRole(tx, communityId, userId, role) {
    // The invitation's CHECK constraint keeps a community's roles to COMMUNITY_ROLES.
    if (!isCommunityRole(role)) throw new Error(`not a community role: ${role}`);
    await applyCommunityRole(tx, communityId, userId, role);
  },
};
