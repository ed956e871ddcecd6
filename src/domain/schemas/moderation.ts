import { z } from 'zod';
import { MODERATION_ERRORS } from '../copy/moderation.js';
import {
  MODERATION_NOTE_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  REPORT_NOTE_MAX_LENGTH,
  SUSPENSION_MAX_DAYS,
} from '../limits.js';
import {
  MODERATION_DECISIONS,
  MODERATION_LOG_ACTIONS,
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../moderation-enums.js';
import { MODERATION_POLICY } from '../rules/permissions/moderation.js';
import './fields.js';
import { memberRefSchema } from './conversation.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Trust and safety (issue 19).
 *
 *   POST /api/moderation/reports  { itemType, itemId, reason, note? } → reportSchema (201); the
 *        item leaves her read paths at once; 409 when she reported it already
 *   GET  /api/moderation/reports?cursor&limit   → reportPageSchema ('Minhas denúncias')
 *   GET  /api/moderation/decisions?cursor&limit → decisionPageSchema (removals of her content)
 *   POST /api/moderation/cases/{id}/review { note? } → decisionSchema (once per removal)
 *   GET  /api/moderation/queue?cursor&limit     → queuePageSchema (what she moderates, oldest first)
 *   POST /api/moderation/cases/{id}/decision { decision, rule?, explanation?, days? } → queueItemSchema
 *   GET  /api/moderation/audit?cursor&limit     → auditPageSchema (platform administrators)
 */

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => (text ? text : undefined));

export const reportItemTypeSchema = z.enum(REPORT_ITEM_TYPES);
export const reportReasonSchema = z.enum(REPORT_REASONS, MODERATION_ERRORS.reasonRequired);

export const newReportSchema = z.object({
  itemType: reportItemTypeSchema,
  itemId: z.uuid(MODERATION_ERRORS.itemNotFound),
  reason: reportReasonSchema,
  note: optionalText(REPORT_NOTE_MAX_LENGTH, MODERATION_ERRORS.noteTooLong),
});
export type NewReport = z.input<typeof newReportSchema>;

export const reportSchema = z.object({
  id: z.string(),
  itemType: reportItemTypeSchema,
  itemId: z.string(),
  /** The item's first words (or its name) as it was reported. */
  excerpt: z.string(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const reportPageSchema = z.object({ items: z.array(reportSchema), nextCursor: z.string().nullable() });
export type ReportPage = z.infer<typeof reportPageSchema>;

const caseViewerSchema = z.object(viewerFlagsShape(MODERATION_POLICY));

/** A removal of her content, as she sees it: what, which rule, why, and her review. */
export const decisionSchema = z.object({
  id: z.string(),
  itemType: reportItemTypeSchema,
  excerpt: z.string(),
  rule: reportReasonSchema.nullable(),
  explanation: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reviewRequestedAt: z.string().nullable(),
  /** 'pending' while her review is under way. */
  status: z.enum(['pending', 'resolved']),
  outcome: z.enum(['removed', 'dismissed']).nullable(),
  viewer: caseViewerSchema,
});
export type Decision = z.infer<typeof decisionSchema>;
export const decisionPageSchema = z.object({
  items: z.array(decisionSchema),
  nextCursor: z.string().nullable(),
});
export type DecisionPage = z.infer<typeof decisionPageSchema>;

export const reviewRequestSchema = z.object({
  note: optionalText(MODERATION_NOTE_MAX_LENGTH, MODERATION_ERRORS.explanationTooLong),
});

export const queueItemSchema = z.object({
  id: z.string(),
  itemType: reportItemTypeSchema,
  itemId: z.string(),
  excerpt: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  /** The reporters' own words, newest first (a few). */
  notes: z.array(z.string()),
  openedAt: z.string(),
  hidden: z.boolean(),
  review: z.object({ requestedAt: z.string(), note: z.string().nullable() }).nullable(),
  /** The item as it is now, where it lives, and a link to it (null: gone, or a message). */
  context: z.object({
    text: z.string().nullable(),
    parentText: z.string().nullable(),
    place: z.string().nullable(),
    href: z.string().nullable(),
  }),
  author: memberRefSchema.nullable(),
  authorHistory: z.object({
    removals: z.number().int(),
    warnings: z.number().int(),
    suspensions: z.number().int(),
    suspendedUntil: z.string().nullable(),
  }),
  viewer: caseViewerSchema,
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queuePageSchema = z.object({
  items: z.array(queueItemSchema),
  nextCursor: z.string().nullable(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;

export const moderationDecisionSchema = z
  .object({
    decision: z.enum(MODERATION_DECISIONS),
    rule: reportReasonSchema.optional(),
    explanation: optionalText(MODERATION_NOTE_MAX_LENGTH, MODERATION_ERRORS.explanationTooLong),
    /** Suspension: 1–SUSPENSION_MAX_DAYS days, or null for permanent. */
    days: z
      .number()
      .int()
      .min(1, MODERATION_ERRORS.daysInvalid)
      .max(SUSPENSION_MAX_DAYS, MODERATION_ERRORS.daysInvalid)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== 'dismiss' && value.rule === undefined)
      ctx.addIssue({ code: 'custom', path: ['rule'], message: MODERATION_ERRORS.reasonRequired });
    if (value.decision === 'suspend' && value.days === undefined)
      ctx.addIssue({ code: 'custom', path: ['days'], message: MODERATION_ERRORS.daysInvalid });
  });
export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null: the platform itself (an item hidden by its reports). */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.enum(MODERATION_LOG_ACTIONS),
  caseId: z.string(),
  itemType: reportItemTypeSchema,
  itemId: z.string(),
  subjectId: z.string().nullable(),
  rule: reportReasonSchema.nullable(),
  explanation: z.string().nullable(),
  days: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
