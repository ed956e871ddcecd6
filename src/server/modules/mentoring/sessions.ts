import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { MENTORING_ERRORS as E, MENTORING_ICS } from '../../../domain/copy/mentoring.js';
import type { MentoringSessionMode } from '../../../domain/enums.js';
import { COPY, PAGE_TITLES } from '../../../domain/messages.js';
import { eventWhen } from '../../../domain/rules/event-time.js';
import { MENTORING_SESSION_POLICY } from '../../../domain/rules/permissions/mentoring.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type {
  MentoringSession,
  MentoringSessionPage,
  NewMentoringSession,
} from '../../../domain/schemas/mentoring.js';
import type { Database, Executor } from '../../db/client.js';
import { mentoringRequests, mentoringSessions, sessionFeedback, userProfile } from '../../db/schema/index.js';
import { invalidInput, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { personColumns, toPerson } from '../network/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import type { MentoringDeps } from './requests.js';

// Sessions of an accepted mentoring (issue 20): scheduled by either of the pair, listed for both
// under 'Minhas mentorias', downloaded as .ics, and, once over, given private feedback (1–5 and
// a comment) that is never shown: the mentora's profile counts her completed sessions only.

const s = mentoringSessions;

async function readSessions(
  db: Executor,
  actor: Actor,
  where: SQL | undefined,
  limit: number,
): Promise<(MentoringSession & { key: string; goal: string; otherName: string })[]> {
  const rows = await db
    .select({
      sessionId: s.id,
      requestId: s.requestId,
      mentorId: s.mentorId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      mode: s.mode,
      link: s.link,
      place: s.place,
      cancelled: sql<boolean>`${s.cancelledAt} is not null`,
      ended: sql<boolean>`${s.endsAt} <= now()`,
      feedbackGiven: sql<boolean>`exists (select 1 from ${sessionFeedback}
        where ${sessionFeedback.sessionId} = ${s.id} and ${sessionFeedback.authorId} = ${actor.id})`,
      goal: mentoringRequests.goal,
      key: keysetTimestamp(s.startsAt),
      ...personColumns(actor.id),
    })
    .from(s)
    .innerJoin(mentoringRequests, eq(mentoringRequests.id, s.requestId))
    .innerJoin(
      userProfile,
      sql`${userProfile.id} = case when ${s.mentorId} = ${actor.id} then ${s.menteeId} else ${s.mentorId} end`,
    )
    .where(
      and(
        or(eq(s.mentorId, actor.id), eq(s.menteeId, actor.id)),
        notBlockedWith(sql`${s.mentorId}`, s.menteeId),
        where,
      ),
    )
    .orderBy(desc(s.startsAt), desc(s.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.sessionId,
    requestId: row.requestId,
    role: row.mentorId === actor.id ? 'mentor' : 'mentee',
    member: toPerson(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    mode: row.mode as MentoringSessionMode,
    link: row.link,
    place: row.place,
    cancelled: row.cancelled,
    feedbackGiven: row.feedbackGiven,
    viewer: viewerFlags(MENTORING_SESSION_POLICY, {
      cancelled: row.cancelled,
      ended: row.ended,
      feedbackGiven: row.feedbackGiven,
    }),
    key: row.key,
    goal: row.goal,
    otherName: row.name,
  }));
}

async function readSession(db: Executor, actor: Actor, id: string) {
  const [row] = await readSessions(db, actor, eq(s.id, id), 1);
  if (!row) throw notFound(E.sessionNotFound);
  return row;
}

const publicSession = ({
  key: _k,
  goal: _g,
  otherName: _o,
  ...session
}: Awaited<ReturnType<typeof readSession>>) => session;

/** The other of the pair is told when, in Brasília time ('qui., 12 de março · 19h–20h'). */
const sessionExcerpt = (startsAt: Date, endsAt: Date) => eventWhen(startsAt, endsAt);

/**
 * POST /api/mentoring/requests/{id}/sessions: either of an accepted pair schedules one; the
 * other is notified.
 */
export async function createSession(
  { db, notifier }: MentoringDeps,
  actor: Actor,
  requestId: string,
  input: NewMentoringSession,
): Promise<MentoringSession> {
  if (Date.parse(input.startsAt) <= Date.now())
    throw invalidInput(E.startsInPast, { startsAt: E.startsInPast });
  const id = await db.transaction(async (tx) => {
    const request = await authorize(tx, actor, { kind: 'mentoringRequest', id: requestId }, 'schedule', {
      lock: 'no key update',
    });
    const online = input.mode === 'online';
    const [row] = await tx
      .insert(s)
      .values({
        requestId,
        mentorId: request.mentorId,
        menteeId: request.menteeId,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        mode: input.mode,
        link: online ? input.link : null,
        place: online ? null : input.place,
        createdBy: actor.id,
      })
      .returning({ id: s.id });
    const startsAt = new Date(input.startsAt);
    await notifier.notify(tx, {
      recipientId: request.mentorId === actor.id ? request.menteeId : request.mentorId,
      kind: 'mentoring_session_scheduled',
      actorId: actor.id,
      excerpt: sessionExcerpt(startsAt, new Date(input.endsAt)),
    });
    return row!.id;
  });
  return publicSession(await readSession(db, actor, id));
}

/** GET /api/mentoring/sessions: 'Minhas mentorias', as mentora and as mentee, latest first. */
export async function listSessions(
  db: Executor,
  actor: Actor,
  query: { cursor?: string; limit: number },
): Promise<MentoringSessionPage> {
  const rows = await readSessions(
    db,
    actor,
    query.cursor ? olderThan(s.startsAt, s.id, query.cursor) : undefined,
    query.limit + 1,
  );
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: page.rows.map(publicSession), nextCursor: page.nextCursor };
}

/** GET /api/mentoring/sessions/{id}/ics: the session as a calendar file, for either of the pair. */
export async function sessionCalendar(db: Executor, actor: Actor, id: string): Promise<string> {
  await authorize(db, actor, { kind: 'mentoringSession', id }, 'read');
  const session = await readSession(db, actor, id);
  const calendar = ical({
    prodId: { company: COPY.brand.name, product: PAGE_TITLES.mentoring, language: 'PT-BR' },
  });
  calendar.createEvent({
    id: session.id,
    start: new Date(session.startsAt),
    end: new Date(session.endsAt),
    summary: MENTORING_ICS.summary(session.otherName),
    description: MENTORING_ICS.description(session.goal),
    location: session.place ?? session.link,
    url: session.link,
    status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/**
 * POST /api/mentoring/sessions/{id}/feedback: once per author, after the session ended (409
 * before, or a second time). Nothing reads it back through the API.
 */
export async function leaveFeedback(
  db: Database,
  actor: Actor,
  id: string,
  input: { rating: number; comment: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: her two submissions at once cannot both find no feedback of hers.
    await authorize(tx, actor, { kind: 'mentoringSession', id }, 'feedback', { lock: 'no key update' });
    await tx
      .insert(sessionFeedback)
      .values({ sessionId: id, authorId: actor.id, rating: input.rating, comment: input.comment });
  });
}

/**
 * POST /api/mentoring/sessions/{id}/cancel: either of the pair, until it ends; the .ics says so,
 * and the other is notified.
 */
export async function cancelSession(
  { db, notifier }: MentoringDeps,
  actor: Actor,
  id: string,
): Promise<MentoringSession> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'mentoringSession', id }, 'cancel', { lock: 'no key update' });
    const [session] = await tx
      .update(s)
      .set({ cancelledAt: new Date() })
      .where(eq(s.id, id))
      .returning({ mentorId: s.mentorId, menteeId: s.menteeId, startsAt: s.startsAt, endsAt: s.endsAt });
    if (!session) return;
    await notifier.notify(tx, {
      recipientId: session.mentorId === actor.id ? session.menteeId : session.mentorId,
      kind: 'mentoring_session_cancelled',
      actorId: actor.id,
      excerpt: sessionExcerpt(session.startsAt, session.endsAt),
    });
  });
  return publicSession(await readSession(db, actor, id));
}
