import {
  type CompanyDetail,
  type CompanyDirectoryQuery,
  type CompanyInput,
  type CompanyViewer,
  companyDetailSchema,
  companyPageSchema,
  companyViewerSchema,
  type MyCompany,
  myCompanySchema,
} from '@domain/schemas/companies';
import { type VacancyCard, vacancyCardSchema } from '@domain/schemas/vacancies';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { workspacesQueryOptions } from '@web/features/access/api';
import { authorOptionsQueryOptions, feedInfiniteQueryOptions } from '@web/features/posts/api';
import { apiFetch } from '@web/lib/api';
import { type DetailCache, imageUploadBody, useDetailMutation } from '@web/lib/detail-mutation';
import type { PageImageKind } from '@web/lib/use-image-choice';
import { z } from 'zod';

/*
 * Every call of the companies API this feature makes (contract: src/domain/schemas/companies.ts,
 * route list at its top). Query keys are declared only here, all under COMPANIES_QUERY_ROOT, so
 * one invalidation of the root refreshes her list, every detail page, the company's vacancies and
 * the home page's seal carousel (['companies', 'sealed'] in home/api.ts). The vacancies feature
 * invalidates the same root when a vacancy changes.
 *
 * Sections: keys · mine · one company · create and edit · images · detail page (follow, delete,
 * seal, vacancies).
 */

// ---------------------------------------------------------------------------------------------
// Keys

export const COMPANIES_QUERY_ROOT = ['companies'] as const;

const keys = {
  mine: () => [...COMPANIES_QUERY_ROOT, 'mine'] as const,
  directory: (filters: DirectoryFilters) => [...COMPANIES_QUERY_ROOT, 'directory', filters] as const,
  detail: (id: string) => [...COMPANIES_QUERY_ROOT, 'detail', id] as const,
  vacancies: (id: string) => [...COMPANIES_QUERY_ROOT, 'vacancies', id] as const,
};

function companyPath(id: string, rest = ''): string {
  return `/companies/${encodeURIComponent(id)}${rest}`;
}

/** The link of a company's page. */
export function companyHref(id: string): string {
  return `/empresas/${encodeURIComponent(id)}`;
}

export function editCompanyHref(id: string): string {
  return `/editar-empresa/${encodeURIComponent(id)}`;
}

/**
 * After a company is created, edited, re-imaged or deleted: every company query, her workspaces
 * (the shell's 'Para Negócios' modal and the /empresas menu list the companies she runs) and whom
 * she may post as (a company of hers is one more author, with its name and logo).
 */
export function invalidateCompanies(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: authorOptionsQueryOptions().queryKey }),
  ]);
}

/** Every company query except this company's own detail (already up to date, or gone). */
function otherCompanyQueries(id: string) {
  return {
    queryKey: COMPANIES_QUERY_ROOT,
    predicate: (query: { queryKey: readonly unknown[] }) =>
      !(query.queryKey[1] === 'detail' && query.queryKey[2] === id),
  };
}

// ---------------------------------------------------------------------------------------------
// The directory (/empresas, issue 22): GET /api/companies, by name, keyset pages

export type DirectoryFilters = Partial<Pick<CompanyDirectoryQuery, 'q' | 'industry' | 'uf' | 'sealed'>>;

function directoryPath(filters: DirectoryFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/companies${query ? `?${query}` : ''}`;
}

export function companyDirectoryQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: keys.directory(filters),
    queryFn: async ({ pageParam, signal }) =>
      companyPageSchema.parse(await apiFetch(directoryPath(filters, pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// Mine (/minhas-empresas): the active companies she is staff of, with her role

export function myCompaniesQueryOptions() {
  return queryOptions({
    queryKey: keys.mine(),
    queryFn: async ({ signal }): Promise<MyCompany[]> =>
      z.array(myCompanySchema).parse(await apiFetch('/companies/mine', { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// One company (detail page, edit form): with the viewer's relation and permissions

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.detail(id),
    queryFn: async ({ signal }): Promise<CompanyDetail> =>
      companyDetailSchema.parse(await apiFetch(companyPath(id), { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// Create and edit

/** Create, edit and the images answer with the company: into its cached detail, then the lists. */
const DETAIL_CACHE: DetailCache = { detailKey: keys.detail, invalidate: invalidateCompanies };

/** POST /api/companies: the company and her admin row, in one transaction (server side). */
export function useCreateCompany() {
  return useDetailMutation(
    DETAIL_CACHE,
    async (input: CompanyInput): Promise<CompanyDetail> =>
      companyDetailSchema.parse(await apiFetch('/companies', { method: 'POST', json: input })),
  );
}

/** PUT /api/companies/{id} (staff with COMPANY_PERMISSIONS.edit). */
export function useUpdateCompany() {
  return useDetailMutation(
    DETAIL_CACHE,
    async ({ id, input }: { id: string; input: CompanyInput }): Promise<CompanyDetail> =>
      companyDetailSchema.parse(await apiFetch(companyPath(id), { method: 'PUT', json: input })),
  );
}

// ---------------------------------------------------------------------------------------------
// Images: POST /api/companies/{id}/logo | /banner, multipart field `file` → the company

export function useUploadCompanyImage() {
  return useDetailMutation(
    DETAIL_CACHE,
    async ({ id, kind, file }: { id: string; kind: PageImageKind; file: File }): Promise<CompanyDetail> =>
      companyDetailSchema.parse(
        await apiFetch(companyPath(id, `/${kind}`), { method: 'POST', body: imageUploadBody(file) }),
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Detail page (/empresas/{id})

/** The viewer's state into the cached detail (the follower count lives at the top and in `viewer`). */
function writeViewer(queryClient: QueryClient, id: string, viewer: CompanyViewer) {
  queryClient.setQueryData<CompanyDetail>(keys.detail(id), (old) =>
    old ? { ...old, viewer, followerCount: viewer.followerCount } : old,
  );
}

/**
 * Follow (`true`) or stop following (`false`): PUT | DELETE …/follow → the viewer state.
 *
 * Optimistic, and safe about it: the button and the count change at once; a failure puts back
 * exactly what was there; the server's answer (its own count, which may include others' follows
 * meanwhile) replaces the guess. A refetch in flight is cancelled first, so an older answer cannot
 * overwrite the guess, and the page ignores presses while one change is pending.
 */
export function useFollowCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean): Promise<CompanyViewer> =>
      companyViewerSchema.parse(
        await apiFetch(companyPath(id, '/follow'), { method: follow ? 'PUT' : 'DELETE' }),
      ),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: keys.detail(id) });
      const previous = queryClient.getQueryData<CompanyDetail>(keys.detail(id));
      if (previous && previous.viewer.following !== follow) {
        const followerCount = Math.max(0, previous.viewer.followerCount + (follow ? 1 : -1));
        writeViewer(queryClient, id, { ...previous.viewer, following: follow, followerCount });
      }
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(keys.detail(id), context.previous);
    },
    onSuccess: (viewer) => {
      writeViewer(queryClient, id, viewer);
      void queryClient.invalidateQueries(otherCompanyQueries(id));
    },
  });
}

/**
 * DELETE /api/companies/{id} (admins). The page navigates away on success; this company's own
 * detail is dropped rather than refetched (it would only answer 404 under the leaving page);
 * everything else about companies, her workspaces, her authors and every feed (the company's
 * posts are gone with it) is refreshed.
 */
export function useDeleteCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(companyPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.cancelQueries({ queryKey: keys.detail(id) });
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries(otherCompanyQueries(id));
      void queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: authorOptionsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: feedInfiniteQueryOptions().queryKey.slice(0, 2) });
      // Her vacancies lists ('Minhas Vagas', /vagas) lose the company's vacancies too.
      void queryClient.invalidateQueries({ queryKey: ['vacancies'] });
    },
  });
}

export type SealAction = 'grant' | 'revoke';

/**
 * A platform administrator grants (PUT …/seal, the currently published criteria version) or
 * revokes (DELETE …/seal) the diversity seal → the company. Her lists and the home page's
 * carousel show the seal too, so every company query is refreshed.
 */
export function useCompanySeal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SealAction): Promise<CompanyDetail> =>
      companyDetailSchema.parse(
        await apiFetch(
          companyPath(id, '/seal'),
          action === 'grant' ? { method: 'PUT', json: {} } : { method: 'DELETE' },
        ),
      ),
    onSuccess: (company) => {
      queryClient.setQueryData(keys.detail(id), company);
      void queryClient.invalidateQueries(otherCompanyQueries(id));
    },
  });
}

/** GET /api/companies/{id}/vacancies: the company's active vacancies, newest first. */
export function companyVacanciesQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.vacancies(id),
    queryFn: async ({ signal }): Promise<VacancyCard[]> =>
      z.array(vacancyCardSchema).parse(await apiFetch(companyPath(id, '/vacancies'), { signal })),
  });
}
