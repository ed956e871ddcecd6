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

/**
 * Saves one item (issue 22: the page edits one at a time): the list PUT with that row alone,
 * which inserts it without an id or updates hers with one and keeps the others; answers the
 * saved list.
 */
export function useSaveEducation() {
  const queryClient = useQueryClient();
  const { queryKey } = educationQueryOptions();
  return useMutation({
    mutationFn: async (entry: EducationInput) =>
      educationListSchema.parse(await apiFetch('/education', { method: 'PUT', json: { entries: [entry] } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
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
