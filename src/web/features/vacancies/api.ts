import type { ApplicationStatus, EmploymentType, WorkModel } from '@domain/enums';
import type {
  Applicant,
  ApplicationNote,
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
import { apiFetch, apiUrl } from '@web/lib/api';
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
  /** One filtered list of the applications page ('all' when no status is chosen). */
  applicationsBy: (id: string, status: ApplicationStatus | null) =>
    [...VACANCIES_QUERY_ROOT, 'applications', id, status ?? 'all'] as const,
  notes: (id: string, applicationId: string) =>
    [...VACANCIES_QUERY_ROOT, 'application-notes', id, applicationId] as const,
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
    mutationFn: async (input: { message: string | null; cv?: File | null }): Promise<MyApplication> => {
      // With a CV, a multipart form (the server checks the file is a PDF by its content).
      let init: Parameters<typeof apiFetch>[1];
      if (input.cv) {
        const form = new FormData();
        if (input.message) form.set('message', input.message);
        form.set('cv', input.cv);
        init = { method: 'POST', body: form };
      } else {
        init = { method: 'POST', json: { message: input.message } };
      }
      return parsed('myApplicationSchema', apiFetch(vacancyPath(id, '/application'), init));
    },
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

export function applicationsInfiniteQueryOptions(id: string, status: ApplicationStatus | null = null) {
  return infiniteQueryOptions({
    queryKey: keys.applicationsBy(id, status),
    queryFn: async ({ pageParam, signal }): Promise<ApplicationPage> => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return parsed(
        'applicationPageSchema',
        apiFetch(vacancyPath(id, search ? `/applications?${search}` : '/applications'), { signal }),
      );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Another status filter keeps the current list on screen (and the filter focused) meanwhile.
    placeholderData: keepPreviousData,
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
    onSuccess: (applicant) => replaceApplicant(queryClient, id, applicant.id, () => applicant),
  });
}

/** Changes one applicant in every cached list of the page (each status filter has its own). */
function replaceApplicant(
  queryClient: QueryClient,
  id: string,
  applicationId: string,
  change: (item: Applicant) => Applicant,
) {
  queryClient.setQueriesData<InfiniteData<ApplicationPage>>({ queryKey: keys.applications(id) }, (old) =>
    old?.pages
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === applicationId ? change(item) : item)),
          })),
        }
      : old,
  );
}

/** Her attached CV (a PDF, sent as an attachment): readable by her and the company's staff. */
export function applicationCvHref(id: string, applicationId: string): string {
  return apiUrl(vacancyPath(id, `/applications/${encodeURIComponent(applicationId)}/cv`));
}

// ---------------------------------------------------------------------------------------------
// Private notes of the company's staff on one application (never shown to the applicant)

export function applicationNotesQueryOptions(id: string, applicationId: string) {
  return queryOptions({
    queryKey: keys.notes(id, applicationId),
    queryFn: async ({ signal }): Promise<ApplicationNote[]> =>
      (
        await parsed(
          'applicationNoteListSchema',
          apiFetch(vacancyPath(id, `/applications/${encodeURIComponent(applicationId)}/notes`), { signal }),
        )
      ).items,
  });
}

export function useAddApplicationNote(id: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<ApplicationNote> =>
      parsed(
        'applicationNoteSchema',
        apiFetch(vacancyPath(id, `/applications/${encodeURIComponent(applicationId)}/notes`), {
          method: 'POST',
          json: { body },
        }),
      ),
    onSuccess: (note) => {
      queryClient.setQueryData<ApplicationNote[]>(keys.notes(id, applicationId), (old) =>
        old ? [...old, note] : [note],
      );
      replaceApplicant(queryClient, id, applicationId, (item) => ({
        ...item,
        noteCount: item.noteCount + 1,
      }));
    },
  });
}
