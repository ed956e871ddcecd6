import { and, eq, ne, sql } from 'drizzle-orm';
import { COMPANIES_SERVER_COPY } from '../../../domain/copy/companies-server.js';
import { MSG } from '../../../domain/messages.js';
import type { AccessMember } from '../../../domain/schemas/communities.js';
import type { CompanyGrant } from '../../../domain/schemas/companies.js';
import type { Database, Executor } from '../../db/client.js';
import { authUser, companyAdmins, userProfile } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { type AccessCandidate, searchCandidates } from '../access/candidates.js';
import { byMemberName, memberName, shownEmail } from '../access/member-columns.js';
import { companyStanding, requireCompanyPermission } from './staff.js';

// The grant page of a company (SPEC §2 "Grant access page", §5 "Access grant"): 'Membros
// atuais' for any of its staff (admin or editor), and the user search and the grant itself for
// its admins only (COMPANY_PERMISSIONS.grant). Granting can make someone an admin, so an editor
// who could grant could raise herself above her own role.
//
// E-mail addresses: a member's e-mail is listed only when she chose to show it on her profile
// (show_email); the search has its own rule (access/candidates.ts).

/** 'Membros atuais' lists at most this many (admins first). */
export const COMPANY_MEMBERS_LIMIT = 200;

/**
 * Her standing at an active company, or 404; 403 unless she is staff (any company_admins row,
 * SPEC §6). One query, no lock: for the read-only endpoints and the route guard.
 */
export async function requireCompanyStaff(db: Executor, userId: string, companyId: string) {
  const standing = await companyStanding(db, userId, companyId);
  if (standing.role === null) throw forbidden(MSG.common.forbidden);
  return standing;
}

const roleRank = sql`case ${companyAdmins.role} when 'admin' then 0 else 1 end`;

/** GET /api/companies/{id}/members (staff): admins, then editors, each by name. One query. */
export async function listCompanyMembers(
  db: Database,
  actorId: string,
  companyId: string,
): Promise<AccessMember[]> {
  await requireCompanyStaff(db, actorId, companyId);
  return db
    .select({
      userId: companyAdmins.userId,
      fullName: memberName,
      email: shownEmail,
      role: companyAdmins.role,
    })
    .from(companyAdmins)
    .innerJoin(authUser, eq(authUser.id, companyAdmins.userId))
    .leftJoin(userProfile, eq(userProfile.id, companyAdmins.userId))
    .where(eq(companyAdmins.companyId, companyId))
    .orderBy(roleRank, ...byMemberName, companyAdmins.userId)
    .limit(COMPANY_MEMBERS_LIMIT);
}

/** GET /api/companies/{id}/access/candidates (admins): the platform-wide user search. */
export async function searchCompanyCandidates(
  db: Database,
  actorId: string,
  companyId: string,
  query: string,
): Promise<AccessCandidate[]> {
  await requireCompanyPermission(db, actorId, companyId, 'grant');
  return searchCandidates(db, query);
}

/**
 * POST /api/companies/{id}/access (admins): her company_admins row is created or updated with
 * the role and approved (SPEC §4 "Access grant sets is_approved true"). 404 'Não encontrado.'
 * for an unknown user; 409 when the grant would take the admin role from the company's last
 * admin (nobody could then grant or delete). The company row stays locked meanwhile, so two
 * grants of one company queue behind each other.
 */
export async function grantCompanyAccess(
  db: Database,
  actorId: string,
  companyId: string,
  grant: CompanyGrant,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCompanyPermission(tx, actorId, companyId, 'grant', true);
    const [user] = await tx
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.id, grant.userId))
      .limit(1);
    if (!user) throw notFound(MSG.access.notFound);

    const pair = and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, grant.userId));
    const [before] = await tx.select({ role: companyAdmins.role }).from(companyAdmins).where(pair);
    if (before?.role === 'admin' && grant.role !== 'admin') {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(companyAdmins)
        .where(
          and(
            eq(companyAdmins.companyId, companyId),
            eq(companyAdmins.role, 'admin'),
            ne(companyAdmins.userId, grant.userId),
          ),
        );
      if ((others?.n ?? 0) === 0) throw conflict(COMPANIES_SERVER_COPY.lastAdminDemote);
    }

    await tx
      .insert(companyAdmins)
      .values({ companyId, userId: grant.userId, role: grant.role, isApproved: true })
      .onConflictDoUpdate({
        target: [companyAdmins.companyId, companyAdmins.userId],
        set: { role: grant.role, isApproved: true },
      });
  });
}
