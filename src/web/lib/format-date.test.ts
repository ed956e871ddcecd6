import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes the date in Brazilian Portuguese long format', () => {
    expect(formatLongDate('2026-03-12')).toBe('12 de março de 2026');
    expect(formatLongDate('2025-12-01')).toBe('1 de dezembro de 2025');
  });

  it('keeps the calendar day of a date-only string whatever the time zone', () => {
    expect(formatLongDate('2026-01-01')).toBe('1 de janeiro de 2026');
  });

  it('accepts a full timestamp', () => {
    expect(formatLongDate('2026-02-24T15:30:00')).toBe('24 de fevereiro de 2026');
  });

  it('reads a moment in Brasília time, whoever renders it', () => {
    // 01:30 UTC on the 1st is still the evening of the 31st in Brasília.
    expect(formatLongDate('2026-04-01T01:30:00.000Z')).toBe('31 de março de 2026');
    expect(formatLongDate('2026-04-01T12:00:00-03:00')).toBe('1 de abril de 2026');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatLongDate('2026-02-31')).toBe('');
    expect(formatLongDate('2026-13-01T10:00:00Z')).toBe('');
    expect(formatLongDate('ontem')).toBe('');
    expect(formatLongDate('')).toBe('');
  });
});
