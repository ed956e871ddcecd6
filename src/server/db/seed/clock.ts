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
