import { PRIVACY_OPT_IN_PATHS, type PrivacyOptIn, type PrivacySettings } from '@domain/rules/privacy';
import type { OptInSetting } from '@domain/schemas/privacy';
import type { ProfileViewPage } from '@domain/schemas/talent';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * Her privacy per field (issue 19, src/domain/schemas/privacy.ts):
 *   GET /api/me/privacy → { email, phone, city, birthday, children, connections, activity }
 *   PUT /api/me/privacy   the same, every field → as saved
 * Each value is 'nobody' | 'connections' | 'members' | 'public'. Loaded with Configurações'
 * 'Privacidade' section only; the schema loads with the first answer.
 */

const loadSchemas = () => import('@domain/schemas/privacy');

const privacyKey = () => ['privacy', 'settings'] as const;

function privacyQueryOptions() {
  return queryOptions({
    queryKey: privacyKey(),
    queryFn: async ({ signal }): Promise<PrivacySettings> => {
      const [{ privacySettingsSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/me/privacy', { signal }),
      ]);
      return privacySettingsSchema.parse(body);
    },
  });
}

export function usePrivacySettings() {
  return useQuery(privacyQueryOptions());
}

/** PUT every field; the answer becomes the cached settings. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PrivacySettings): Promise<PrivacySettings> => {
      const [{ privacySettingsSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/me/privacy', { method: 'PUT', json: settings }),
      ]);
      return privacySettingsSchema.parse(body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKey(), saved);
      // Profiles read before now were shaped by the old choices.
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}

/*
 * Her opt-ins (src/domain/rules/privacy.ts PRIVACY_OPT_INS), each off by default:
 *   GET/PUT /api/me/privacy/talent-search  { enabled } — 'Aceito ser encontrada por recrutadoras'
 *   GET/PUT /api/me/privacy/search-engines { enabled } — her profile in search engines
 * and the talent search's trace (src/domain/schemas/talent.ts):
 *   GET     /api/me/privacy/profile-views?cursor     — 'Empresas que viram seu perfil'
 */
const loadTalentSchemas = () => import('@domain/schemas/talent');
const optInKey = (optIn: PrivacyOptIn) => ['privacy', 'opt-in', optIn] as const;
const optInPath = (optIn: PrivacyOptIn) => `/me/privacy/${PRIVACY_OPT_IN_PATHS[optIn]}`;

export function useOptIn(optIn: PrivacyOptIn) {
  return useQuery({
    queryKey: optInKey(optIn),
    queryFn: async ({ signal }): Promise<OptInSetting> => {
      const [{ optInSettingSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch(optInPath(optIn), { signal }),
      ]);
      return optInSettingSchema.parse(body);
    },
  });
}

export function useSaveOptIn(optIn: PrivacyOptIn) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: OptInSetting): Promise<OptInSetting> => {
      const [{ optInSettingSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch(optInPath(optIn), { method: 'PUT', json: setting }),
      ]);
      return optInSettingSchema.parse(body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(optInKey(optIn), saved);
    },
  });
}

export function useProfileViews() {
  return useInfiniteQuery({
    queryKey: ['privacy', 'profile-views'],
    queryFn: async ({ pageParam, signal }): Promise<ProfileViewPage> => {
      const path = pageParam
        ? `/me/privacy/profile-views?cursor=${encodeURIComponent(pageParam)}`
        : '/me/privacy/profile-views';
      const [{ profileViewPageSchema }, body] = await Promise.all([
        loadTalentSchemas(),
        apiFetch(path, { signal }),
      ]);
      return profileViewPageSchema.parse(body);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
