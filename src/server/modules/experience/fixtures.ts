import type { ExperienceInput } from '../../../domain/schemas/cv.js';

/** A complete, valid experience row for tests; override what the test is about. */
export function experienceEntry(overrides: Partial<ExperienceInput> = {}): ExperienceInput {
  return {
    company: 'Natura',
    role: 'Analista de Dados',
    description: 'Modelos de previsão de demanda.',
    startMonth: '2020-03',
    endMonth: '2022-08',
    isCurrent: false,
    salary: 8500.5,
    contractType: 'CLT',
    workModel: 'Híbrido',
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
    ...overrides,
  };
}

/** A valid career break ('Pausa na carreira'): maternity, March 2021 to February 2023. */
export function careerBreakEntry(overrides: Partial<ExperienceInput> = {}): ExperienceInput {
  return {
    kind: 'career_break',
    breakReason: 'maternidade',
    description: 'Nascimento do Davi.',
    startMonth: '2021-03',
    endMonth: '2023-02',
    isCurrent: false,
    ...overrides,
  };
}
