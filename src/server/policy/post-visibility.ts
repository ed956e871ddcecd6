import { and, eq, isNotNull, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { communities, communityMembers, companies, posts, userProfile } from '../db/schema/index.js';

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
 * What a member may read: the author still exists and, for a community or company, is active;
 * a post into a community needs that community active and, when it is private, her approved
 * membership (SPEC §3 is_private).
 */
export function visibleTo(viewerId: string | Placeholder): SQL {
  const approvedMember = sql`exists (select 1 from ${communityMembers}
    where ${communityMembers.communityId} = ${posts.communityId}
      and ${communityMembers.userId} = ${viewerId} and ${communityMembers.isApproved})`;
  return and(
    or(ne(posts.authorType, 'user'), isNotNull(userProfile.id)),
    or(ne(posts.authorType, 'community'), eq(authorCommunity.isActive, true)),
    or(ne(posts.authorType, 'company'), eq(authorCompany.isActive, true)),
    or(
      isNull(posts.communityId),
      and(eq(target.isActive, true), or(eq(target.isPrivate, false), approvedMember)),
    ),
  ) as SQL;
}
