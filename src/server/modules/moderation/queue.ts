import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.js';
import type { ReportItemType, ReportReason } from '../../../domain/moderation-enums.js';
import {
  COMMUNITY_MODERATED_ITEMS,
  MODERATION_POLICY,
} from '../../../domain/rules/permissions/moderation.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { QueueItem, QueuePage } from '../../../domain/schemas/moderation.js';
import { type Executor, queryRows } from '../../db/client.js';
import { authUser, moderationCases, userProfile } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorizePlatform } from '../../policy/authorize.js';
import {
  isPlatformModerator,
  lacksSecondFactor,
  moderatesAnything,
  moderatesCommunitySql,
} from '../../policy/moderation-standing.js';
import { memberRefColumns, memberRefOf } from '../conversation/index.js';
import { decodeCursor, keysetPage, keysetTimestamp } from '../shared/keyset-cursor.js';
import { itemContexts } from './items.js';

// The moderation queue (issue 19): the pending cases she may moderate — every one for a
// platform administrator, the posts and comments of her communities for their admins and
// moderators — oldest first, each with its reports' reasons and notes, the item as it is now
// and where it lives, and its author's history. A page costs a fixed number of statements.

const NOTES_SHOWN = 5;

/** The cases she may see, as SQL: the same rule as MODERATION_POLICY.view. */
function scopeOf(actor: Actor): SQL {
  if (isPlatformModerator(actor)) return sql`true`;
  return and(
    inArray(moderationCases.itemType, [...COMMUNITY_MODERATED_ITEMS]),
    moderatesCommunitySql(actor.id, moderationCases.communityId),
  ) as SQL;
}

/** A running suspension's end as ISO text, 'infinity' when permanent; null when none runs. */
export function suspensionEnd(column: SQLWrapper): SQL<string | null> {
  return sql<string | null>`case when ${column} > now() then
    case when isfinite(${column}) then ${keysetTimestamp(sql`${column}`)} else 'infinity' end end`;
}

const caseColumns = {
  id: moderationCases.id,
  itemType: moderationCases.itemType,
  itemId: moderationCases.itemId,
  excerpt: moderationCases.excerpt,
  reportCount: moderationCases.reportCount,
  status: moderationCases.status,
  outcome: moderationCases.outcome,
  authorId: moderationCases.authorId,
  communityId: moderationCases.communityId,
  reviewRequestedAt: moderationCases.reviewRequestedAt,
  reviewNote: moderationCases.reviewNote,
  openedAt: keysetTimestamp(moderationCases.openedAt),
  suspendedUntil: suspensionEnd(userProfile.suspendedUntil),
  ...memberRefColumns,
};

function selectCases(db: Executor, actor: Actor) {
  return db
    .select({
      ...caseColumns,
      communityModerator: sql<boolean>`${moderatesCommunitySql(actor.id, moderationCases.communityId)}`,
    })
    .from(moderationCases)
    .leftJoin(authUser, eq(authUser.id, moderationCases.authorId))
    .leftJoin(userProfile, eq(userProfile.id, moderationCases.authorId));
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['where']>>[number];

/** GET /api/moderation/queue: 403 for a member who moderates nothing. */
export async function listQueue(
  db: Executor,
  actor: Actor,
  query: { cursor?: string; limit: number },
): Promise<QueuePage> {
  if (!(await moderatesAnything(db, actor))) {
    if (lacksSecondFactor(actor)) authorizePlatform(actor, 'moderate');
    throw forbidden(MSG.common.forbidden);
  }
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await selectCases(db, actor)
    .where(
      and(
        eq(moderationCases.status, 'pending'),
        scopeOf(actor),
        after
          ? sql`(${moderationCases.openedAt}, ${moderationCases.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(moderationCases.openedAt), asc(moderationCases.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.openedAt, id: row.id }));
  return { items: await toQueueItems(db, actor, page.rows), nextCursor: page.nextCursor };
}

/** One case as the queue shows it (after a decision), whatever its status. */
export async function readQueueItem(db: Executor, actor: Actor, caseId: string): Promise<QueueItem> {
  const rows = await selectCases(db, actor).where(eq(moderationCases.id, caseId));
  const [item] = await toQueueItems(db, actor, rows);
  return item!;
}

async function toQueueItems(db: Executor, actor: Actor, rows: CaseRow[]): Promise<QueueItem[]> {
  if (rows.length === 0) return [];
  const caseIds = rows.map((row) => sql`${row.id}`);
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  const uuidArray = (ids: SQL[]) =>
    ids.length ? sql`array[${sql.join(ids, sql`, `)}]::uuid[]` : sql`'{}'::uuid[]`;
  const [reasons, notes, history, contexts] = await Promise.all([
    queryRows<{ case_id: string; reason: ReportReason; count: number }>(
      db,
      sql`select case_id, reason, count(*)::int as count from reports
          where case_id = any(${uuidArray(caseIds)}) group by case_id, reason order by count desc, reason`,
    ),
    queryRows<{ case_id: string; note: string }>(
      db,
      sql`select page.case_id, n.note from unnest(${uuidArray(caseIds)}) as page(case_id)
          cross join lateral (select note from reports where reports.case_id = page.case_id and note is not null
            order by created_at desc limit ${NOTES_SHOWN}) n`,
    ),
    queryRows<{ subject_id: string; removals: number; warnings: number; suspensions: number }>(
      db,
      sql`select subject_id, count(*) filter (where action = 'remove')::int as removals,
            count(*) filter (where action = 'warn')::int as warnings,
            count(*) filter (where action = 'suspend')::int as suspensions
          from moderation_log where subject_id = any(${uuidArray(authorIds.map((id) => sql`${id}`))})
            and action in ('remove', 'warn', 'suspend')
          group by subject_id`,
    ),
    itemContexts(
      db,
      rows.map((row) => ({ itemType: row.itemType as ReportItemType, itemId: row.itemId })),
    ),
  ]);
  const platformModerator = isPlatformModerator(actor);
  return rows.map((row) => {
    const itemType = row.itemType as ReportItemType;
    const context = contexts.get(`${itemType}:${row.itemId}`);
    const past = history.find((h) => h.subject_id === row.authorId);
    const pending = row.status === 'pending';
    return {
      id: row.id,
      itemType,
      itemId: row.itemId,
      excerpt: row.excerpt,
      reportCount: row.reportCount,
      reasons: reasons.filter((r) => r.case_id === row.id).map(({ reason, count }) => ({ reason, count })),
      notes: notes.filter((n) => n.case_id === row.id).map((n) => n.note),
      openedAt: row.openedAt,
      hidden: context?.hidden ?? true,
      review: row.reviewRequestedAt
        ? { requestedAt: row.reviewRequestedAt.toISOString(), note: row.reviewNote }
        : null,
      context: {
        text: context?.text ?? null,
        parentText: context?.parentText ?? null,
        place: context?.place ?? null,
        href: context?.href ?? null,
      },
      author: row.authorId && row.memberName ? memberRefOf(row.authorId, row) : null,
      authorHistory: {
        removals: past?.removals ?? 0,
        warnings: past?.warnings ?? 0,
        suspensions: past?.suspensions ?? 0,
        suspendedUntil: row.suspendedUntil,
      },
      viewer: viewerFlags(MODERATION_POLICY, {
        platformModerator,
        communityModerator: row.communityModerator === true,
        itemType,
        isAuthor: row.authorId === actor.id,
        pending,
        reviewable: row.status === 'resolved' && row.outcome === 'removed' && row.reviewRequestedAt === null,
      }),
    };
  });
}
