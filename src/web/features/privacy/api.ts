import type { PrivacySettings } from '@domain/rules/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
