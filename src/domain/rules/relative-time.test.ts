import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = new Date('2026-03-12T15:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("says 'agora mesmo' under a minute, and for a date slightly in the future", () => {
    expect(relativeTime(ago(0), now)).toBe('agora mesmo');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('agora mesmo');
    expect(relativeTime(ago(-30 * SECOND), now)).toBe('agora mesmo');
  });

  it('counts minutes, rounding down', () => {
    expect(relativeTime(ago(MINUTE), now)).toBe('há 1 minuto');
    expect(relativeTime(ago(90 * SECOND), now)).toBe('há 1 minuto');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('há 59 minutos');
  });

  it('counts hours, days, months and years in pt-BR', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('há 1 hora');
    expect(relativeTime(ago(5 * HOUR + 40 * MINUTE), now)).toBe('há 5 horas');
    expect(relativeTime(ago(DAY), now)).toBe('há 1 dia');
    expect(relativeTime(ago(3 * DAY), now)).toBe('há 3 dias');
    expect(relativeTime(ago(45 * DAY), now)).toBe('há 1 mês');
    expect(relativeTime(ago(100 * DAY), now)).toBe('há 3 meses');
    expect(relativeTime(ago(400 * DAY), now)).toBe('há 1 ano');
    expect(relativeTime(ago(2 * 365 * DAY + 100 * DAY), now)).toBe('há 2 anos');
  });

  it('accepts Date objects and ISO strings with an offset', () => {
    expect(relativeTime(new Date(now.getTime() - 2 * HOUR), now)).toBe('há 2 horas');
    expect(relativeTime('2026-03-12T11:00:00-03:00', now)).toBe('há 1 hora');
  });

  it("gives 'há algum tempo' when the date cannot be read", () => {
    for (const bad of ['', '   ', 'ontem', '2026-13-45T99:00:00Z', null, undefined, new Date(Number.NaN)]) {
      expect(relativeTime(bad, now)).toBe('há algum tempo');
    }
    expect(relativeTime(ago(HOUR), new Date(Number.NaN))).toBe('há algum tempo');
  });

  it('uses the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 10 * MINUTE).toISOString())).toBe('há 10 minutos');
  });
});
