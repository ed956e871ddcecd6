import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  employmentTypesFor,
  isBrazil,
  type PreferenceForMatch,
  REMOTE_WORK_MODEL,
  rankByMatch,
  rankVacancies,
  type VacancyMatch,
} from '../../../domain/rules/vacancy-match.js';
import type { RecommendedVacancies } from '../../../domain/schemas/posts.js';
import type { Executor } from '../../db/client.js';
import { jobRoles, jobVacancies, userJobPreferences } from '../../db/schema/index.js';
import { moneyFromColumn } from '../shared/money.js';
import { type CardRow, locationOf, openVacancy, selectCards } from './cards.js';

/** The feed's box shows two; /vagas may ask for more. */
export const RECOMMENDED_VACANCIES_DEFAULT = 2;
export const RECOMMENDED_VACANCIES_MAX = 20;
/** The newest open vacancies that pass the SQL pre-filter, scored in code. */
export const RECOMMENDATION_CANDIDATES = 200;
/** At most this many partial matches ('Próximas do seu perfil') follow her exact ones. */
export const NEAREST_VACANCIES_MAX = 5;

/**
 * Her active job preference profile, as the matching rule reads it (her roles with their names,
 * for the title fallback); null when she has none. One query.
 */
export async function activePreference(db: Executor, userId: string): Promise<PreferenceForMatch | null> {
  const [row] = await db
    .select({
      preferredWorkModels: userJobPreferences.preferredWorkModels,
      preferredContractTypes: userJobPreferences.preferredContractTypes,
      preferredLocations: userJobPreferences.preferredLocations,
      minSalary: userJobPreferences.minSalary,
      maxSalary: userJobPreferences.maxSalary,
      preferredRoles: sql<{ id: number; name: string }[] | string>`coalesce((
        select json_agg(json_build_object('id', ${jobRoles.id}, 'name', ${jobRoles.name}) order by ${jobRoles.id})
        from ${jobRoles} where ${jobRoles.id} = any(${userJobPreferences.preferredRoles})
      ), '[]'::json)`,
    })
    .from(userJobPreferences)
    .where(and(eq(userJobPreferences.userId, userId), eq(userJobPreferences.isActive, true)))
    .orderBy(desc(userJobPreferences.updatedAt), desc(userJobPreferences.id))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    minSalary: moneyFromColumn(row.minSalary),
    maxSalary: moneyFromColumn(row.maxSalary),
    preferredRoles:
      typeof row.preferredRoles === 'string' ? JSON.parse(row.preferredRoles) : row.preferredRoles,
  };
}

/**
 * What SQL can refuse cheaply (only what cannot match exactly): her roles (a vacancy without a
 * role stays in, for the title fallback), the work models and contract types she set (a vacancy
 * that does not say stays in), and, when every Brazilian place of hers names a state, vacancies placed in
 * other states (remote ones stay in). The rule decides the rest: cities, salary, the score.
 */
export function candidateFilter(preference: PreferenceForMatch): SQL[] {
  const conditions: SQL[] = [];
  const roles = preference.preferredRoles ?? [];
  if (roles.length > 0)
    conditions.push(
      or(
        isNull(jobVacancies.roleId),
        inArray(
          jobVacancies.roleId,
          roles.map((r) => r.id),
        ),
      ) as SQL,
    );
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

/** A recommended vacancy with why it is there. */
type MatchedRow = { row: CardRow; match: VacancyMatch };

/**
 * 'Para você' of /vagas and 'Vagas Recomendadas': her exact matches among the candidates, best
 * first, at most `limit`; then, while there is room (the feed's box; /vagas only when nothing
 * matches exactly, its other vacancies following anyway), the nearest open vacancies (at most
 * NEAREST_VACANCIES_MAX; 'Próximas do seu perfil'): the newest RECOMMENDATION_CANDIDATES open
 * ones passing `filters` (without her criteria), ranked by the same rule, keeping those that
 * meet at least one of her criteria and miss another. Each row says which (match.exact).
 * `nearest` when none matches exactly. Never samples. One query, two when there is room.
 */
export async function recommendedMatches(
  db: Executor,
  viewerId: string,
  preference: PreferenceForMatch,
  filters: readonly SQL[],
  limit: number,
  /** Whether the nearest ones follow her exact matches, or only stand in when there is none. */
  nearestAfterExact: boolean,
): Promise<{ nearest: boolean; rows: MatchedRow[] }> {
  const candidates = await candidatesQuery(db, viewerId, preference, filters);
  const exact = rankByMatch(candidates, preference)
    .filter((e) => e.match.exact)
    .slice(0, limit);
  const room =
    exact.length > 0 && !nearestAfterExact ? 0 : Math.min(limit - exact.length, NEAREST_VACANCIES_MAX);
  const near =
    room > 0
      ? rankByMatch(await nearestCandidatesQuery(db, viewerId, filters), preference)
          .filter((e) => !e.match.exact && e.match.reasons.some((r) => r.met))
          .slice(0, room)
      : [];
  return {
    nearest: exact.length === 0,
    rows: [...exact, ...near].map((e) => ({ row: e.vacancy, match: e.match })),
  };
}

/** The nearest ones' statement: the newest open vacancies passing `filters` (the bench explains it). */
export function nearestCandidatesQuery(db: Executor, viewerId: string, filters: readonly SQL[]) {
  return selectCards(db, viewerId)
    .where(and(openVacancy, ...filters))
    .orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id))
    .limit(RECOMMENDATION_CANDIDATES);
}

/** The reasons as the API sends them. */
export const explanationOf = (match: VacancyMatch) => ({ matchReasons: match.reasons, exact: match.exact });

/**
 * 'Vagas Recomendadas': her exact matches, best first, then the nearest open vacancies while
 * there is room; each with its reasons. Empty when she has no active profile. Two or three
 * queries: her profile, the candidates, the nearest ones.
 */
export async function recommendVacancies(
  db: Executor,
  userId: string,
  limit: number,
): Promise<RecommendedVacancies> {
  const preference = await activePreference(db, userId);
  if (!preference) return { hasActivePreference: false, nearest: false, items: [] };
  const { nearest, rows } = await recommendedMatches(db, userId, preference, [], limit, true);
  return {
    hasActivePreference: true,
    nearest,
    items: rows.map(({ row: v, match }) => ({
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
      ...explanationOf(match),
    })),
  };
}
