import type { InvitationPlace, InvitationRole } from '../../../domain/schemas/invitations.js';
import type { Executor, Transaction } from '../../db/client.js';
import { accessInvitations } from '../../db/schema/index.js';
import { communityInvitationRules } from '../communities/access.js';
import { companyInvitationRules } from '../companies/access.js';

// What an invitation needs to know about the kind of place it offers a role at. Each kind keeps
// its own rules where they already live (communities/access.ts, companies/access.ts): who may
// grant, which row holds a role, the counters, the last-admin rule. The invitation service only
// ever talks to these.

export interface InvitationPlaceRules {
  kind: InvitationPlace;
  /** Its roles, highest first: a role later in the list is a lower one. */
  roles: readonly InvitationRole[];
  /** Read-only check: 404 for an unknown, malformed or inactive place; 403 unless she may grant. */
  requireGranter(db: Executor, placeId: string, actorId: string): Promise<void>;
  /** The same check holding the place's row lock until the transaction ends. */
  lockForGranting(tx: Transaction, placeId: string, actorId: string): Promise<void>;
  /** Locks the active place (404 otherwise) before a role is applied by her answer. */
  lockForAnswer(tx: Transaction, placeId: string): Promise<void>;
  /** Her current role there, or null when she has none (a join request is none). */
  currentRole(tx: Transaction, placeId: string, userId: string): Promise<InvitationRole | null>;
  /**
   * Gives her `role` under the lock, with every rule of a grant: counters in the same
   * transaction, 409 when it would take the admin role from the last admin.
   */
  applyRole(tx: Transaction, placeId: string, userId: string, role: InvitationRole): Promise<void>;
}

/** The access_invitations column naming a place of this kind. */
export function placeColumn(kind: InvitationPlace) {
  return kind === 'community' ? accessInvitations.communityId : accessInvitations.companyId;
}

/** Whether `role` is below `current` in the place's order (a demotion). */
export function isLower(rules: InvitationPlaceRules, role: InvitationRole, current: InvitationRole): boolean {
  return rules.roles.indexOf(role) > rules.roles.indexOf(current);
}

/** Every kind of place a role can be offered at. */
export const PLACE_RULES: Record<InvitationPlace, InvitationPlaceRules> = {
  community: communityInvitationRules,
  company: companyInvitationRules,
};
