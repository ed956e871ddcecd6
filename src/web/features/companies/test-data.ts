import { COMPANY_POLICY } from '@domain/rules/permissions/company';
import { viewerFlags } from '@domain/rules/permissions/policy';
import type { CompanyDetail, CompanyViewer, MyCompany } from '@domain/schemas/companies';
import type { Post } from '@domain/schemas/posts';
import type { VacancyCard } from '@domain/schemas/vacancies';
import { ANA_AUTHORS } from '@web/features/posts/test-data';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';

// Factories shaped like the companies contract and a stateful fake of the company API, for the
// companies feature's page tests.

export const COMPANY_ID = '4b8f0e7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const COMPANY_PAGE = `/empresas/${COMPANY_ID}`;

export function viewer(overrides: Partial<CompanyViewer> = {}): CompanyViewer {
  return {
    role: null,
    following: false,
    followerCount: 41,
    ...viewerFlags(COMPANY_POLICY, { role: overrides.role ?? null, platformRole: null }),
    ...overrides,
  };
}

/** What an admin of the company may do. */
export const ADMIN: Partial<CompanyViewer> = { role: 'admin' };

/** An editor: edits, posts and manages vacancies; neither deletes nor grants. */
export const EDITOR: Partial<CompanyViewer> = { role: 'editor' };

/** A platform administrator who is not staff of the company. */
export const PLATFORM_ADMIN: Partial<CompanyViewer> = { canSeal: true };

export function companyDetail(
  overrides: Partial<Omit<CompanyDetail, 'viewer'>> = {},
  viewerOverrides: Partial<CompanyViewer> = {},
): CompanyDetail {
  const state = viewer(viewerOverrides);
  return {
    id: COMPANY_ID,
    name: 'Nuvem Aberta',
    description: 'Infraestrutura em nuvem, com metade da engenharia formada por mulheres.',
    industry: 'Tecnologia',
    logoUrl: null,
    location: 'Recife, PE',
    followerCount: state.followerCount,
    seal: null,
    website: 'https://nuvemaberta.example',
    companyUrl: 'https://carreiras.nuvemaberta.example',
    bannerUrl: null,
    bannerLuminance: null,
    size: '51 a 200 funcionárias',
    foundedYear: 2012,
    employeeCount: 1,
    creatorId: MEMBER_ME.user?.id ?? null,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
    viewer: state,
  };
}

export function myCompany(overrides: Partial<MyCompany> = {}): MyCompany {
  return {
    id: COMPANY_ID,
    name: 'Nuvem Aberta',
    description: 'Infraestrutura em nuvem, com metade da engenharia formada por mulheres.',
    industry: 'Tecnologia',
    logoUrl: null,
    location: 'Recife, PE',
    followerCount: 41,
    seal: null,
    role: 'admin',
    ...overrides,
    viewer: viewerFlags(COMPANY_POLICY, { role: overrides.role ?? 'admin', platformRole: null }),
  };
}

export function vacancyCard(overrides: Partial<VacancyCard> = {}): VacancyCard {
  return {
    id: 'v-dados',
    title: 'Engenheira de Dados Sênior',
    companyId: COMPANY_ID,
    companyName: 'Nuvem Aberta',
    companyLogoUrl: null,
    companySealed: false,
    location: 'Recife, PE',
    state: 'PE',
    city: 'Recife',
    workModel: 'Híbrido',
    employmentType: 'CLT',
    salaryRange: null,
    howToReceive: 'internal',
    isActive: true,
    applicationCount: 3,
    createdAt: '2026-03-01T12:00:00.000Z',
    myApplicationStatus: null,
    saved: false,
    ...overrides,
  };
}

/** Ana signed in, nothing else answered yet. */
export function memberApi() {
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/posts/author-options', () => ok(ANA_AUTHORS));
}

interface DetailApiData {
  company?: CompanyDetail;
  posts?: Post[];
  vacancies?: VacancyCard[];
}

/**
 * Ana signed in and a server that remembers: following, unfollowing, granting or revoking the
 * seal and deleting change what it answers.
 */
export function detailApi({
  company = companyDetail(),
  posts = [],
  vacancies = [vacancyCard()],
}: DetailApiData = {}) {
  let current = company;
  let deleted = false;
  const path = `/api/companies/${company.id}`;
  const follow = (following: boolean) => {
    const followerCount = current.viewer.followerCount + (following ? 1 : -1);
    current = { ...current, followerCount, viewer: { ...current.viewer, following, followerCount } };
    return ok(current.viewer);
  };

  return memberApi()
    .on('GET /api/posts', () => ok({ items: posts, nextCursor: null }))
    .on('GET /api/companies/mine', () => ok([]))
    .on(`GET ${path}`, () => (deleted ? apiError(404, 'not_found', 'Empresa não encontrada.') : ok(current)))
    .on(`GET ${path}/vacancies`, () => ok(vacancies))
    .on('GET /api/events', () => ok({ items: [], nextCursor: null }))
    .on(`PUT ${path}/follow`, () => follow(true))
    .on(`DELETE ${path}/follow`, () => follow(false))
    .on(`PUT ${path}/seal`, () => {
      current = { ...current, seal: { grantedAt: '2026-04-02T13:00:00.000Z', criteriaVersion: '2026.1' } };
      return ok(current);
    })
    .on(`DELETE ${path}/seal`, () => {
      current = { ...current, seal: null };
      return ok(current);
    })
    .on(`DELETE ${path}`, () => {
      deleted = true;
      return { status: 204 };
    });
}
