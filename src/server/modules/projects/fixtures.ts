import type { ProjectInput } from '../../../domain/schemas/cv.js';

/** A valid project for tests; override what the test is about. */
export function projectEntry(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    type: 'project',
    title: 'Painel de indicadores de diversidade',
    description: 'Dashboard aberto com dados do CAGED.',
    startMonth: '2023-01',
    endMonth: '2023-06',
    link: 'github.com/ana/painel',
    ...overrides,
  };
}
