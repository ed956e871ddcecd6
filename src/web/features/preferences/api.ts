import {
  type JobPreference,
  type JobPreferenceInput,
  jobPreferenceSchema,
} from '@domain/schemas/preferences';
import { catalogueItemSchema, stateSchema } from '@domain/schemas/profile';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/* Her job preference profiles (/api/job-preferences) and the catalogues the wizard reads. */

const preferenceListSchema = z.array(jobPreferenceSchema);
const catalogueListSchema = z.array(catalogueItemSchema);
const roleWithParentsSchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.number(),
  sectorId: z.number(),
});

export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export type BrazilianState = z.infer<typeof stateSchema>;

// Reference data changes only with a deploy.
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

export function jobPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['job-preferences'],
    queryFn: async ({ signal }): Promise<JobPreference[]> =>
      preferenceListSchema.parse(await apiFetch('/job-preferences', { signal })),
  });
}

export function useJobPreferences() {
  return useQuery(jobPreferencesQueryOptions());
}

function useListCache() {
  const queryClient = useQueryClient();
  const { queryKey } = jobPreferencesQueryOptions();
  return {
    invalidate: () => queryClient.invalidateQueries({ queryKey }),
    set: (list: JobPreference[]) => queryClient.setQueryData(queryKey, list),
  };
}

/** Creates (no id) or replaces (id) a profile. */
export function useSaveJobPreference() {
  const list = useListCache();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: JobPreferenceInput }) =>
      jobPreferenceSchema.parse(
        await apiFetch(id ? `/job-preferences/${encodeURIComponent(id)}` : '/job-preferences', {
          method: id ? 'PUT' : 'POST',
          json: input,
        }),
      ),
    onSuccess: list.invalidate,
  });
}

/** Activates (deactivating her others) or deactivates one; the server answers the whole list. */
export function useSetJobPreferenceActive() {
  const list = useListCache();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      preferenceListSchema.parse(
        await apiFetch(`/job-preferences/${encodeURIComponent(id)}/active`, {
          method: 'PUT',
          json: { isActive },
        }),
      ),
    onSuccess: (next) => {
      list.set(next);
      return list.invalidate();
    },
  });
}

export function useDeleteJobPreference() {
  const list = useListCache();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/job-preferences/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: list.invalidate,
  });
}

export function statesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'states'],
    queryFn: async ({ signal }): Promise<BrazilianState[]> =>
      z.array(stateSchema).parse(await apiFetch('/catalogue/states', { signal })),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function sectorsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'sectors'],
    queryFn: async ({ signal }): Promise<CatalogueItem[]> =>
      catalogueListSchema.parse(await apiFetch('/catalogue/sectors', { signal })),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function categoriesQueryOptions(sectorId: number | null) {
  return queryOptions({
    queryKey: ['catalogue', 'sectors', sectorId, 'categories'],
    queryFn: async ({ signal }): Promise<CatalogueItem[]> =>
      catalogueListSchema.parse(await apiFetch(`/catalogue/sectors/${sectorId}/categories`, { signal })),
    enabled: sectorId !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function rolesQueryOptions(categoryId: number | null) {
  return queryOptions({
    queryKey: ['catalogue', 'categories', categoryId, 'roles'],
    queryFn: async ({ signal }): Promise<CatalogueItem[]> =>
      catalogueListSchema.parse(await apiFetch(`/catalogue/categories/${categoryId}/roles`, { signal })),
    enabled: categoryId !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Names of a saved profile's roles (GET /catalogue/roles?ids=…, at most 50). */
export function rolesByIdsQueryOptions(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['catalogue', 'roles', sorted],
    queryFn: async ({ signal }) =>
      z
        .array(roleWithParentsSchema)
        .parse(await apiFetch(`/catalogue/roles?ids=${sorted.join(',')}`, { signal })),
    enabled: sorted.length > 0,
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export const useStates = () => useQuery(statesQueryOptions());
export const useSectors = () => useQuery(sectorsQueryOptions());
export const useCategories = (sectorId: number | null) => useQuery(categoriesQueryOptions(sectorId));
export const useRoles = (categoryId: number | null) => useQuery(rolesQueryOptions(categoryId));
export const useRolesByIds = (ids: readonly number[]) => useQuery(rolesByIdsQueryOptions(ids));
