import { BRASILIA_TIME_ZONE } from '@domain/time-zone';

/** The time zone a moment's calendar day is read in: the national reference, Brasília time. */
export const DISPLAY_TIME_ZONE = BRASILIA_TIME_ZONE;

const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
const inBrasilia = longDate(DISPLAY_TIME_ZONE);
const asWritten = longDate('UTC');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A date in Brazilian Portuguese long format (SPEC §9): '2026-03-12' → '12 de março de 2026'.
 * A calendar date (or a timestamp without a zone) keeps its day as written; a moment is read in
 * Brasília time, never in the zone of whoever renders it: the server renders public pages
 * (issue 14) and the browser must write the same day when it takes over. An unreadable date
 * gives '' instead of throwing, so one bad row cannot break a page.
 */
export function formatLongDate(isoDate: string): string {
  if (WITH_ZONE.test(isoDate)) {
    const moment = new Date(isoDate);
    return Number.isNaN(moment.getTime()) ? '' : inBrasilia.format(moment);
  }
  const day = DATE_ONLY.exec(isoDate.slice(0, 10));
  if (!day) return '';
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  // Date.UTC rolls 2026-02-31 over to March: a day that does not exist is unreadable.
  if (date.getUTCDate() !== Number(day[3]) || date.getUTCMonth() !== Number(day[2]) - 1) return '';
  return asWritten.format(date);
}
