import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MENTOR_FORMATS,
  MENTORING_REQUEST_STATUSES,
  MENTORING_SESSION_MODES,
} from '../../../domain/enums.js';
import {
  MENTOR_MONTHLY_CAPACITY_MAX,
  MENTOR_PITCH_MAX_LENGTH,
  MENTORING_FEEDBACK_MAX_LENGTH,
  MENTORING_GOAL_MAX_LENGTH,
  MENTORING_PLACE_MAX_LENGTH,
  MENTORING_RESPONSE_MAX_LENGTH,
} from '../../../domain/limits.js';
import { authUser } from './auth.js';
import { id, inList } from './helpers.js';

// Mentoring (issue 20). A mentora's capacity is never stored as a counter: what she accepted this
// month is counted from her requests (mentoring_requests_accepted_idx) under the lock of her
// profile row, so two accepts at once cannot both take the last place.

const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => authUser.id, { onDelete: 'cascade' });
const max = (n: number) => sql.raw(String(n));

export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    /** Categories of the job taxonomy (job_categories ids), in the order she chose them. */
    areas: integer('areas').array().notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    pitch: text('pitch').notNull(),
    /** Names of the languages catalogue (idiomas). */
    languages: text('languages').array().notNull(),
    format: text('format').notNull(),
    /** Where she meets in person (UF); null for online only. */
    state: char('state', { length: 2 }),
    monthlyCapacity: integer('monthly_capacity').notNull(),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory, newest first (keyset on created_at, user_id).
    index('mentor_profiles_list_idx').on(t.createdAt, t.userId),
    // The directory's filters by area and language (array containment).
    index('mentor_profiles_areas_idx').using('gin', t.areas),
    index('mentor_profiles_languages_idx').using('gin', t.languages),
    index('mentor_profiles_state_idx').on(t.state, t.createdAt, t.userId),
    check('mentor_profiles_format_check', inList(t.format, MENTOR_FORMATS)),
    check(
      'mentor_profiles_capacity_check',
      sql`${t.monthlyCapacity} between 1 and ${max(MENTOR_MONTHLY_CAPACITY_MAX)}`,
    ),
    check(
      'mentor_profiles_pitch_check',
      sql`char_length(${t.pitch}) between 1 and ${max(MENTOR_PITCH_MAX_LENGTH)}`,
    ),
    check('mentor_profiles_state_check', sql`${t.format} = 'online' or ${t.state} is not null`),
  ],
);

export const mentoringRequests = pgTable(
  'mentoring_requests',
  {
    id: id(),
    menteeId: member('mentee_id'),
    mentorId: member('mentor_id'),
    goal: text('goal').notNull(),
    status: text('status').notNull().default('pending'),
    responseMessage: text('response_message'),
    /**
     * The pair's conversation in /chat, opened when the mentora accepts. No foreign key: the
     * conversation points back here (its context, schema/chat.ts), and schema modules import one
     * way; conversations are never deleted.
     */
    conversationId: uuid('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // One open request (pending or accepted) per pair, whatever arrives at once.
    uniqueIndex('mentoring_requests_open_pair_key')
      .on(t.menteeId, t.mentorId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    // Her requests, received and sent, newest first (keyset on created_at, id).
    index('mentoring_requests_mentor_idx').on(t.mentorId, t.createdAt, t.id),
    index('mentoring_requests_mentee_idx').on(t.menteeId, t.createdAt, t.id),
    // What she accepted this month (her capacity).
    index('mentoring_requests_accepted_idx')
      .on(t.mentorId, t.respondedAt)
      .where(sql`${t.status} in ('accepted', 'ended')`),
    index('mentoring_requests_conversation_idx').on(t.conversationId),
    check('mentoring_requests_status_check', inList(t.status, MENTORING_REQUEST_STATUSES)),
    check('mentoring_requests_not_self_check', sql`${t.menteeId} <> ${t.mentorId}`),
    check(
      'mentoring_requests_goal_check',
      sql`char_length(${t.goal}) between 1 and ${max(MENTORING_GOAL_MAX_LENGTH)}`,
    ),
    check(
      'mentoring_requests_response_check',
      sql`${t.responseMessage} is null or char_length(${t.responseMessage}) <= ${max(MENTORING_RESPONSE_MAX_LENGTH)}`,
    ),
  ],
);

/** A session of an accepted mentoring; the pair is copied from the request for her list's index. */
export const mentoringSessions = pgTable(
  'mentoring_sessions',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => mentoringRequests.id, { onDelete: 'cascade' }),
    mentorId: member('mentor_id'),
    menteeId: member('mentee_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: text('mode').notNull(),
    link: text('link'),
    place: text('place'),
    createdBy: uuid('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // 'Minhas mentorias', both roles, latest first (keyset on starts_at, id).
    index('mentoring_sessions_mentor_idx').on(t.mentorId, t.startsAt, t.id),
    index('mentoring_sessions_mentee_idx').on(t.menteeId, t.startsAt, t.id),
    index('mentoring_sessions_request_idx').on(t.requestId, t.startsAt),
    index('mentoring_sessions_created_by_idx').on(t.createdBy),
    check('mentoring_sessions_mode_check', inList(t.mode, MENTORING_SESSION_MODES)),
    check('mentoring_sessions_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'mentoring_sessions_where_check',
      sql`(${t.mode} = 'online' and ${t.link} is not null) or (${t.mode} = 'in_person' and ${t.place} is not null and char_length(${t.place}) <= ${max(MENTORING_PLACE_MAX_LENGTH)})`,
    ),
  ],
);

/** Private feedback on a session: never shown, counted only as the mentora's completed sessions. */
export const sessionFeedback = pgTable(
  'session_feedback',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    authorId: member('author_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.authorId], name: 'session_feedback_pkey' }),
    index('session_feedback_author_idx').on(t.authorId),
    check('session_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'session_feedback_comment_check',
      sql`${t.comment} is null or char_length(${t.comment}) <= ${max(MENTORING_FEEDBACK_MAX_LENGTH)}`,
    ),
  ],
);
