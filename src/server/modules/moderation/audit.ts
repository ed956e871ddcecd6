import { desc } from 'drizzle-orm';
import type { ModerationLogAction, ReportItemType, ReportReason } from '../../../domain/moderation-enums.js';
import type { AuditPage } from '../../../domain/schemas/moderation.js';
import type { Executor } from '../../db/client.js';
import { moderationLog } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { authorizePlatform } from '../../policy/authorize.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';

// The audit log (issue 19), newest first, for platform administrators. Read-only: the API has
// no route that changes it and the database refuses to (the append-only trigger).

/** GET /api/moderation/audit. */
export async function listAudit(
  db: Executor,
  actor: Actor | null | undefined,
  query: { cursor?: string; limit: number },
): Promise<AuditPage> {
  authorizePlatform(actor, 'moderate');
  const l = moderationLog;
  const rows = await db
    .select({
      id: l.id,
      actorId: l.actorId,
      actorName: l.actorName,
      action: l.action,
      caseId: l.caseId,
      itemType: l.itemType,
      itemId: l.itemId,
      subjectId: l.subjectId,
      rule: l.rule,
      explanation: l.explanation,
      days: l.days,
      createdAt: keysetTimestamp(l.createdAt),
    })
    .from(l)
    .where(query.cursor ? olderThan(l.createdAt, l.id, query.cursor) : undefined)
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
  return {
    items: page.rows.map(({ actorId, actorName, ...row }) => ({
      ...row,
      actor: actorId ? { id: actorId, name: actorName ?? '' } : null,
      action: row.action as ModerationLogAction,
      itemType: row.itemType as ReportItemType,
      rule: row.rule as ReportReason | null,
    })),
    nextCursor: page.nextCursor,
  };
}
