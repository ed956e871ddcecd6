import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONVERSATION_KINDS, CONVERSATION_STATES } from '../../../domain/enums.js';
import { CHAT_GROUP_TITLE_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../../../domain/limits.js';
import { authUser } from './auth.js';
import { companies } from './companies.js';
import { id, inList } from './helpers.js';
import { jobVacancies } from './jobs.js';
import { mentoringRequests } from './mentoring.js';

// Messages (issue 18). A conversation's messages are numbered by the conversation itself
// (`last_seq`, advanced under its row lock), so within a conversation the numbers follow the
// order in which sends commit: "read up to N" can never skip a message committed later with a
// smaller number, which keeps unread counts exact under concurrent sends and reads.

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** A group's name. */
    title: text('title'),
    /**
     * One direct conversation per pair (and per vacancy, for staff writing to an applicant):
     * '<lower id>:<higher id>' or '<lower id>:<higher id>:<vacancy id>'.
     */
    directKey: text('direct_key'),
    contextVacancyId: uuid('context_vacancy_id').references(() => jobVacancies.id, { onDelete: 'set null' }),
    /** The mentoring (issue 20) an accepted pair talks about: its latest request. */
    contextMentoringRequestId: uuid('context_mentoring_request_id').references(() => mentoringRequests.id, {
      onDelete: 'set null',
    }),
    /**
     * Company staff wrote to her from 'Encontrar uma profissional': 'Em nome de {company}'. One
     * such conversation per pair and company (its own direct key).
     */
    contextCompanyId: uuid('context_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    /** The newest message's number (0: none yet). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.directKey),
    // A vacancy or an account deleted finds the conversations that point at it.
    index('conversations_context_vacancy_idx').on(t.contextVacancyId),
    index('conversations_context_mentoring_idx').on(t.contextMentoringRequestId),
    index('conversations_context_company_idx').on(t.contextCompanyId),
    index('conversations_created_by_idx').on(t.createdBy),
    check('conversations_kind_check', inList(t.kind, CONVERSATION_KINDS)),
    check(
      'conversations_shape_check',
      sql`(${t.kind} = 'direct' and ${t.directKey} is not null and ${t.title} is null)
        or (${t.kind} = 'group' and ${t.directKey} is null and char_length(${t.title}) between 1 and ${sql.raw(String(CHAT_GROUP_TITLE_MAX_LENGTH))})`,
    ),
  ],
);

/**
 * A participant and where the conversation sits for her. `last_message_at` and
 * `last_message_seq` copy the conversation's newest message onto each participant's row, so
 * her inbox (newest first) and her unread count are read from her own rows through an index.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('inbox'),
    /** Messages numbered above this are hers to read (a group's later member starts here). */
    joinedSeq: bigint('joined_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** She left the group: no more delivery, and it is gone from her lists. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    muted: boolean('muted').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** The São Paulo day of the last e-mail about this conversation (one a day at most). */
    emailedOn: date('emailed_on'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId], name: 'conversation_members_pkey' }),
    // Her folders, newest message first (keyset on last_message_at, conversation_id).
    index('conversation_members_folder_idx')
      .on(t.userId, t.state, t.archived, t.lastMessageAt, t.conversationId)
      .where(sql`${t.leftAt} is null`),
    // Her requests, newest first: they are not split by `archived`, so the folder index above
    // would read them all and sort (bench/chat.ts).
    index('conversation_members_requests_idx')
      .on(t.userId, t.lastMessageAt, t.conversationId)
      .where(sql`${t.leftAt} is null and ${t.state} = 'request'`),
    // Her unread conversations (the top bar's count).
    index('conversation_members_unread_idx')
      .on(t.userId)
      .where(sql`${t.leftAt} is null and ${t.lastMessageSeq} > ${t.lastReadSeq}`),
    check('conversation_members_state_check', inList(t.state, CONVERSATION_STATES)),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    authorId: uuid('author_id').references(() => authUser.id, { onDelete: 'set null' }),
    /** The sender's own id for it: a retry with the same id finds this message. */
    clientId: uuid('client_id'),
    body: text('body'),
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by moderation (issue 19): shown to every participant as removed. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    // History, newest first, and one message by its number.
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_key').on(t.authorId, t.clientId),
    // Account deletion finds her messages.
    index('messages_author_idx').on(t.authorId),
    check(
      'messages_body_check',
      sql`${t.body} is null or char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
    check(
      'messages_content_check',
      sql`${t.deletedAt} is not null or ${t.body} is not null or ${t.imageUrl} is not null`,
    ),
  ],
);

/** Her choices about messages; no row means the defaults (requests on, e-mail on). */
export const chatSettings = pgTable('chat_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  allowRequests: boolean('allow_requests').notNull().default(true),
  emailUnread: boolean('email_unread').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
