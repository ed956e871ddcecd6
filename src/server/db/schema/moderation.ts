import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MODERATION_NOTE_MAX_LENGTH, REPORT_NOTE_MAX_LENGTH } from '../../../domain/limits.js';
import {
  MODERATION_CASE_STATUSES,
  MODERATION_LOG_ACTIONS,
  MODERATION_OUTCOMES,
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
} from '../../../domain/moderation-enums.js';
import { authUser } from './auth.js';
import { communities } from './communities.js';
import { id, inList } from './helpers.js';

// Trust and safety (issue 19). Items of seven kinds are reported by (item_type, item_id): the
// id points into one of seven tables, so it has no foreign key; an item deleted meanwhile
// leaves its case naming it with the excerpt kept at the first report.

/**
 * The reports about one item while it waits for review, and how the review ended. At most one
 * case per item is pending (the partial unique index), so concurrent reports gather on one row;
 * after a decision, new reports open a new case.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: id(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The member the item is by (the member herself for a profile), when there is one. */
    authorId: uuid('author_id').references(() => authUser.id, { onDelete: 'set null' }),
    /** The community a post or comment lives in: its admins and moderators see the case. */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'set null' }),
    /** Its first words (or its name), kept at the first report. */
    excerpt: text('excerpt').notNull(),
    status: text('status').notNull().default('pending'),
    outcome: text('outcome'),
    /** Distinct reporters (one report per member per item). */
    reportCount: integer('report_count').notNull().default(0),
    /** The rule (a report reason) and the explanation the author was given. */
    rule: text('rule'),
    explanation: text('explanation'),
    decidedBy: uuid('decided_by').references(() => authUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The author asked, once, for a review of the removal. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_cases_pending_item_key')
      .on(t.itemType, t.itemId)
      .where(sql`${t.status} = 'pending'`),
    // The queue, oldest first: the platform's, and one community's.
    index('moderation_cases_queue_idx').on(t.status, t.openedAt, t.id),
    index('moderation_cases_community_idx').on(t.communityId, t.status, t.openedAt, t.id),
    // Decisions about her content, and the author's history in the queue.
    index('moderation_cases_author_idx').on(t.authorId, t.openedAt, t.id),
    check('moderation_cases_item_type_check', inList(t.itemType, REPORT_ITEM_TYPES)),
    check('moderation_cases_status_check', inList(t.status, MODERATION_CASE_STATUSES)),
    check(
      'moderation_cases_outcome_check',
      sql`${t.outcome} is null or ${inList(t.outcome, MODERATION_OUTCOMES)}`,
    ),
    check('moderation_cases_rule_check', sql`${t.rule} is null or ${inList(t.rule, REPORT_REASONS)}`),
    check(
      'moderation_cases_text_check',
      sql`coalesce(char_length(${t.explanation}), 0) <= ${sql.raw(String(MODERATION_NOTE_MAX_LENGTH))}
        and coalesce(char_length(${t.reviewNote}), 0) <= ${sql.raw(String(MODERATION_NOTE_MAX_LENGTH))}`,
    ),
  ],
);

/** One report per member per item (the unique key), whatever became of earlier cases. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also what hides a reported item from her on every read path (an index probe per row).
    uniqueIndex('reports_reporter_item_key').on(t.reporterId, t.itemType, t.itemId),
    // 'Minhas denúncias', newest first (keyset).
    index('reports_reporter_list_idx').on(t.reporterId, t.createdAt, t.id),
    index('reports_case_idx').on(t.caseId),
    check('reports_item_type_check', inList(t.itemType, REPORT_ITEM_TYPES)),
    check('reports_reason_check', inList(t.reason, REPORT_REASONS)),
    check(
      'reports_note_check',
      sql`${t.note} is null or char_length(${t.note}) between 1 and ${sql.raw(String(REPORT_NOTE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * The audit log: who did what to which item, when and why. Append-only: no endpoint changes a
 * row, and a trigger (migrations/*_moderation_log_append_only.sql) refuses UPDATE and DELETE.
 * No foreign keys, so that deleting an account or an item never rewrites history; the actor's
 * name is kept as it was.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    /** Null: the platform itself (an item hidden by its reports). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    caseId: uuid('case_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The member the action is about (the item's author), when there is one. */
    subjectId: uuid('subject_id'),
    rule: text('rule'),
    explanation: text('explanation'),
    /** A suspension's days (null with action 'suspend': permanent). */
    days: integer('days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log, newest first (keyset), and what was done to one member's content.
    index('moderation_log_list_idx').on(t.createdAt, t.id),
    index('moderation_log_subject_idx').on(t.subjectId, t.action),
    index('moderation_log_case_idx').on(t.caseId),
    check('moderation_log_action_check', inList(t.action, MODERATION_LOG_ACTIONS)),
  ],
);
