import type { JobAlertFrequency } from '@domain/enums';
import type { JobAlertSettings, SavedVacancyPage } from '@domain/schemas/vacancies';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { VACANCIES_QUERY_ROOT } from './api';

/*
 * 'Salvar' / 'Salvas' and her job alert (issue 21): GET /api/vacancies/saved, PUT/DELETE
 * /api/vacancies/{id}/save, GET/PUT /api/vacancies/alerts. Apart from api.ts so the vacancy
 * page's first render carries none of it (its toggle loads on demand). Keys under
 * VACANCIES_QUERY_ROOT: a save refreshes the lists, the vacancy and 'Salvas' with one invalidation.
 */

const schemas = () => import('./api-schemas');

const keys = {
  saved: () => [...VACANCIES_QUERY_ROOT, 'saved'] as const,
  alert: () => [...VACANCIES_QUERY_ROOT, 'alert'] as const,
};

export function savedVacanciesInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: keys.saved(),
    queryFn: async ({ pageParam, signal }): Promise<SavedVacancyPage> => {
      const [{ savedVacancyPageSchema }, body] = await Promise.all([
        schemas(),
        apiFetch(
          pageParam ? `/vacancies/saved?cursor=${encodeURIComponent(pageParam)}` : '/vacancies/saved',
          { signal },
        ),
      ]);
      return savedVacancyPageSchema.parse(body);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * 'Salvar' (saved: true) or its undoing; every vacancy query is refreshed after, without holding
 * back the caller's toast until the lists have reloaded (an unsaved card leaves 'Salvas').
 */
export function useSaveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      apiFetch<void>(`/vacancies/${encodeURIComponent(id)}/save`, { method: saved ? 'PUT' : 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VACANCIES_QUERY_ROOT });
    },
  });
}

export function jobAlertQueryOptions() {
  return queryOptions({
    queryKey: keys.alert(),
    queryFn: async ({ signal }): Promise<JobAlertSettings> => {
      const [{ jobAlertSettingsSchema }, body] = await Promise.all([
        schemas(),
        apiFetch('/vacancies/alerts', { signal }),
      ]);
      return jobAlertSettingsSchema.parse(body);
    },
  });
}

export function useSetJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (frequency: JobAlertFrequency): Promise<JobAlertSettings> => {
      const [{ jobAlertSettingsSchema }, body] = await Promise.all([
        schemas(),
        apiFetch('/vacancies/alerts', { method: 'PUT', json: { frequency } }),
      ]);
      return jobAlertSettingsSchema.parse(body);
    },
    onSuccess: (settings) => queryClient.setQueryData(keys.alert(), settings),
  });
}
