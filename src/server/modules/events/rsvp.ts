import { sql } from 'drizzle-orm';
import { EVENT_REMINDER_HOURS } from '../../../domain/limits.js';
import type { RsvpResult } from '../../../domain/schemas/events.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import type { EventRow } from '../../policy/event-standing.js';
import type { JobQueue } from '../../queue/job-queue.js';
import type { Notifier } from '../notifications/index.js';
import { EVENT_REMINDER_JOB, type EventReminderJob } from './reminders.js';
import { countsOf } from './views.js';

// RSVPs (issue 20): 'going' | 'maybe' | 'waitlist'. Every change locks the event's row first
// (NO KEY UPDATE: the rsvps point at it), so the seats are counted by one transaction at a time
// and 30 members answering 'Vou' at once for 10 seats end with exactly 10 going and 20 waiting
// in the order they arrived. A seat that frees up goes to the oldest on the waitlist in the same
// transaction, and she is notified. Places are stamped with clock_timestamp(): now() is when
// each transaction began, not when it got the lock.

export type RsvpDeps = { db: Database; notifier: Notifier; queue: Pick<JobQueue, 'send'> };

/** Queues her reminder EVENT_REMINDER_HOURS before the start (at once when that has passed). */
export async function scheduleReminder(
  deps: RsvpDeps,
  tx: Executor,
  eventId: string,
  userId: string,
  startsAt: Date,
) {
  const at = startsAt.getTime() - EVENT_REMINDER_HOURS * 3_600_000;
  const seconds = Math.max(0, Math.ceil((at - Date.now()) / 1000));
  await deps.queue.send<EventReminderJob>(
    EVENT_REMINDER_JOB,
    { eventId, userId, startsAt: startsAt.toISOString() },
    { executor: tx, ...(seconds > 0 ? { startAfterSeconds: seconds } : {}) },
  );
}

/** The start moved: each confirmed attendee gets a reminder for the new one (the old ones skip). */
export async function rescheduleReminders(deps: RsvpDeps, tx: Executor, eventId: string, startsAt: Date) {
  const going = await queryRows<{ userId: string }>(
    tx,
    sql`select user_id as "userId" from event_rsvps where event_id = ${eventId} and status = 'going'`,
  );
  for (const { userId } of going) await scheduleReminder(deps, tx, eventId, userId, startsAt);
}

/** Gives free seats to the waitlist, oldest first; each promoted member is told. The event is locked. */
export async function fillSeats(
  deps: RsvpDeps,
  tx: Executor,
  event: Pick<EventRow, 'id' | 'capacity' | 'startsAt'>,
): Promise<void> {
  const going = (await countsOf(tx, [event.id])).get(event.id)?.going ?? 0;
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - going;
  if (free <= 0) return;
  const promoted = await queryRows<{ userId: string }>(
    tx,
    sql`update event_rsvps r set status = 'going', created_at = clock_timestamp(), updated_at = now()
        where r.event_id = ${event.id} and r.user_id in (
          select user_id from event_rsvps where event_id = ${event.id} and status = 'waitlist'
          order by created_at, user_id limit ${Math.min(free, 1_000_000)})
        returning r.user_id as "userId"`,
  );
  for (const { userId } of promoted) {
    await deps.notifier.notify(tx, {
      recipientId: userId,
      kind: 'event_promoted',
      actorId: null,
      eventId: event.id,
    });
    await scheduleReminder(deps, tx, event.id, userId, event.startsAt);
  }
}

async function resultOf(tx: Executor, eventId: string, userId: string): Promise<RsvpResult> {
  const [mine] = await queryRows<{ status: RsvpResult['status'] }>(
    tx,
    sql`select status from event_rsvps where event_id = ${eventId} and user_id = ${userId}`,
  );
  const counts = (await countsOf(tx, [eventId])).get(eventId);
  return {
    status: mine?.status ?? null,
    goingCount: counts?.going ?? 0,
    waitlistCount: counts?.waitlist ?? 0,
  };
}

/**
 * PUT /api/events/{id}/rsvp: 'Vou' takes a seat, or a place on the waitlist when none is free
 * (answered 'waitlist'); 'Talvez' frees her seat, if she had one, for the waitlist.
 */
export async function setRsvp(
  deps: RsvpDeps,
  actor: Actor,
  eventId: string,
  wanted: 'going' | 'maybe',
): Promise<RsvpResult> {
  return deps.db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'event', id: eventId }, 'rsvp', {
      lock: 'no key update',
    });
    const { event } = standing;
    const current = standing.rsvp;
    if (current === wanted) return resultOf(tx, eventId, actor.id);
    let status: 'going' | 'maybe' | 'waitlist' = wanted;
    if (wanted === 'going') {
      // Already waiting: she keeps her place in the line.
      if (current === 'waitlist') return resultOf(tx, eventId, actor.id);
      const going = (await countsOf(tx, [eventId])).get(eventId)?.going ?? 0;
      if (event.capacity !== null && going >= event.capacity) status = 'waitlist';
    }
    await tx.execute(
      sql`insert into event_rsvps (event_id, user_id, status, created_at, updated_at)
          values (${eventId}, ${actor.id}, ${status}, clock_timestamp(), now())
          on conflict (event_id, user_id) do update
          set status = excluded.status, created_at = excluded.created_at, updated_at = now()`,
    );
    if (status === 'going') await scheduleReminder(deps, tx, eventId, actor.id, event.startsAt);
    if (current === 'going') await fillSeats(deps, tx, event);
    return resultOf(tx, eventId, actor.id);
  });
}

/** DELETE /api/events/{id}/rsvp: she is no longer coming; her seat goes to the waitlist's first. */
export async function withdrawRsvp(deps: RsvpDeps, actor: Actor, eventId: string): Promise<RsvpResult> {
  return deps.db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'event', id: eventId }, 'withdraw', {
      lock: 'no key update',
    });
    await tx.execute(sql`delete from event_rsvps where event_id = ${eventId} and user_id = ${actor.id}`);
    if (standing.rsvp === 'going' && standing.scheduled) await fillSeats(deps, tx, standing.event);
    return resultOf(tx, eventId, actor.id);
  });
}
