import { describe, expect, it } from 'vitest';
import { dateRange, dateToMonth, displayMonth, isFullMonth, monthToDate } from './month.js';

describe('month dates', () => {
  it('accepts only a full year-month', () => {
    for (const ok of ['2024-03', '1999-12', '2026-01']) expect(isFullMonth(ok)).toBe(true);
    for (const bad of [
      '',
      null,
      undefined,
      '2024',
      '2024-',
      '2024-3',
      '2024-13',
      '2024-00',
      '24-03',
      '2024-03-01',
    ])
      expect(isFullMonth(bad)).toBe(false);
  });

  it('stores the first day of the month and shows the first 7 characters', () => {
    expect(monthToDate('2024-03')).toBe('2024-03-01');
    expect(dateToMonth('2024-03-01')).toBe('2024-03');
    expect(dateToMonth(null)).toBe('');
    expect(displayMonth('2024-03-01')).toBe('03/2024');
  });

  it("shows 'start - end' and 'Atual' without an end", () => {
    expect(dateRange('2020-01-01', '2023-06-01', 'Atual')).toBe('01/2020 - 06/2023');
    expect(dateRange('2020-01-01', null, 'Atual')).toBe('01/2020 - Atual');
  });
});
