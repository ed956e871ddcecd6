import type { ReportItemType } from '../../moderation-enums.js';
import type { Policy } from './policy.js';

/**
 * Reporting (issue 19): any member may report what she can see, never what is hers (her own
 * post, comment or message, her profile, a community she runs, a company or vacancy she staffs).
 */
export type ReportSubject = { visible: boolean; own: boolean };

export const REPORT_POLICY = {
  report: (s: ReportSubject) => s.visible && !s.own,
} satisfies Policy<ReportSubject, string>;

/** What a community's admins and moderators look after: its posts and their comments. */
export const COMMUNITY_MODERATED_ITEMS: readonly ReportItemType[] = ['post', 'comment'];

/**
 * Her standing towards one moderation case: whether she holds the platform's moderation power
 * (an administrator, with two-factor sign-in), whether she moderates the community the item
 * lives in (COMMUNITY_PERMISSIONS.moderateReports), the item's kind, whether she is the author
 * of the item (she may ask for a review of its removal) and the case's state.
 */
export type ModerationSubject = {
  platformModerator: boolean;
  communityModerator: boolean;
  itemType: ReportItemType;
  isAuthor: boolean;
  pending: boolean;
  /** Resolved as removed, and no review asked for yet. */
  reviewable: boolean;
};

const moderates = (s: ModerationSubject) =>
  s.platformModerator || (s.communityModerator && COMMUNITY_MODERATED_ITEMS.includes(s.itemType));

/**
 * Platform administrators moderate everything; a community's admins and moderators the posts
 * and comments in it: they dismiss, remove and warn. Suspending an account reaches beyond the
 * community, so it is the platform's alone. A profile is never "removed": its account is
 * suspended. The author asks once for a review of a removal.
 */
export const MODERATION_POLICY = {
  view: moderates,
  dismiss: (s: ModerationSubject) => moderates(s) && s.pending,
  remove: (s: ModerationSubject) => moderates(s) && s.pending && s.itemType !== 'member',
  warn: (s: ModerationSubject) => moderates(s) && s.pending,
  suspend: (s: ModerationSubject) => s.platformModerator && s.pending,
  requestReview: (s: ModerationSubject) => s.isAuthor && s.reviewable,
} satisfies Policy<ModerationSubject, string>;
export type ModerationAction = keyof typeof MODERATION_POLICY;
