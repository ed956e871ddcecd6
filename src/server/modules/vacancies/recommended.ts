import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  employmentTypesFor,
  isBrazil,
  type PreferenceForMatch,
  REMOTE_WORK_MODEL,
  rankVacancies,
} from '../../../domain/rules/vacancy-match.js';
import type { RecommendedVacancy } from '../../../domain/schemas/posts.js';
import type { Executor } from '../../db/client.js';
import { jobVacancies, userJobPreferences } from '../../db/schema/index.js';
import { moneyFromColumn } from '../shared/money.js';
import { type CardRow, locationOf, openVacancy, selectCards } from './cards.js';

/** The feed's box shows two; /vagas may ask for more. */
export const RECOMMENDED_VACANCIES_DEFAULT = 2;
export const RECOMMENDED_VACANCIES_MAX = 20;
/** The newest open vacancies that pass the SQL pre-filter, scored in code. */
export const RECOMMENDATION_CANDIDATES = 200;

/** Her active job preference profile, as the matching rule reads it; null when she has none. */
export async function activePreference(db: Executor, userId: string): Promise<PreferenceForMatch | null> {
  const [row] = await db
    .select({
      preferredWorkModels: userJobPreferences.preferredWorkModels,
      preferredContractTypes: userJobPreferences.preferredContractTypes,
      preferredLocations: userJobPreferences.preferredLocations,
      minSalary: userJobPreferences.minSalary,
      maxSalary: userJobPreferences.maxSalary,
    })
    .from(userJobPreferences)
    .where(and(eq(userJobPreferences.userId, userId), eq(userJobPreferences.isActive, true)))
    .orderBy(desc(userJobPreferences.updatedAt), desc(userJobPreferences.id))
    .limit(1);
  if (!row) return null;
  return { ...row, minSalary: moneyFromColumn(row.minSalary), maxSalary: moneyFromColumn(row.maxSalary) };
}

/**
 * What SQL can refuse cheaply: the work models and contract types she set (a vacancy that does
 * not say stays in), and, when every Brazilian place of hers names a state, vacancies placed in
 * other states (remote ones stay in). The rule decides the rest: cities, salary, the score.
 */
export function candidateFilter(preference: PreferenceForMatch): SQL[] {
  const conditions: SQL[] = [];
  if (preference.preferredWorkModels.length > 0)
    conditions.push(
      or(
        isNull(jobVacancies.workModel),
        inArray(jobVacancies.workModel, [...preference.preferredWorkModels]),
      ) as SQL,
    );
  if (preference.preferredContractTypes.length > 0)
    conditions.push(
      or(
        isNull(jobVacancies.employmentType),
        inArray(jobVacancies.employmentType, employmentTypesFor(preference.preferredContractTypes)),
      ) as SQL,
    );
  const places = preference.preferredLocations;
  const brazilian = places.filter((p) => isBrazil(p.country));
  if (places.length > 0 && brazilian.every((p) => p.state)) {
    const states = [...new Set(brazilian.map((p) => (p.state as string).toUpperCase()))];
    conditions.push(
      or(
        eq(jobVacancies.workModel, REMOTE_WORK_MODEL),
        isNull(jobVacancies.state),
        ...(states.length > 0 ? [inArray(sql`upper(${jobVacancies.state})`, states)] : []),
      ) as SQL,
    );
  }
  return conditions;
}

/**
 * The open vacancies (of active companies) that suit her preference profile and pass `filters`,
 * best match first and newest first among equals, at most `limit`; as cards, with her
 * application's status. One query: at most RECOMMENDATION_CANDIDATES newest candidates that
 * pass the SQL pre-filter, scored in code. The one matching both 'Vagas Recomendadas' and
 * /vagas use, so they never disagree.
 */
export async function matchingVacancies(
  db: Executor,
  viewerId: string,
  preference: PreferenceForMatch,
  filters: readonly SQL[],
  limit: number,
): Promise<CardRow[]> {
  const candidates = await candidatesQuery(db, viewerId, preference, filters);
  return rankVacancies(candidates, preference).slice(0, limit);
}

/** The one statement of matchingVacancies (the bench explains it as sent). */
export function candidatesQuery(
  db: Executor,
  viewerId: string,
  preference: PreferenceForMatch,
  filters: readonly SQL[],
) {
  return selectCards(db, viewerId)
    .where(and(openVacancy, ...filters, ...candidateFilter(preference)))
    .orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id))
    .limit(RECOMMENDATION_CANDIDATES);
}

/**
 * 'Vagas Recomendadas': open vacancies that suit her active job preference profile, best match
 * first. Empty when she has no active profile or nothing suits. Two queries: her profile, then
 * the candidates.
 */
export async function recommendVacancies(
  db: Executor,
  userId: string,
  limit: number,
): Promise<RecommendedVacancy[]> {
  const preference = await activePreference(db, userId);
  if (!preference) return [];
  const rows = await matchingVacancies(db, userId, preference, [], limit);
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    companyId: v.companyId,
    companyName: v.companyName,
    companyLogoUrl: v.companyLogoUrl,
    location: v.location ?? locationOf(v.city, v.state),
    workModel: v.workModel,
    employmentType: v.employmentType,
    salaryRange: v.salaryRange,
    createdAt: v.createdAt.toISOString(),
  }));
}
