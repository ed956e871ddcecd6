import { sql } from 'drizzle-orm';
import { EVENTS_ORGANISE_COPY } from '../../../domain/copy/events-organise.js';
import { EVENT_MESSAGE_RATE_LIMIT } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import type { EventMessageResult } from '../../../domain/schemas/events.js';
import { hitRateLimit } from '../../auth/email-rate-limit.js';
import { type Executor, queryRows } from '../../db/client.js';
import { tooManyRequests } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { sendAbout } from '../chat/index.js';
import type { EventDeps } from './service.js';
import { eventPageUrl } from './views.js';

// 'Mensagem às participantes' (issue 20): an organiser writes once, and each attendee going (and
// maybe, when she says so) receives it in her conversation with the organiser about this event,
// opening with the event's title and page. An attendee a block stands between them and the
// organiser is skipped (counted, never named). All in one transaction: everyone gets it or
// nobody does. EVENT_MESSAGE_RATE_LIMIT bounds how often an event's attendees are written to.

export type MessageAttendeesDeps = EventDeps & { rateLimit: boolean };

async function limitMessages(deps: MessageAttendeesDeps, tx: Executor, eventId: string) {
  if (!deps.rateLimit) return;
  const { windowSeconds, perEvent } = EVENT_MESSAGE_RATE_LIMIT;
  if (!(await hitRateLimit(tx, `event-message:event:${eventId}`, windowSeconds, perEvent)))
    throw tooManyRequests(MSG.common.rateLimited);
}

/** POST /api/events/{id}/message: organisers only. */
export async function messageAttendees(
  deps: MessageAttendeesDeps,
  actor: Actor,
  eventId: string,
  input: { body: string; includeMaybe: boolean },
): Promise<EventMessageResult> {
  return deps.db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'event', id: eventId }, 'messageAttendees');
    await limitMessages(deps, tx, eventId);
    const statuses = input.includeMaybe ? sql`('going', 'maybe')` : sql`('going')`;
    const rows = await queryRows<{ userId: string; reachable: boolean }>(
      tx,
      sql`select r.user_id as "userId", ${notBlockedWith(actor.id, sql`r.user_id`)} as reachable
          from event_rsvps r
          where r.event_id = ${eventId} and r.status in ${statuses} and r.user_id <> ${actor.id}
          order by r.created_at, r.user_id`,
    );
    const { id, title } = standing.event;
    const text = `${EVENTS_ORGANISE_COPY.message.about(title, eventPageUrl(deps.publicUrl, id))}\n\n${input.body}`;
    let sent = 0;
    for (const row of rows) {
      if (!row.reachable) continue;
      await sendAbout(deps, tx, actor, row.userId, `event-${id}`, text);
      sent += 1;
    }
    return { sent, skipped: rows.length - sent };
  });
}
