import type { Me, PublicConfig } from '@domain/schemas/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@web/lib/api';
import { announceAuthChange } from '@web/lib/auth-channel';

/*
 * The session, app-wide: the session lives in an httpOnly cookie the client cannot read, so
 * ['me'] (GET /api/me) is the client's only source of truth about who is signed in, beside the
 * deployment's settings (GET /api/config) and signing out. The accounts API that starts a
 * session (sign-in, sign-up, two-factor, passwords) is the auth feature's (features/auth/api.ts).
 */

const ME_STALE_MS = 60_000;

// Every page asks for ['me'] at start-up, so this file is in the entry chunk. The schemas are
// fetched alongside the first request instead: statically imported they would bring zod and the
// password rules into that chunk (~30 kB gzipped) for two small response checks.
const loadSchemas = () => import('@domain/schemas/auth');

/** Shown while /api/config loads or if it fails: the client's own home page. */
export const DEFAULT_MARKETING_URL = '/home';

export const VISITOR: Me = { user: null, profile: null };

const ME_KEY = 'me';
const CONFIG_KEY = 'config';

/** Roots of the queries that describe the session or the deployment, not a member's data. */
export const SESSION_QUERY_ROOTS: readonly string[] = [ME_KEY, CONFIG_KEY];

export function meQueryOptions() {
  return queryOptions({
    queryKey: [ME_KEY],
    queryFn: async ({ signal }): Promise<Me> => {
      const [{ meSchema }, body] = await Promise.all([loadSchemas(), apiFetch('/me', { signal })]);
      return meSchema.parse(body);
    },
    staleTime: ME_STALE_MS,
  });
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: [CONFIG_KEY],
    queryFn: async ({ signal }): Promise<PublicConfig> => {
      const [{ publicConfigSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/config', { signal }),
      ]);
      return publicConfigSchema.parse(body);
    },
    // Set at deploy time; it cannot change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(configQueryOptions());
  return { marketingUrl: data?.marketingUrl || DEFAULT_MARKETING_URL };
}

/** Statuses that mean "there is no session here any more", which is what signing out wants. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiFetch('/auth/sign-out', { method: 'POST', json: {} });
      } catch (error) {
        // SPEC §8: an expired or unknown session is already the outcome we wanted.
        if (!(error instanceof ApiError && ALREADY_SIGNED_OUT.has(error.status))) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, VISITOR);
      announceAuthChange('signed-out');
    },
  });
}

/** Ends every session of the member, this one included. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/auth/revoke-sessions', { method: 'POST', json: {} }),
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, VISITOR);
      announceAuthChange('signed-out');
    },
  });
}
