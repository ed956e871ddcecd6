import { FEED_COPY } from '../copy/feed.js';
import { MSG } from '../messages.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A month and a year as the distance counts them: 30 and 365 days. */
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

// The browser's own Intl speaks it: no date library (nor its locales) on the feed's first load.
const format = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });

/** An ISO 8601 date and time (with a zone or offset, or none), as the API writes them. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * How long ago something happened, in Brazilian Portuguese (SPEC §2 feed, 'Editado {relative
 * time}'): 'agora mesmo' under a minute, then 'há 5 minutos', 'há 1 hora', 'há 3 dias',
 * 'há 2 meses', 'há 1 ano'. Units are rounded down, so 'há 1 hora' means at least a full hour.
 * A date slightly in the future (the browser's clock behind the server's) reads 'agora mesmo'.
 * A date that cannot be read gives 'há algum tempo' (SPEC §8) instead of throwing, so one bad
 * row cannot break the feed.
 */
export function relativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date || Number.isNaN(now.getTime())) return MSG.common.someTimeAgo;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return FEED_COPY.time.justNow;
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < MONTH_MS) return format.format(-Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed < YEAR_MS) return format.format(-Math.floor(elapsed / MONTH_MS), 'month');
  return format.format(-Math.floor(elapsed / YEAR_MS), 'year');
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
