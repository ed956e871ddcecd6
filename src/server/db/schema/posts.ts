import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { POST_AUDIENCES, POST_AUTHOR_TYPES } from '../../../domain/enums.js';
import { POST_MAX_LENGTH } from '../../../domain/limits.js';
import { authUser } from './auth.js';
import { communities } from './communities.js';
import { createdAt, id, inList, updatedAt } from './helpers.js';

// author_type + author_id name who the post speaks for (a member, a community or a company);
// created_by_user_id is always the person who wrote it and the only one who may change it.
// author_id has no foreign key because it points into one of three tables; the services delete
// a community's or company's posts together with it.
export const posts = pgTable(
  'posts',
  {
    id: id(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    authorType: text('author_type').notNull().default('user'),
    authorId: uuid('author_id').notNull(),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    /** Who reads it (issue 17): every member, or only her connections (a member's own post). */
    audience: text('audience').notNull().default('members'),
    /** Hidden by moderation (issue 19): removed, or reported by enough members to wait for review. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset pagination: (created_at, id) descending, for the whole feed, a community and an author.
    index('posts_feed_idx').on(t.createdAt, t.id),
    index('posts_community_idx').on(t.communityId, t.createdAt, t.id),
    index('posts_author_idx').on(t.authorType, t.authorId, t.createdAt, t.id),
    index('posts_creator_idx').on(t.createdByUserId),
    check('posts_author_type_check', inList(t.authorType, POST_AUTHOR_TYPES)),
    check('posts_audience_check', inList(t.audience, POST_AUDIENCES)),
    // Only a member's own post outside communities may narrow its audience.
    check(
      'posts_audience_owner_check',
      sql`${t.audience} = 'members' or (${t.authorType} = 'user' and ${t.communityId} is null)`,
    ),
    check(
      'posts_content_length_check',
      sql`char_length(trim(${t.content})) between 1 and ${sql.raw(String(POST_MAX_LENGTH))}`,
    ),
  ],
);
