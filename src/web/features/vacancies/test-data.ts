import type { JobPreference } from '@domain/schemas/preferences';
import type {
  Applicant,
  ManagedCompanyVacancies,
  MatchedVacancyCard,
  MyApplicationEntry,
  VacancyCard,
  VacancyDetail,
} from '@domain/schemas/vacancies';
import type { WorkspaceCompany } from '@domain/schemas/workspaces';
import { createFakeApi, MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';
import { expect } from 'vitest';

// Factories shaped like the vacancies contract (src/domain/schemas/vacancies.ts) and fake APIs
// answering what the vacancy pages ask for, for the component tests of this feature.

// Real uuids: the form validates companyId with the shared schema.
export const COMPANY_ID = '3f6c1e2a-8b4d-4c7e-9a1f-2b3c4d5e6f70';
export const OTHER_COMPANY_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const VACANCY_ID = 'v-dados';

export const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000).toISOString();

export function vacancyCard(overrides: Partial<VacancyCard> = {}): VacancyCard {
  return {
    id: VACANCY_ID,
    title: 'Analista de Dados Pleno',
    companyId: COMPANY_ID,
    companyName: 'Tech Diversa',
    companyLogoUrl: null,
    companySealed: true,
    location: 'São Paulo, SP',
    state: 'SP',
    city: 'São Paulo',
    workModel: 'Híbrido',
    employmentType: 'CLT',
    salaryRange: 'R$ 5.000 - R$ 8.000',
    howToReceive: 'internal',
    isActive: true,
    applicationCount: 3,
    createdAt: daysAgo(3),
    myApplicationStatus: null,
    saved: false,
    ...overrides,
  };
}

export function matchedCard(overrides: Partial<MatchedVacancyCard> = {}): MatchedVacancyCard {
  return {
    ...vacancyCard(),
    matchReasons: [
      { criterion: 'role', met: true, label: 'Área e cargo' },
      { criterion: 'salary', met: false, label: 'Faixa salarial abaixo da sua' },
    ],
    exact: false,
    ...overrides,
  };
}

export function vacancyDetail(
  overrides: Partial<Omit<VacancyDetail, 'viewer'>> = {},
  viewer: Partial<VacancyDetail['viewer']> = {},
): VacancyDetail {
  return {
    ...vacancyCard(),
    role: null,
    description: 'Você vai cuidar dos nossos dados.\nTrabalho com SQL e Python.',
    requirements: 'SQL avançado\nPython',
    benefits: 'Vale-refeição\nPlano de saúde',
    externalPlatform: null,
    updatedAt: daysAgo(3),
    company: {
      id: COMPANY_ID,
      name: 'Tech Diversa',
      description: 'Tecnologia feita por todas.',
      industry: 'Tecnologia',
      logoUrl: null,
      website: 'https://techdiversa.example.com',
      location: 'São Paulo, SP',
      size: '51-200 funcionárias',
      seal: { grantedAt: '2026-01-15T12:00:00.000Z', criteriaVersion: '2026.1' },
    },
    ...overrides,
    viewer: {
      signedIn: true,
      canManage: false,
      canApply: true,
      canWithdraw: false,
      canSave: viewer.signedIn ?? true,
      application: null,
      ...viewer,
    },
  };
}

export function workspaceCompany(overrides: Partial<WorkspaceCompany> = {}): WorkspaceCompany {
  return { id: COMPANY_ID, name: 'Tech Diversa', logoUrl: null, role: 'admin', ...overrides };
}

export function managedBlock(overrides: Partial<ManagedCompanyVacancies> = {}): ManagedCompanyVacancies {
  return {
    company: { id: COMPANY_ID, name: 'Tech Diversa', logoUrl: null, role: 'admin' },
    activeCount: 1,
    totalCount: 2,
    averageApplications: 2.5,
    vacancies: [
      vacancyCard({ applicationCount: 3 }),
      vacancyCard({
        id: 'v-ux',
        title: 'Designer UX',
        isActive: false,
        applicationCount: 2,
        workModel: 'Remoto',
        employmentType: 'PJ',
        location: null,
        state: null,
        city: null,
        salaryRange: null,
      }),
    ],
    ...overrides,
  };
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 'a-carla',
    userId: 'u-carla',
    fullName: 'Carla Dias',
    professionalTitle: 'Cientista de dados',
    profileImageUrl: null,
    slug: 'carla-dias',
    location: 'Recife, PE',
    message: 'Adoraria fazer parte do time!',
    status: 'new',
    hasCv: false,
    noteCount: 0,
    createdAt: '2026-03-12T15:00:00.000Z',
    ...overrides,
  };
}

export function myApplicationEntry(overrides: Partial<MyApplicationEntry> = {}): MyApplicationEntry {
  return {
    id: 'app-1',
    status: 'shortlisted',
    message: null,
    hasCv: false,
    createdAt: '2026-03-12T15:00:00.000Z',
    updatedAt: '2026-03-13T15:00:00.000Z',
    vacancy: vacancyCard({ myApplicationStatus: 'shortlisted' }),
    ...overrides,
  };
}

export function jobPreference(overrides: Partial<JobPreference> = {}): JobPreference {
  return {
    id: 'p-1',
    name: 'Perfil Principal',
    isActive: true,
    preferredWorkModels: ['Remoto'],
    preferredContractTypes: ['CLT'],
    minSalary: null,
    maxSalary: null,
    preferredLocations: [],
    preferredRoles: [],
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export const STATES = [
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'SP', name: 'São Paulo' },
];

/** Ana signed in; the shell's and the forms' reference calls answered. */
export function memberApi({ companies = [workspaceCompany()] }: { companies?: WorkspaceCompany[] } = {}) {
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok({ companies, communities: [] }))
    .on('GET /api/catalogue/states', () => ok(STATES))
    .on('GET /api/catalogue/sectors', () => ok([{ id: 1, name: 'Tecnologia da Informação' }]))
    .on('GET /api/catalogue/sectors/1/categories', () =>
      ok([{ id: 10, name: 'Dados e Inteligência Artificial' }]),
    )
    .on('GET /api/catalogue/categories/10/roles', () => ok([{ id: 100, name: 'Analista de Dados' }]));
}

export function visitorApi() {
  return createFakeApi({ session: VISITOR_ME });
}

/**
 * No serious or critical accessibility violations in the page as rendered (axe-core, the engine
 * the e2e suite runs in the browser). jsdom computes no layout, so the colour-contrast rule is left
 * to the e2e suite.
 */
export async function expectNoSeriousA11yViolations() {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
