import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NewsType } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import type { NewsDetail, NewsPage, NewsSummary } from '../../../domain/schemas/news.js';
import type { Database } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { sanitizeArticleHtml } from './sanitize.js';

type NewsRow = typeof news.$inferSelect;

/**
 * The keyset of the list: published_at to the microsecond (a JavaScript Date keeps only
 * milliseconds, which would repeat or skip rows at a page boundary) and the id. The cursor
 * hands both back opaque, as base64url of 'timestamp|id'.
 */
type Keyset = { at: string; id: string };

const KEY_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const keyTimestamp = sql<string>`to_char(${news.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(key: Keyset): string {
  return Buffer.from(`${key.at}|${key.id}`).toString('base64url');
}

/** A cursor this server did not hand out answers 400, never a database error. */
export function decodeCursor(cursor: string): Keyset {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !KEY_TIMESTAMP.test(at) || !z.guid().safeParse(id).success)
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, { cursor: MSG.common.invalidInput });
  return { at, id: id as string };
}

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
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(sql`(${news.publishedAt}, ${news.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await db
    .select({ row: news, key: keyTimestamp })
    .from(news)
    .where(and(...conditions))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toSummary(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.key, id: last.row.id }) : null,
  };
}

/** One published item by id (a uuid) or else by slug, its article HTML sanitised. */
export async function getNews(db: Database, idOrSlug: string): Promise<NewsDetail> {
  const match = z.guid().safeParse(idOrSlug).success ? eq(news.id, idOrSlug) : eq(news.slug, idOrSlug);
  const [row] = await db.select().from(news).where(and(visible, match)).limit(1);
  if (!row) throw notFound(MSG.news.notFound);
  return toDetail(row);
}
