import { and, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { NEWS_ADMIN_ERRORS } from '../../../domain/copy/news-admin.js';
import type { NewsType } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { slugFromName } from '../../../domain/rules/slug.js';
import {
  isReservedNewsSlug,
  NEWS_SLUG_MAX_LENGTH,
  type NewsAdminItem,
  type NewsAdminPage,
  type NewsAdminSummary,
  type NewsInputValues,
  type NewsStatus,
} from '../../../domain/schemas/news.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { news } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorizePlatform } from '../../policy/authorize.js';
import { deletePrefix, imageFolder, imageKey, type ObjectStore, replaceImage } from '../../storage/index.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { sanitizeArticleHtml } from './sanitize.js';

// News authoring (SPEC §6 leaves it unsaid; the platform gives it to its administrators,
// auth_user.role = 'admin'). Every function takes the actor first and asks the policy layer
// before touching data; the routes also refuse others before reading a body.

type NewsRow = typeof news.$inferSelect;

/** Only platform administrators author news (rules/permissions/platform.ts 'publishNews'). */
function mayPublish(actor: Actor | null): asserts actor is Actor {
  authorizePlatform(actor, 'publishNews');
}

/** Draft (not published), scheduled (published with a future date) or public now, by the database clock. */
const statusOf = sql<NewsStatus>`case when not ${news.isPublished} then 'draft' when ${news.publishedAt} > now() then 'scheduled' else 'published' end`;

const adminColumns = { row: news, key: keysetTimestamp(news.publishedAt), status: statusOf };

function toAdminSummary(row: NewsRow, status: NewsStatus): NewsAdminSummary {
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
    isPublished: row.isPublished,
    status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The body was sanitised when stored; sanitising again costs little and covers older rows. */
function toAdminItem(row: NewsRow, status: NewsStatus): NewsAdminItem {
  const content = row.content === null ? null : sanitizeArticleHtml(row.content);
  return { ...toAdminSummary(row, status), content, newsUrl: row.newsUrl };
}

const isUuid = (id: string) => z.guid().safeParse(id).success;

/**
 * Every item, drafts and scheduled ones included, newest publication date first (scheduled
 * items therefore lead). Keyset pages on (published_at, id), like the public list; one query.
 */
export async function listAllNews(
  db: Database,
  actor: Actor | null,
  query: { type?: NewsType; cursor?: string; limit: number },
): Promise<NewsAdminPage> {
  mayPublish(actor);
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(news.typeId, query.type));
  if (query.cursor) conditions.push(olderThan(news.publishedAt, news.id, query.cursor));
  const rows = await db
    .select(adminColumns)
    .from(news)
    .where(and(...conditions))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, ({ key, row }) => ({ at: key, id: row.id }));
  return {
    items: page.rows.map(({ row, status }) => toAdminSummary(row, status)),
    nextCursor: page.nextCursor,
  };
}

async function findAdminItem(db: Executor, id: string): Promise<NewsAdminItem> {
  const [found] = isUuid(id) ? await db.select(adminColumns).from(news).where(eq(news.id, id)).limit(1) : [];
  if (!found) throw notFound(MSG.news.notFound);
  return toAdminItem(found.row, found.status);
}

/** One item whatever its state, with its stored body, for the edit form. */
export async function getNewsForAdmin(db: Database, actor: Actor | null, id: string): Promise<NewsAdminItem> {
  mayPublish(actor);
  return findAdminItem(db, id);
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'invalid_input', MSG.common.invalidInput, { [field]: message });

/** True when sanitised HTML still says something (not only tags that were emptied). */
function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

/**
 * The columns of one type: an article keeps its author and sanitised body, a news item its
 * source and link; the other type's fields are cleared, so a type change leaves nothing behind.
 */
function contentColumns(input: NewsInputValues) {
  const common = { typeId: input.type, title: input.title, excerpt: input.excerpt };
  if (input.type === 'news')
    return { ...common, authorName: null, content: null, source: input.source, newsUrl: input.newsUrl };
  // Stored sanitised: nothing outside the allow-list ever reaches the database.
  const content = sanitizeArticleHtml(input.content ?? '');
  if (!hasText(content)) throw invalid('content', NEWS_ADMIN_ERRORS.contentRequired);
  return { ...common, authorName: input.authorName, content, source: null, newsUrl: null };
}

const slugTaken = () => conflict(NEWS_ADMIN_ERRORS.slugTaken, { slug: NEWS_ADMIN_ERRORS.slugTaken });

/** Room left for a '-N' suffix. */
const SLUG_BASE_MAX = NEWS_SLUG_MAX_LENGTH - 6;

/** At most `max` characters, cut between words when there is more than one. */
export function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, '');
}

/**
 * A free slug from the title (rules/slug.ts), '-2', '-3' … appended when taken; 'artigo' or
 * 'noticia' when the title has no letters or digits.
 */
async function freeSlugFor(db: Executor, title: string, type: NewsType): Promise<string> {
  const base =
    truncateSlug(slugFromName(title), SLUG_BASE_MAX) || (type === 'article' ? 'artigo' : 'noticia');
  // The base holds only [a-z0-9-]: nothing LIKE would read as a wildcard.
  const rows = await db
    .select({ slug: news.slug })
    .from(news)
    .where(or(eq(news.slug, base), like(news.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug) || isReservedNewsSlug(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Attempts when a generated slug is taken between choosing it and inserting. */
const SLUG_ATTEMPTS = 3;

/**
 * POST /api/news. A slug given that is taken answers 409; one made from the title never does
 * (it takes the next free suffix). Publication date defaults to now, published to true.
 */
export async function createNews(
  db: Database,
  actor: Actor | null,
  input: NewsInputValues,
): Promise<NewsAdminItem> {
  mayPublish(actor);
  const columns = contentColumns(input);
  const values = {
    ...columns,
    // Left out: the column's default, the database's now(), the clock visibility is judged by.
    ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
    isPublished: input.isPublished ?? true,
    createdBy: actor.id,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      // One transaction per attempt, read back inside it: an answer is what was committed, and
      // an error means nothing was (issue 13).
      return await db.transaction(async (tx) => {
        const slug = input.slug ?? (await freeSlugFor(tx, input.title, input.type));
        const [row] = await tx
          .insert(news)
          .values({ ...values, slug })
          .returning({ id: news.id });
        return findAdminItem(tx, row!.id);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug || attempt >= SLUG_ATTEMPTS) throw slugTaken();
    }
  }
}

/**
 * PUT /api/news/{id}: replaces the content fields. A slug, publication date or published flag
 * left out keeps its current value (an edit neither moves the address nor re-dates the item).
 */
export async function updateNews(
  db: Database,
  actor: Actor | null,
  id: string,
  input: NewsInputValues,
): Promise<NewsAdminItem> {
  mayPublish(actor);
  if (!isUuid(id)) throw notFound(MSG.news.notFound);
  const changes = {
    ...contentColumns(input),
    ...(input.slug ? { slug: input.slug } : {}),
    ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
    ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
    updatedAt: new Date(),
  };
  try {
    // Read back by the writing transaction: never an error for a committed edit (issue 13).
    return await db.transaction(async (tx) => {
      const updated = await tx.update(news).set(changes).where(eq(news.id, id)).returning({ id: news.id });
      if (updated.length === 0) throw notFound(MSG.news.notFound);
      return findAdminItem(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

type StoreDeps = { db: Database; store: ObjectStore; logger: Logger };

/** DELETE /api/news/{id}: the row, then every cover file of it (a failure there is only logged). */
export async function deleteNews(deps: StoreDeps, actor: Actor | null, id: string): Promise<void> {
  mayPublish(actor);
  if (!isUuid(id)) throw notFound(MSG.news.notFound);
  const deleted = await deps.db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (deleted.length === 0) throw notFound(MSG.news.notFound);
  try {
    await deletePrefix(deps.store, imageFolder('newsCover', id));
  } catch (err) {
    deps.logger.warn({ err, newsId: id }, 'news covers not deleted');
  }
}

/**
 * POST /api/news/{id}/cover: the image goes through the pipeline (purpose 'cover'), the row
 * points at it, and only then is the previous cover deleted. An invalid upload changes nothing.
 */
export async function replaceNewsCover(
  deps: StoreDeps,
  actor: Actor | null,
  id: string,
  bytes: Buffer,
): Promise<{ url: string }> {
  mayPublish(actor);
  const { db, store, logger } = deps;
  if (!isUuid(id)) throw notFound(MSG.news.notFound);
  const [current] = await db
    .select({ previous: news.coverImageUrl })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);
  if (!current) throw notFound(MSG.news.notFound);
  const result = await replaceImage(store, 'cover', imageKey('newsCover', id), bytes, current.previous, {
    commit: async (stored) => {
      const updated = await db
        .update(news)
        .set({ coverImageUrl: stored.url, updatedAt: new Date() })
        .where(eq(news.id, id))
        .returning({ id: news.id });
      // Deleted meanwhile: the new file is removed again by replaceImage.
      if (updated.length === 0) throw notFound(MSG.news.notFound);
    },
  });
  if (!result.previousDeleted)
    logger.warn({ newsId: id, previous: current.previous }, 'previous cover not deleted');
  return { url: result.url };
}
