import { type Experience, type ExperienceInput, experienceSchema } from '@domain/schemas/cv';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/* Her professional experiences (GET/PUT /api/experiences, DELETE /api/experiences/:id). */

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

/** "Save all": rows with an id are updated, rows without one inserted; answers the saved list. */
export function useSaveExperiences() {
  const queryClient = useQueryClient();
  const { queryKey } = experiencesQueryOptions();
  return useMutation({
    mutationFn: async (entries: ExperienceInput[]) =>
      experienceListSchema.parse(await apiFetch('/experiences', { method: 'PUT', json: { entries } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
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
