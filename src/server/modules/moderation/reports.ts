import { and, desc, eq, sql } from 'drizzle-orm';
import { MODERATION_ERRORS } from '../../../domain/copy/moderation.js';
import { MODERATION_AUTO_HIDE_REPORTERS } from '../../../domain/limits.js';
import type { ReportItemType, ReportReason, ReportStatus } from '../../../domain/moderation-enums.js';
import { heldAtFirstReport } from '../../../domain/rules/new-account.js';
import type { Report, ReportPage } from '../../../domain/schemas/moderation.js';
import type { Database, Executor } from '../../db/client.js';
import { moderationCases, moderationLog, reports } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorizeReport } from '../../policy/authorize.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { hideItem, itemFacts, writtenItem } from './items.js';

// Reporting (issue 19): one report per member per item (reports_reporter_item_key). The reports
// about one item gather on its pending case (moderation_cases_pending_item_key); the case row's
// lock, taken by the upsert, orders concurrent reports of one item, so its count is exact and
// the third distinct reporter is the one who hides it.

type ReportInput = { itemType: ReportItemType; itemId: string; reason: ReportReason; note?: string };

/** POST /api/moderation/reports. */
export async function createReport(db: Database, actor: Actor, input: ReportInput): Promise<Report> {
  return db.transaction(async (tx) => {
    // Reported already: the item is hidden from her now, but the answer is about her report.
    if (await hasReported(tx, actor, input)) throw conflict(MODERATION_ERRORS.alreadyReported);
    try {
      await authorizeReport(tx, actor, input.itemType, input.itemId);
    } catch (refusal) {
      // Her same report, sent at once, committed since the check above: the item is now hidden
      // from her (her report hides it), so the policy no longer finds it; the answer is still
      // about her report. (PostgreSQL: each statement reads what committed before it.)
      if (await hasReported(tx, actor, input)) throw conflict(MODERATION_ERRORS.alreadyReported);
      throw refusal;
    }
    const facts = await itemFacts(tx, input.itemType, input.itemId);
    if (!facts) throw notFound(MODERATION_ERRORS.itemNotFound);
    const c = moderationCases;
    const [pending] = await tx
      .insert(c)
      .values({
        itemType: input.itemType,
        itemId: input.itemId,
        authorId: facts.authorId,
        communityId: facts.communityId,
        excerpt: facts.excerpt,
        reportCount: 1,
      })
      .onConflictDoUpdate({
        target: [c.itemType, c.itemId],
        targetWhere: sql`${c.status} = 'pending'`,
        set: { reportCount: sql`${c.reportCount} + 1` },
      })
      .returning({ id: c.id, reportCount: c.reportCount, excerpt: c.excerpt });
    if (!pending) throw new Error('moderation: the case upsert returned no row');
    const [report] = await tx
      .insert(reports)
      .values({
        reporterId: actor.id,
        itemType: input.itemType,
        itemId: input.itemId,
        caseId: pending.id,
        reason: input.reason,
        note: input.note ?? null,
      })
      .onConflictDoNothing({ target: [reports.reporterId, reports.itemType, reports.itemId] })
      .returning({ id: reports.id, createdAt: keysetTimestamp(reports.createdAt) });
    // Her second report of the item: the count above rolls back with this refusal.
    if (!report) throw conflict(MODERATION_ERRORS.alreadyReported);
    if (await hidesNow(tx, input, pending.reportCount)) await autoHide(tx, pending.id, input, facts.authorId);
    return {
      id: report.id,
      itemType: input.itemType,
      itemId: input.itemId,
      excerpt: pending.excerpt,
      reason: input.reason,
      note: input.note ?? null,
      status: 'pending',
      createdAt: report.createdAt,
    };
  });
}

async function hasReported(tx: Executor, actor: Actor, item: ReportInput): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, actor.id),
        eq(reports.itemType, item.itemType),
        eq(reports.itemId, item.itemId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether this report hides the item from everyone: the one that reaches
 * MODERATION_AUTO_HIDE_REPORTERS distinct members, or the first when a new account's post or
 * comment points elsewhere (held for review; the third report then adds nothing).
 */
async function hidesNow(tx: Executor, item: ReportInput, reportCount: number): Promise<boolean> {
  if (reportCount !== 1 && reportCount !== MODERATION_AUTO_HIDE_REPORTERS) return false;
  const written = await writtenItem(tx, item.itemType, item.itemId);
  const heldEarly = written !== null && heldAtFirstReport(written);
  return reportCount === 1 ? heldEarly : !heldEarly;
}

/** Enough distinct members reported it: hidden from everyone until a moderator decides. */
async function autoHide(tx: Executor, caseId: string, item: ReportInput, authorId: string | null) {
  if (!(await hideItem(tx, item.itemType, item.itemId))) return;
  await tx.insert(moderationLog).values({
    actorId: null,
    action: 'auto_hide',
    caseId,
    itemType: item.itemType,
    itemId: item.itemId,
    subjectId: authorId,
  });
}

/** Her report's outcome: what the reporter sees of the case it joined. */
export const reportStatusSql = sql<ReportStatus>`case when ${moderationCases.status} = 'pending' then 'pending'
  else coalesce(${moderationCases.outcome}, 'dismissed') end`;

/** GET /api/moderation/reports: 'Minhas denúncias', newest first. */
export async function listMyReports(
  db: Executor,
  actor: Actor,
  query: { cursor?: string; limit: number },
): Promise<ReportPage> {
  const rows = await db
    .select({
      id: reports.id,
      itemType: reports.itemType,
      itemId: reports.itemId,
      excerpt: moderationCases.excerpt,
      reason: reports.reason,
      note: reports.note,
      status: reportStatusSql,
      createdAt: keysetTimestamp(reports.createdAt),
    })
    .from(reports)
    .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
    .where(
      and(
        eq(reports.reporterId, actor.id),
        query.cursor ? olderThan(reports.createdAt, reports.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
  return {
    items: page.rows.map((row) => ({
      ...row,
      itemType: row.itemType as ReportItemType,
      reason: row.reason as ReportReason,
    })),
    nextCursor: page.nextCursor,
  };
}
