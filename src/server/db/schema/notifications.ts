import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMAIL_MODES, NOTIFICATION_KINDS } from '../../../domain/enums.js';
import { accessInvitations } from './access.js';
import { authUser } from './auth.js';
import { communities } from './communities.js';
import { companies } from './companies.js';
import { postComments } from './conversation.js';
import { events } from './events.js';
import { createdAt, id, inList } from './helpers.js';
import { jobApplications, jobVacancies } from './jobs.js';
import { posts } from './posts.js';

/**
 * One row per recipient per event (issue 16), written by the transaction of the action that
 * causes it (modules/notifications/notify.ts). Events of one kind about one object that arrive
 * while she has not read the first are grouped into one row ('12 pessoas reagiram…'): the row
 * keeps the people (actor_ids, newest first) and takes a new `seq`, so it moves to the top.
 *
 * `seq` orders everything she receives and is the live stream's event id: a reconnecting stream
 * asks for what came after the last seq it saw (Last-Event-ID). The object columns point at what
 * the notification is about and delete it with that object.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Same kind, same object, still unread: one row (null: never grouped). */
    groupKey: text('group_key'),
    /** Who caused it, newest first, distinct; null entries never (a deleted member drops out). */
    actorIds: uuid('actor_ids').array().notNull().default(sql`'{}'::uuid[]`),
    actorCount: integer('actor_count').notNull().default(1),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id').references(() => jobVacancies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => accessInvitations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** A short plain-text quote (a comment's first words, an application's new status…). */
    excerpt: text('excerpt'),
    createdAt: createdAt(),
    /** When it last changed (a grouped event arrived); what the list shows. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Waiting for her daily digest (her e-mail mode for this kind is 'digest'). */
    digestPending: boolean('digest_pending').notNull().default(false),
  },
  (t) => [
    // Her list, newest first (keyset on seq), and the replay after Last-Event-ID.
    uniqueIndex('notifications_recipient_seq_idx').on(t.recipientId, t.seq),
    // The bell's count.
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    // Grouping: at most one unread row per group.
    uniqueIndex('notifications_group_key')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    // The digest run: recipients with something waiting.
    index('notifications_digest_idx').on(t.recipientId, t.seq).where(sql`${t.digestPending}`),
    index('notifications_post_idx').on(t.postId),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_community_idx').on(t.communityId),
    index('notifications_company_idx').on(t.companyId),
    index('notifications_vacancy_idx').on(t.vacancyId),
    index('notifications_application_idx').on(t.applicationId),
    index('notifications_invitation_idx').on(t.invitationId),
    index('notifications_event_idx').on(t.eventId),
    check('notifications_kind_check', inList(t.kind, NOTIFICATION_KINDS)),
    check('notifications_actor_count_check', sql`${t.actorCount} >= 1`),
  ],
);

/** Her e-mail choice per kind; a kind without a row takes its default (domain/rules/notifications.ts). */
export const notificationEmailSettings = pgTable(
  'notification_email_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind], name: 'notification_email_settings_pkey' }),
    check('notification_email_settings_kind_check', inList(t.kind, NOTIFICATION_KINDS)),
    check('notification_email_settings_mode_check', inList(t.mode, EMAIL_MODES)),
  ],
);

/** When her last digest left: never more than one a day. */
export const notificationDigests = pgTable('notification_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
