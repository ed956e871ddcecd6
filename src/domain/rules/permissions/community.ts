import type { CommunityRole } from '../../enums.js';
import { EVENT_ORGANISERS } from './event.js';
import { type Policy, roleRules } from './policy.js';

/**
 * What each community role may do (SPEC §6; roles count only once her membership is approved).
 *
 * - admin:     everything below, plus grant access (a moderator who could grant could raise
 *              herself or anyone else above her own role).
 * - moderator: edit and delete the community, review join requests, see its access list and
 *              speak for it (post as the community), remove comments in its feed.
 * - member:    read a private community's feed and post into it as herself.
 *
 * Joining (or asking to), leaving and following are open to every member: not a permission.
 */
export const COMMUNITY_PERMISSIONS = {
  post: ['admin', 'moderator'],
  edit: ['admin', 'moderator'],
  delete: ['admin', 'moderator'],
  reviewRequests: ['admin', 'moderator'],
  viewMembers: ['admin', 'moderator'],
  grant: ['admin'],
  /** Remove comments on the posts in its feed (issue 16). */
  moderateComments: ['admin', 'moderator'],
  /** Review reports about its posts and comments, and act on them (issue 19). */
  moderateReports: ['admin', 'moderator'],
  /** Create its events (issue 20; the events' own policy names the same roles). */
  createEvents: EVENT_ORGANISERS.community,
} as const satisfies Record<string, readonly CommunityRole[]>;

export type Membership = 'none' | 'pending' | 'approved';

/** Her standing in one active community. `role` is her APPROVED role (null when pending or none). */
export type CommunitySubject = { membership: Membership; role: CommunityRole | null; isPrivate: boolean };

export const COMMUNITY_POLICY = {
  ...roleRules(COMMUNITY_PERMISSIONS),
  /** Its feed: everyone signed in for a public community, approved members for a private one. */
  read: (s: CommunitySubject) => !s.isPrivate || s.membership === 'approved',
  /** Post into its feed as herself. */
  contribute: (s: CommunitySubject) => s.membership === 'approved',
} satisfies Policy<CommunitySubject, string>;
export type CommunityAction = keyof typeof COMMUNITY_POLICY;

/** The membership row as stored (null: none) → her standing's membership and approved role. */
export function communityStandingOf(
  row: { role: string | null; approved: boolean | null },
  isPrivate: boolean,
): CommunitySubject {
  const membership: Membership = row.approved === null ? 'none' : row.approved ? 'approved' : 'pending';
  return {
    membership,
    role: membership === 'approved' ? (row.role as CommunityRole) : null,
    isPrivate,
  };
}
