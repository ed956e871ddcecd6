import { type Workspaces, workspacesSchema } from '@domain/schemas/workspaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * GET /api/me/workspaces: the companies she helps run and the communities she administers or
 * moderates. Drives the 'Para Negócios' modal and the contextual menus of the top bar, so it is
 * asked once per session and kept briefly; whatever creates, deletes or re-roles a company or a
 * community invalidates workspacesQueryOptions().queryKey.
 */

// Not under ['me']: that root survives sign-out (SESSION_QUERY_ROOTS), and this is her data.
const WORKSPACES_KEY = 'workspaces';
const WORKSPACES_STALE_MS = 60_000;

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: [WORKSPACES_KEY],
    queryFn: async ({ signal }): Promise<Workspaces> =>
      workspacesSchema.parse(await apiFetch('/me/workspaces', { signal })),
    staleTime: WORKSPACES_STALE_MS,
  });
}

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}
