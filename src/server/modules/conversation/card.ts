import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REACTION_KINDS, type ReactionKind } from '../../../domain/enums.js';
import { COMMENTS_INLINE } from '../../../domain/limits.js';
import type { Comment, Mention, ReactionSummary } from '../../../domain/schemas/conversation.js';
import { type Executor, queryRows } from '../../db/client.js';
import { postComments, postReactions, posts } from '../../db/schema/index.js';
import { commentsWithheldFrom } from '../../policy/post-visibility.js';
import { selectComments, toComment } from './comment-query.js';
import { mentionsIn, resolveMentions } from './members.js';

// What a post's card carries of its conversation, for a whole page of posts in a constant
// number of queries (ARCHITECTURE.md "No N+1"): one for the counts (reactions by kind, hers,
// comments and replies), one for the newest COMMENTS_INLINE comments of each post that has any,
// one for the members the posts and those comments mention. Counts are derived from the rows
// by index-only scans, never stored, so no concurrent click makes them drift.

export type PostConversation = {
  reactions: ReactionSummary;
  commentCount: number;
  comments: Comment[];
  mentions: Mention[];
};

type Counts = { reactions: ReactionSummary; commentCount: number };

const mine = alias(postReactions, 'mine');
const counted = alias(postComments, 'counted');

const emptyReactions = (): ReactionSummary => ({
  counts: Object.fromEntries(REACTION_KINDS.map((kind) => [kind, 0])) as Record<ReactionKind, number>,
  total: 0,
  mine: null,
});

/**
 * The counts of each post: reactions by kind (post_reactions_kind_idx), hers (the primary key),
 * comments and replies she may read (post_comments_count_idx, less the few her blocks and reports
 * withhold), all index-only. Exposed for the index tests.
 */
export function countsStatement(viewerId: string, postIds: readonly string[]): SQL {
  const byKind = REACTION_KINDS.map(
    (kind) => sql`(count(*) filter (where ${postReactions.kind} = ${kind}))::int as ${sql.identifier(kind)}`,
  );
  return sql`select ${posts.id} as "postId", reactions.*,
      (select ${mine.kind} from ${postReactions} ${mine}
        where ${mine.postId} = ${posts.id} and ${mine.userId} = ${viewerId}) as mine,
      (select count(*)::int from ${postComments} ${counted}
        where ${counted.postId} = ${posts.id} and not ${counted.hidden})
        - ${commentsWithheldFrom(viewerId, sql`withheld_c.post_id = ${posts.id}`)} as comments
    from ${posts}
    cross join lateral (select ${sql.join(byKind, sql`, `)} from ${postReactions}
      where ${postReactions.postId} = ${posts.id}) reactions
    where ${inArray(posts.id, [...postIds])}`;
}

type CountsRow = Record<ReactionKind, number> & { postId: string; mine: string | null; comments: number };

async function countsOf(db: Executor, viewerId: string, postIds: readonly string[]) {
  const rows = await queryRows<CountsRow>(db, countsStatement(viewerId, postIds));
  const counts = new Map<string, Counts>();
  for (const row of rows) {
    const reactions = emptyReactions();
    for (const kind of REACTION_KINDS) {
      reactions.counts[kind] = Number(row[kind]);
      reactions.total += reactions.counts[kind];
    }
    reactions.mine = (row.mine as ReactionKind | null) ?? null;
    counts.set(row.postId, { reactions, commentCount: Number(row.comments) });
  }
  return counts;
}

/** A post's reactions as its card shows them (the answer of every reaction change). */
export async function reactionSummary(
  db: Executor,
  viewerId: string,
  postId: string,
): Promise<ReactionSummary> {
  return (await countsOf(db, viewerId, [postId])).get(postId)?.reactions ?? emptyReactions();
}

const latest = alias(postComments, 'latest');

/**
 * The cards' inline comments: the newest COMMENTS_INLINE top-level comments of each post, one
 * short range of post_comments_post_idx per post. Exposed for the index tests.
 */
export function inlineCommentsQuery(db: Executor, viewerId: string, postIds: readonly string[]) {
  const page = sql.join(
    postIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // The ids first, as one array (an init plan), then each comment by its primary key: with the
  // moderation and block filters on the comments' joins, an IN (subquery) let the planner hash
  // every comment of the table against the few ids instead.
  const newest = sql`${postComments.id} = any(array(select inline.id from unnest(array[${page}]) as page(post_id)
    cross join lateral (select ${latest.id} as id from ${postComments} ${latest}
      where ${latest.postId} = page.post_id and ${latest.parentId} is null
      order by ${latest.createdAt} desc, ${latest.id} desc
      limit ${COMMENTS_INLINE}) inline))`;
  return selectComments(db, viewerId)
    .where(newest)
    .orderBy(desc(postComments.createdAt), desc(postComments.id));
}

/**
 * The conversation of each post of a page, by post id. `posts` are the page's posts with their
 * texts (whose mentions are resolved with the comments'); nothing is read for an empty page,
 * nor comments for a page without any.
 */
export async function postConversations(
  db: Executor,
  viewerId: string,
  page: readonly { id: string; content: string }[],
): Promise<Map<string, PostConversation>> {
  const result = new Map<string, PostConversation>();
  if (page.length === 0) return result;
  const postIds = page.map((p) => p.id);
  const counts = await countsOf(db, viewerId, postIds);
  const commented = postIds.filter((id) => (counts.get(id)?.commentCount ?? 0) > 0);
  const commentRows = commented.length === 0 ? [] : await inlineCommentsQuery(db, viewerId, commented);
  const mentioned = await resolveMentions(db, [
    ...page.map((p) => p.content),
    ...commentRows.map((row) => row.content),
  ]);
  const inline = new Map<string, Comment[]>();
  for (const row of commentRows) {
    const comments = inline.get(row.postId) ?? [];
    comments.push(toComment(row, viewerId, mentioned));
    inline.set(row.postId, comments);
  }
  for (const post of page) {
    const { reactions, commentCount } = counts.get(post.id) ?? {
      reactions: emptyReactions(),
      commentCount: 0,
    };
    result.set(post.id, {
      reactions,
      commentCount,
      comments: inline.get(post.id) ?? [],
      mentions: mentionsIn(post.content, mentioned),
    });
  }
  return result;
}
