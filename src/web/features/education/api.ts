import { type Education, type EducationInput, educationSchema } from '@domain/schemas/cv';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/* Her education (GET /api/education; POST, PUT and DELETE one at /api/education/:id). */

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
 * Saves one item (issue 22: the page edits one at a time): POST /education adds it, PUT
 * /education/:id replaces hers; both answer the saved list.
 */
export function useSaveEducation() {
  const queryClient = useQueryClient();
  const { queryKey } = educationQueryOptions();
  return useMutation({
    mutationFn: async ({ id, ...entry }: EducationInput) =>
      educationListSchema.parse(
        await apiFetch(id ? `/education/${encodeURIComponent(id)}` : '/education', {
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

export function useDeleteEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/education/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQueryOptions().queryKey }),
  });
}
