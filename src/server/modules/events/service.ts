import { eq, type SQL, sql } from 'drizzle-orm';
import { EVENTS_COPY } from '../../../domain/copy/events.js';
import { SECURITY_COPY } from '../../../domain/copy/security.js';
import { EVENT_MAX_DAYS, SUGGESTED_EVENTS, SUGGESTED_EVENTS_DAYS } from '../../../domain/limits.js';
import { organises, readsEvent } from '../../../domain/rules/permissions/event.js';
import type {
  EventCard,
  EventDetail,
  EventInput,
  EventListQuery,
  EventPage,
  EventPatch,
} from '../../../domain/schemas/events.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { brazilianStates, events } from '../../db/schema/index.js';
import { AppError, forbidden, invalidInput, notFound, unprocessable } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { notBlockedWith } from '../../policy/blocks.js';
import {
  EVENT_COLUMNS,
  EVENT_JOINS,
  type EventRow,
  type EventStanding,
  eventStanding,
  ORGANISER_ACTIVE,
  organiserStanding,
  roleSql,
} from '../../policy/event-standing.js';
import type { Notifier } from '../notifications/index.js';
import { decodeCursor, encodeCursor } from '../shared/keyset-cursor.js';
import { fillSeats, type RsvpDeps, rescheduleReminders } from './rsvp.js';
import { countsOf, toCard, toDetail } from './views.js';

// Events (issue 20): organisers create, edit and cancel; everyone who may read one finds it in
// /eventos (upcoming first) and on its page. Each change runs in one transaction with the
// event's row locked, like the RSVPs, so a capacity edit and an RSVP never cross.

export type EventDeps = RsvpDeps & { db: Database; notifier: Notifier; publicUrl: string };

const E = EVENTS_COPY.errors;
const DAY_MS = 86_400_000;

type Fields = Omit<EventInput, 'organiser'>;

/** The rules across fields, on what the event will be after the change. */
async function checkFields(db: Executor, f: Fields, isNew: boolean): Promise<void> {
  const fields: Record<string, string> = {};
  const starts = new Date(f.startsAt);
  const ends = new Date(f.endsAt);
  if (ends <= starts) fields.endsAt = E.endsBeforeStart;
  else if (ends.getTime() - starts.getTime() > EVENT_MAX_DAYS * DAY_MS) fields.endsAt = E.tooLong;
  if (isNew && starts.getTime() <= Date.now()) fields.startsAt = E.inThePast;
  if (f.mode === 'online' && !f.onlineUrl) fields.onlineUrl = E.onlineUrlRequired;
  if (f.mode === 'in_person') {
    if (!f.address) fields.address = E.addressRequired;
    if (!f.city) fields.city = E.cityRequired;
    if (!f.state) fields.state = E.stateRequired;
    else {
      const [uf] = await db
        .select({ uf: brazilianStates.uf })
        .from(brazilianStates)
        .where(eq(brazilianStates.uf, f.state));
      if (!uf) fields.state = E.stateInvalid;
    }
  }
  if (Object.keys(fields).length > 0) throw invalidInput(Object.values(fields)[0]!, fields);
}

/** The columns an event's fields write (an online event keeps no address; in person, no link). */
function columnsOf(f: Fields) {
  const online = f.mode === 'online';
  return {
    title: f.title,
    description: f.description,
    mode: f.mode,
    onlineUrl: online ? (f.onlineUrl ?? null) : null,
    address: online ? null : (f.address ?? null),
    city: online ? null : (f.city ?? null),
    state: online ? null : (f.state ?? null),
    startsAt: new Date(f.startsAt),
    endsAt: new Date(f.endsAt),
    capacity: f.capacity ?? null,
    visibility: f.visibility,
  };
}

async function detailOf(db: Executor, actor: Actor | null, id: string, publicUrl: string) {
  const standing = await eventStanding(db, actor, id);
  if (!standing) throw notFound(E.notFound);
  return toDetail(standing, (await countsOf(db, [id])).get(id), publicUrl);
}

/** POST /api/events: her community's, her company's or (administrators) the platform's. */
export async function createEvent(deps: EventDeps, actor: Actor, input: EventInput): Promise<EventDetail> {
  const { organiser, ...fields } = input;
  if (fields.visibility === 'community' && organiser.kind !== 'community')
    throw invalidInput(E.communityVisibility, { visibility: E.communityVisibility });
  const id = await deps.db.transaction(async (tx) => {
    const standing = await organiserStanding(tx, actor, {
      kind: organiser.kind,
      id: 'id' in organiser ? organiser.id : undefined,
    });
    if (!standing) throw notFound(E.organiserNotFound);
    if (!organises(standing)) {
      // An administrator without her second factor is told what to do (like every platform power).
      if (standing.kind === 'platform' && standing.role === 'admin')
        throw new AppError(403, 'two_factor_required', SECURITY_COPY.errors.adminRequiresTwoFactor);
      throw forbidden(E.notAllowed);
    }
    await checkFields(tx, fields, true);
    const [row] = await tx
      .insert(events)
      .values({
        organiserType: organiser.kind,
        communityId: organiser.kind === 'community' ? standing.id : null,
        companyId: organiser.kind === 'company' ? standing.id : null,
        createdBy: actor.id,
        ...columnsOf(fields),
      })
      .returning({ id: events.id });
    return row!.id;
  });
  return detailOf(deps.db, actor, id, deps.publicUrl);
}

/** PATCH /api/events/{id}: organisers, while it is scheduled. */
export async function updateEvent(
  deps: EventDeps,
  actor: Actor,
  id: string,
  patch: EventPatch,
): Promise<EventDetail> {
  await deps.db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'event', id }, 'edit', { lock: 'update' });
    const e = standing.event;
    const merged: Fields = {
      title: patch.title ?? e.title,
      description: patch.description ?? e.description,
      mode: patch.mode ?? e.mode,
      onlineUrl: patch.onlineUrl !== undefined ? patch.onlineUrl : e.onlineUrl,
      address: patch.address !== undefined ? patch.address : e.address,
      city: patch.city !== undefined ? patch.city : e.city,
      state: patch.state !== undefined ? patch.state : e.state,
      startsAt: patch.startsAt ?? e.startsAt.toISOString(),
      endsAt: patch.endsAt ?? e.endsAt.toISOString(),
      capacity: patch.capacity !== undefined ? patch.capacity : e.capacity,
      visibility: patch.visibility ?? e.visibility,
    };
    if (merged.visibility === 'community' && e.organiserType !== 'community')
      throw invalidInput(E.communityVisibility, { visibility: E.communityVisibility });
    // A start moved into the past is refused like a new one; an unchanged one is kept.
    await checkFields(tx, merged, patch.startsAt !== undefined);
    const going = (await countsOf(tx, [id])).get(id)?.going ?? 0;
    if (merged.capacity != null && merged.capacity < going)
      throw unprocessable(E.capacityBelowGoing, { capacity: E.capacityBelowGoing });
    const columns = columnsOf(merged);
    await tx
      .update(events)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(events.id, id));
    // More seats: the waitlist moves up. A new start: the reminders follow it.
    await fillSeats(deps, tx, { ...e, ...columns });
    if (columns.startsAt.getTime() !== e.startsAt.getTime())
      await rescheduleReminders(deps, tx, id, columns.startsAt);
  });
  return detailOf(deps.db, actor, id, deps.publicUrl);
}

/** POST /api/events/{id}/cancel: once; everyone who answered is told. */
export async function cancelEvent(deps: EventDeps, actor: Actor, id: string): Promise<EventDetail> {
  await deps.db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'event', id }, 'cancel', { lock: 'update' });
    await tx.update(events).set({ status: 'cancelled', updatedAt: sql`now()` }).where(eq(events.id, id));
    const attendees = await queryRows<{ userId: string }>(
      tx,
      sql`select user_id as "userId" from event_rsvps where event_id = ${id}`,
    );
    for (const { userId } of attendees) {
      // In the platform's voice: whoever cancelled is not who she answered.
      await deps.notifier.notify(tx, {
        recipientId: userId,
        kind: 'event_cancelled',
        actorId: null,
        eventId: id,
      });
    }
  });
  return detailOf(deps.db, actor, id, deps.publicUrl);
}

/** GET /api/events/{id}: anyone who may read it, visitors included for a public one. */
export async function readEvent(deps: EventDeps, actor: Actor | null, id: string): Promise<EventDetail> {
  const standing = await eventStanding(deps.db, actor, id);
  if (!standing || !readsEvent(standing)) throw notFound(E.notFound);
  return toDetail(standing, (await countsOf(deps.db, [id])).get(id), deps.publicUrl);
}

const NOBODY = '00000000-0000-0000-0000-000000000000';

type ListedRow = EventRow & { role: string | null; communityMember: boolean; rsvp: EventStanding['rsvp'] };

/** Scheduled events she may read (visitors: public ones), with her standing in each. */
function readableEvents(actor: Actor | null) {
  const actorId = actor?.id ?? NOBODY;
  const memberOf = sql`exists (select 1 from community_members cm where cm.community_id = e.community_id
    and cm.user_id = ${actorId} and cm.is_approved)`;
  return {
    columns: sql`${EVENT_COLUMNS}, ${roleSql(actorId)} as role, ${memberOf} as "communityMember",
      (select r.status from event_rsvps r where r.event_id = e.id and r.user_id = ${actorId}) as rsvp`,
    conditions: [
      sql`e.status = 'scheduled'`,
      ORGANISER_ACTIVE,
      actor
        ? sql`(e.visibility in ('public', 'members') or (e.visibility = 'community' and ${memberOf})
          or ${roleSql(actorId)} is not null)`
        : sql`e.visibility = 'public'`,
      actor ? sql`(e.created_by is null or ${notBlockedWith(actorId, sql`e.created_by`)})` : undefined,
    ],
  };
}

const whereAll = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((c) => c !== undefined),
    sql` and `,
  );

async function cardsOf(db: Database, actor: Actor | null, rows: ListedRow[]) {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ role, communityMember, rsvp, ...event }) => {
    event.startsAt = new Date(event.startsAt);
    event.endsAt = new Date(event.endsAt);
    const standing: EventStanding = {
      event,
      kind: event.organiserType,
      role,
      secondFactor: actor?.twoFactorEnabled === true,
      signedIn: actor !== null,
      visibility: event.visibility,
      communityMember,
      blocked: false,
      scheduled: true,
      ended: event.endsAt.getTime() <= Date.now(),
      rsvp,
    };
    return toCard(standing, counts.get(event.id));
  });
}

/**
 * GET /api/events: scheduled events she may read that have not ended (or from `from`),
 * soonest first, keyset on (starts_at, id).
 */
export async function listEvents(
  db: Database,
  actor: Actor | null,
  query: EventListQuery,
): Promise<EventPage> {
  const readable = readableEvents(actor);
  const conditions = [
    ...readable.conditions,
    query.from ? sql`e.starts_at >= ${new Date(query.from)}` : sql`e.ends_at > now()`,
    query.to ? sql`e.starts_at < ${new Date(query.to)}` : undefined,
    query.mode ? sql`e.mode = ${query.mode}` : undefined,
    query.uf ? sql`e.state = ${query.uf}` : undefined,
    query.communityId ? sql`e.community_id::text = ${query.communityId}` : undefined,
    query.companyId ? sql`e.company_id::text = ${query.companyId}` : undefined,
  ];
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    conditions.push(sql`(e.starts_at, e.id) > (${key.at}::timestamptz, ${key.id}::uuid)`);
  }
  const rows = await queryRows<ListedRow & { key: string }>(
    db,
    sql`select ${readable.columns},
          to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
        from events e ${EVENT_JOINS}
        where ${whereAll(conditions)}
        order by e.starts_at, e.id
        limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await cardsOf(
      db,
      actor,
      page.map(({ key: _key, ...row }) => row),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.key, id: last.id }) : null,
  };
}

/**
 * GET /api/events/suggested: the feed's 'Eventos Próximos' — upcoming events she may read in the
 * next SUGGESTED_EVENTS_DAYS days, those she answered first, then her communities' and the
 * companies and communities she follows, then the rest; soonest first within each.
 */
export async function suggestedEvents(db: Database, actor: Actor): Promise<EventCard[]> {
  const readable = readableEvents(actor);
  const follows = sql`(exists (select 1 from company_followers f where f.company_id = e.company_id
      and f.follower_id = ${actor.id})
    or exists (select 1 from community_followers f where f.community_id = e.community_id
      and f.follower_id = ${actor.id}))`;
  const rows = await queryRows<ListedRow & { follows: boolean }>(
    db,
    sql`select * from (
          select ${readable.columns}, ${follows} as follows
          from events e ${EVENT_JOINS}
          where ${whereAll([
            ...readable.conditions,
            sql`e.ends_at > now()`,
            sql`e.starts_at < now() + make_interval(days => ${SUGGESTED_EVENTS_DAYS})`,
          ])}
        ) s
        order by case when s.rsvp in ('going', 'maybe', 'waitlist') then 0
                      when s."communityMember" then 1 when s.follows then 2 else 3 end,
                 s."startsAt", s.id
        limit ${SUGGESTED_EVENTS}`,
  );
  return cardsOf(
    db,
    actor,
    rows.map(({ follows: _follows, ...row }) => row),
  );
}
