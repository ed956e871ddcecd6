import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.js';
import type { FeedOrder, Post, PostPage } from '../../../domain/schemas/posts.js';
import type { Executor } from '../../db/client.js';
import { perExecutor, withColumnDecoders } from '../../db/prepared.js';
import { posts } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize, requireMember, requireResource } from '../../policy/authorize.js';
import { notMutedBy } from '../../policy/post-visibility.js';
import { postConversations } from '../conversation/index.js';
import { decodeCursor, keysetPage, olderThan } from '../shared/keyset-cursor.js';
import { newestFirst, type PostRow, selectPosts, toPost, visibleTo } from './feed-query.js';
import { forYouPage } from './for-you.js';

export type FeedQuery = {
  cursor?: string;
  limit: number;
  /** Only posts into this community (posts_community_idx). */
  communityId?: string;
  /** Only posts speaking for this company (posts_author_idx). */
  companyId?: string;
  /** Only posts a member wrote as herself (posts_author_idx): her profile's activity. */
  memberId?: string;
  /** The whole feed's order: her network first ('for-you', the default) or newest first. */
  order?: FeedOrder;
};

/**
 * The statement of one feed page, `limit + 1` rows so the extra one tells whether more follow.
 * Exposed on its own so the index tests and the benchmark can EXPLAIN exactly what runs.
 */
export function feedPageQuery(db: Executor, viewerId: string, query: FeedQuery) {
  const conditions: SQL[] = [visibleTo(viewerId)];
  if (query.communityId) conditions.push(eq(posts.communityId, query.communityId));
  if (query.companyId) {
    conditions.push(eq(posts.authorType, 'company'), eq(posts.authorId, query.companyId));
  }
  if (query.memberId) conditions.push(eq(posts.authorType, 'user'), eq(posts.authorId, query.memberId));
  // Only her own feed leaves out what she muted (a place's feed and a profile's activity do not).
  if (isWholeFeed(query)) conditions.push(notMutedBy(viewerId));
  if (query.cursor) conditions.push(olderThan(posts.createdAt, posts.id, query.cursor));
  return selectPosts(db)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(query.limit + 1);
}

/**
 * The whole feed's pages (no community or company filter) — what every signed-in member opens —
 * prepared once per database: the first page, and a page after a cursor. The same statement
 * as feedPageQuery builds, with the viewer, the cursor and the limit as parameters.
 */
const feedStatements = perExecutor((db) => {
  const viewer = sql.placeholder('viewer');
  const limit = sql.placeholder('limit');
  const after = sql`(${posts.createdAt}, ${posts.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
  return {
    first: withColumnDecoders(
      selectPosts(db)
        .where(and(visibleTo(viewer), notMutedBy(viewer)))
        .orderBy(...newestFirst)
        .limit(limit)
        .prepare('feed_page'),
    ),
    next: withColumnDecoders(
      selectPosts(db)
        .where(and(visibleTo(viewer), notMutedBy(viewer), after))
        .orderBy(...newestFirst)
        .limit(limit)
        .prepare('feed_page_after'),
    ),
  };
});

function feedPage(db: Executor, viewerId: string, query: FeedQuery) {
  if (!isWholeFeed(query)) return feedPageQuery(db, viewerId, query);
  const statements = feedStatements(db);
  const params = { viewer: viewerId, limit: query.limit + 1 };
  return query.cursor
    ? statements.next.execute({ ...params, ...decodeCursor(query.cursor) })
    : statements.first.execute(params);
}

/** Posts as the API answers them, each with its conversation (a constant number of queries). */
async function toPosts(db: Executor, viewerId: string, rows: PostRow[]): Promise<Post[]> {
  const conversations = await postConversations(db, viewerId, rows);
  return rows.map((row) => toPost(row, viewerId, conversations.get(row.id)!));
}

/**
 * A page of the feed for a signed-in member, newest first: the whole feed, one community's or
 * one company's. One query for the page, plus one to check the filtered community or company
 * (unknown or inactive answers 404; a private community's feed needs her approved
 * membership), plus the conversation of its posts: their counts, then — only when there are
 * any — their newest comments and the members the page mentions (conversation/card.ts).
 */
export async function listPosts(db: Executor, actor: Actor, query: FeedQuery): Promise<PostPage> {
  const viewerId = actor.id;
  if (query.communityId) await authorize(db, actor, { kind: 'community', id: query.communityId }, 'read');
  if (query.companyId) await requireResource(db, { kind: 'company', id: query.companyId });
  // Her profile's activity: a member a block stands between does not exist for her (404).
  if (query.memberId) await requireMember(db, actor, query.memberId);
  if (isForYou(query)) return forYou(db, viewerId, query);
  const rows = await feedPage(db, viewerId, query);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: await toPosts(db, viewerId, page.rows), nextCursor: page.nextCursor };
}

/** Her own feed: no community, company or member filter. */
const isWholeFeed = (query: FeedQuery) => !query.communityId && !query.companyId && !query.memberId;

/** 'Para você' ranks the whole feed only; a place's feed and a profile's activity stay newest first. */
const isForYou = (query: FeedQuery) => (query.order ?? 'for-you') === 'for-you' && isWholeFeed(query);

/** A 'Para você' page: the ranked ids (for-you.ts), then the posts themselves, in that order. */
async function forYou(db: Executor, viewerId: string, query: FeedQuery): Promise<PostPage> {
  const ranked = await forYouPage(db, viewerId, query.cursor, query.limit);
  const page = keysetPage(ranked, query.limit, (row) => ({ at: row.key, id: row.id }));
  if (page.rows.length === 0) return { items: [], nextCursor: null };
  const rows = await selectPosts(db).where(
    inArray(
      posts.id,
      page.rows.map((row) => row.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A post deleted between the two reads simply drops out of the page.
  const ordered = page.rows.flatMap((row) => byId.get(row.id) ?? []);
  return { items: await toPosts(db, viewerId, ordered), nextCursor: page.nextCursor };
}

/** One post as the feed shows it, whatever its visibility (her own, just written or edited). */
export async function getPost(db: Executor, viewerId: string, postId: string): Promise<Post> {
  const rows = await selectPosts(db).where(eq(posts.id, postId)).limit(1);
  if (rows.length === 0) throw notFound(MSG.common.notFound);
  const [post] = await toPosts(db, viewerId, rows);
  return post!;
}

/** One post she may read (404 otherwise: unknown, or a private community's for a non-member). */
export async function readPost(db: Executor, actor: Actor, postId: string): Promise<Post> {
  await authorize(db, actor, { kind: 'post', id: postId }, 'read');
  return getPost(db, actor.id, postId);
}
