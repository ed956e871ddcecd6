// Demo timestamps are offsets from the moment of seeding, so the demo always looks recent.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function hoursAfter(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

export function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

export function earliest(...dates: Date[]): Date {
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}

/** Days of the week, as Date#getUTCDay numbers them. */
export const WEEKDAYS = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;
export type Weekday = keyof typeof WEEKDAYS;

/** Brasília keeps UTC−3 all year (no daylight saving time since 2019; domain/time-zone.ts). */
const BRASILIA_OFFSET_HOURS = 3;

/**
 * A wall-clock time in Brasília on the first `weekday` at least `afterDays` days from `now`
 * (negative: in the past), so demo events fall on a sensible day and hour whenever it is seeded.
 */
export function brasiliaAt(
  now: Date,
  at: { afterDays: number; weekday: Weekday; hour: number; minute?: number },
): Date {
  const local = new Date(now.getTime() + at.afterDays * DAY_MS - BRASILIA_OFFSET_HOURS * HOUR_MS);
  const shift = (WEEKDAYS[at.weekday] - local.getUTCDay() + 7) % 7;
  return new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + shift,
      at.hour + BRASILIA_OFFSET_HOURS,
      at.minute ?? 0,
    ),
  );
}
