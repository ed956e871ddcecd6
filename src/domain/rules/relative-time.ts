import { formatDistanceStrict, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { FEED_COPY } from '../copy/feed.js';
import { MSG } from '../messages.js';

const MINUTE_MS = 60_000;

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
  if (!date || !isValid(now)) return MSG.common.someTimeAgo;
  if (now.getTime() - date.getTime() < MINUTE_MS) return FEED_COPY.time.justNow;
  return formatDistanceStrict(date, now, { addSuffix: true, locale: ptBR, roundingMethod: 'floor' });
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value.trim());
  return isValid(date) ? date : null;
}
