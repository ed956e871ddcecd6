import type { PublicProfile } from '@domain/schemas/public-profile';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@web/lib/api';

/*
 * Anyone's public profile (no session needed): GET /api/profiles/by-slug/{slug} and
 * GET /api/profiles/{id}. Apart from the rest of the profile API (api.ts re-exports it) because it
 * is what a shared /m/{slug} link opens first: the answer's schema (and zod with it) loads
 * alongside the request instead of with the page's code.
 */

const PROFILES_KEY = 'profiles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const loadSchema = () => import('@domain/schemas/public-profile');

async function fetchProfile(path: string, signal?: AbortSignal): Promise<PublicProfile> {
  const [{ publicProfileSchema }, body] = await Promise.all([loadSchema(), apiFetch(path, { signal })]);
  return publicProfileSchema.parse(body);
}

const fetchById = (id: string, signal?: AbortSignal) =>
  fetchProfile(`/profiles/${encodeURIComponent(id)}`, signal);

export function publicProfileBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [PROFILES_KEY, 'by-slug', slug],
    queryFn: async ({ signal }): Promise<PublicProfile> => {
      try {
        return await fetchProfile(`/profiles/by-slug/${encodeURIComponent(slug)}`, signal);
      } catch (error) {
        // SPEC §2: /m/{id or slug}. A member's id also opens her page here.
        if (isApiError(error) && error.status === 404 && UUID.test(slug)) return fetchById(slug, signal);
        throw error;
      }
    },
  });
}

export function publicProfileByIdQueryOptions(id: string) {
  return queryOptions({
    queryKey: [PROFILES_KEY, 'by-id', id],
    queryFn: ({ signal }) => fetchById(id, signal),
  });
}
