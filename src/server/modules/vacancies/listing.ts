import { and, desc, eq, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { COMPANY_PERMISSIONS } from '../../../domain/rules/permissions/company.js';
import { averageApplicationsPerVacancy } from '../../../domain/rules/vacancies.js';
import type {
  ManagedCompanyVacancies,
  VacancyCard,
  VacancyListPage,
  VacancyListQuery,
} from '../../../domain/schemas/vacancies.js';
import type { Executor } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { companies, companyAdmins, jobVacancies } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { roleAllows } from '../../policy/scopes.js';
import { keysetPage, olderThan } from '../shared/keyset-cursor.js';
import { isUuid, openVacancy, selectCards, toCard } from './cards.js';
import {
  activePreference,
  explanationOf,
  RECOMMENDED_VACANCIES_MAX,
  recommendedMatches,
} from './recommended.js';

// The lists of vacancies: /vagas (GET /api/vacancies), 'Minhas Vagas' (GET /api/vacancies/managed)
// and a company's page (GET /api/companies/{id}/vacancies). Each is a fixed number of queries,
// whatever the page size or the number of companies.

const newestFirst = [desc(jobVacancies.createdAt), desc(jobVacancies.id)];

/** The page's filters as conditions; the same ones narrow `matching` and `items`. */
export function listFilters(query: VacancyListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.workModel) conditions.push(eq(jobVacancies.workModel, query.workModel));
  if (query.contractType) conditions.push(eq(jobVacancies.employmentType, query.contractType));
  if (query.state) conditions.push(eq(jobVacancies.state, query.state));
  const text = query.q?.trim();
  if (text) {
    // Accent- and case-insensitive, anywhere in the title or the company's name; both columns
    // have a trigram index on exactly these expressions.
    const pattern = sql`('%' || ${foldedTerm(text)} || '%')`;
    conditions.push(
      or(like(searchable(jobVacancies.title), pattern), like(searchable(companies.name), pattern)) as SQL,
    );
  }
  return conditions;
}

/**
 * GET /api/vacancies: open vacancies of active companies, filtered. `matching` (first page only,
 * 'Para você') holds the ones matching her active job preference profile exactly, best first, at
 * most RECOMMENDED_VACANCIES_MAX, or the nearest ones when none does (`nearest`), each with its
 * reasons (the same rule as 'Vagas Recomendadas'); `items` every other one,
 * newest first, in keyset pages on (created_at, id). The matching ids are worked out again on
 * every page — the rule is deterministic — and left out of every page of `items`, so no vacancy
 * shows twice. Three queries (two without a profile, four when nothing matches exactly): her profile, the
 * candidates (and the nearest ones), the page.
 */
export async function listVacancies(
  db: Executor,
  userId: string,
  query: VacancyListQuery,
): Promise<VacancyListPage> {
  const filters = listFilters(query);
  const preference = await activePreference(db, userId);
  const { nearest, rows: matching } = preference
    ? await recommendedMatches(db, userId, preference, filters, RECOMMENDED_VACANCIES_MAX, false)
    : { nearest: false, rows: [] };
  const matchingIds = matching.map((m) => m.row.id);
  const rows = await selectCards(db, userId)
    .where(
      and(
        openVacancy,
        ...filters,
        matchingIds.length > 0 ? notInArray(jobVacancies.id, matchingIds) : undefined,
        query.cursor ? olderThan(jobVacancies.createdAt, jobVacancies.id, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.key, id: r.id }));
  return {
    hasActivePreference: preference !== null,
    matching: query.cursor
      ? []
      : matching.map(({ row, match }) => ({ ...toCard(row), ...explanationOf(match) })),
    nearest: !query.cursor && nearest && matching.length > 0,
    items: page.rows.map(toCard),
    nextCursor: page.nextCursor,
  };
}

/**
 * GET /api/vacancies/managed ('Minhas Vagas'): one block per active company where her role may
 * manage vacancies, by name, with its counts, its average of applications per vacancy (one
 * decimal, rules/vacancies.ts) and all its vacancies newest first. Two queries: her companies,
 * then their vacancies.
 */
export async function listManagedVacancies(db: Executor, userId: string): Promise<ManagedCompanyVacancies[]> {
  const mine = await db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      role: companyAdmins.role,
    })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
    .where(
      and(
        eq(companyAdmins.userId, userId),
        roleAllows(companyAdmins.role, COMPANY_PERMISSIONS, 'manageVacancies'),
        eq(companies.isActive, true),
      ),
    )
    .orderBy(searchable(companies.name), companies.name, companies.id);
  if (mine.length === 0) return [];
  const rows = await selectCards(db, userId)
    .where(
      inArray(
        jobVacancies.companyId,
        mine.map((c) => c.id),
      ),
    )
    .orderBy(...newestFirst);
  const byCompany = new Map<string, VacancyCard[]>(mine.map((c) => [c.id, []]));
  for (const row of rows) byCompany.get(row.companyId)?.push(toCard(row));
  return mine.map((company) => {
    const vacancies = byCompany.get(company.id) ?? [];
    const applications = vacancies.reduce((sum, v) => sum + v.applicationCount, 0);
    return {
      company: { ...company, role: company.role as CompanyRole },
      activeCount: vacancies.filter((v) => v.isActive).length,
      totalCount: vacancies.length,
      averageApplications: averageApplicationsPerVacancy(applications, vacancies.length),
      vacancies,
    };
  });
}

/**
 * GET /api/companies/{id}/vacancies: the open vacancies of an active company, newest first
 * (404 'Empresa não encontrada.' otherwise). Two queries.
 */
export async function listCompanyVacancies(
  db: Executor,
  userId: string,
  companyId: string,
): Promise<VacancyCard[]> {
  if (!isUuid(companyId)) throw notFound(MSG.companies.notFound);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
    .limit(1);
  if (!company) throw notFound(MSG.companies.notFound);
  const rows = await selectCards(db, userId)
    .where(and(eq(jobVacancies.companyId, companyId), openVacancy))
    .orderBy(...newestFirst);
  return rows.map(toCard);
}
