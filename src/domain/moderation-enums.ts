// Trust and safety's fixed lists (issue 19), beside enums.ts rather than in it: enums.ts is one
// chunk of every page's first render, and these are read only by the report dialog, the
// moderation pages and the server.
/**
 * Trust and safety (issue 19). What a member may report, and why; one report per member per
 * item. A moderation case gathers the reports about one item while it waits for review.
 */
export const REPORT_ITEM_TYPES = [
  'post',
  'comment',
  'message',
  'member',
  'community',
  'company',
  'vacancy',
] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];
export const REPORT_REASONS = [
  'harassment',
  'hate_speech',
  'spam_scam',
  'fake_vacancy',
  'inappropriate',
  'fake_profile',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A case waits for review (again, after the author asks for one) or is resolved. */
export const MODERATION_CASE_STATUSES = ['pending', 'resolved'] as const;
/** How a resolved case ended: the content went (removed, or its author suspended), or no violation. */
export const MODERATION_OUTCOMES = ['removed', 'dismissed'] as const;
/** What the reporter sees of her report: 'Em análise', 'Removido', 'Sem violação'. */
export const REPORT_STATUSES = ['pending', 'removed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What a moderator may do with a case. */
export const MODERATION_DECISIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
/** Every line of the audit log: the decisions, plus what the system and authors do to a case. */
export const MODERATION_LOG_ACTIONS = [...MODERATION_DECISIONS, 'auto_hide', 'review_requested'] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];
