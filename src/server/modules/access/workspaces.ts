import { and, eq } from 'drizzle-orm';
import { COMMUNITY_PERMISSIONS } from '../../../domain/rules/permissions/community.js';
import type { WorkspaceCommunity, WorkspaceCompany, Workspaces } from '../../../domain/schemas/workspaces.js';
import type { Database } from '../../db/client.js';
import { searchable } from '../../db/schema/helpers.js';
import { communities, communityMembers, companies, companyAdmins } from '../../db/schema/index.js';
import { roleAllows } from '../../policy/scopes.js';

/**
 * What she helps run, for the 'Para Negócios' modal and the contextual menus under
 * /empresas/{id} and /comunidades/{id}: active companies where she has any company_admins row
 * (admin or editor), and active communities where her approved membership is admin or
 * moderator. Two queries, each by name (accent- and case-insensitively, like every list).
 */
export async function listWorkspaces(db: Database, userId: string): Promise<Workspaces> {
  const companyRows: WorkspaceCompany[] = await db
    .select({ id: companies.id, name: companies.name, logoUrl: companies.logoUrl, role: companyAdmins.role })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
    .where(and(eq(companyAdmins.userId, userId), eq(companies.isActive, true)))
    .orderBy(searchable(companies.name), companies.name, companies.id)
    .then((rows) => rows.map((r) => ({ ...r, role: r.role as WorkspaceCompany['role'] })));

  const communityRows: WorkspaceCommunity[] = await db
    .select({
      id: communities.id,
      name: communities.name,
      logoUrl: communities.logoUrl,
      role: communityMembers.role,
    })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, userId),
        eq(communityMembers.isApproved, true),
        // Those who run it (SPEC §6): its menu leads to editing it.
        roleAllows(communityMembers.role, COMMUNITY_PERMISSIONS, 'edit'),
        eq(communities.isActive, true),
      ),
    )
    .orderBy(searchable(communities.name), communities.name, communities.id)
    .then((rows) => rows.map((r) => ({ ...r, role: r.role as WorkspaceCommunity['role'] })));

  return { companies: companyRows, communities: communityRows };
}
