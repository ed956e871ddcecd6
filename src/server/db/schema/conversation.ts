import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { REACTION_KINDS } from '../../../domain/enums.js';
import { COMMENT_MAX_LENGTH } from '../../../domain/limits.js';
import { authUser } from './auth.js';
import { createdAt, id, inList, updatedAt } from './helpers.js';
import { posts } from './posts.js';

// Conversation on the feed (issue 16). Counts are never stored: the card's reaction counts by
// kind and its comment count are counted from these rows by index-only scans, so no concurrent
// click can make them drift.

/** One reaction per member per post (the primary key); changing it updates `kind`. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId], name: 'post_reactions_pkey' }),
    // Counts by kind for a page of posts (index-only), and 'who reacted' filtered by kind.
    index('post_reactions_kind_idx').on(t.postId, t.kind, t.createdAt, t.userId),
    // 'Who reacted', newest first (keyset on created_at, user_id).
    index('post_reactions_list_idx').on(t.postId, t.createdAt, t.userId),
    index('post_reactions_user_idx').on(t.userId),
    check('post_reactions_kind_check', inList(t.kind, REACTION_KINDS)),
  ],
);

/**
 * A comment on a post, or a reply to one (one level: a reply's parent is a comment without a
 * parent, which the service checks). Deleting a comment deletes its replies.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Hidden by moderation (issue 19): removed, or reported by enough members to wait for review. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A post's comments, newest first (keyset), and their count for a page of posts.
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    // The card's count: every comment and reply of a page of posts not hidden by moderation
    // (index-only).
    index('post_comments_count_idx').on(t.postId).where(sql`not ${t.hidden}`),
    // A comment's replies, in order (keyset).
    index('post_comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    // Her comments (caps, deletion of her account), and, with the post, the probe behind the
    // counts' withheld comments (post-visibility.ts commentsWithheldFrom).
    index('post_comments_user_idx').on(t.userId, t.postId),
    check(
      'post_comments_content_length_check',
      sql`char_length(trim(${t.content})) between 1 and ${sql.raw(String(COMMENT_MAX_LENGTH))}`,
    ),
  ],
);
