import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MentorFormat, MentoringRequestStatus } from '../../domain/enums.js';
import type {
  MentoringRequestSubject,
  MentoringSessionSubject,
  MentorSubject,
} from '../../domain/rules/permissions/mentoring.js';
import { type Executor, queryRows } from '../db/client.js';
import type { Actor } from './actor.js';
import { notBlockedWith } from './blocks.js';
import type { Lock } from './standings.js';

// Standings for mentoring (issue 20), read in one statement each, for the policy layer.

const isUuid = (id: string) => z.guid().safeParse(id).success;

/**
 * Locks one row before it is read, in a statement of its own: under READ COMMITTED a statement
 * that waited for a lock still reads its subqueries (this month's acceptances) as of its start,
 * so counting in the locking statement could miss an accept committed while it waited.
 */
async function lockRow(db: Executor, table: string, key: string, id: string, lock: Lock | undefined) {
  if (!lock) return;
  await db.execute(sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id}
    ${sql.raw(`for ${lock}`)}`);
}

/**
 * The first instant of this calendar month in Brazil: a mentora's capacity counts what she
 * accepted since then.
 */
export const brazilMonthStart = sql`(date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`;

/** What she accepted this month, for the mentora named by `mentorId` (an SQL expression). */
export const acceptedThisMonth = (mentorId: SQL | string) =>
  sql`(select count(*)::int from mentoring_requests ar
      where ar.mentor_id = ${mentorId} and ar.status in ('accepted', 'ended')
        and ar.responded_at >= ${brazilMonthStart})`;

export type MentorStanding = MentorSubject & {
  mentorId: string;
  monthlyCapacity: number;
  acceptedThisMonth: number;
  format: MentorFormat;
};

/**
 * Her standing towards a mentora's profile; null when there is none. With `lock`, the profile's
 * row is locked first (FOR UPDATE) and stays locked until the transaction ends: requests and
 * accepts of one mentora queue behind each other, and each counts what the previous committed,
 * so her capacity is never exceeded.
 */
export async function mentorStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<MentorStanding | null> {
  if (!isUuid(id)) return null;
  await lockRow(db, 'mentor_profiles', 'user_id', id, lock);
  const [row] = await queryRows<{
    user_id: string;
    paused: boolean;
    monthly_capacity: number;
    format: MentorFormat;
    blocked: boolean;
    accepted: number;
    open_request: boolean;
  }>(
    db,
    sql`select mp.user_id, mp.paused, mp.monthly_capacity, mp.format,
          not ${notBlockedWith(actor.id, sql`mp.user_id`)} as blocked,
          ${acceptedThisMonth(sql`mp.user_id`)} as accepted,
          exists (select 1 from mentoring_requests o where o.mentee_id = ${actor.id}
            and o.mentor_id = mp.user_id and o.status in ('pending', 'accepted')) as open_request
        from mentor_profiles mp where mp.user_id = ${id}`,
  );
  if (!row) return null;
  return {
    mentorId: row.user_id,
    isSelf: row.user_id === actor.id,
    blocked: row.blocked,
    paused: row.paused,
    hasCapacity: row.accepted < row.monthly_capacity,
    openRequest: row.open_request,
    monthlyCapacity: row.monthly_capacity,
    acceptedThisMonth: row.accepted,
    format: row.format,
  };
}

export type MentoringRequestStanding = MentoringRequestSubject & {
  requestId: string;
  mentorId: string;
  menteeId: string;
  goal: string;
  conversationId: string | null;
};

/** Her side of a request; null when she is not of the pair (it does not exist for her). */
export async function mentoringRequestStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<MentoringRequestStanding | null> {
  if (!isUuid(id)) return null;
  await lockRow(db, 'mentoring_requests', 'id', id, lock);
  const [row] = await queryRows<{
    id: string;
    mentor_id: string;
    mentee_id: string;
    status: MentoringRequestStatus;
    goal: string;
    conversation_id: string | null;
    blocked: boolean;
  }>(
    db,
    sql`select r.id, r.mentor_id, r.mentee_id, r.status, r.goal, r.conversation_id,
          not ${notBlockedWith(sql`r.mentor_id`, sql`r.mentee_id`)} as blocked
        from mentoring_requests r
        where r.id = ${id} and (r.mentor_id = ${actor.id} or r.mentee_id = ${actor.id})`,
  );
  if (!row) return null;
  return {
    requestId: row.id,
    role: row.mentor_id === actor.id ? 'mentor' : 'mentee',
    status: row.status,
    blocked: row.blocked,
    mentorId: row.mentor_id,
    menteeId: row.mentee_id,
    goal: row.goal,
    conversationId: row.conversation_id,
  };
}

export type MentoringSessionStanding = MentoringSessionSubject & { sessionId: string };

/** Her standing towards a session of her mentoring; null outside the pair. */
export async function mentoringSessionStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<MentoringSessionStanding | null> {
  if (!isUuid(id)) return null;
  await lockRow(db, 'mentoring_sessions', 'id', id, lock);
  const [row] = await queryRows<{
    id: string;
    cancelled: boolean;
    ended: boolean;
    feedback_given: boolean;
  }>(
    db,
    sql`select s.id, s.cancelled_at is not null as cancelled, s.ends_at <= now() as ended,
          exists (select 1 from session_feedback f
            where f.session_id = s.id and f.author_id = ${actor.id}) as feedback_given
        from mentoring_sessions s
        where s.id = ${id} and (s.mentor_id = ${actor.id} or s.mentee_id = ${actor.id})`,
  );
  if (!row) return null;
  return {
    sessionId: row.id,
    cancelled: row.cancelled,
    ended: row.ended,
    feedbackGiven: row.feedback_given,
  };
}
