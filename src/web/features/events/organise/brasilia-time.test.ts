import { describe, expect, it } from 'vitest';
import { brasiliaInstant, brasiliaParts } from './brasilia-time';

describe('Brasília wall clock ↔ instants', () => {
  it('reads 19:00 in Brasília as 22:00 UTC, whatever the browser’s zone', () => {
    expect(brasiliaInstant('2031-03-13', '19:00')).toBe('2031-03-13T22:00:00.000Z');
    // Late evening in Brasília is already the next day in UTC.
    expect(brasiliaInstant('2031-12-31', '22:30')).toBe('2032-01-01T01:30:00.000Z');
  });

  it('shows an instant as Brasília’s date and time', () => {
    expect(brasiliaParts('2031-03-13T22:00:00.000Z')).toEqual({ date: '2031-03-13', time: '19:00' });
    expect(brasiliaParts('2032-01-01T01:30:00Z')).toEqual({ date: '2031-12-31', time: '22:30' });
  });

  it('answers nothing for a missing or impossible date or time', () => {
    expect(brasiliaInstant('', '19:00')).toBe('');
    expect(brasiliaInstant('2031-03-13', '')).toBe('');
    expect(brasiliaInstant('2031-02-31', '10:00')).toBe('');
  });
});
