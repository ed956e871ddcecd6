import { SEARCH_DEBOUNCE_MS } from '@domain/limits';
import type { Workspaces } from '@domain/schemas/workspaces';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizeSearchQuery } from '@web/features/search/api';
import { apiFetch } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEffect } from 'react';
import type { AccessCandidate, GrantTarget } from './targets/target';

/*
 * GET /api/me/workspaces: the companies she helps run and the communities she administers or
 * moderates. Drives the 'Para Negócios' modal and the contextual menus of the top bar, so it is
 * asked once per session and kept briefly; whatever creates, deletes or re-roles a company or a
 * community invalidates workspacesQueryOptions().queryKey.
 */

// Not under ['me']: that root survives sign-out (SESSION_QUERY_ROOTS), and this is her data.
const WORKSPACES_KEY = 'workspaces';
const WORKSPACES_STALE_MS = 60_000;

// The logged-in bar asks for her workspaces: the schema (and zod) loads alongside that request.
const loadSchemas = () => import('@domain/schemas/workspaces');

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: [WORKSPACES_KEY],
    queryFn: async ({ signal }): Promise<Workspaces> => {
      const [{ workspacesSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/me/workspaces', { signal }),
      ]);
      return workspacesSchema.parse(body);
    },
    staleTime: WORKSPACES_STALE_MS,
  });
}

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}

/*
 * The grant access page's own calls go through the target adapters (./targets): the same hooks
 * serve a community and a company.
 */

/**
 * POST …/invitations (offer a role); on success the place's pending invitations, its members
 * (a lower role applies at once), the header's counts and her workspaces refresh.
 */
export function useGrantAccess(target: GrantTarget, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...target.grantMutation(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: target.invitationsQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: target.membersQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: target.detailQuery(id).queryKey }),
        // She may have lowered her own role.
        queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
      ]),
  });
}

/** DELETE …/invitations/{invitationId}; afterwards the pending list refreshes. */
export function useCancelInvitation(target: GrantTarget, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...target.cancelMutation(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: target.invitationsQuery(id).queryKey }),
  });
}

export type CandidateSearch =
  /** Nothing typed (or only spaces). */
  | { status: 'idle'; query: '' }
  /** Waiting for the debounce or the server. */
  | { status: 'loading'; query: string }
  /** `results` belong to `query`; a failed search reads as no results (SPEC §8). */
  | { status: 'done'; query: string; results: AccessCandidate[] };

/** The people matching what she types, debounced like the global search. */
export function useCandidateSearch(target: GrantTarget, id: string, text: string): CandidateSearch {
  const query = normalizeSearchQuery(text);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { data, error, isPending } = useQuery({
    ...target.candidatesQuery(id, debounced),
    // SPEC §5: search runs only when the trimmed query is non-empty.
    enabled: debounced.length > 0,
  });

  useEffect(() => {
    // SPEC §8: search failures are only logged (console.info: the e2e suite fails on errors).
    if (error) console.info('[access] a busca de usuárias falhou', error);
  }, [error]);

  if (query === '') return { status: 'idle', query: '' };
  if (debounced !== query || isPending) return { status: 'loading', query };
  return { status: 'done', query, results: data ?? [] };
}
