import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANIES_SERVER_COPY } from '../../../domain/copy/companies-server.js';
import type { CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import type { AccessMember } from '../../../domain/schemas/communities.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { authUser, companies, companyAdmins, userProfile } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { type AccessCandidate, searchCandidates } from '../access/candidates.js';
import { byMemberName, memberName, shownEmail } from '../access/member-columns.js';
import type { InvitationPlaceRules } from '../invitations/places.js';
import { companyStanding, requireCompanyPermission } from './staff.js';

// The grant page of a company (SPEC §2 "Grant access page", §5 "Access grant"): 'Membros
// atuais' for any of its staff (admin or editor), and the user search and role offers for its
// admins only (COMPANY_PERMISSIONS.grant). Granting can make someone an admin, so an editor who
// could grant could raise herself above her own role. A role is offered as an invitation and
// applies when she accepts (issue 13, modules/invitations); the rules for applying one live here.
//
// E-mail addresses: a member's e-mail is listed only when she chose to show it on her profile
// (show_email).

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

/** GET /api/companies/{id}/access/candidates (admins): the platform-wide user search by name. */
export async function searchCompanyCandidates(
  db: Database,
  actorId: string,
  companyId: string,
  query: string,
): Promise<AccessCandidate[]> {
  await requireCompanyPermission(db, actorId, companyId, 'grant');
  return searchCandidates(db, query);
}

const staffPair = (companyId: string, userId: string) =>
  and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId));

/**
 * Under the company's lock: her company_admins row is created or updated with the role and
 * approved (SPEC §4 "Access grant sets is_approved true"). 409 when it would take the admin
 * role from the company's last admin (nobody could then grant or delete).
 */
async function applyCompanyRole(tx: Transaction, companyId: string, userId: string, role: CompanyRole) {
  const [before] = await tx
    .select({ role: companyAdmins.role })
    .from(companyAdmins)
    .where(staffPair(companyId, userId));
  if (before?.role === 'admin' && role !== 'admin') {
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(companyAdmins)
      .where(
        and(
          eq(companyAdmins.companyId, companyId),
          eq(companyAdmins.role, 'admin'),
          ne(companyAdmins.userId, userId),
        ),
      );
    if ((others?.n ?? 0) === 0) throw conflict(COMPANIES_SERVER_COPY.lastAdminDemote);
  }
  await tx
    .insert(companyAdmins)
    .values({ companyId, userId, role, isApproved: true })
    .onConflictDoUpdate({
      target: [companyAdmins.companyId, companyAdmins.userId],
      set: { role, isApproved: true },
    });
}

const isUuid = (id: string) => z.guid().safeParse(id).success;

/** Locks an active company's row for the rest of the transaction; 404 'Empresa não encontrada.' otherwise. */
async function lockActiveCompany(tx: Transaction, companyId: string) {
  if (!isUuid(companyId)) throw notFound(MSG.companies.notFound);
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
    .for('update');
  if (!row) throw notFound(MSG.companies.notFound);
}

const COMPANY_ROLE_ORDER = ['admin', 'editor'] as const satisfies readonly CompanyRole[];
const isCompanyRole = (role: string): role is CompanyRole =>
  (COMPANY_ROLE_ORDER as readonly string[]).includes(role);

/** A company for the invitations of modules/invitations (its admins offer roles). */
export const companyInvitationRules: InvitationPlaceRules = {
  kind: 'company',
  roles: COMPANY_ROLE_ORDER,
  async requireGranter(db, companyId, actorId) {
    await requireCompanyPermission(db, actorId, companyId, 'grant');
  },
  async lockForGranting(tx, companyId, actorId) {
    await requireCompanyPermission(tx, actorId, companyId, 'grant', true);
  },
  lockForAnswer: lockActiveCompany,
  async currentRole(tx, companyId, userId) {
    const [row] = await tx
      .select({ role: companyAdmins.role })
      .from(companyAdmins)
      .where(staffPair(companyId, userId));
    return row && isCompanyRole(row.role) ? row.role : null;
  },
  async applyRole(tx, companyId, userId, role) {
    // The invitation's CHECK constraint keeps a company's roles to COMPANY_ROLES.
    if (!isCompanyRole(role)) throw new Error(`not a company role: ${role}`);
    await applyCompanyRole(tx, companyId, userId, role);
  },
};
