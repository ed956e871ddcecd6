import { describe, expect, it } from 'vitest';
import {
  contractTypeOf,
  employmentTypesFor,
  MATCH_POINTS,
  type PreferenceForMatch,
  parseSalaryRange,
  rankVacancies,
  type VacancyForMatch,
  vacancyMatches,
  vacancyMatchScore,
} from './vacancy-match.js';

const vacancy = (overrides: Partial<VacancyForMatch> = {}): VacancyForMatch => ({
  workModel: null,
  employmentType: null,
  state: null,
  city: null,
  salaryRange: null,
  ...overrides,
});

const anything: PreferenceForMatch = {
  preferredWorkModels: [],
  preferredContractTypes: [],
  preferredLocations: [],
  minSalary: null,
  maxSalary: null,
};
const preference = (overrides: Partial<PreferenceForMatch> = {}): PreferenceForMatch => ({
  ...anything,
  ...overrides,
});

describe('parseSalaryRange', () => {
  it('reads the ways vacancies write a monthly range', () => {
    const cases: [string, { min: number; max: number }][] = [
      ['R$ 5.000 - R$ 8.000', { min: 5000, max: 8000 }],
      ['R$ 14.000 - R$ 19.000', { min: 14000, max: 19000 }],
      ['5.000 a 8.000', { min: 5000, max: 8000 }],
      ['R$5000-R$8000', { min: 5000, max: 8000 }],
      ['R$ 7.500,00 – R$ 9.000,50', { min: 7500, max: 9000.5 }],
      ['R$ 5k - 8k', { min: 5000, max: 8000 }],
      ['de R$ 5 mil a R$ 8 mil por mês', { min: 5000, max: 8000 }],
      ['R$ 8.000 - R$ 5.000', { min: 5000, max: 8000 }],
      ['R$ 2.200', { min: 2200, max: 2200 }],
      ['R$ 3.500 mensais', { min: 3500, max: 3500 }],
      ['Até R$ 8.000', { min: 0, max: 8000 }],
    ];
    for (const [text, range] of cases) expect(parseSalaryRange(text), text).toEqual(range);
    expect(parseSalaryRange('A partir de R$ 5.000')).toEqual({ min: 5000, max: Number.POSITIVE_INFINITY });
  });

  it('gives up on what it cannot compare', () => {
    for (const text of [
      null,
      '',
      'A combinar',
      'Competitivo',
      'R$ 12.000 por projeto',
      'R$ 80 por hora',
      'R$ 50/h',
      'R$ 120.000 por ano',
      'US$ 3.000 - US$ 4.000',
      'R$ 5.000, R$ 6.000 ou R$ 7.000',
      'R$ 0',
    ]) {
      expect(parseSalaryRange(text), String(text)).toBeNull();
    }
  });
});

describe('employment types and contract types', () => {
  it('maps every vacancy code onto the profile label', () => {
    expect(contractTypeOf('CLT')).toBe('CLT');
    expect(contractTypeOf('PJ')).toBe('PJ');
    expect(contractTypeOf('estagio')).toBe('Estágio');
    expect(contractTypeOf('temporario')).toBe('Temporário');
    expect(contractTypeOf('freelancer')).toBe('Freelancer');
    expect(contractTypeOf(null)).toBeNull();
    expect(contractTypeOf('toString')).toBeNull();
  });

  it('maps labels back to codes for a pre-filter', () => {
    expect(employmentTypesFor(['Estágio', 'PJ'])).toEqual(['PJ', 'estagio']);
    expect(employmentTypesFor([])).toEqual([]);
  });
});

describe('vacancyMatches / vacancyMatchScore', () => {
  it('an empty profile accepts every vacancy, scoring nothing', () => {
    const full = vacancy({
      workModel: 'Presencial',
      employmentType: 'PJ',
      state: 'SP',
      city: 'Campinas',
      salaryRange: 'R$ 1.000',
    });
    expect(vacancyMatchScore(full, anything)).toBe(0);
    expect(vacancyMatchScore(vacancy(), anything)).toBe(0);
  });

  it('work model: in her list, or any when the list is empty', () => {
    const wants = preference({ preferredWorkModels: ['Remoto', 'Híbrido'] });
    expect(vacancyMatchScore(vacancy({ workModel: 'Híbrido' }), wants)).toBe(MATCH_POINTS.workModel);
    expect(vacancyMatches(vacancy({ workModel: 'Presencial' }), wants)).toBe(false);
    // A vacancy that does not say is not refused, only not preferred.
    expect(vacancyMatchScore(vacancy({ workModel: null }), wants)).toBe(0);
  });

  it('contract type: the vacancy code is compared as the profile label', () => {
    const wants = preference({ preferredContractTypes: ['Estágio', 'Temporário'] });
    expect(vacancyMatchScore(vacancy({ employmentType: 'estagio' }), wants)).toBe(MATCH_POINTS.contractType);
    expect(vacancyMatches(vacancy({ employmentType: 'temporario' }), wants)).toBe(true);
    expect(vacancyMatches(vacancy({ employmentType: 'CLT' }), wants)).toBe(false);
    expect(vacancyMatches(vacancy({ employmentType: 'freelancer' }), wants)).toBe(false);
    expect(vacancyMatchScore(vacancy({ employmentType: null }), wants)).toBe(0);
  });

  it('location: state and city, accents and case ignored; more precise scores higher', () => {
    const wants = preference({
      preferredLocations: [
        { country: 'Brasil', state: 'SP', city: 'São Paulo' },
        { country: 'Brasil', state: 'PE', city: null },
      ],
    });
    expect(vacancyMatchScore(vacancy({ state: 'SP', city: 'sao paulo' }), wants)).toBe(MATCH_POINTS.city);
    expect(vacancyMatchScore(vacancy({ state: 'pe', city: 'Recife' }), wants)).toBe(MATCH_POINTS.state);
    expect(vacancyMatches(vacancy({ state: 'SP', city: 'Campinas' }), wants)).toBe(false);
    expect(vacancyMatches(vacancy({ state: 'RJ', city: 'Rio de Janeiro' }), wants)).toBe(false);
    // Only the state known: it is in a state she named.
    expect(vacancyMatchScore(vacancy({ state: 'SP' }), wants)).toBe(MATCH_POINTS.state);
    // Nothing known about the place: not refused.
    expect(vacancyMatchScore(vacancy(), wants)).toBe(0);
  });

  it('location: a country-only place takes any Brazilian vacancy; a foreign one none', () => {
    const brazil = preference({ preferredLocations: [{ country: 'brasil', state: null, city: null }] });
    expect(vacancyMatchScore(vacancy({ state: 'CE', city: 'Fortaleza' }), brazil)).toBe(MATCH_POINTS.country);
    const abroad = preference({ preferredLocations: [{ country: 'Portugal', state: null, city: 'Lisboa' }] });
    expect(vacancyMatches(vacancy({ state: 'CE', city: 'Fortaleza' }), abroad)).toBe(false);
  });

  it('location: a remote vacancy suits any place', () => {
    const wants = preference({
      preferredLocations: [{ country: 'Brasil', state: 'RS', city: 'Porto Alegre' }],
    });
    expect(vacancyMatchScore(vacancy({ workModel: 'Remoto', state: 'SP', city: 'São Paulo' }), wants)).toBe(
      MATCH_POINTS.remote,
    );
    expect(vacancyMatches(vacancy({ workModel: 'Híbrido', state: 'SP', city: 'São Paulo' }), wants)).toBe(
      false,
    );
  });

  it('salary: ranges must overlap when both are known', () => {
    const wants = preference({ minSalary: 7000, maxSalary: 12000 });
    expect(vacancyMatchScore(vacancy({ salaryRange: 'R$ 5.000 - R$ 8.000' }), wants)).toBe(
      MATCH_POINTS.salary,
    );
    expect(vacancyMatches(vacancy({ salaryRange: 'R$ 12.000 - R$ 15.000' }), wants)).toBe(true);
    expect(vacancyMatches(vacancy({ salaryRange: 'R$ 3.000 - R$ 6.999' }), wants)).toBe(false);
    expect(vacancyMatches(vacancy({ salaryRange: 'R$ 12.500' }), wants)).toBe(false);
    // Unreadable or absent: not compared.
    expect(vacancyMatchScore(vacancy({ salaryRange: 'A combinar' }), wants)).toBe(0);
    expect(vacancyMatchScore(vacancy({ salaryRange: 'R$ 2.000 por projeto' }), wants)).toBe(0);
    expect(vacancyMatchScore(vacancy({ salaryRange: null }), wants)).toBe(0);
  });

  it('salary: one bound of hers is enough', () => {
    expect(vacancyMatches(vacancy({ salaryRange: 'R$ 4.000' }), preference({ minSalary: 5000 }))).toBe(false);
    expect(vacancyMatches(vacancy({ salaryRange: 'R$ 40.000' }), preference({ minSalary: 5000 }))).toBe(true);
    expect(vacancyMatches(vacancy({ salaryRange: 'R$ 9.000' }), preference({ maxSalary: 8000 }))).toBe(false);
    expect(vacancyMatches(vacancy({ salaryRange: 'Até R$ 9.000' }), preference({ maxSalary: 8000 }))).toBe(
      true,
    );
  });

  it('one contradicted criterion is enough to refuse; confirmed ones add up', () => {
    const wants = preference({
      preferredWorkModels: ['Híbrido'],
      preferredContractTypes: ['CLT'],
      preferredLocations: [{ country: 'Brasil', state: 'PE', city: 'Recife' }],
      minSalary: 7000,
      maxSalary: null,
    });
    const recife = vacancy({
      workModel: 'Híbrido',
      employmentType: 'CLT',
      state: 'PE',
      city: 'Recife',
      salaryRange: 'R$ 8.000 - R$ 11.000',
    });
    expect(vacancyMatchScore(recife, wants)).toBe(
      MATCH_POINTS.workModel + MATCH_POINTS.contractType + MATCH_POINTS.city + MATCH_POINTS.salary,
    );
    expect(vacancyMatches({ ...recife, employmentType: 'PJ' }, wants)).toBe(false);
    expect(vacancyMatches({ ...recife, city: 'Olinda' }, wants)).toBe(false);
    expect(vacancyMatches({ ...recife, salaryRange: 'R$ 3.000' }, wants)).toBe(false);
    expect(vacancyMatches({ ...recife, workModel: 'Presencial' }, wants)).toBe(false);
  });
});

describe('rankVacancies', () => {
  it('drops what does not suit her, best first, keeping the given (newest first) order among equals', () => {
    const wants = preference({ preferredWorkModels: ['Remoto'], preferredContractTypes: ['CLT'] });
    const list = [
      { id: 'a', ...vacancy({ workModel: 'Remoto' }) },
      { id: 'b', ...vacancy({ workModel: 'Presencial', employmentType: 'CLT' }) },
      { id: 'c', ...vacancy({ workModel: 'Remoto', employmentType: 'CLT' }) },
      { id: 'd', ...vacancy() },
      { id: 'e', ...vacancy({ employmentType: 'CLT' }) },
      { id: 'f', ...vacancy({ workModel: 'Remoto', employmentType: 'CLT' }) },
    ];
    expect(rankVacancies(list, wants).map((v) => v.id)).toEqual(['c', 'f', 'a', 'e', 'd']);
    expect(rankVacancies([], wants)).toEqual([]);
  });
});
