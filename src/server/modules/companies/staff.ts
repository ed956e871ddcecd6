import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { type CompanyAction, companyMay } from '../../../domain/rules/company-roles.js';
import type { Executor } from '../../db/client.js';
import { companies, companyAdmins } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';

// Who she is at a company: the one check every company and vacancy endpoint makes before it
// reads a body or changes a row (rules/company-roles.ts says what each role may do).

const isUuid = (id: string) => z.guid().safeParse(id).success;

export type CompanyStanding = {
  companyId: string;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  /** Her company_admins role; null when she is not staff. */
  role: CompanyRole | null;
};

/**
 * Her standing at an ACTIVE company: 404 'Empresa não encontrada.' for an unknown, malformed or
 * deactivated id. With `lock`, the company row stays locked until the caller's transaction ends
 * (so a role taken away, or a delete, meanwhile is honoured). One query.
 */
export async function companyStanding(
  db: Executor,
  userId: string,
  companyId: string,
  lock = false,
): Promise<CompanyStanding> {
  if (!isUuid(companyId)) throw notFound(MSG.companies.notFound);
  const query = db
    .select({
      companyId: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      bannerUrl: companies.bannerUrl,
      role: companyAdmins.role,
    })
    .from(companies)
    .leftJoin(companyAdmins, and(eq(companyAdmins.companyId, companies.id), eq(companyAdmins.userId, userId)))
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  if (!row) throw notFound(MSG.companies.notFound);
  return { ...row, role: row.role as CompanyRole | null };
}

/** companyStanding, then 403 unless her role allows `action`. */
export async function requireCompanyPermission(
  db: Executor,
  userId: string,
  companyId: string,
  action: CompanyAction,
  lock = false,
): Promise<CompanyStanding> {
  const standing = await companyStanding(db, userId, companyId, lock);
  if (!companyMay(standing.role, action)) throw forbidden(MSG.common.forbidden);
  return standing;
}
