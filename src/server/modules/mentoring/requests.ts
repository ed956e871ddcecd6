import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { MENTORING_ERRORS as E } from '../../../domain/copy/mentoring.js';
import type { MentoringRequestStatus } from '../../../domain/enums.js';
import { MENTORING_REQUEST_POLICY } from '../../../domain/rules/permissions/mentoring.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type {
  MentoringRequest,
  MentoringRequestPage,
  MentoringSide,
} from '../../../domain/schemas/mentoring.js';
import type { Database, Executor } from '../../db/client.js';
import { mentoringRequests, notifications, userProfile } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { openMentoringConversation } from '../chat/index.js';
import { personColumns, toPerson } from '../network/index.js';
import type { Notifier } from '../notifications/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';

// Mentoring requests (issue 20): pending → accepted | declined (the mentora) | cancelled (the
// mentee); accepted → ended (either). Everything that can change what a mentora has accepted
// locks her profile row first (FOR UPDATE), then the request: so accepts of one mentora queue,
// each counts what the previous ones accepted, and capacity is never exceeded.

export type MentoringDeps = { db: Database; notifier: Notifier };

const r = mentoringRequests;
const EXCERPT = 140;

const excerpt = (text: string | null | undefined) => (text ? text.slice(0, EXCERPT) : null);

/** Requests as her lists show them, `where` over mentoring_requests, newest first. */
async function readRequests(
  db: Executor,
  actor: Actor,
  where: SQL | undefined,
  limit: number,
): Promise<(MentoringRequest & { key: string })[]> {
  const rows = await db
    .select({
      requestId: r.id,
      mentorId: r.mentorId,
      goal: r.goal,
      status: r.status,
      responseMessage: r.responseMessage,
      conversationId: r.conversationId,
      createdAt: r.createdAt,
      respondedAt: r.respondedAt,
      key: keysetTimestamp(r.createdAt),
      ...personColumns(actor.id),
    })
    .from(r)
    .innerJoin(
      userProfile,
      sql`${userProfile.id} = case when ${r.mentorId} = ${actor.id} then ${r.menteeId} else ${r.mentorId} end`,
    )
    // A block either way hides the pair's requests from both.
    .where(and(notBlockedWith(sql`${r.mentorId}`, r.menteeId), where))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
  return rows.map((row) => {
    const role = row.mentorId === actor.id ? ('mentor' as const) : ('mentee' as const);
    const status = row.status as MentoringRequestStatus;
    return {
      id: row.requestId,
      side: role === 'mentor' ? 'received' : 'sent',
      member: toPerson(row),
      goal: row.goal,
      status,
      responseMessage: row.responseMessage,
      conversationId: row.conversationId,
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      viewer: viewerFlags(MENTORING_REQUEST_POLICY, { role, status, blocked: false }),
      key: row.key,
    };
  });
}

async function readRequest(db: Executor, actor: Actor, id: string): Promise<MentoringRequest> {
  const [row] = await readRequests(db, actor, eq(r.id, id), 1);
  if (!row) throw notFound(E.requestNotFound);
  const { key: _, ...request } = row;
  return request;
}

/**
 * POST /api/mentoring/requests: she asks a mentora, with her goal. Refused: herself (400), no
 * such mentora or a block either way (404), an open request already, paused, or no place left
 * this month (409). The mentora is notified.
 */
export async function createRequest(
  deps: MentoringDeps,
  actor: Actor,
  input: { mentorId: string; goal: string },
): Promise<MentoringRequest> {
  const id = await deps.db.transaction(async (tx) => {
    // Her row locked: two requests of one mentee cannot both pass the one-open-request check.
    await authorize(tx, actor, { kind: 'mentor', id: input.mentorId }, 'request', { lock: 'update' });
    const [row] = await tx
      .insert(r)
      .values({ menteeId: actor.id, mentorId: input.mentorId, goal: input.goal })
      .returning({ id: r.id });
    await deps.notifier.notify(tx, {
      recipientId: input.mentorId,
      kind: 'mentoring_request',
      actorId: actor.id,
      excerpt: excerpt(input.goal),
    });
    return row!.id;
  });
  return readRequest(deps.db, actor, id);
}

/**
 * POST /api/mentoring/requests/{id}/accept|decline: the mentora answers, with an optional
 * message. Accepting counts what she accepted this month under the lock of her profile: full, it
 * is refused (409); otherwise the pair's conversation opens in both inboxes with the mentoring as
 * its context. The mentee is notified either way.
 */
export async function answerRequest(
  deps: MentoringDeps,
  actor: Actor,
  id: string,
  answer: 'accept' | 'decline',
  message: string | null,
): Promise<MentoringRequest> {
  await deps.db.transaction(async (tx) => {
    const found = await authorize(tx, actor, { kind: 'mentoringRequest', id }, answer);
    // Her profile first, then the request (the order every change takes: no deadlock).
    const mentor = await authorize(tx, actor, { kind: 'mentor', id: found.mentorId }, 'edit', {
      lock: 'update',
    });
    const request = await authorize(tx, actor, { kind: 'mentoringRequest', id }, answer, {
      lock: 'update',
    });
    if (answer === 'accept' && !mentor.hasCapacity) throw conflict(E.full);
    const accepted = answer === 'accept';
    await tx
      .update(r)
      .set({ status: accepted ? 'accepted' : 'declined', responseMessage: message, respondedAt: new Date() })
      .where(eq(r.id, id));
    if (accepted) {
      const conversationId = await openMentoringConversation(tx, {
        mentorId: request.mentorId,
        menteeId: request.menteeId,
        requestId: id,
      });
      await tx.update(r).set({ conversationId }).where(eq(r.id, id));
    }
    // Answered: the notice that asked her is read now.
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.recipientId, request.mentorId),
          eq(notifications.kind, 'mentoring_request'),
          isNull(notifications.readAt),
          sql`${notifications.actorIds} @> array[${request.menteeId}]::uuid[]`,
        ),
      );
    await deps.notifier.notify(tx, {
      recipientId: request.menteeId,
      kind: accepted ? 'mentoring_accepted' : 'mentoring_declined',
      actorId: actor.id,
      excerpt: excerpt(message),
    });
  });
  return readRequest(deps.db, actor, id);
}

/**
 * POST /api/mentoring/requests/{id}/cancel (the mentee withdraws one still waiting) and
 * /end (either ends an accepted mentoring; the pair may start another later).
 */
export async function closeRequest(
  db: Database,
  actor: Actor,
  id: string,
  action: 'cancel' | 'end',
): Promise<MentoringRequest> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'mentoringRequest', id }, action, { lock: 'update' });
    await tx
      .update(r)
      .set(action === 'cancel' ? { status: 'cancelled', respondedAt: new Date() } : { status: 'ended' })
      .where(eq(r.id, id));
  });
  return readRequest(db, actor, id);
}

/** GET /api/mentoring/requests?side: received (as the mentora) or sent, newest first. */
export async function listRequests(
  db: Executor,
  actor: Actor,
  query: { side: MentoringSide; cursor?: string; limit: number },
): Promise<MentoringRequestPage> {
  const mine = query.side === 'received' ? r.mentorId : r.menteeId;
  const rows = await readRequests(
    db,
    actor,
    and(eq(mine, actor.id), query.cursor ? olderThan(r.createdAt, r.id, query.cursor) : undefined),
    query.limit + 1,
  );
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: page.rows.map(({ key: _, ...request }) => request), nextCursor: page.nextCursor };
}
