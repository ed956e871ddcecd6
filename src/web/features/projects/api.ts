import type { ProjectType } from '@domain/enums';
import { type Project, type ProjectInput, projectSchema } from '@domain/schemas/cv';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/* Her projects and achievements (GET/POST /api/projects, PUT/DELETE /api/projects/:id). */

const projectListSchema = z.array(projectSchema);

/** Root of every projects query: mutations invalidate it, so all four tabs stay fresh. */
const PROJECTS_KEY = 'projects';

export function projectsQueryOptions(type: ProjectType) {
  return queryOptions({
    queryKey: [PROJECTS_KEY, type],
    queryFn: async ({ signal }): Promise<Project[]> =>
      projectListSchema.parse(await apiFetch(`/projects?type=${encodeURIComponent(type)}`, { signal })),
  });
}

export function useProjects(type: ProjectType) {
  return useQuery(projectsQueryOptions(type));
}

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [PROJECTS_KEY] });
}

/** Adds (no id) or updates (id) one item. */
export function useSaveProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ProjectInput }) =>
      projectSchema.parse(
        await apiFetch(id ? `/projects/${encodeURIComponent(id)}` : '/projects', {
          method: id ? 'PUT' : 'POST',
          json: input,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
