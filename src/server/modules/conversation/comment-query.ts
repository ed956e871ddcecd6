import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMENT_POLICY } from '../../../domain/rules/permissions/comment.js';
import { COMMUNITY_PERMISSIONS } from '../../../domain/rules/permissions/community.js';
import { COMPANY_PERMISSIONS } from '../../../domain/rules/permissions/company.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import { NO_RELATION } from '../../../domain/rules/permissions/relation.js';
import type { Comment } from '../../../domain/schemas/conversation.js';
import type { Executor } from '../../db/client.js';
import {
  authUser,
  communityMembers,
  companyAdmins,
  postComments,
  posts,
  userProfile,
} from '../../db/schema/index.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { commentShownTo, commentsWithheldFrom } from '../../policy/post-visibility.js';
import { roleAllows } from '../../policy/scopes.js';
import { keysetTimestamp } from '../shared/keyset-cursor.js';
import { type Mentioned, memberRefColumns, memberRefOf, mentionsIn, resolveMentions } from './members.js';

// The one select behind every comment the API answers (pages, replies, the card's inline ones,
// a comment just written): the comment, its writer, its number of replies, and what the viewer
// may do with it — all columns of the same row, so a page of any length is one query.

const reply = alias(postComments, 'reply');

/**
 * She looks after the place the comment's post lives in: an approved admin or moderator of the
 * community it was posted into, or staff of the company it speaks for — the SQL form of
 * standings.ts commentStanding's `moderatesPlace`, over the joined `posts` row.
 */
function moderatesPlace(viewerId: string): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${communityMembers}
      where ${communityMembers.communityId} = ${posts.communityId}
        and ${communityMembers.userId} = ${viewerId}
        and ${communityMembers.isApproved}
        and ${roleAllows(communityMembers.role, COMMUNITY_PERMISSIONS, 'moderateComments')})
    or (${posts.authorType} = 'company' and exists (select 1 from ${companyAdmins}
      where ${companyAdmins.companyId} = ${posts.authorId}
        and ${companyAdmins.userId} = ${viewerId}
        and ${roleAllows(companyAdmins.role, COMPANY_PERMISSIONS, 'moderateComments')})))`;
}

export function selectComments(db: Executor, viewerId: string) {
  // The moderation filter and a block between the two (issue 19) ride on the joins, so every
  // caller's own where keeps them.
  return db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      parentId: postComments.parentId,
      content: postComments.content,
      writerId: postComments.userId,
      createdAt: postComments.createdAt,
      updatedAt: postComments.updatedAt,
      // Compared in the database: both carry microseconds, which a JavaScript Date would drop.
      edited: sql<boolean>`${postComments.updatedAt} <> ${postComments.createdAt}`,
      key: keysetTimestamp(postComments.createdAt),
      ...memberRefColumns,
      // The replies she may read: post_comments_parent_idx, less what her blocks and reports withhold.
      replyCount: sql<number>`(select count(*)::int from ${postComments} ${reply}
        where ${reply.parentId} = ${postComments.id} and not ${reply.hidden})
        - ${commentsWithheldFrom(viewerId, sql`withheld_c.parent_id = ${postComments.id}`)}`,
      postWriterId: posts.createdByUserId,
      moderatesPlace: moderatesPlace(viewerId),
    })
    .from(postComments)
    .innerJoin(posts, and(eq(posts.id, postComments.postId), commentShownTo(viewerId)))
    .innerJoin(
      authUser,
      and(eq(authUser.id, postComments.userId), notBlockedWith(viewerId, postComments.userId)),
    )
    .leftJoin(userProfile, eq(userProfile.id, postComments.userId));
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

export function toComment(row: CommentRow, viewerId: string, mentioned: Mentioned): Comment {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    content: row.content,
    author: memberRefOf(row.writerId, row),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.edited ? row.updatedAt.toISOString() : null,
    replyCount: Number(row.replyCount),
    mentions: mentionsIn(row.content, mentioned),
    // As in the feed: a page she reads has no relation standing between her and its writers.
    viewer: viewerFlags(COMMENT_POLICY, {
      isAuthor: row.writerId === viewerId,
      isPostAuthor: row.postWriterId === viewerId,
      moderatesPlace: row.moderatesPlace === true,
      relation: NO_RELATION,
    }),
  };
}

/** Rows as the API answers them, their mentions resolved in one query. */
export async function toComments(db: Executor, viewerId: string, rows: CommentRow[]): Promise<Comment[]> {
  const mentioned = await resolveMentions(
    db,
    rows.map((row) => row.content),
  );
  return rows.map((row) => toComment(row, viewerId, mentioned));
}

/** One comment as the API answers it (null when it does not exist). */
export async function readComment(
  db: Executor,
  viewerId: string,
  commentId: string,
): Promise<Comment | null> {
  const rows = await selectComments(db, viewerId).where(eq(postComments.id, commentId));
  if (rows.length === 0) return null;
  const [comment] = await toComments(db, viewerId, rows);
  return comment ?? null;
}
