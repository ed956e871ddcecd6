import { sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { z } from 'zod';
import { EVENTS_COPY } from '../../../domain/copy/events.js';
import type { RsvpStatus } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { EVENT_POLICY } from '../../../domain/rules/permissions/event.js';
import type { AttendeePage } from '../../../domain/schemas/events.js';
import { BRASILIA_TIME_ZONE } from '../../../domain/time-zone.js';
import { type Database, queryRows } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { eventStanding } from '../../policy/event-standing.js';
import { shownEmail } from '../access/index.js';
import { decodeCursor, encodeCursor } from '../shared/keyset-cursor.js';
import { eventPageUrl, locationOf } from './views.js';

// What organisers read about who is coming (a page, a CSV), and the calendar file anyone who
// may read the event downloads. Attendees are listed going first, then maybe, then the
// waitlist, each in the order they answered (keyset on status rank, created_at, user_id).

const RANK = sql`case r.status when 'going' then 0 when 'maybe' then 1 else 2 end`;

type AttendeeRow = {
  id: string;
  name: string;
  photoUrl: string | null;
  slug: string | null;
  email: string | null;
  status: RsvpStatus;
  answeredAt: Date;
  key: string;
};

function attendeeRows(
  db: Database,
  actor: Actor,
  eventId: string,
  options: { status?: RsvpStatus; after?: string; limit?: number },
) {
  const after = options.after ? decodeAttendeeCursor(options.after) : null;
  return queryRows<AttendeeRow>(
    db,
    sql`select r.user_id as id, coalesce(user_profile.full_name, u.name) as name,
          user_profile.profile_image_url as "photoUrl", user_profile.slug, ${shownEmail(actor.id)} as email, r.status, r.created_at as "answeredAt",
          to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
        from event_rsvps r
        join auth_user u on u.id = r.user_id
        left join user_profile on user_profile.id = r.user_id
        where r.event_id = ${eventId}
          ${options.status ? sql`and r.status = ${options.status}` : sql``}
          ${after ? sql`and (${RANK}, r.created_at, r.user_id) > (${after.rank}, ${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        order by ${RANK}, r.created_at, r.user_id
        ${options.limit ? sql`limit ${options.limit + 1}` : sql``}`,
  );
}

/** The keyset cursor with the status's rank in front: base64url('<rank>.' + the shared cursor). */
function decodeAttendeeCursor(cursor: string): { rank: number; at: string; id: string } {
  const [rank, inner, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (rest.length > 0 || !inner || !z.enum(['0', '1', '2']).safeParse(rank).success)
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, { cursor: MSG.common.invalidInput });
  return { rank: Number(rank), ...decodeCursor(inner) };
}

const rankOf = (status: RsvpStatus) => (status === 'going' ? 0 : status === 'maybe' ? 1 : 2);

/** GET /api/events/{id}/attendees: organisers only. */
export async function listAttendees(
  db: Database,
  actor: Actor,
  eventId: string,
  query: { status?: RsvpStatus; cursor?: string; limit: number },
): Promise<AttendeePage> {
  await authorize(db, actor, { kind: 'event', id: eventId }, 'viewAttendees');
  const rows = await attendeeRows(db, actor, eventId, {
    status: query.status,
    after: query.cursor,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      name: r.name,
      photoUrl: r.photoUrl,
      slug: r.slug,
      status: r.status,
      answeredAt: new Date(r.answeredAt).toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? Buffer.from(`${rankOf(last.status)}.${encodeCursor({ at: last.key, id: last.id })}`).toString(
            'base64url',
          )
        : null,
  };
}

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** GET /api/events/{id}/attendees.csv: organisers only; e-mails as each attendee's privacy allows. */
export async function attendeesCsv(db: Database, actor: Actor, eventId: string): Promise<string> {
  await authorize(db, actor, { kind: 'event', id: eventId }, 'exportAttendees');
  const rows = await attendeeRows(db, actor, eventId, {});
  const lines = [
    EVENTS_COPY.csvHeaders.map(csvField).join(','),
    ...rows.map((r) =>
      [r.name, r.email ?? '', EVENTS_COPY.rsvp[r.status], new Date(r.answeredAt).toISOString()]
        .map(csvField)
        .join(','),
    ),
  ];
  // A BOM so spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * GET /api/events/{id}/ics: anyone who may read it. Times are UTC instants (unambiguous in every
 * calendar), with the calendar's zone named as Brasília's for programs that show it. The online
 * link is written only for whoever may see it.
 */
export async function eventIcs(
  db: Database,
  actor: Actor | null,
  eventId: string,
  publicUrl: string,
): Promise<string> {
  const standing = await eventStanding(db, actor, eventId);
  if (!standing || !EVENT_POLICY.read(standing)) throw notFound(EVENTS_COPY.errors.notFound);
  const e = standing.event;
  const page = eventPageUrl(publicUrl, e.id);
  const link = EVENT_POLICY.seeLink(standing) ? e.onlineUrl : null;
  const calendar = ical({ name: e.title, x: [{ key: 'X-WR-TIMEZONE', value: BRASILIA_TIME_ZONE }] });
  calendar.createEvent({
    id: `${e.id}@eventos`,
    start: e.startsAt,
    end: e.endsAt,
    summary: e.title,
    description: [e.description, link, `${EVENTS_COPY.icsPageLabel}: ${page}`].filter(Boolean).join('\n\n'),
    location: link ?? locationOf(e, publicUrl),
    url: page,
    ...(e.status === 'cancelled' ? { status: 'CANCELLED' as never } : {}),
  });
  return calendar.toString();
}
