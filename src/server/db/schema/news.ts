import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NEWS_TYPES } from '../../../domain/enums.js';
import { authUser } from './auth.js';
import { createdAt, id, inList, updatedAt } from './helpers.js';

// Articles (our own HTML, sanitised when stored) and news (a link to an external source).
export const news = pgTable(
  'news',
  {
    id: id(),
    typeId: text('type_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    coverImageUrl: text('cover_image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(true),
    authorName: text('author_name'),
    source: text('source'),
    content: text('content'),
    newsUrl: text('news_url'),
    createdBy: uuid('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_slug_key').on(t.slug),
    index('news_published_idx').on(t.publishedAt, t.id).where(sql`${t.isPublished}`),
    check('news_type_check', inList(t.typeId, NEWS_TYPES)),
    check('news_url_check', sql`${t.newsUrl} is null or ${t.newsUrl} ~ '^https?://'`),
    check(
      'news_kind_check',
      sql`(${t.typeId} = 'article' and ${t.content} is not null) or (${t.typeId} = 'news' and ${t.newsUrl} is not null)`,
    ),
  ],
);
