import { describe, expect, it } from 'vitest';
import { experienceYears, seniorityOf, seniorityYearBounds } from './seniority.js';

describe('seniority (talent search)', () => {
  it('is Júnior under 3 years, Pleno from 3 to 6, Sênior over 6', () => {
    expect(seniorityOf(0)).toBe('junior');
    expect(seniorityOf(2.99)).toBe('junior');
    expect(seniorityOf(3)).toBe('pleno');
    expect(seniorityOf(6)).toBe('pleno');
    expect(seniorityOf(6.01)).toBe('senior');
    expect(seniorityOf(20)).toBe('senior');
  });

  it('gives the bounds the server filters with, agreeing with the label', () => {
    const inside = (years: number, level: 'junior' | 'pleno' | 'senior') => {
      const b = seniorityYearBounds(level);
      const aboveMin = b.min === null || (b.minExclusive ? years > b.min : years >= b.min);
      const belowMax = b.max === null || (b.maxExclusive ? years < b.max : years <= b.max);
      return aboveMin && belowMax;
    };
    for (const years of [0, 1, 2.99, 3, 4.5, 6, 6.01, 10])
      for (const level of ['junior', 'pleno', 'senior'] as const)
        expect(inside(years, level)).toBe(seniorityOf(years) === level);
  });

  it('counts overlapping jobs once and a current job until today', () => {
    const years = experienceYears(
      [
        { startDate: '2020-01-01', endDate: '2021-12-31' },
        { startDate: '2021-01-01', endDate: null },
      ],
      '2023-12-31',
    );
    expect(years).toBeCloseTo(4, 1);
    expect(experienceYears([], '2024-01-01')).toBe(0);
  });
});
