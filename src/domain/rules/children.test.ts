import { describe, expect, it } from 'vitest';
import { ageInYears, childAges, childrenAgesSummary, childrenSummary } from './children.js';

const today = new Date(2026, 10, 21); // 21 Nov 2026

describe('childrenSummary', () => {
  it('lists ages from birth dates, youngest first', () => {
    expect(childrenSummary([{ birth_date: '2019-05-02' }, { birth_date: '2023-01-10' }], today)).toBe(
      'Possui 2 filhos de 3 e 7 anos',
    );
  });

  it('gives only the count when there are no birth dates', () => {
    expect(childrenSummary([{ birth_date: null }, { birth_date: null }], today)).toBe('Possui 2 filhos');
  });

  it('writes real plurals: one child, one year, a baby under one, three children', () => {
    expect(childrenSummary([{ birth_date: '2022-06-01' }], today)).toBe('Possui 1 filho de 4 anos');
    expect(childrenSummary([{ birth_date: '2025-06-01' }], today)).toBe('Possui 1 filho de 1 ano');
    expect(childrenSummary([{ birth_date: '2025-12-01' }], today)).toBe('Possui 1 filho de menos de 1 ano');
    expect(childrenSummary([{ birth_date: null }], today)).toBe('Possui 1 filho');
    expect(
      childrenSummary(
        [{ birth_date: '2010-01-01' }, { birth_date: '2015-06-30' }, { birth_date: '2020-11-22' }],
        today,
      ),
    ).toBe('Possui 3 filhos de 5, 11 e 16 anos');
  });

  it('gives a baby her own unit among older children', () => {
    expect(childrenAgesSummary([4, 0])).toBe('Possui 2 filhos de menos de 1 ano e 4 anos');
    expect(childrenAgesSummary([1, 3])).toBe('Possui 2 filhos de 1 e 3 anos');
  });

  it('counts every child but lists only the known ages', () => {
    expect(childrenSummary([{ birth_date: '2019-05-02' }, { birth_date: null }], today)).toBe(
      'Possui 2 filhos de 7 anos',
    );
  });

  it('is null without children', () => {
    expect(childrenSummary([], today)).toBeNull();
  });
});

describe('ageInYears', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageInYears('2020-11-21', today)).toBe(6);
    expect(ageInYears('2020-11-22', today)).toBe(5);
    expect(ageInYears('nonsense', today)).toBeNull();
    expect(ageInYears('2030-01-01', today)).toBeNull();
  });
});

describe('childrenAgesSummary', () => {
  it('reads the same summary from ages alone, as a public profile sends them', () => {
    expect(childAges([{ birth_date: '2019-05-02' }, { birth_date: null }], today)).toEqual([7, null]);
    expect(childrenAgesSummary([7, null, 3])).toBe('Possui 3 filhos de 3 e 7 anos');
    expect(childrenAgesSummary([])).toBeNull();
  });
});
