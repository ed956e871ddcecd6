import { and, desc, eq, sql } from 'drizzle-orm';
import { REPORT_REASON_LABELS } from '../../../domain/copy/moderation.js';
import type { ModerationLogAction, ReportItemType, ReportReason } from '../../../domain/moderation-enums.js';
import { MODERATION_POLICY } from '../../../domain/rules/permissions/moderation.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { Decision, DecisionPage } from '../../../domain/schemas/moderation.js';
import type { Database, Executor } from '../../db/client.js';
import { authSession, moderationCases, moderationLog, userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import {
  isPlatformModerator,
  type ModerationCaseStanding,
  moderatesCommunitySql,
} from '../../policy/moderation-standing.js';
import type { Notifier } from '../notifications/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { hideItem, removeItem, restoreItem } from './items.js';
import { readQueueItem } from './queue.js';

// A moderator's decision about a case (issue 19), each written to the audit log in the same
// transaction: dismiss (no violation; whatever the reports hid comes back), remove (the author
// is told which rule), warn (the author is told; the case stays open), suspend (her sessions
// end, she cannot sign in, her posts and comments are hidden). The author may ask once for a
// review of a removal, which reopens the case.

export type ModerationDeps = { db: Database; notifier: Notifier };

export type DecisionInput = {
  decision: 'dismiss' | 'remove' | 'warn' | 'suspend';
  rule?: ReportReason;
  explanation?: string;
  days?: number | null;
};

/** Appends one line to the audit log (the only statement that writes it). */
export async function logAction(
  tx: Executor,
  actor: Actor | null,
  standing: Pick<ModerationCaseStanding, 'caseId' | 'itemType' | 'itemId' | 'authorId'>,
  action: ModerationLogAction,
  details: { rule?: ReportReason; explanation?: string; days?: number | null } = {},
): Promise<void> {
  const actorName = actor
    ? sql`(select ${userProfile.fullName} from ${userProfile} where ${userProfile.id} = ${actor.id})`
    : null;
  await tx.insert(moderationLog).values({
    actorId: actor?.id ?? null,
    actorName,
    action,
    caseId: standing.caseId,
    itemType: standing.itemType,
    itemId: standing.itemId,
    subjectId: standing.authorId,
    rule: details.rule ?? null,
    explanation: details.explanation ?? null,
    days: details.days ?? null,
  });
}

/** POST /api/moderation/cases/{id}/decision: the case as the queue shows it afterwards. */
export async function decide(deps: ModerationDeps, actor: Actor, caseId: string, input: DecisionInput) {
  return deps.db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'moderationCase', id: caseId }, input.decision, {
      lock: 'update',
    });
    const { itemType, itemId, authorId } = standing;
    const resolve = (outcome: 'removed' | 'dismissed') =>
      tx
        .update(moderationCases)
        .set({
          status: 'resolved',
          outcome,
          rule: input.rule ?? null,
          explanation: input.explanation ?? null,
          decidedBy: actor.id,
          decidedAt: sql`now()`,
        })
        .where(eq(moderationCases.id, caseId));
    const tell = async (kind: 'content_removed' | 'moderation_warning') => {
      if (!authorId || !input.rule) return;
      await deps.notifier.notify(tx, {
        recipientId: authorId,
        kind,
        actorId: null,
        excerpt: REPORT_REASON_LABELS[input.rule],
      });
    };

    switch (input.decision) {
      case 'dismiss':
        await restoreItem(tx, itemType, itemId, { wasRemoved: standing.reviewRequested });
        if (standing.reviewRequested && authorId) await liftSuspension(tx, caseId, authorId);
        await resolve('dismissed');
        break;
      case 'remove':
        await removeItem(tx, itemType, itemId);
        await resolve('removed');
        await tell('content_removed');
        break;
      case 'warn':
        await tell('moderation_warning');
        break;
      case 'suspend':
        await suspend(tx, standing, input.days ?? null);
        await hideItem(tx, itemType, itemId);
        await resolve('removed');
        await tell('content_removed');
        break;
    }
    await logAction(tx, actor, standing, input.decision, input);
    return readQueueItem(tx, actor, caseId);
  });
}

/**
 * Her account suspended for `days` (null: for good): every session ends now, sign-in is
 * refused while it lasts (auth.ts), her posts and comments leave every read path
 * (post-visibility.ts). A longer suspension already running is kept.
 */
async function suspend(tx: Executor, standing: ModerationCaseStanding, days: number | null) {
  const memberId = standing.authorId;
  if (!memberId) return;
  const until = days === null ? sql`'infinity'::timestamptz` : sql`now() + make_interval(days => ${days})`;
  await tx
    .update(userProfile)
    .set({ suspendedUntil: sql`greatest(coalesce(${userProfile.suspendedUntil}, now()), ${until})` })
    .where(eq(userProfile.id, memberId));
  await tx.delete(authSession).where(eq(authSession.userId, memberId));
}

/** A reviewed suspension found no violation: the suspension this case imposed ends. */
async function liftSuspension(tx: Executor, caseId: string, memberId: string) {
  const [suspended] = await tx
    .select({ id: moderationLog.id })
    .from(moderationLog)
    .where(and(eq(moderationLog.caseId, caseId), eq(moderationLog.action, 'suspend')))
    .limit(1);
  if (suspended)
    await tx.update(userProfile).set({ suspendedUntil: null }).where(eq(userProfile.id, memberId));
}

const decisionColumns = (actor: Actor) => ({
  id: moderationCases.id,
  itemType: moderationCases.itemType,
  itemId: moderationCases.itemId,
  excerpt: moderationCases.excerpt,
  rule: moderationCases.rule,
  explanation: moderationCases.explanation,
  decidedAt: moderationCases.decidedAt,
  reviewRequestedAt: moderationCases.reviewRequestedAt,
  status: moderationCases.status,
  outcome: moderationCases.outcome,
  key: keysetTimestamp(moderationCases.openedAt),
  communityModerator: sql<boolean>`${moderatesCommunitySql(actor.id, moderationCases.communityId)}`,
});

type DecisionRow = { [K in keyof ReturnType<typeof decisionColumns>]: unknown } & {
  id: string;
  key: string;
  decidedAt: Date | null;
  reviewRequestedAt: Date | null;
};

function toDecision(row: DecisionRow, actor: Actor): Decision {
  const status = row.status as 'pending' | 'resolved';
  const outcome = row.outcome as 'removed' | 'dismissed' | null;
  return {
    id: row.id,
    itemType: row.itemType as ReportItemType,
    excerpt: row.excerpt as string,
    rule: row.rule as ReportReason | null,
    explanation: row.explanation as string | null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
    status,
    outcome,
    viewer: viewerFlags(MODERATION_POLICY, {
      platformModerator: isPlatformModerator(actor),
      communityModerator: row.communityModerator === true,
      itemType: row.itemType as ReportItemType,
      isAuthor: true,
      pending: status === 'pending',
      reviewable: status === 'resolved' && outcome === 'removed' && row.reviewRequestedAt === null,
    }),
  };
}

/**
 * GET /api/moderation/decisions: removals of her content (and the one under her review),
 * newest first. Cases still waiting for a first decision are not hers to see.
 */
export async function listMyDecisions(
  db: Executor,
  actor: Actor,
  query: { cursor?: string; limit: number },
): Promise<DecisionPage> {
  const c = moderationCases;
  const rows = (await db
    .select(decisionColumns(actor))
    .from(c)
    .where(
      and(
        eq(c.authorId, actor.id),
        eq(c.outcome, 'removed'),
        query.cursor ? olderThan(c.openedAt, c.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(c.openedAt), desc(c.id))
    .limit(query.limit + 1)) as DecisionRow[];
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: page.rows.map((row) => toDecision(row, actor)), nextCursor: page.nextCursor };
}

/** POST /api/moderation/cases/{id}/review: once per removal; the case waits for review again. */
export async function requestReview(
  db: Database,
  actor: Actor,
  caseId: string,
  note?: string,
): Promise<Decision> {
  return db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'moderationCase', id: caseId }, 'requestReview', {
      lock: 'update',
    });
    const [row] = (await tx
      .update(moderationCases)
      .set({ status: 'pending', reviewRequestedAt: sql`now()`, reviewNote: note ?? null })
      .where(eq(moderationCases.id, caseId))
      .returning(decisionColumns(actor))) as DecisionRow[];
    await logAction(tx, actor, standing, 'review_requested', { explanation: note });
    return toDecision(row!, actor);
  });
}
