import { type SQL, sql } from 'drizzle-orm';
import { affinityBoostMs, type FeedAffinity } from '../../../domain/rules/feed-ranking.js';
import { type Executor, queryRows } from '../../db/client.js';
import {
  communityFollowers,
  communityMembers,
  companyFollowers,
  connections,
  memberFollows,
  posts,
} from '../../db/schema/index.js';
import { notMutedBy, postsWithPlaces, visibleTo } from '../../policy/post-visibility.js';
import { decodeCursor, type Keyset } from '../shared/keyset-cursor.js';

// 'Para você' (issue 17): the feed ranked by rules/feed-ranking.ts, newest first within each
// source. A post ranks at created_at + boost(its strongest affinity), which does not depend on
// the time she reads, so the feed is keyset-paged on (ranked at, id) and stays put while she
// scrolls.
//
// Each source is read through its own index, newest first, each a range scan that starts at the
// cursor moved back by the source's boost: her own posts and her people's (posts_author_idx,
// one short scan per connection or followed member), her communities' (posts_community_idx),
// followed companies' (posts_author_idx), and everything else (posts_feed_idx). A source keeps
// only posts whose strongest affinity is its own, so the sources never overlap and each page is
// the top of their union — the same cost for the first page and the thousandth.

/** Milliseconds a source's posts rank later (the rule's boost), as SQL. */
const boost = (affinity: FeedAffinity) => sql.raw(String(affinityBoostMs(affinity)));

/** The boost of a post's strongest affinity for the viewer, in milliseconds (0: none). */
function boostOf(viewerId: string): SQL {
  const writer = sql`${posts.authorType} = 'user'`;
  return sql`greatest(
    case when ${writer} and ${posts.authorId} = ${viewerId} then ${boost('own')} else 0 end,
    case when ${writer} and exists (select 1 from ${connections}
      where ${connections.userId} = ${viewerId} and ${connections.otherId} = ${posts.authorId})
      then ${boost('connection')} else 0 end,
    case when ${writer} and exists (select 1 from ${memberFollows}
      where ${memberFollows.followerId} = ${viewerId} and ${memberFollows.followedId} = ${posts.authorId})
      then ${boost('followedMember')} else 0 end,
    case when ${posts.communityId} is not null and (
      exists (select 1 from ${communityMembers} where ${communityMembers.communityId} = ${posts.communityId}
        and ${communityMembers.userId} = ${viewerId} and ${communityMembers.isApproved})
      or exists (select 1 from ${communityFollowers} where ${communityFollowers.communityId} = ${posts.communityId}
        and ${communityFollowers.followerId} = ${viewerId}))
      then ${boost('community')} else 0 end,
    case when ${posts.authorType} = 'company' and exists (select 1 from ${companyFollowers}
      where ${companyFollowers.companyId} = ${posts.authorId} and ${companyFollowers.followerId} = ${viewerId})
      then ${boost('followedCompany')} else 0 end)`;
}

/**
 * One source: the newest `limit` posts matching `where` that she may read, whose strongest
 * affinity is this source's, ranked below the cursor. Every post a source matches has at least
 * its boost, so "at most" says "exactly" — in a form the planner estimates well (with `=` it
 * expected almost nothing to pass and read a community's every post to sort them).
 */
function source(
  viewerId: string,
  affinity: FeedAffinity,
  where: SQL,
  cursor: Keyset | null,
  limit: number,
): SQL {
  const ms = boost(affinity);
  const below = cursor
    ? sql`and (${posts.createdAt}, ${posts.id}) <
        (${cursor.at}::timestamptz - ${ms} * interval '1 millisecond', ${cursor.id}::uuid)`
    : sql``;
  return sql`(select ${posts.id} as id, ${posts.createdAt} + ${ms} * interval '1 millisecond' as ranked_at
    from ${postsWithPlaces}
    where ${where} and ${visibleTo(viewerId)} and ${notMutedBy(viewerId)} and ${boostOf(viewerId)} <= ${ms} ${below}
    order by ${posts.createdAt} desc, ${posts.id} desc
    limit ${limit})`;
}

/**
 * The ids of one 'Para você' page, `limit + 1` of them (the extra one tells whether more
 * follow), each with the key of its rank. Exposed for the index tests and the benchmark.
 */
export function forYouStatement(viewerId: string, cursor: string | undefined, limit: number): SQL {
  const key = cursor ? decodeCursor(cursor) : null;
  const n = limit + 1;
  const user = sql`${posts.authorType} = 'user'`;
  const mine = source(viewerId, 'own', sql`${user} and ${posts.authorId} = ${viewerId}`, key, n);
  // Her connections as a set, not one scan each: the planner reads each one's newest posts
  // (posts_author_idx) for a member with a few dozen, or the whole feed's newest with the set
  // as a filter (posts_feed_idx) for one with thousands.
  const fromConnections = source(
    viewerId,
    'connection',
    sql`${user} and ${posts.authorId} in (select ${connections.otherId} from ${connections}
      where ${connections.userId} = ${viewerId})`,
    key,
    n,
  );
  // Connecting implies following: her connections' posts are the source above's, not this one's.
  const fromFollowed = source(
    viewerId,
    'followedMember',
    sql`${user} and ${posts.authorId} = f.followed_id`,
    key,
    n,
  );
  const fromCommunities = source(viewerId, 'community', sql`${posts.communityId} = g.community_id`, key, n);
  const fromCompanies = source(
    viewerId,
    'followedCompany',
    sql`${posts.authorType} = 'company' and ${posts.authorId} = k.company_id`,
    key,
    n,
  );
  const rest = source(viewerId, 'other', sql`true`, key, n);
  return sql`select id, to_char(max(ranked_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
    from (
      select * from ${mine} as own
      union all
      select * from ${fromConnections} as connected
      union all
      select p.* from ${memberFollows} f cross join lateral ${fromFollowed} as p
        where f.follower_id = ${viewerId}
          and not exists (select 1 from ${connections} c
            where c.user_id = ${viewerId} and c.other_id = f.followed_id)
      union all
      select p.* from (
          select ${communityMembers.communityId} as community_id from ${communityMembers}
            where ${communityMembers.userId} = ${viewerId} and ${communityMembers.isApproved}
          union
          select ${communityFollowers.communityId} from ${communityFollowers}
            where ${communityFollowers.followerId} = ${viewerId}
        ) g cross join lateral ${fromCommunities} as p
      union all
      select p.* from ${companyFollowers} k cross join lateral ${fromCompanies} as p
        where k.follower_id = ${viewerId}
      union all
      select * from ${rest} as other
    ) ranked
    group by id
    order by max(ranked_at) desc, id desc
    limit ${n}`;
}

/** One page of 'Para você': ids in order, with the keys their cursors are made of. */
export async function forYouPage(
  db: Executor,
  viewerId: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ id: string; key: string }[]> {
  return queryRows<{ id: string; key: string }>(db, forYouStatement(viewerId, cursor, limit));
}
