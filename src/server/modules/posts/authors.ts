import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommunityRole, CompanyRole, PostAuthorType } from '../../../domain/enums.js';
import { COMPANY_PERMISSIONS } from '../../../domain/rules/company-roles.js';
import type { AuthorOption } from '../../../domain/schemas/posts.js';
import type { Executor } from '../../db/client.js';
import { searchable } from '../../db/schema/helpers.js';
import {
  authUser,
  communities,
  communityMembers,
  companies,
  companyAdmins,
  userProfile,
} from '../../db/schema/index.js';

/**
 * SPEC §6 "Author choices": who may speak for a community or a company. The one place the rule
 * lives here: the author options listed to her and the check on every new post both read it.
 * For companies it is COMPANY_PERMISSIONS.post (issue 8: admins and editors speak for their
 * company), so the company pages, the README and the posts agree. Editing or deleting a post
 * stays with the person who wrote it, whatever her role.
 */
export const SPEAKING_ROLES = {
  community: ['admin', 'moderator'] as readonly CommunityRole[],
  company: COMPANY_PERMISSIONS.post as readonly CompanyRole[],
};

/**
 * Whether she may publish as this author: herself; an active community where her approved
 * membership is admin or moderator; an active company where her role may post (admin or
 * editor). An unknown author is simply one she may not speak for. One query.
 */
export async function maySpeakAs(
  db: Executor,
  userId: string,
  author: { type: PostAuthorType; id: string },
): Promise<boolean> {
  switch (author.type) {
    case 'user':
      return author.id === userId;
    case 'community': {
      const rows = await db
        .select({ id: communities.id })
        .from(communityMembers)
        .innerJoin(communities, eq(communities.id, communityMembers.communityId))
        .where(
          and(
            eq(communityMembers.communityId, author.id),
            eq(communityMembers.userId, userId),
            eq(communityMembers.isApproved, true),
            inArray(communityMembers.role, [...SPEAKING_ROLES.community]),
            eq(communities.isActive, true),
          ),
        )
        .limit(1);
      return rows.length > 0;
    }
    case 'company': {
      const rows = await db
        .select({ id: companies.id })
        .from(companyAdmins)
        .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
        .where(
          and(
            eq(companyAdmins.companyId, author.id),
            eq(companyAdmins.userId, userId),
            inArray(companyAdmins.role, [...SPEAKING_ROLES.company]),
            eq(companies.isActive, true),
          ),
        )
        .limit(1);
      return rows.length > 0;
    }
  }
}

/** Where she stands in one community: null when it is unknown or inactive. One query. */
export async function communityStanding(
  db: Executor,
  userId: string,
  communityId: string,
): Promise<{ isPrivate: boolean; approvedMember: boolean } | null> {
  const [row] = await db
    .select({ isPrivate: communities.isPrivate, approved: communityMembers.isApproved })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, userId)),
    )
    .where(and(eq(communities.id, communityId), eq(communities.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { isPrivate: row.isPrivate, approvedMember: row.approved === true };
}

/** Whether a company exists and is active. One query. */
export async function isActiveCompany(db: Executor, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/**
 * SPEC §3 "Author option": her profile first, then the active communities she runs, then the
 * active companies she may speak for (admin or editor), each group by name (accent- and
 * case-insensitively, like every list). Three queries.
 */
export async function listAuthorOptions(db: Executor, userId: string): Promise<AuthorOption[]> {
  const [self] = await db
    .select({
      id: authUser.id,
      name: sql<string>`coalesce(${userProfile.fullName}, ${authUser.name})`,
      logoUrl: userProfile.profileImageUrl,
    })
    .from(authUser)
    .leftJoin(userProfile, eq(userProfile.id, authUser.id))
    .where(eq(authUser.id, userId))
    .limit(1);

  const communityRows = await db
    .select({ id: communities.id, name: communities.name, logoUrl: communities.logoUrl })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, userId),
        eq(communityMembers.isApproved, true),
        inArray(communityMembers.role, [...SPEAKING_ROLES.community]),
        eq(communities.isActive, true),
      ),
    )
    .orderBy(searchable(communities.name), communities.name, communities.id);

  const companyRows = await db
    .select({ id: companies.id, name: companies.name, logoUrl: companies.logoUrl })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
    .where(
      and(
        eq(companyAdmins.userId, userId),
        inArray(companyAdmins.role, [...SPEAKING_ROLES.company]),
        eq(companies.isActive, true),
      ),
    )
    .orderBy(searchable(companies.name), companies.name, companies.id);

  return [
    ...(self ? [{ ...self, type: 'user' as const, isAdmin: true }] : []),
    ...communityRows.map((r) => ({ ...r, type: 'community' as const, isAdmin: true })),
    ...companyRows.map((r) => ({ ...r, type: 'company' as const, isAdmin: true })),
  ];
}
