import { and, eq, sql } from 'drizzle-orm';
import { COMMUNITY_PERMISSIONS } from '../../../domain/rules/permissions/community.js';
import { COMPANY_PERMISSIONS } from '../../../domain/rules/permissions/company.js';
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
import { roleAllows } from '../../policy/scopes.js';

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
        roleAllows(communityMembers.role, COMMUNITY_PERMISSIONS, 'post'),
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
        roleAllows(companyAdmins.role, COMPANY_PERMISSIONS, 'post'),
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
