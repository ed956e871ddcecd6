import type { ContractType, EmploymentType } from '../enums.js';
import { DEFAULT_LOCATION_COUNTRY } from '../limits.js';

// Does a vacancy suit her job preference profile, and how well? One pure rule for the feed's
// 'Vagas Recomendadas' box and for /vagas.
//
// A criterion she left empty accepts anything. A criterion she set rejects a vacancy that says
// otherwise, but not one that says nothing (a vacancy without a work model is not "not remote");
// such a vacancy simply scores lower than one that confirms the criterion.

/** What the rule reads of a vacancy (job_vacancies columns). */
export type VacancyForMatch = {
  workModel: string | null;
  employmentType: string | null;
  /** UF of a Brazilian state. */
  state: string | null;
  city: string | null;
  /** Free text, e.g. 'R$ 5.000 - R$ 8.000'; see parseSalaryRange. */
  salaryRange: string | null;
};

/** What the rule reads of her profile (user_job_preferences columns). */
export type PreferenceForMatch = {
  preferredWorkModels: readonly string[];
  preferredContractTypes: readonly string[];
  preferredLocations: readonly { country: string; state: string | null; city: string | null }[];
  minSalary: number | null;
  maxSalary: number | null;
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

/** Points for the place; null when she named places and the vacancy is in none of them. */
function locationPoints(vacancy: VacancyForMatch, preference: PreferenceForMatch): number | null {
  if (preference.preferredLocations.length === 0) return 0;
  if (vacancy.workModel === REMOTE_WORK_MODEL) return MATCH_POINTS.remote;
  if (!vacancy.state && !vacancy.city) return 0;
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
  return best;
}

/** Points for the salary; null when both ranges are known and do not overlap. */
function salaryPoints(vacancy: VacancyForMatch, preference: PreferenceForMatch): number | null {
  if (preference.minSalary === null && preference.maxSalary === null) return 0;
  const offered = parseSalaryRange(vacancy.salaryRange);
  if (!offered) return 0;
  const wantedMin = preference.minSalary ?? 0;
  const wantedMax = preference.maxSalary ?? Number.POSITIVE_INFINITY;
  return offered.max >= wantedMin && offered.min <= wantedMax ? MATCH_POINTS.salary : null;
}

/** Points for a list criterion: 0 when she left it empty or the vacancy does not say. */
function listPoints(wanted: readonly string[], value: string | null, points: number): number | null {
  if (wanted.length === 0 || value === null) return 0;
  return wanted.includes(value) ? points : null;
}

/**
 * How well the vacancy suits her profile: null when it does not (a criterion she set is
 * contradicted), otherwise the sum of the points of the criteria it confirms (0 = suits her,
 * but confirms nothing she asked for).
 */
export function vacancyMatchScore(vacancy: VacancyForMatch, preference: PreferenceForMatch): number | null {
  const parts = [
    listPoints(preference.preferredWorkModels, vacancy.workModel, MATCH_POINTS.workModel),
    listPoints(
      preference.preferredContractTypes,
      contractTypeOf(vacancy.employmentType),
      MATCH_POINTS.contractType,
    ),
    locationPoints(vacancy, preference),
    salaryPoints(vacancy, preference),
  ];
  let score = 0;
  for (const part of parts) {
    if (part === null) return null;
    score += part;
  }
  return score;
}

export function vacancyMatches(vacancy: VacancyForMatch, preference: PreferenceForMatch): boolean {
  return vacancyMatchScore(vacancy, preference) !== null;
}

/**
 * The vacancies that suit her, best first. Equal scores keep the given order, so vacancies
 * given newest first come out newest first among equals.
 */
export function rankVacancies<V extends VacancyForMatch>(
  vacancies: readonly V[],
  preference: PreferenceForMatch,
): V[] {
  return vacancies
    .map((vacancy, index) => ({ vacancy, index, score: vacancyMatchScore(vacancy, preference) }))
    .filter((entry): entry is { vacancy: V; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.vacancy);
}
