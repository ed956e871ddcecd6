import { type Experience, type ExperienceInput, experienceSchema } from '@domain/schemas/cv';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/* Her professional experiences (GET /api/experiences; POST, PUT and DELETE one at /api/experiences/:id). */

const experienceListSchema = z.array(experienceSchema);

export function experiencesQueryOptions() {
  return queryOptions({
    queryKey: ['experiences'],
    queryFn: async ({ signal }): Promise<Experience[]> =>
      experienceListSchema.parse(await apiFetch('/experiences', { signal })),
  });
}

export function useExperiences() {
  return useQuery(experiencesQueryOptions());
}

/**
 * Saves one item (issue 22: the page edits one at a time): POST /experiences adds it, PUT
 * /experiences/:id replaces hers; both answer the saved list.
 */
export function useSaveExperience() {
  const queryClient = useQueryClient();
  const { queryKey } = experiencesQueryOptions();
  return useMutation({
    mutationFn: async ({ id, ...entry }: ExperienceInput) =>
      experienceListSchema.parse(
        await apiFetch(id ? `/experiences/${encodeURIComponent(id)}` : '/experiences', {
          method: id ? 'PUT' : 'POST',
          json: entry,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/experiences/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experiencesQueryOptions().queryKey }),
  });
}
