import { type Education, type EducationInput, educationSchema } from '@domain/schemas/cv';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/* Her education (GET/PUT /api/education, DELETE /api/education/:id). */

const educationListSchema = z.array(educationSchema);

export function educationQueryOptions() {
  return queryOptions({
    queryKey: ['education'],
    queryFn: async ({ signal }): Promise<Education[]> =>
      educationListSchema.parse(await apiFetch('/education', { signal })),
  });
}

export function useEducation() {
  return useQuery(educationQueryOptions());
}

/** "Save all": rows with an id are updated, rows without one inserted; answers the saved list. */
export function useSaveEducation() {
  const queryClient = useQueryClient();
  const { queryKey } = educationQueryOptions();
  return useMutation({
    mutationFn: async (entries: EducationInput[]) =>
      educationListSchema.parse(await apiFetch('/education', { method: 'PUT', json: { entries } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useDeleteEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/education/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQueryOptions().queryKey }),
  });
}
