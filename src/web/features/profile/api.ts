import {
  catalogueItemSchema,
  type OwnProfile,
  ownProfileSchema,
  type ProfileUpdate,
  type SlugAvailability,
  slugAvailabilitySchema,
  stateSchema,
} from '@domain/schemas/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { meQueryOptions } from '@web/lib/session';
import { useMemo } from 'react';
import { z } from 'zod';

/*
 * Every call of the profile API (issue 4 contract): her own profile, photo and cover, slug,
 * account deletion, anyone's public profile and the catalogues the forms need. Each query is
 * declared once as queryOptions, so mutations invalidate by the same keys.
 */

const PROFILE_KEY = 'profile';
const PROFILES_KEY = 'profiles';
const CATALOGUE_KEY = 'catalogue';

// ---------------------------------------------------------------------------------------------
// Her own profile

export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: [PROFILE_KEY, 'me'],
    queryFn: async ({ signal }): Promise<OwnProfile> =>
      ownProfileSchema.parse(await apiFetch('/profile/me', { signal })),
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/**
 * After anything of hers changes: the top bar (['me']), her profile and every public profile
 * view (hers is one of them) are refetched.
 */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return async (updated?: OwnProfile) => {
    if (updated) queryClient.setQueryData(ownProfileQueryOptions().queryKey, updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: [PROFILE_KEY], refetchType: updated ? 'none' : 'active' }),
      queryClient.invalidateQueries({ queryKey: [PROFILES_KEY] }),
    ]);
  };
}

export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async (input: ProfileUpdate): Promise<OwnProfile> =>
      ownProfileSchema.parse(await apiFetch('/profile/me', { method: 'PUT', json: input })),
    onSuccess: (updated) => refresh(updated),
  });
}

/** Multipart endpoints (field `file`) answering `{ url }`; used with ui/ImageField's `upload`. */
export const PROFILE_IMAGE_ENDPOINTS = {
  avatar: '/profile/me/avatar',
  banner: '/profile/me/banner',
} as const;

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiFetch<void>('/profile/me', { method: 'DELETE' }),
  });
}

// ---------------------------------------------------------------------------------------------
// Slug

export function slugAvailabilityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [PROFILE_KEY, 'slug-availability', slug],
    queryFn: async ({ signal }): Promise<SlugAvailability> =>
      slugAvailabilitySchema.parse(
        await apiFetch(`/profile/slug-availability?slug=${encodeURIComponent(slug)}`, { signal }),
      ),
    // Someone else may take it at any moment: never answer from the cache.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

const slugResultSchema = z.object({ slug: z.string() });

export function useUpdateSlug() {
  const refresh = useRefreshProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slug: string) =>
      slugResultSchema.parse(await apiFetch('/profile/me/slug', { method: 'PUT', json: { slug } })),
    onSuccess: ({ slug }) => {
      const key = ownProfileQueryOptions().queryKey;
      const current = queryClient.getQueryData(key);
      return refresh(current ? { ...current, slug } : undefined);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Public profiles (no session needed): in their own module, the first thing a shared link loads

export { publicProfileByIdQueryOptions } from './public-profile-api';

// ---------------------------------------------------------------------------------------------
// Catalogues (fixed while the page is open)

export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export type BrazilianState = z.infer<typeof stateSchema>;

export function languagesCatalogueQueryOptions() {
  return queryOptions({
    queryKey: [CATALOGUE_KEY, 'idiomas'],
    queryFn: async ({ signal }): Promise<CatalogueItem[]> =>
      z.array(catalogueItemSchema).parse(await apiFetch('/catalogue/idiomas', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function statesCatalogueQueryOptions() {
  return queryOptions({
    queryKey: [CATALOGUE_KEY, 'states'],
    queryFn: async ({ signal }): Promise<BrazilianState[]> =>
      z.array(stateSchema).parse(await apiFetch('/catalogue/states', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The language catalogue as id → name, for languageLines(). Empty while it loads. */
export function useLanguageNames(): ReadonlyMap<number, string> {
  const { data } = useQuery(languagesCatalogueQueryOptions());
  return useMemo(() => new Map((data ?? []).map((item) => [item.id, item.name])), [data]);
}
