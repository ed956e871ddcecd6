import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../enums.js';
import {
  averageApplicationsPerVacancy,
  canMoveApplication,
  employmentTypeLabel,
  formatAverage,
} from './vacancies.js';

describe('averageApplicationsPerVacancy (Minhas Vagas)', () => {
  it('divides and rounds to one decimal', () => {
    expect(averageApplicationsPerVacancy(5, 2)).toBe(2.5);
    expect(averageApplicationsPerVacancy(1, 3)).toBe(0.3);
    expect(averageApplicationsPerVacancy(2, 3)).toBe(0.7);
    expect(averageApplicationsPerVacancy(10, 4)).toBe(2.5);
    expect(averageApplicationsPerVacancy(7, 1)).toBe(7);
    expect(averageApplicationsPerVacancy(0, 5)).toBe(0);
  });

  it('is 0 for a company without vacancies (never NaN or Infinity)', () => {
    expect(averageApplicationsPerVacancy(0, 0)).toBe(0);
    expect(averageApplicationsPerVacancy(3, 0)).toBe(0);
  });
});

describe('formatAverage', () => {
  it('always shows one decimal, with a comma', () => {
    expect(formatAverage(2.5)).toBe('2,5');
    expect(formatAverage(0)).toBe('0,0');
    expect(formatAverage(7)).toBe('7,0');
    expect(formatAverage(averageApplicationsPerVacancy(2, 3))).toBe('0,7');
  });
});

describe('employmentTypeLabel (SPEC §9)', () => {
  it.each([
    ['CLT', 'CLT'],
    ['PJ', 'PJ'],
    ['estagio', 'Estágio'],
    ['temporario', 'Temporário'],
    ['freelancer', 'Freelancer'],
  ])('%s reads %s', (code, label) => {
    expect(employmentTypeLabel(code)).toBe(label);
  });

  it("reads 'Não especificado' for nothing or anything else", () => {
    for (const code of [null, undefined, '', 'clt', 'Estágio', 'toString', '__proto__', 'outro']) {
      expect(employmentTypeLabel(code), String(code)).toBe('Não especificado');
    }
  });
});

describe('canMoveApplication', () => {
  it('lets the company see, shortlist and decline a new application', () => {
    expect(canMoveApplication('new', 'viewed')).toBe(true);
    expect(canMoveApplication('new', 'shortlisted')).toBe(true);
    expect(canMoveApplication('new', 'declined')).toBe(true);
  });

  it('lets the company change its mind between viewed, shortlisted and declined', () => {
    const later: ApplicationStatus[] = ['viewed', 'shortlisted', 'declined'];
    for (const from of later)
      for (const to of later) expect(canMoveApplication(from, to), `${from}→${to}`).toBe(true);
  });

  it("never moves an application back to 'new'", () => {
    for (const from of APPLICATION_STATUSES.filter((s) => s !== 'new')) {
      expect(canMoveApplication(from, 'new'), from).toBe(false);
    }
  });

  it('accepts staying where it is', () => {
    for (const status of APPLICATION_STATUSES) expect(canMoveApplication(status, status)).toBe(true);
  });
});
