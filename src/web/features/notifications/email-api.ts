import type { EmailMode, NotificationKind } from '@domain/enums';
import type { EmailSettings } from '@domain/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { notificationKeys } from './api';

/*
 * Her e-mail choices (src/domain/schemas/notifications.ts):
 *   GET  /api/notifications/email-settings → { settings: [{ kind, mode }] } (every kind)
 *   PUT  /api/notifications/email-settings   { settings } → { settings }
 * Loaded with Configurações' section only.
 */

const loadSchemas = () => import('@domain/schemas/notifications');

export type EmailChoices = Record<NotificationKind, EmailMode>;

export function emailSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.emailSettings(),
    queryFn: async ({ signal }): Promise<EmailSettings> => {
      const [{ emailSettingsSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/notifications/email-settings', { signal }),
      ]);
      return emailSettingsSchema.parse(body);
    },
  });
}

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions());
}

/** PUT her choices (every kind); the answer becomes the cached settings. */
export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: EmailSettings['settings']): Promise<EmailSettings> => {
      const [{ emailSettingsSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/notifications/email-settings', { method: 'PUT', json: { settings } }),
      ]);
      return emailSettingsSchema.parse(body);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.emailSettings(), saved),
  });
}
