import { sql } from 'drizzle-orm';
import { EVENTS_COPY } from '../../../domain/copy/events.js';
import { googleCalendarUrl } from '../../../domain/rules/event-calendar.js';
import { eventWhen } from '../../../domain/rules/event-time.js';
import { EVENT_POLICY } from '../../../domain/rules/permissions/event.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { EventCard, EventDetail } from '../../../domain/schemas/events.js';
import { type Executor, queryRows } from '../../db/client.js';
import type { EventRow, EventStanding } from '../../policy/event-standing.js';

// An event as the API answers it: the card of lists, the detail of its page. The online link
// leaves the server only through `seeLink` (a confirmed attendee, an organiser).

export type Counts = { going: number; maybe: number; waitlist: number };

export async function countsOf(db: Executor, eventIds: readonly string[]): Promise<Map<string, Counts>> {
  const map = new Map<string, Counts>();
  if (eventIds.length === 0) return map;
  const rows = await queryRows<{ eventId: string } & Counts>(
    db,
    sql`select event_id as "eventId",
          count(*) filter (where status = 'going')::int as going,
          count(*) filter (where status = 'maybe')::int as maybe,
          count(*) filter (where status = 'waitlist')::int as waitlist
        from event_rsvps where event_id in (${sql.join(
          eventIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) group by event_id`,
  );
  for (const row of rows) map.set(row.eventId, row);
  return map;
}

const NO_COUNTS: Counts = { going: 0, maybe: 0, waitlist: 0 };

export function toCard(standing: EventStanding, counts: Counts | undefined): EventCard {
  const e = standing.event;
  return {
    id: e.id,
    organiser: {
      kind: e.organiserType,
      id: e.communityId ?? e.companyId,
      name: e.organiserName ?? EVENTS_COPY.platformOrganiser,
      logoUrl: e.organiserLogoUrl,
    },
    title: e.title,
    coverUrl: e.coverUrl,
    mode: e.mode,
    city: e.city,
    state: e.state,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    when: eventWhen(e.startsAt, e.endsAt),
    capacity: e.capacity,
    goingCount: (counts ?? NO_COUNTS).going,
    visibility: e.visibility,
    status: e.status,
    viewer: { ...viewerFlags(EVENT_POLICY, standing), rsvp: standing.rsvp },
  };
}

export const eventPageUrl = (publicUrl: string, id: string) => `${publicUrl}/eventos/${id}`;

/** Where it happens, for calendars: the address, or the event's page (the link is for attendees). */
export function locationOf(e: EventRow, publicUrl: string): string {
  if (e.mode === 'online') return eventPageUrl(publicUrl, e.id);
  return [e.address, e.city && e.state ? `${e.city} - ${e.state}` : e.city].filter(Boolean).join(', ');
}

export function toDetail(
  standing: EventStanding,
  counts: Counts | undefined,
  publicUrl: string,
): EventDetail {
  const e = standing.event;
  const c = counts ?? NO_COUNTS;
  return {
    ...toCard(standing, counts),
    description: e.description,
    address: e.address,
    onlineUrl: EVENT_POLICY.seeLink(standing) ? e.onlineUrl : null,
    maybeCount: c.maybe,
    waitlistCount: c.waitlist,
    googleCalendarUrl: googleCalendarUrl({
      title: e.title,
      description: e.description,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      location: locationOf(e, publicUrl),
      pageUrl: eventPageUrl(publicUrl, e.id),
    }),
    icsUrl: `/api/events/${e.id}/ics`,
  };
}
