import { BRASILIA_TIME_ZONE } from '@domain/time-zone';

// The form's dates and times are Brasília's wall clock ('2031-03-13' and '19:00'), whatever
// the browser's zone: the event happens in Brazil and every page says its time in Brasília.
// The offset is read from Intl's time-zone data for that very moment rather than written as
// -03:00, so a future change to Brazil's clocks is followed without a code change.

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRASILIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(at: Date): { date: string; time: string; utcMs: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}`;
  return { date, time, utcMs: Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) };
}

/** An instant as the form shows it: Brasília's date ('YYYY-MM-DD') and time ('HH:MM'). */
export function brasiliaParts(iso: string): { date: string; time: string } {
  const { date, time } = wallClock(new Date(iso));
  return { date, time };
}

/**
 * Brasília's date and time as an ISO instant ('…Z'); '' when either is missing or malformed, so
 * the schema answers with its own 'Informe uma data e hora válidas.'
 */
export function brasiliaInstant(date: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return '';
  const asUtc = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  if (Number.isNaN(asUtc)) return '';
  // The zone's offset at about that moment: the wall clock read there, minus the same numbers as UTC.
  const offset = wallClock(new Date(asUtc)).utcMs - asUtc;
  const instant = new Date(asUtc - offset);
  // A date such as 31 February rolls over; it is not what she typed.
  return brasiliaParts(instant.toISOString()).date === date ? instant.toISOString() : '';
}
