import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyRole } from '../../domain/enums.js';
import type { CommentSubject } from '../../domain/rules/permissions/comment.js';
import {
  COMMUNITY_POLICY,
  type CommunitySubject,
  communityStandingOf,
} from '../../domain/rules/permissions/community.js';
import { COMPANY_POLICY, type CompanySubject } from '../../domain/rules/permissions/company.js';
import type { MemberSubject } from '../../domain/rules/permissions/member.js';
import { platformRoleOf } from '../../domain/rules/permissions/platform.js';
import type { PostSubject } from '../../domain/rules/permissions/post.js';
import type { VacancySubject } from '../../domain/rules/permissions/vacancy.js';
import type { Executor } from '../db/client.js';
import {
  communities,
  communityMembers,
  companies,
  companyAdmins,
  jobApplications,
  jobVacancies,
  postComments,
  posts,
  userProfile,
} from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { authorCommunity, authorCompany, target, visibleTo } from './post-visibility.js';
import { relationBetween, relationsTo } from './relation.js';

// Where she stands towards one resource: one query each, null when the resource does not exist
// for her (unknown, malformed or inactive id). With `lock`, the resource's row stays locked
// until the caller's transaction ends, so a role taken away or a delete meanwhile is honoured.

/** `update` for changes to the resource itself; `no key update` for changes to rows that point at it. */
export type Lock = 'update' | 'no key update';

const isUuid = (id: string) => z.guid().safeParse(id).success;

export type CommunityStanding = CommunitySubject & {
  id: string;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  requiresApproval: boolean;
};

export async function communityStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<CommunityStanding | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({
      id: communities.id,
      name: communities.name,
      logoUrl: communities.logoUrl,
      bannerUrl: communities.bannerUrl,
      requiresApproval: communities.requiresApproval,
      isPrivate: communities.isPrivate,
      role: communityMembers.role,
      approved: communityMembers.isApproved,
    })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, actor.id)),
    )
    .where(and(eq(communities.id, id), eq(communities.isActive, true)))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: communities }) : await query;
  if (!row) return null;
  const { role, approved, ...community } = row;
  return { ...community, ...communityStandingOf({ role, approved }, row.isPrivate) };
}

export type CompanyStanding = CompanySubject & {
  companyId: string;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
};

export async function companyStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<CompanyStanding | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({
      companyId: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      bannerUrl: companies.bannerUrl,
      role: companyAdmins.role,
    })
    .from(companies)
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, companies.id), eq(companyAdmins.userId, actor.id)),
    )
    .where(and(eq(companies.id, id), eq(companies.isActive, true)))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: companies }) : await query;
  if (!row) return null;
  return { ...row, role: row.role as CompanyRole | null, platformRole: platformRoleOf(actor.role) };
}

export type VacancyStanding = VacancySubject & { vacancyId: string; companyId: string };

/** A vacancy whose company is active; `lock` locks the vacancy's row. */
export async function vacancyStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<VacancyStanding | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({
      companyId: jobVacancies.companyId,
      isActive: jobVacancies.isActive,
      howToReceive: jobVacancies.howToReceive,
      role: companyAdmins.role,
      hasApplication: sql<boolean>`${jobApplications.id} is not null`,
    })
    .from(jobVacancies)
    .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, companies.id), eq(companyAdmins.userId, actor.id)),
    )
    .leftJoin(
      jobApplications,
      and(eq(jobApplications.jobId, jobVacancies.id), eq(jobApplications.userId, actor.id)),
    )
    .where(and(eq(jobVacancies.id, id), eq(companies.isActive, true)))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: jobVacancies }) : await query;
  if (!row) return null;
  return {
    vacancyId: id,
    companyId: row.companyId,
    signedIn: true,
    companyRole: row.role as CompanyRole | null,
    isActive: row.isActive,
    receivesHere: row.howToReceive === 'internal',
    hasApplication: row.hasApplication,
  };
}

export type PostStanding = PostSubject & {
  postId: string;
  writerId: string;
  imageUrl: string | null;
  /** Where it lives, for who looks after its conversation (comment standings). */
  communityId: string | null;
  companyId: string | null;
};

/** A post, and whether she may read it (post-visibility.ts); `lock` locks the post's row. */
export async function postStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<PostStanding | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({
      writerId: posts.createdByUserId,
      imageUrl: posts.imageUrl,
      communityId: posts.communityId,
      authorType: posts.authorType,
      authorId: posts.authorId,
      visible: sql<boolean>`${visibleTo(actor.id)}`,
    })
    .from(posts)
    .leftJoin(userProfile, and(eq(posts.authorType, 'user'), eq(userProfile.id, posts.authorId)))
    .leftJoin(authorCommunity, and(eq(posts.authorType, 'community'), eq(authorCommunity.id, posts.authorId)))
    .leftJoin(authorCompany, and(eq(posts.authorType, 'company'), eq(authorCompany.id, posts.authorId)))
    .leftJoin(target, eq(target.id, posts.communityId))
    .where(eq(posts.id, id))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: posts }) : await query;
  if (!row) return null;
  return {
    postId: id,
    writerId: row.writerId,
    imageUrl: row.imageUrl,
    communityId: row.communityId,
    companyId: row.authorType === 'company' ? row.authorId : null,
    isAuthor: row.writerId === actor.id,
    visible: row.visible === true,
    relation: await relationBetween(db, actor.id, row.writerId),
  };
}

export type CommentStanding = CommentSubject & {
  commentId: string;
  postId: string;
  parentId: string | null;
  writerId: string;
  post: PostStanding;
};

/**
 * A comment on a post she may read (null otherwise: 404), with who looks after the post's
 * place: her approved role in the community it was posted into, her staff role at the company
 * it speaks for (the community and company tables' `moderateComments`).
 */
export async function commentStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<CommentStanding | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({
      postId: postComments.postId,
      parentId: postComments.parentId,
      writerId: postComments.userId,
      communityRole: communityMembers.role,
      communityApproved: communityMembers.isApproved,
      companyRole: companyAdmins.role,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, posts.communityId), eq(communityMembers.userId, actor.id)),
    )
    .leftJoin(
      companyAdmins,
      and(
        eq(posts.authorType, 'company'),
        eq(companyAdmins.companyId, posts.authorId),
        eq(companyAdmins.userId, actor.id),
      ),
    )
    .where(eq(postComments.id, id))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: postComments }) : await query;
  if (!row) return null;
  const post = await postStanding(db, actor, row.postId);
  if (!post?.visible) return null;
  const communityRole = row.communityApproved ? row.communityRole : null;
  const moderatesPlace =
    COMMUNITY_POLICY.moderateComments({ role: communityRole }) ||
    COMPANY_POLICY.moderateComments({ role: row.companyRole });
  return {
    commentId: id,
    postId: row.postId,
    parentId: row.parentId,
    writerId: row.writerId,
    post,
    isAuthor: row.writerId === actor.id,
    isPostAuthor: post.isAuthor,
    moderatesPlace,
    relation: await relationBetween(db, actor.id, row.writerId),
  };
}

export type MemberStanding = MemberSubject & {
  memberId: string;
  name: string;
  /** The pending invitation between them, when there is one. */
  invitationId: string | null;
};

/**
 * Another member as she stands towards her (issue 17): null when there is no such member, or
 * when a block stands between them — neither exists for the other (issue 19). With `lock`, the
 * member's profile row stays locked (FOR KEY SHARE is not enough to serialise her network
 * changes, so `no key update`), which orders concurrent changes to one member's network.
 */
export async function memberStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<MemberStanding | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({ id: userProfile.id, name: userProfile.fullName })
    .from(userProfile)
    .where(eq(userProfile.id, id))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) return null;
  const relation = (await relationsTo(db, actor.id, [id])).get(id)!;
  if (relation.blocked) return null;
  const { invitationId, ...rest } = relation;
  return { memberId: row.id, name: row.name, isSelf: row.id === actor.id, relation: rest, invitationId };
}
