import { and, desc, eq, sql } from 'drizzle-orm';
import type { PostAudience, PostAuthorType } from '../../../domain/enums.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import { POST_POLICY } from '../../../domain/rules/permissions/post.js';
import { NO_RELATION } from '../../../domain/rules/permissions/relation.js';
import type { Post, PostAuthor } from '../../../domain/schemas/posts.js';
import type { Executor } from '../../db/client.js';
import { posts, userProfile } from '../../db/schema/index.js';
import { authorCommunity, authorCompany, target } from '../../policy/post-visibility.js';
import type { PostConversation } from '../conversation/index.js';
import { keysetTimestamp } from '../shared/keyset-cursor.js';

// The one statement behind every post the API shows: the post, who it speaks for and the
// community it was posted into, resolved with LEFT JOINs so that a page of any length costs a
// single query (no per-post author lookups, ARCHITECTURE.md "No N+1").

const columns = {
  id: posts.id,
  content: posts.content,
  imageUrl: posts.imageUrl,
  audience: posts.audience,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  // Compared in the database: both carry microseconds, which a JavaScript Date would drop.
  edited: sql<boolean>`${posts.updatedAt} <> ${posts.createdAt}`,
  key: keysetTimestamp(posts.createdAt),
  authorType: posts.authorType,
  authorId: posts.authorId,
  createdByUserId: posts.createdByUserId,
  communityId: target.id,
  communityName: target.name,
  memberName: userProfile.fullName,
  memberImageUrl: userProfile.profileImageUrl,
  memberTitle: userProfile.professionalTitle,
  memberSlug: userProfile.slug,
  authorCommunityName: authorCommunity.name,
  authorCommunityLogoUrl: authorCommunity.logoUrl,
  authorCompanyName: authorCompany.name,
  authorCompanyLogoUrl: authorCompany.logoUrl,
};

/** The select with every join, ready for a WHERE. */
export function selectPosts(db: Executor) {
  return db
    .select(columns)
    .from(posts)
    .leftJoin(userProfile, and(eq(posts.authorType, 'user'), eq(userProfile.id, posts.authorId)))
    .leftJoin(authorCommunity, and(eq(posts.authorType, 'community'), eq(authorCommunity.id, posts.authorId)))
    .leftJoin(authorCompany, and(eq(posts.authorType, 'company'), eq(authorCompany.id, posts.authorId)))
    .leftJoin(target, eq(target.id, posts.communityId));
}

export { visibleTo } from '../../policy/post-visibility.js';

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['where']>>[number];

/** Newest first; the keyset indexes (…, created_at, id) are read backwards. */
export const newestFirst = [desc(posts.createdAt), desc(posts.id)] as const;

function authorOf(row: PostRow): PostAuthor {
  const type = row.authorType as PostAuthorType;
  const base = { type, id: row.authorId, professionalTitle: null, slug: null };
  switch (type) {
    case 'user':
      return {
        ...base,
        name: row.memberName ?? '',
        imageUrl: row.memberImageUrl,
        professionalTitle: row.memberTitle,
        slug: row.memberSlug,
      };
    case 'community':
      return { ...base, name: row.authorCommunityName ?? '', imageUrl: row.authorCommunityLogoUrl };
    case 'company':
      return { ...base, name: row.authorCompanyName ?? '', imageUrl: row.authorCompanyLogoUrl };
  }
}

export function toPost(row: PostRow, viewerId: string, conversation: PostConversation): Post {
  return {
    id: row.id,
    content: row.content,
    imageUrl: row.imageUrl,
    author: authorOf(row),
    community:
      row.communityId && row.communityName !== null ? { id: row.communityId, name: row.communityName } : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.edited ? row.updatedAt.toISOString() : null,
    audience: row.audience as PostAudience,
    // Feeds leave out what a relation would hide; in a page she reads, none stands between them.
    viewer: viewerFlags(POST_POLICY, {
      isAuthor: row.createdByUserId === viewerId,
      visible: true,
      relation: NO_RELATION,
    }),
    ...conversation,
  };
}
