import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEAL_CRITERIA_VERSION } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import type { CompanyDetail, SealedCompany } from '../../../domain/schemas/companies.js';
import type { Database, Executor } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorizePlatform } from '../../policy/authorize.js';
import { getCompany } from './service.js';

// The diversity seal (issue 8): a company holds it only when a platform administrator
// (auth_user.role 'admin') grants it, recording when, against which published criteria version
// and by whom. It is never self-declared: the company's own admins can neither grant nor
// revoke it. The home page's carousel lists the sealed companies.

/** The home page's carousel asks for this many by default; a caller may ask for up to the max. */
export const SEALED_COMPANIES_DEFAULT = 12;
export const SEALED_COMPANIES_MAX = 50;

const isUuid = (id: string) => z.guid().safeParse(id).success;

/** Sets or clears the seal of an active company; 404 for an unknown, malformed or inactive id. */
async function writeSeal(
  db: Database,
  actor: Actor | null,
  companyId: string,
  seal: { at: SQL | null; version: string | null },
): Promise<CompanyDetail> {
  authorizePlatform(actor, 'grantSeal');
  if (!isUuid(companyId)) throw notFound(MSG.companies.notFound);
  // The answer is read by the writing transaction: never an error for a committed change.
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(companies)
      .set({
        sealGrantedAt: seal.at,
        sealCriteriaVersion: seal.version,
        sealGrantedBy: seal.at ? actor.id : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
      .returning({ id: companies.id });
    if (updated.length === 0) throw notFound(MSG.companies.notFound);
    return getCompany(tx, actor, companyId);
  });
}

/**
 * PUT /api/companies/{id}/seal (platform administrators): granted now, against the given
 * criteria version or the one currently published. Granting again renews the date.
 */
export function grantSeal(
  db: Database,
  actor: Actor | null,
  companyId: string,
  criteriaVersion?: string,
): Promise<CompanyDetail> {
  return writeSeal(db, actor, companyId, {
    at: sql`now()`,
    version: criteriaVersion ?? SEAL_CRITERIA_VERSION,
  });
}

/** DELETE /api/companies/{id}/seal (platform administrators): date, version and grantor cleared. */
export function revokeSeal(db: Database, actor: Actor | null, companyId: string): Promise<CompanyDetail> {
  return writeSeal(db, actor, companyId, { at: null, version: null });
}

/** The list statement, unexecuted: the service runs it, the plan test EXPLAINs it. */
export function sealedStatement(db: Executor, limit: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      description: companies.description,
      industry: companies.industry,
      logoUrl: companies.logoUrl,
      website: companies.website,
    })
    .from(companies)
    .where(and(isNotNull(companies.sealGrantedAt), eq(companies.isActive, true)))
    .orderBy(desc(companies.sealGrantedAt), desc(companies.id))
    .limit(limit);
}

/**
 * GET /api/companies/sealed (public): active sealed companies, newest seal first, in the
 * shape of the home page's sample companies. Served by companies_sealed_idx. One query.
 */
export async function listSealedCompanies(db: Executor, limit: number): Promise<SealedCompany[]> {
  return sealedStatement(db, limit);
}
