import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  MODERATION_LOG_ACTIONS,
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../../../domain/moderation-enums.js';
import type { Executor } from '../../db/client.js';
import { moderationCases, moderationLog, reports } from '../../db/schema/index.js';
import { reportStatusSql } from './reports.js';

// Her part of trust and safety in her data export (LGPD): the reports she made, and what
// moderation did about her content. Who moderated is not hers to know; the rule and the
// explanation she was given are.

const iso = z.string();

export const moderationExportSchema = z.object({
  reportsMade: z.array(
    z.object({
      id: z.string(),
      itemType: z.enum(REPORT_ITEM_TYPES),
      itemId: z.string(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      status: z.enum(REPORT_STATUSES),
      createdAt: iso,
    }),
  ),
  actionsOnHerContent: z.array(
    z.object({
      action: z.enum(MODERATION_LOG_ACTIONS),
      itemType: z.enum(REPORT_ITEM_TYPES),
      itemId: z.string(),
      rule: z.enum(REPORT_REASONS).nullable(),
      explanation: z.string().nullable(),
      days: z.number().nullable(),
      createdAt: iso,
    }),
  ),
});
export type ModerationExport = z.infer<typeof moderationExportSchema>;

export async function exportModeration(tx: Executor, userId: string): Promise<ModerationExport> {
  const made = await tx
    .select({
      id: reports.id,
      itemType: reports.itemType,
      itemId: reports.itemId,
      reason: reports.reason,
      note: reports.note,
      status: reportStatusSql,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
  const actions = await tx
    .select({
      action: moderationLog.action,
      itemType: moderationLog.itemType,
      itemId: moderationLog.itemId,
      rule: moderationLog.rule,
      explanation: moderationLog.explanation,
      days: moderationLog.days,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .where(eq(moderationLog.subjectId, userId))
    .orderBy(asc(moderationLog.createdAt));
  return moderationExportSchema.parse({
    reportsMade: made.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    actionsOnHerContent: actions.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  });
}
