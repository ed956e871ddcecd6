import {
  and,
  eq,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportItemType } from '../../domain/moderation-enums.js';
import {
  communities,
  communityMembers,
  communityMutes,
  companies,
  connections,
  memberBlocks,
  memberMutes,
  postComments,
  posts,
  reports,
  userProfile,
} from '../db/schema/index.js';
import { notBlockedWith } from './blocks.js';

// Who may read a post, as one SQL condition over the post joined to its author and to the
// community it was posted into (the aliases below). The feed filters its pages with it, and
// the post standing (standings.ts) decides reactions, comments and notifications with it, so
// what she can open is exactly what she can answer and hear about.

/** The community a post was posted into (communityId). */
export const target = alias(communities, 'target_community');
/** The community a post speaks for (author_type 'community'). */
export const authorCommunity = alias(communities, 'author_community');
/** The company a post speaks for (author_type 'company'). */
export const authorCompany = alias(companies, 'author_company');

/**
 * FROM posts with the joins visibleTo reads (its writer, who it speaks for, where it was
 * posted), for statements written in SQL (the 'Para você' feed). The same joins as the feed's
 * query builder (modules/posts/feed-query.ts selectPosts).
 */
export const postsWithPlaces = sql`${posts}
  left join ${userProfile} on ${posts.authorType} = 'user' and ${userProfile.id} = ${posts.authorId}
  left join ${communities} as ${sql.identifier('author_community')}
    on ${posts.authorType} = 'community' and ${authorCommunity.id} = ${posts.authorId}
  left join ${companies} as ${sql.identifier('author_company')}
    on ${posts.authorType} = 'company' and ${authorCompany.id} = ${posts.authorId}
  left join ${communities} as ${sql.identifier('target_community')} on ${target.id} = ${posts.communityId}`;

/**
 * What a member may read: the author still exists and, for a community or company, is active;
 * a post into a community needs that community active and, when it is private, her approved
 * membership (SPEC §3 is_private); a post for 'Somente conexões' needs her to be its writer or
 * one of the writer's connections (issue 17); a post a member wrote as herself is not there for
 * a member a block stands between, either way (issue 19). Moderation (issue 19) takes a post
 * out of every read path here: hidden (removed, or waiting for review after enough reports),
 * written by a suspended member, or reported by her (it leaves her feed the moment she reports it).
 */
export function visibleTo(viewerId: string | Placeholder): SQL {
  const approvedMember = sql`exists (select 1 from ${communityMembers}
    where ${communityMembers.communityId} = ${posts.communityId}
      and ${communityMembers.userId} = ${viewerId} and ${communityMembers.isApproved})`;
  const connectionOfWriter = sql`exists (select 1 from ${connections}
    where ${connections.userId} = ${viewerId} and ${connections.otherId} = ${posts.createdByUserId})`;
  return and(
    eq(posts.hidden, false),
    notReportedBy(viewerId, 'post', posts.id),
    or(ne(posts.authorType, 'user'), isNotNull(userProfile.id)),
    or(ne(posts.authorType, 'user'), notSuspended(userProfile.suspendedUntil)),
    or(ne(posts.audience, 'connections'), eq(posts.createdByUserId, viewerId), connectionOfWriter),
    or(ne(posts.authorType, 'user'), notBlockedWith(viewerId, posts.createdByUserId)),
    or(ne(posts.authorType, 'community'), eq(authorCommunity.isActive, true)),
    or(ne(posts.authorType, 'company'), eq(authorCompany.isActive, true)),
    or(
      isNull(posts.communityId),
      and(eq(target.isActive, true), or(eq(target.isPrivate, false), approvedMember)),
    ),
  ) as SQL;
}

/**
 * What her own feed leaves out besides what she may not read (issue 19): posts by a member she
 * muted, and posts into or speaking for a community she muted. Only her feed (both orders):
 * the muted member's profile and the community's own page still show them.
 */
export function notMutedBy(viewerId: string | Placeholder): SQL {
  return sql`not exists (select 1 from ${memberMutes}
      where ${memberMutes.userId} = ${viewerId} and ${posts.authorType} = 'user'
        and ${memberMutes.mutedId} = ${posts.createdByUserId})
    and not exists (select 1 from ${communityMutes}
      where ${communityMutes.userId} = ${viewerId}
        and ${communityMutes.communityId} in (${posts.communityId},
          case when ${posts.authorType} = 'community' then ${posts.authorId} end))`;
}

/** Her report about the item: one probe of reports_reporter_item_key. */
export function notReportedBy(
  viewerId: string | Placeholder,
  itemType: ReportItemType,
  itemId: SQLWrapper,
): SQL {
  return sql`not exists (select 1 from ${reports} where ${reports.reporterId} = ${viewerId}
    and ${reports.itemType} = ${itemType} and ${reports.itemId} = ${itemId})`;
}

/** A member's suspension (user_profile.suspended_until) is not running now. */
export function notSuspended(suspendedUntil: SQLWrapper): SQL {
  return sql`(${suspendedUntil} is null or ${suspendedUntil} <= now())`;
}

/**
 * Which comments she reads, on top of reading their post: not hidden by moderation, not
 * reported by her, and not by a suspended member (her profile row, by primary key).
 */
export function commentShownTo(viewerId: string): SQL {
  return and(
    eq(postComments.hidden, false),
    notReportedBy(viewerId, 'comment', postComments.id),
    sql`not exists (select 1 from ${userProfile} as ${sql.identifier('comment_writer')}
      where ${sql.identifier('comment_writer')}.id = ${postComments.userId}
        and not ${notSuspended(sql`${sql.identifier('comment_writer')}.suspended_until`)})`,
  ) as SQL;
}

/**
 * How many of the comments `within` selects (a post's, a comment's replies) are visible to
 * others but not to her: by a member she blocked or who blocked her, or reported by her — what
 * commentShownTo withholds beyond moderation. Read from her own small sets (her blocks either
 * way, her reports), each probing the comments by index, so a count stays as cheap as the
 * index-only total it is taken from, however many comments a post has. `within` is a condition
 * over the alias `withheld_c`.
 */
export function commentsWithheldFrom(viewerId: string, within: SQL): SQL<number> {
  const c = sql.identifier('withheld_c');
  const shown = sql`${within} and not ${c}.hidden`;
  return sql<number>`(select count(*)::int from (
      select ${c}.id from ${memberBlocks} b join ${postComments} ${c} on ${c}.user_id = b.blocked_id
        where b.blocker_id = ${viewerId} and ${shown}
      union
      select ${c}.id from ${memberBlocks} b join ${postComments} ${c} on ${c}.user_id = b.blocker_id
        where b.blocked_id = ${viewerId} and ${shown}
      union
      select ${c}.id from ${reports} r join ${postComments} ${c} on ${c}.id = r.item_id
        where r.reporter_id = ${viewerId} and r.item_type = 'comment' and ${shown}) withheld)`;
}
