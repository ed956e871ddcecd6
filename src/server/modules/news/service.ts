import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NewsType } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { newsPath } from '../../../domain/rules/news-path.js';
import type { NewsDetail, NewsPage, NewsSummary } from '../../../domain/schemas/news.js';
import type { Database } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import type { SitemapPage } from '../../http/sitemap.js';
import { notFound } from '../../lib/app-error.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { sanitizeArticleHtml } from './sanitize.js';

type NewsRow = typeof news.$inferSelect;

/** The keyset of the list: published_at (to the microsecond) and the id. */
const keyTimestamp = keysetTimestamp(news.publishedAt);

/** Published and due: an item scheduled for later stays hidden until its time comes. */
const visible = and(eq(news.isPublished, true), lte(news.publishedAt, sql`now()`)) as SQL;

function toSummary(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    type: row.typeId as NewsType,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    publishedAt: row.publishedAt.toISOString(),
    authorName: row.authorName,
    source: row.source,
  };
}

function toDetail(row: NewsRow): NewsDetail {
  const isArticle = row.typeId === 'article';
  return {
    ...toSummary(row),
    content: isArticle && row.content !== null ? sanitizeArticleHtml(row.content) : null,
    newsUrl: isArticle ? null : row.newsUrl,
  };
}

/**
 * A page of published news and articles, newest first, optionally of one type. Keyset
 * pagination on (published_at, id), which news_published_idx serves backwards; one query.
 */
export async function listNews(
  db: Database,
  query: { type?: NewsType; cursor?: string; limit: number },
): Promise<NewsPage> {
  const conditions: SQL[] = [visible];
  if (query.type) conditions.push(eq(news.typeId, query.type));
  if (query.cursor) conditions.push(olderThan(news.publishedAt, news.id, query.cursor));
  const rows = await db
    .select({ row: news, key: keyTimestamp })
    .from(news)
    .where(and(...conditions))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, ({ key, row }) => ({ at: key, id: row.id }));
  return { items: page.rows.map(({ row }) => toSummary(row)), nextCursor: page.nextCursor };
}

/** One published item by id (a uuid) or else by slug, its article HTML sanitised. */
export async function getNews(db: Database, idOrSlug: string): Promise<NewsDetail> {
  const match = z.guid().safeParse(idOrSlug).success ? eq(news.id, idOrSlug) : eq(news.slug, idOrSlug);
  const [row] = await db.select().from(news).where(and(visible, match)).limit(1);
  if (!row) throw notFound(MSG.news.notFound);
  return toDetail(row);
}

/**
 * The sitemap's news and articles: the published and due ones at their one address (an article's
 * /blog/{slug}, a news item's /news/{id}), newest first (news_published_idx), at most `limit`.
 */
export async function publishedNewsPages(db: Database, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: news.id, typeId: news.typeId, slug: news.slug, updatedAt: news.updatedAt })
    .from(news)
    .where(visible)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map((row) => ({
    path: newsPath({ type: row.typeId as NewsType, id: row.id, slug: row.slug }),
    lastmod: row.updatedAt,
  }));
}
