import { BRASILIA_TIME_ZONE } from '../time-zone.js';

// When an event happens, as every surface says it (issue 20): 'qui., 12 de março · 19h–21h'.
// Always Brasília time (America/Sao_Paulo), whoever reads it and wherever she is: the event is
// in Brazil, and the page says 'horário de Brasília' beside it. Brazil has kept no daylight
// saving time since 2019, so the offset is -03:00 all year; Intl's time-zone data says so.

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRASILIA_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});
const yearFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA_TIME_ZONE, year: 'numeric' });
const clockFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRASILIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '19h', '19h30', '0h': hours without a leading zero, minutes only when there are some. */
export function eventClock(at: Date): string {
  const parts = clockFormat.formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? '0');
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return minute === '00' ? `${hour}h` : `${hour}h${minute}`;
}

/** 'qui., 12 de março', with ' de 2027' when not in the year of `now`. */
export function eventDay(at: Date, now: Date = new Date()): string {
  const day = dayFormat.format(at);
  const year = yearFormat.format(at);
  return year === yearFormat.format(now) ? day : `${day} de ${year}`;
}

/**
 * 'qui., 12 de março · 19h–21h' for an event within one day (Brasília); across days,
 * 'qui., 12 de março, 19h – sáb., 14 de março, 18h'.
 */
export function eventWhen(startsAt: Date, endsAt: Date, now: Date = new Date()): string {
  const startDay = eventDay(startsAt, now);
  const endDay = eventDay(endsAt, now);
  if (startDay === endDay) return `${startDay} · ${eventClock(startsAt)}–${eventClock(endsAt)}`;
  return `${startDay}, ${eventClock(startsAt)} – ${endDay}, ${eventClock(endsAt)}`;
}
