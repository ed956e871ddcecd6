import type { InvitationPlace, InvitationRole } from '../../../domain/schemas/invitations.js';
import { accessInvitations } from '../../db/schema/index.js';
import type { Group } from '../access/index.js';
import { COMMUNITY_GROUP } from '../communities/index.js';
import { COMPANY_GROUP } from '../companies/index.js';

// The kinds of place a role can be offered at: the groups of access/groups.ts, whose rules
// (who may grant, which row holds a role, the counters, the last-admin rule) the invitation
// service uses as they are.

/** Every kind of place a role can be offered at. */
export const PLACE_GROUPS: Record<InvitationPlace, Group<InvitationRole>> = {
  community: COMMUNITY_GROUP as Group<InvitationRole>,
  company: COMPANY_GROUP as Group<InvitationRole>,
};

/** The access_invitations column naming a place of this kind. */
export function placeColumn(kind: InvitationPlace) {
  return kind === 'community' ? accessInvitations.communityId : accessInvitations.companyId;
}

/** Whether `role` is below `current` in the place's order (a demotion). */
export function isLower(
  group: Group<InvitationRole>,
  role: InvitationRole,
  current: InvitationRole,
): boolean {
  return group.roles.indexOf(role) > group.roles.indexOf(current);
}
