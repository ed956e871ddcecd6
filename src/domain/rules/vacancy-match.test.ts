import { describe, expect, it } from 'vitest';
import { MATCH_COPY } from '../copy/vacancy-match.js';
import {
  contractTypeOf,
  employmentTypesFor,
  explainVacancyMatch,
  MATCH_POINTS,
  matchReasonsLine,
  type PreferenceForMatch,
  parseSalaryRange,
  rankByMatch,
  rankVacancies,
  titleNamesRole,
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

describe('explainVacancyMatch (Matches explained)', () => {
  const roles = [{ id: 7, name: 'Analista de Dados' }];
  const full = preference({
    preferredRoles: roles,
    preferredWorkModels: ['Remoto'],
    preferredContractTypes: ['CLT'],
    preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
    minSalary: 7000,
    maxSalary: 12000,
  });

  it('gives one reason per criterion she set, met or missed, in a fixed order', () => {
    const match = explainVacancyMatch(
      vacancy({ roleId: 7, workModel: 'Remoto', employmentType: 'PJ', salaryRange: 'R$ 3.000 - R$ 4.000' }),
      full,
    );
    expect(match.reasons).toEqual([
      { criterion: 'role', met: true, label: MATCH_COPY.reasons.role },
      { criterion: 'workModel', met: true, label: 'Remoto' },
      { criterion: 'contractType', met: false, label: 'PJ' },
      { criterion: 'place', met: true, label: MATCH_COPY.reasons.place },
      { criterion: 'salary', met: false, label: MATCH_COPY.reasons.salaryBelow },
    ]);
    expect(match.exact).toBe(false);
    expect(match.score).toBe(MATCH_POINTS.role + MATCH_POINTS.workModel + MATCH_POINTS.remote);
    expect(
      matchReasonsLine(
        match.reasons.filter((r) => r.criterion !== 'contractType' && r.criterion !== 'place'),
      ),
    ).toBe('Área e cargo ✓ · Remoto ✓ · Faixa salarial abaixo da sua');
  });

  it('says what the vacancy says for work model and contract, met or not', () => {
    const match = explainVacancyMatch(
      vacancy({ workModel: 'Presencial', employmentType: 'estagio', state: 'RJ', city: 'Niterói' }),
      full,
    );
    expect(match.reasons).toEqual([
      { criterion: 'role', met: false, label: MATCH_COPY.reasons.roleMissed },
      { criterion: 'workModel', met: false, label: 'Presencial' },
      { criterion: 'contractType', met: false, label: 'Estágio' },
      { criterion: 'place', met: false, label: MATCH_COPY.reasons.placeMissed },
    ]);
    expect(match.score).toBe(0);
  });

  it('reads a salary above her maximum as missed too', () => {
    const match = explainVacancyMatch(
      vacancy({ salaryRange: 'R$ 20.000' }),
      preference({ maxSalary: 12000 }),
    );
    expect(match.reasons).toEqual([
      { criterion: 'salary', met: false, label: MATCH_COPY.reasons.salaryAbove },
    ]);
  });

  it('is exact when no criterion she set is missed; silent criteria (vacancy does not say) do not count', () => {
    const exact = explainVacancyMatch(
      vacancy({ roleId: 7, workModel: 'Remoto', employmentType: 'CLT', salaryRange: 'R$ 9.000' }),
      full,
    );
    expect(exact.exact).toBe(true);
    expect(exact.reasons.every((r) => r.met)).toBe(true);
    const silent = explainVacancyMatch(vacancy({ title: 'Analista de Dados' }), full);
    expect(silent).toEqual({
      score: MATCH_POINTS.role,
      exact: true,
      reasons: [{ criterion: 'role', met: true, label: MATCH_COPY.reasons.role }],
    });
    expect(explainVacancyMatch(vacancy(), anything)).toEqual({ score: 0, exact: true, reasons: [] });
  });

  it('falls back to the title for a vacancy without a role (accents, case and punctuation ignored, whole words)', () => {
    const pref = preference({
      preferredRoles: [
        { id: 1, name: 'Analista de Dados' },
        { id: 2, name: 'Técnica de Segurança' },
      ],
    });
    const metBy = (title: string, roleId: number | null = null) =>
      explainVacancyMatch(vacancy({ title, roleId }), pref).reasons[0]!.met;
    expect(metBy('ANALISTA DE DADOS Pleno')).toBe(true);
    expect(metBy('Tecnica de seguranca do trabalho')).toBe(true);
    expect(metBy('Analista de Dados/BI')).toBe(true);
    expect(metBy('Analista de Dadosfera')).toBe(false);
    expect(metBy('Engenheira de Dados')).toBe(false);
    // A vacancy with a role is judged by its role, not by its title.
    expect(metBy('Analista de Dados', 99)).toBe(false);
    expect(metBy('Engenheira', 2)).toBe(true);
    expect(titleNamesRole('Analista de Dados', '  ')).toBe(false);
  });

  it('ranks exact matches first, then by score, newest (given order) among equals', () => {
    const pref = preference({
      preferredWorkModels: ['Remoto'],
      preferredContractTypes: ['CLT'],
      minSalary: 7000,
    });
    const partialHigh = vacancy({ workModel: 'Remoto', employmentType: 'CLT', salaryRange: 'R$ 3.000' }); // 4, missed
    const exactLow = vacancy({ workModel: 'Remoto' }); // 2, exact
    const exactHigh = vacancy({ workModel: 'Remoto', employmentType: 'CLT' }); // 4, exact
    const exactLowOlder = vacancy({ employmentType: 'CLT' }); // 2, exact
    const partialLow = vacancy({ workModel: 'Híbrido', employmentType: 'CLT' }); // 2, missed
    const ranked = rankByMatch([partialHigh, exactLow, exactHigh, exactLowOlder, partialLow], pref);
    expect(ranked.map((r) => r.vacancy)).toEqual([
      exactHigh,
      exactLow,
      exactLowOlder,
      partialHigh,
      partialLow,
    ]);
    expect(ranked.map((r) => r.match.exact)).toEqual([true, true, true, false, false]);
    expect(rankVacancies([partialHigh, exactLow, exactHigh], pref)).toEqual([exactHigh, exactLow]);
  });
});
