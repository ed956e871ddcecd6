import type { PrivacySettings } from '@domain/rules/privacy';
import type { ProfileViewPage, TalentSearchSetting } from '@domain/schemas/talent';
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
 * The talent search, her side (src/domain/schemas/talent.ts):
 *   GET/PUT /api/me/privacy/talent-search { enabled } — 'Aceito ser encontrada por recrutadoras'
 *   GET     /api/me/privacy/profile-views?cursor     — 'Empresas que viram seu perfil'
 */
const loadTalentSchemas = () => import('@domain/schemas/talent');
const talentSearchKey = () => ['privacy', 'talent-search'] as const;

export function useTalentSearchSetting() {
  return useQuery({
    queryKey: talentSearchKey(),
    queryFn: async ({ signal }): Promise<TalentSearchSetting> => {
      const [{ talentSearchSettingSchema }, body] = await Promise.all([
        loadTalentSchemas(),
        apiFetch('/me/privacy/talent-search', { signal }),
      ]);
      return talentSearchSettingSchema.parse(body);
    },
  });
}

export function useSaveTalentSearchSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: TalentSearchSetting): Promise<TalentSearchSetting> => {
      const [{ talentSearchSettingSchema }, body] = await Promise.all([
        loadTalentSchemas(),
        apiFetch('/me/privacy/talent-search', { method: 'PUT', json: setting }),
      ]);
      return talentSearchSettingSchema.parse(body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(talentSearchKey(), saved);
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
