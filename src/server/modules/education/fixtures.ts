import type { EducationInput } from '../../../domain/schemas/cv.js';

/** A complete, valid education row for tests; override what the test is about. */
export function educationEntry(overrides: Partial<EducationInput> = {}): EducationInput {
  return {
    institution: 'Universidade de São Paulo',
    degreeLevel: 'graduação',
    field: 'Estatística',
    startMonth: '2014-02',
    endMonth: '2018-12',
    isCurrent: false,
    completed: true,
    description: null,
    ...overrides,
  };
}
