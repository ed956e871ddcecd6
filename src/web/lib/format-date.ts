import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/**
 * A date in Brazilian Portuguese long format (SPEC §9): '2026-03-12' → '12 de março de 2026'.
 * parseISO reads a date-only string as a local date, so the day never shifts with the time zone
 * (new Date('2026-03-12') would be midnight UTC, i.e. the 11th in Brazil). An unreadable date
 * gives '' instead of throwing, so one bad row cannot break a page.
 */
export function formatLongDate(isoDate: string): string {
  const date = parseISO(isoDate);
  if (!isValid(date)) return '';
  return format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR });
}
