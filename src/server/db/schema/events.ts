import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EVENT_MODES,
  EVENT_ORGANISER_KINDS,
  EVENT_STATUSES,
  EVENT_VISIBILITIES,
  RSVP_STATUSES,
} from '../../../domain/enums.js';
import { authUser } from './auth.js';
import { communities } from './communities.js';
import { companies } from './companies.js';
import { createdAt, id, inList, updatedAt } from './helpers.js';

/**
 * Events (issue 20), organised by a community, a company or the platform itself (no organiser
 * id). Exactly one of community_id / company_id is set, matching organiser_type, so each
 * organiser's events are found (and deleted with it) through a real foreign key. The online
 * link is kept apart from what lists show: only confirmed attendees and organisers read it.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    organiserType: text('organiser_type').notNull(),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverUrl: text('cover_url'),
    mode: text('mode').notNull(),
    onlineUrl: text('online_url'),
    address: text('address'),
    city: text('city'),
    state: char('state', { length: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    visibility: text('visibility').notNull(),
    status: text('status').notNull().default('scheduled'),
    createdBy: uuid('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // /eventos: upcoming first (keyset on starts_at, id), the cancelled ones left out.
    index('events_upcoming_idx').on(t.startsAt, t.id).where(sql`${t.status} = 'scheduled'`),
    index('events_community_idx').on(t.communityId, t.startsAt, t.id),
    index('events_company_idx').on(t.companyId, t.startsAt, t.id),
    check('events_organiser_type_check', inList(t.organiserType, EVENT_ORGANISER_KINDS)),
    check(
      'events_organiser_check',
      sql`(${t.organiserType} = 'community') = (${t.communityId} is not null)
        and (${t.organiserType} = 'company') = (${t.companyId} is not null)`,
    ),
    check('events_mode_check', inList(t.mode, EVENT_MODES)),
    check('events_visibility_check', inList(t.visibility, EVENT_VISIBILITIES)),
    check(
      'events_community_visibility_check',
      sql`${t.visibility} <> 'community' or ${t.organiserType} = 'community'`,
    ),
    check('events_status_check', inList(t.status, EVENT_STATUSES)),
    check('events_online_check', sql`${t.mode} = 'online' or ${t.onlineUrl} is null`),
    check('events_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`),
  ],
);

/**
 * Her answer to one event. `created_at` is when she took her place in the current status: the
 * waitlist's order (oldest first), reset whenever her status changes.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId], name: 'event_rsvps_pkey' }),
    // The attendee list (keyset) and the waitlist's head, per status.
    index('event_rsvps_status_idx').on(t.eventId, t.status, t.createdAt, t.userId),
    // Her events.
    index('event_rsvps_user_idx').on(t.userId, t.eventId),
    check('event_rsvps_status_check', inList(t.status, RSVP_STATUSES)),
  ],
);

/** Her event e-mail choices; no row: the defaults (reminders on). */
export const eventSettings = pgTable('event_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  emailReminders: boolean('email_reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
