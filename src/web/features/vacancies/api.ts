import type { EmploymentType, WorkModel } from '@domain/enums';
import type {
  Applicant,
  ApplicationPage,
  ManagedCompanyVacancies,
  MyApplication,
  MyApplicationPage,
  VacancyDetail,
  VacancyListPage,
  VacancyValues,
} from '@domain/schemas/vacancies';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { type DetailCache, useDetailMutation } from '@web/lib/detail-mutation';

/*
 * Every call of the vacancies API (contract and route list: src/domain/schemas/vacancies.ts).
 * Query keys are declared only here, all under VACANCIES_QUERY_ROOT — the feed's 'Vagas
 * Recomendadas' (['vacancies', 'recommended', …] in posts/api.ts) included — so one invalidation
 * of the root after any change refreshes the lists, 'Minhas Vagas', the vacancy pages, her
 * applications and the feed's box alike.
 *
 * Sections: keys · list (/vagas) · her applications · managed · one vacancy · create and edit ·
 * (de)activate and delete · apply and withdraw · applications (staff).
 */

// ---------------------------------------------------------------------------------------------
// Keys

const loadSchemas = () => import('./api-schemas');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** The answer, parsed by its schema; the schemas (and zod) load alongside the request. */
async function parsed<K extends keyof Schemas>(
  schema: K,
  answer: Promise<unknown>,
): Promise<ReturnType<Schemas[K]['parse']>> {
  const [schemas, body] = await Promise.all([loadSchemas(), answer]);
  return schemas[schema].parse(body) as ReturnType<Schemas[K]['parse']>;
}

export const VACANCIES_QUERY_ROOT = ['vacancies'] as const;

const keys = {
  list: (filter: VacancyFilter) =>
    [
      ...VACANCIES_QUERY_ROOT,
      'list',
      {
        workModel: filter.workModel ?? null,
        contractType: filter.contractType ?? null,
        state: filter.state ?? null,
        q: filter.q ?? '',
      },
    ] as const,
  managed: () => [...VACANCIES_QUERY_ROOT, 'managed'] as const,
  detail: (id: string) => [...VACANCIES_QUERY_ROOT, 'detail', id] as const,
  applications: (id: string) => [...VACANCIES_QUERY_ROOT, 'applications', id] as const,
  myApplications: () => [...VACANCIES_QUERY_ROOT, 'my-applications'] as const,
};

function vacancyPath(id: string, rest = ''): string {
  return `/vacancies/${encodeURIComponent(id)}${rest}`;
}

/**
 * The company pages' lists of active vacancies (GET /api/companies/{id}/vacancies), keyed by the
 * companies feature (companies/api.ts: ['companies', 'vacancies', id]). Written out rather than
 * imported, so the two features' chunks stay independent.
 */
const COMPANY_VACANCIES_KEY = ['companies', 'vacancies'] as const;

/**
 * After a vacancy is created, edited, (de)activated or deleted: every vacancy query, and the
 * company pages' lists of active vacancies.
 */
export function invalidateVacancies(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: VACANCIES_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: COMPANY_VACANCIES_KEY }),
  ]);
}

/** Every vacancy query except this vacancy's own detail (already written from the server's answer). */
function otherVacancyQueries(id: string) {
  return {
    queryKey: VACANCIES_QUERY_ROOT,
    predicate: (query: { queryKey: readonly unknown[] }) =>
      !(query.queryKey[1] === 'detail' && query.queryKey[2] === id),
  };
}

// ---------------------------------------------------------------------------------------------
// List (/vagas): active vacancies, the ones matching her active preference profile first

export interface VacancyFilter {
  workModel?: WorkModel | null;
  contractType?: EmploymentType | null;
  /** A UF ('SP'). */
  state?: string | null;
  /** Trimmed search text; empty means no text filter. */
  q?: string;
}

function listPath(filter: VacancyFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filter.workModel) params.set('workModel', filter.workModel);
  if (filter.contractType) params.set('contractType', filter.contractType);
  if (filter.state) params.set('state', filter.state);
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/vacancies?${query}` : '/vacancies';
}

/** Keyset pages (`matching` comes with the first one only); the previous list stays while a new filter loads. */
export function vacancyListInfiniteQueryOptions(filter: VacancyFilter = {}) {
  return infiniteQueryOptions({
    queryKey: keys.list(filter),
    queryFn: async ({ pageParam, signal }): Promise<VacancyListPage> =>
      parsed('vacancyListPageSchema', apiFetch(listPath(filter, pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// Her applications (GET /api/me/applications): newest first, with each one's status

export function myApplicationsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: keys.myApplications(),
    queryFn: async ({ pageParam, signal }): Promise<MyApplicationPage> =>
      parsed(
        'myApplicationPageSchema',
        apiFetch(
          pageParam ? `/me/applications?cursor=${encodeURIComponent(pageParam)}` : '/me/applications',
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

// ---------------------------------------------------------------------------------------------
// 'Minhas Vagas' (/empresas): one block per company she manages

export function managedVacanciesQueryOptions() {
  return queryOptions({
    queryKey: keys.managed(),
    queryFn: async ({ signal }): Promise<ManagedCompanyVacancies[]> =>
      parsed('managedCompanyVacanciesListSchema', apiFetch('/vacancies/managed', { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// One vacancy (page, edit form): public, with the viewer's relation to it

export function vacancyQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.detail(id),
    queryFn: async ({ signal }): Promise<VacancyDetail> =>
      parsed('vacancyDetailSchema', apiFetch(vacancyPath(id), { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// Create and edit (the body is vacancyInputSchema's output, parsed by the form)

/** Create, edit and 'Ativar' answer with the vacancy: into its cached detail, then the lists. */
const DETAIL_CACHE: DetailCache = { detailKey: keys.detail, invalidate: invalidateVacancies };

export function useCreateVacancy() {
  return useDetailMutation(
    DETAIL_CACHE,
    async (input: VacancyValues): Promise<VacancyDetail> =>
      parsed('vacancyDetailSchema', apiFetch('/vacancies', { method: 'POST', json: input })),
  );
}

export function useUpdateVacancy() {
  return useDetailMutation(
    DETAIL_CACHE,
    async ({ id, input }: { id: string; input: VacancyValues }): Promise<VacancyDetail> =>
      parsed('vacancyDetailSchema', apiFetch(vacancyPath(id), { method: 'PUT', json: input })),
  );
}

// ---------------------------------------------------------------------------------------------
// 'Ativar' / 'Desativar' and 'Excluir'

export function useSetVacancyActive() {
  return useDetailMutation(
    DETAIL_CACHE,
    async ({ id, isActive }: { id: string; isActive: boolean }): Promise<VacancyDetail> =>
      parsed(
        'vacancyDetailSchema',
        apiFetch(vacancyPath(id, '/active'), { method: 'PATCH', json: { isActive } }),
      ),
  );
}

/**
 * DELETE /api/vacancies/{id} (its applications go too). The vacancy's own detail is dropped, not
 * refetched: it would only answer 404.
 */
export function useDeleteVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(vacancyPath(id), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      queryClient.removeQueries({ queryKey: keys.applications(id) });
      return Promise.all([
        queryClient.invalidateQueries(otherVacancyQueries(id)),
        queryClient.invalidateQueries({ queryKey: COMPANY_VACANCIES_KEY }),
      ]);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Apply and withdraw (a member who is not staff)

/** Her application into the cached vacancy at once, so the page shows its status without a round trip. */
function writeMyApplication(queryClient: QueryClient, id: string, application: MyApplication | null) {
  queryClient.setQueryData<VacancyDetail>(keys.detail(id), (old) =>
    old
      ? {
          ...old,
          myApplicationStatus: application?.status ?? null,
          applicationCount: Math.max(0, old.applicationCount + (application ? 1 : -1)),
          viewer: {
            ...old.viewer,
            application,
            // Applying again after withdrawing is the server's call: the refetch below says.
            canApply: application ? false : old.viewer.canApply,
          },
        }
      : old,
  );
}

/**
 * `onApplied` runs at the hook's level, before the cache says she has applied: that update
 * unmounts the dialog, and a per-call callback of an unmounted component never fires.
 */
export function useApplyToVacancy(id: string, onApplied?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string | null): Promise<MyApplication> =>
      parsed(
        'myApplicationSchema',
        apiFetch(vacancyPath(id, '/application'), { method: 'POST', json: { message } }),
      ),
    onSuccess: (application) => {
      onApplied?.();
      writeMyApplication(queryClient, id, application);
      return queryClient.invalidateQueries({ queryKey: VACANCIES_QUERY_ROOT });
    },
  });
}

/** `onWithdrawn` runs at the hook's level for the same reason as useApplyToVacancy's. */
export function useWithdrawApplication(id: string, onWithdrawn?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(vacancyPath(id, '/application'), { method: 'DELETE' }),
    onSuccess: () => {
      onWithdrawn?.();
      writeMyApplication(queryClient, id, null);
      return queryClient.invalidateQueries({ queryKey: VACANCIES_QUERY_ROOT });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Applications (staff): oldest first, keyset pages; moving one through its statuses

export function applicationsInfiniteQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: keys.applications(id),
    queryFn: async ({ pageParam, signal }): Promise<ApplicationPage> =>
      parsed(
        'applicationPageSchema',
        apiFetch(
          vacancyPath(
            id,
            pageParam ? `/applications?cursor=${encodeURIComponent(pageParam)}` : '/applications',
          ),
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export type MovableStatus = Exclude<Applicant['status'], 'new'>;

/**
 * PATCH …/applications/{applicationId}: the server's answer replaces the applicant in the cached
 * pages (no refetch: reloading the list would mark more 'new' applications as seen).
 */
export function useMoveApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      applicationId,
      status,
    }: {
      applicationId: string;
      status: MovableStatus;
    }): Promise<Applicant> =>
      parsed(
        'applicantSchema',
        apiFetch(vacancyPath(id, `/applications/${encodeURIComponent(applicationId)}`), {
          method: 'PATCH',
          json: { status },
        }),
      ),
    onSuccess: (applicant) => {
      queryClient.setQueryData<InfiniteData<ApplicationPage>>(keys.applications(id), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === applicant.id ? applicant : item)),
              })),
            }
          : old,
      );
    },
  });
}
