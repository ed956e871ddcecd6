import { MATCH_COPY } from '../copy/vacancy-match.js';
import type { ContractType, EmploymentType } from '../enums.js';
import { DEFAULT_LOCATION_COUNTRY } from '../limits.js';

// Does a vacancy suit her job preference profile, how well, and why? One pure rule for the
// feed's 'Vagas Recomendadas' box, for /vagas and for her job alerts ('Matches explained',
// LGPD art. 20: every recommendation says which of her criteria it meets and which it misses).
//
// Criteria: area and role (her preferred_roles), work model, contract type, place and salary.
// A criterion she left empty accepts anything and gives no reason. A criterion she set is, for
// each vacancy, either met (a reason with `met: true`, and points to the score) or missed (a
// reason with `met: false`, no points) — except when the vacancy does not say (no work model,
// no contract type, no place, a salary that cannot be read): a vacancy without a work model is
// not "not remote", so that criterion gives neither a reason nor points.
//
// Area and role: met when the vacancy's role (job_vacancies.role_id) is one of hers. A vacancy
// without a role falls back to its title: met when the name of one of her roles appears in the
// title, both folded (accents and case ignored, spaces collapsed), e.g. role 'Analista de Dados'
// meets 'Analista de dados pleno'. A vacancy with another role, or a title naming none of her
// roles, misses it.
//
// Salary: missed as 'Faixa salarial abaixo da sua' when the vacancy's whole range is below her
// minimum, 'acima da sua' when above her maximum.
//
// Exact match: no criterion she set is missed. Ranking (rankByMatch): exact matches first, then
// by score (the points of the criteria met, MATCH_POINTS), then newest first among equals (the
// order given: callers pass vacancies newest first).

/** What the rule reads of a vacancy (job_vacancies columns). */
export type VacancyForMatch = {
  workModel: string | null;
  employmentType: string | null;
  /** UF of a Brazilian state. */
  state: string | null;
  city: string | null;
  /** Free text, e.g. 'R$ 5.000 - R$ 8.000'; see parseSalaryRange. */
  salaryRange: string | null;
  /** The title, for area and role when the vacancy has no role. */
  title?: string;
  /** Its role in the job taxonomy (job_roles id), when the company chose one. */
  roleId?: number | null;
};

/** What the rule reads of her profile (user_job_preferences columns). */
export type PreferenceForMatch = {
  preferredWorkModels: readonly string[];
  preferredContractTypes: readonly string[];
  preferredLocations: readonly { country: string; state: string | null; city: string | null }[];
  minSalary: number | null;
  maxSalary: number | null;
  /** Her preferred roles (user_job_preferences.preferred_roles) with their names. */
  preferredRoles?: readonly { id: number; name: string }[];
};

/**
 * Vacancies store their employment type as a code (SPEC §3: CLT, PJ, estagio, temporario,
 * freelancer); profiles store contract types as labels (CLT, PJ, Estágio, Temporário, Freelancer).
 */
export const CONTRACT_TYPE_OF_EMPLOYMENT: Readonly<Record<EmploymentType, ContractType>> = {
  CLT: 'CLT',
  PJ: 'PJ',
  estagio: 'Estágio',
  temporario: 'Temporário',
  freelancer: 'Freelancer',
};

/** The profile's contract type for a vacancy's employment type; null when unknown. */
export function contractTypeOf(employmentType: string | null): ContractType | null {
  if (employmentType === null || !Object.hasOwn(CONTRACT_TYPE_OF_EMPLOYMENT, employmentType)) return null;
  return CONTRACT_TYPE_OF_EMPLOYMENT[employmentType as EmploymentType];
}

/** The vacancy employment types that satisfy the given contract types (for a SQL pre-filter). */
export function employmentTypesFor(contractTypes: readonly string[]): EmploymentType[] {
  return (Object.keys(CONTRACT_TYPE_OF_EMPLOYMENT) as EmploymentType[]).filter((code) =>
    contractTypes.includes(CONTRACT_TYPE_OF_EMPLOYMENT[code]),
  );
}

export const REMOTE_WORK_MODEL = 'Remoto';

/** Points a confirmed criterion adds to the score. */
export const MATCH_POINTS = {
  role: 3,
  workModel: 2,
  contractType: 2,
  salary: 2,
  /** The more precisely her preferred place is confirmed, the more it counts. */
  city: 3,
  state: 2,
  country: 1,
  /** A remote vacancy suits any place she named. */
  remote: 2,
} as const;

/** A monthly amount range in BRL; `max` is Infinity when open ('a partir de R$ 5.000'). */
export type SalaryRange = { min: number; max: number };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Amounts that are not a monthly salary in reais: these ranges are not compared at all. */
const NOT_MONTHLY_BRL =
  /\b(hora|horas|h|dia|dias|diaria|semana|semanal|quinzena|projeto|job|ano|anual|anuais)\b|us\$|usd|eur|€|£/;
const AMOUNT = /(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?:\s*(mil|k)\b)?/g;
const UP_TO = /\bate\b/;
const FROM = /\b(a partir de|acima de|desde|minimo de|mais de)\b/;

/**
 * A vacancy's free-text salary read leniently: 'R$ 5.000 - R$ 8.000', '5.000 a 8.000',
 * 'R$ 5k-8k', 'R$ 7.500,00', 'até R$ 8.000', 'a partir de R$ 5 mil'. Null when there is nothing
 * to compare ('A combinar'), when it is not a monthly BRL amount ('R$ 80 por hora',
 * 'R$ 12.000 por projeto', 'US$ 3.000'), or when it names more than two amounts.
 */
export function parseSalaryRange(text: string | null): SalaryRange | null {
  if (!text) return null;
  const folded = fold(text);
  if (NOT_MONTHLY_BRL.test(folded)) return null;
  const amounts: number[] = [];
  for (const m of folded.matchAll(AMOUNT)) {
    const whole = Number((m[1] ?? '').replace(/\./g, ''));
    const value = (whole + (m[2] ? Number(`0.${m[2]}`) : 0)) * (m[3] ? 1000 : 1);
    if (value > 0) amounts.push(value);
  }
  if (amounts.length === 2) {
    const [a, b] = amounts as [number, number];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  if (amounts.length !== 1) return null;
  const amount = amounts[0]!;
  if (UP_TO.test(folded)) return { min: 0, max: amount };
  if (FROM.test(folded)) return { min: amount, max: Number.POSITIVE_INFINITY };
  return { min: amount, max: amount };
}

/** Vacancies are placed by UF: only a Brazilian place of hers can hold a vacancy with a state. */
export const isBrazil = (country: string) =>
  fold(country) === fold(DEFAULT_LOCATION_COUNTRY) || fold(country) === 'brazil';
const same = (a: string, b: string) => fold(a) === fold(b);

/** One criterion she set, as the vacancy meets or misses it. */
export type MatchCriterion = 'role' | 'workModel' | 'contractType' | 'place' | 'salary';
export type MatchReason = { criterion: MatchCriterion; met: boolean; label: string };
export type VacancyMatch = {
  /** The points of the criteria met. */
  score: number;
  /** No criterion she set is missed. */
  exact: boolean;
  /** In the order role, work model, contract type, place, salary. */
  reasons: MatchReason[];
};

/** A criterion's verdict: points when met, a reason (or none when the vacancy does not say). */
type Verdict = { points: number; reason: MatchReason | null };
const SILENT: Verdict = { points: 0, reason: null };
const met = (criterion: MatchCriterion, label: string, points: number): Verdict => ({
  points,
  reason: { criterion, met: true, label },
});
const missed = (criterion: MatchCriterion, label: string): Verdict => ({
  points: 0,
  reason: { criterion, met: false, label },
});

const words = (text: string) =>
  ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Does the title name the role? Whole words, accents and case ignored. */
export function titleNamesRole(title: string, roleName: string): boolean {
  const role = words(roleName);
  return role.trim().length > 0 && words(title).includes(role);
}

function roleVerdict(vacancy: VacancyForMatch, preference: PreferenceForMatch): Verdict {
  const roles = preference.preferredRoles ?? [];
  if (roles.length === 0) return SILENT;
  const ok =
    vacancy.roleId !== null && vacancy.roleId !== undefined
      ? roles.some((r) => r.id === vacancy.roleId)
      : roles.some((r) => titleNamesRole(vacancy.title ?? '', r.name));
  return ok
    ? met('role', MATCH_COPY.reasons.role, MATCH_POINTS.role)
    : missed('role', MATCH_COPY.reasons.roleMissed);
}

function listVerdict(
  criterion: MatchCriterion,
  wanted: readonly string[],
  value: string | null,
  points: number,
): Verdict {
  if (wanted.length === 0 || value === null) return SILENT;
  return wanted.includes(value) ? met(criterion, value, points) : missed(criterion, value);
}

/** The place: points by how precisely it is confirmed; missed when in none of her places. */
function placeVerdict(vacancy: VacancyForMatch, preference: PreferenceForMatch): Verdict {
  if (preference.preferredLocations.length === 0) return SILENT;
  if (vacancy.workModel === REMOTE_WORK_MODEL)
    return met('place', MATCH_COPY.reasons.place, MATCH_POINTS.remote);
  if (!vacancy.state && !vacancy.city) return SILENT;
  let best: number | null = null;
  for (const place of preference.preferredLocations) {
    if (vacancy.state && !isBrazil(place.country)) continue;
    if (place.state && vacancy.state && !same(place.state, vacancy.state)) continue;
    if (place.city && vacancy.city && !same(place.city, vacancy.city)) continue;
    const points =
      place.city && vacancy.city
        ? MATCH_POINTS.city
        : place.state && vacancy.state
          ? MATCH_POINTS.state
          : MATCH_POINTS.country;
    best = Math.max(best ?? 0, points);
  }
  return best === null
    ? missed('place', MATCH_COPY.reasons.placeMissed)
    : met('place', MATCH_COPY.reasons.place, best);
}

/** The salary, when both her range and the vacancy's are known. */
function salaryVerdict(vacancy: VacancyForMatch, preference: PreferenceForMatch): Verdict {
  if (preference.minSalary === null && preference.maxSalary === null) return SILENT;
  const offered = parseSalaryRange(vacancy.salaryRange);
  if (!offered) return SILENT;
  const wantedMin = preference.minSalary ?? 0;
  const wantedMax = preference.maxSalary ?? Number.POSITIVE_INFINITY;
  if (offered.max < wantedMin) return missed('salary', MATCH_COPY.reasons.salaryBelow);
  if (offered.min > wantedMax) return missed('salary', MATCH_COPY.reasons.salaryAbove);
  return met('salary', MATCH_COPY.reasons.salary, MATCH_POINTS.salary);
}

/** Why the vacancy suits her or not: its score, whether it is exact, and one reason per criterion. */
export function explainVacancyMatch(vacancy: VacancyForMatch, preference: PreferenceForMatch): VacancyMatch {
  const verdicts = [
    roleVerdict(vacancy, preference),
    listVerdict('workModel', preference.preferredWorkModels, vacancy.workModel, MATCH_POINTS.workModel),
    listVerdict(
      'contractType',
      preference.preferredContractTypes,
      contractTypeOf(vacancy.employmentType),
      MATCH_POINTS.contractType,
    ),
    placeVerdict(vacancy, preference),
    salaryVerdict(vacancy, preference),
  ];
  const reasons = verdicts.flatMap((v) => (v.reason ? [v.reason] : []));
  return {
    score: verdicts.reduce((sum, v) => sum + v.points, 0),
    exact: reasons.every((r) => r.met),
    reasons,
  };
}

/** The reasons as one line for a card: 'Área e cargo ✓ · Remoto ✓ · Faixa salarial abaixo da sua'. */
export function matchReasonsLine(reasons: readonly Pick<MatchReason, 'met' | 'label'>[]): string {
  return reasons
    .map((r) => (r.met ? `${r.label} ${MATCH_COPY.metMark}` : r.label))
    .join(MATCH_COPY.separator);
}

/**
 * How well the vacancy suits her profile: null when it does not match exactly (a criterion she
 * set is missed), otherwise its score (0 = suits her, but confirms nothing she asked for).
 */
export function vacancyMatchScore(vacancy: VacancyForMatch, preference: PreferenceForMatch): number | null {
  const match = explainVacancyMatch(vacancy, preference);
  return match.exact ? match.score : null;
}

export function vacancyMatches(vacancy: VacancyForMatch, preference: PreferenceForMatch): boolean {
  return vacancyMatchScore(vacancy, preference) !== null;
}

/**
 * Every vacancy with its match, ranked: exact matches first, then by score, and among equals in
 * the given order (so vacancies given newest first come out newest first among equals).
 */
export function rankByMatch<V extends VacancyForMatch>(
  vacancies: readonly V[],
  preference: PreferenceForMatch,
): { vacancy: V; match: VacancyMatch }[] {
  return vacancies
    .map((vacancy, index) => ({ vacancy, index, match: explainVacancyMatch(vacancy, preference) }))
    .sort(
      (a, b) =>
        Number(b.match.exact) - Number(a.match.exact) || b.match.score - a.match.score || a.index - b.index,
    )
    .map(({ vacancy, match }) => ({ vacancy, match }));
}

/** The vacancies that match her exactly, best first (rankByMatch without the partial ones). */
export function rankVacancies<V extends VacancyForMatch>(
  vacancies: readonly V[],
  preference: PreferenceForMatch,
): V[] {
  return rankByMatch(vacancies, preference)
    .filter((entry) => entry.match.exact)
    .map((entry) => entry.vacancy);
}
