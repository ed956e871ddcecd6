import { SENIORITY_YEARS } from '../limits.js';

/**
 * Seniority in the talent search ('Encontrar uma profissional'), from the years of her jobs:
 * Júnior under 3 years, Pleno from 3 to 6, Sênior over 6 (SENIORITY_YEARS). The years are the
 * length of the union of her jobs' periods (a current job runs to today; overlapping jobs count
 * once; career breaks do not count), in days over 365.25 — the server computes the same union in
 * SQL (modules/talent) and filters with `seniorityYearBounds`, so the filter and the label agree.
 */
export const SENIORITY_LEVELS = ['junior', 'pleno', 'senior'] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

export const DAYS_PER_YEAR = 365.25;

export function seniorityOf(years: number): SeniorityLevel {
  if (years < SENIORITY_YEARS.pleno) return 'junior';
  if (years <= SENIORITY_YEARS.senior) return 'pleno';
  return 'senior';
}

/** The years a level spans: min included, max included (null: no bound); `minExclusive` for Sênior. */
export function seniorityYearBounds(level: SeniorityLevel): {
  min: number | null;
  minExclusive: boolean;
  max: number | null;
  maxExclusive: boolean;
} {
  if (level === 'junior')
    return { min: null, minExclusive: false, max: SENIORITY_YEARS.pleno, maxExclusive: true };
  if (level === 'pleno')
    return {
      min: SENIORITY_YEARS.pleno,
      minExclusive: false,
      max: SENIORITY_YEARS.senior,
      maxExclusive: false,
    };
  return { min: SENIORITY_YEARS.senior, minExclusive: true, max: null, maxExclusive: false };
}

type Period = { startDate: string; endDate: string | null };

/**
 * Years of experience from her jobs' periods (YYYY-MM-DD; no end: until `today`), overlaps
 * counted once. Mirrors the SQL: each period is the date range [start, end] inclusive.
 */
export function experienceYears(periods: readonly Period[], today: string): number {
  const ranges = periods
    .map((p) => ({ start: Date.parse(p.startDate), end: Date.parse(p.endDate ?? today) + 86_400_000 }))
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end) && r.end > r.start)
    .sort((a, b) => a.start - b.start);
  let days = 0;
  let current: { start: number; end: number } | null = null;
  for (const range of ranges) {
    if (current && range.start <= current.end) current.end = Math.max(current.end, range.end);
    else {
      if (current) days += (current.end - current.start) / 86_400_000;
      current = { ...range };
    }
  }
  if (current) days += (current.end - current.start) / 86_400_000;
  return days / DAYS_PER_YEAR;
}
