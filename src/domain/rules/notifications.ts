import type { EmailMode, NotificationKind } from '../enums.js';

/**
 * How she hears of each kind by e-mail until she chooses (issue 16): what decides something for
 * her (applications, approvals, invitations) at each event; conversation in the daily digest;
 * reactions never. Configurações lets her change each.
 */
export const EMAIL_DEFAULTS: Record<NotificationKind, EmailMode> = {
  post_reaction: 'none',
  post_comment: 'digest',
  comment_reply: 'digest',
  mention: 'each',
  join_approved: 'each',
  join_declined: 'each',
  join_requested: 'digest',
  application_received: 'each',
  application_status: 'each',
  role_invitation: 'each',
  follow: 'digest',
  connection_invitation: 'each',
  connection: 'each',
  // A moderator's decision about her (issue 19): always told at once; not offered as a choice.
  content_removed: 'each',
  moderation_warning: 'each',
  // Events (issue 20): a seat she waited for, an event she planned her day around.
  event_promoted: 'each',
  event_cancelled: 'each',
  mentoring_request: 'each',
  mentoring_accepted: 'each',
  mentoring_declined: 'each',
  mentoring_session_scheduled: 'each',
  mentoring_session_cancelled: 'each',
};

/**
 * Events of these kinds about the same object, arriving while she has not read the first, are
 * one notification ('12 pessoas reagiram à sua publicação'); the others stand alone.
 */
export const GROUPED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'post_reaction',
  'post_comment',
  'join_requested',
  'application_received',
  // New followers arrive in bursts; one row says 'Ana e mais 3 pessoas começaram a seguir você'.
  'follow',
]);

/**
 * The kinds Configurações offers a choice for, in this order. Left out: a role invitation, whose
 * own e-mail always goes (it is the offer itself, and may be addressed to someone with no
 * account yet), and moderation's decisions about her content.
 */
export const EMAIL_SETTING_KINDS: readonly NotificationKind[] = [
  'mention',
  'post_comment',
  'comment_reply',
  'post_reaction',
  'join_approved',
  'join_declined',
  'join_requested',
  'application_received',
  'application_status',
  'connection_invitation',
  'connection',
  'follow',
  'event_promoted',
  'event_cancelled',
  'mentoring_request',
  'mentoring_accepted',
  'mentoring_declined',
  'mentoring_session_scheduled',
  'mentoring_session_cancelled',
];
