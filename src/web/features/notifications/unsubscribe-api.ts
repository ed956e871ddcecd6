import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { notificationKeys } from './api';

/*
 * The one-click unsubscribe of every notification e-mail (src/domain/schemas/notifications.ts),
 * with no session needed:
 *   GET  /api/notifications/unsubscribe?token → { kind, email } (what the link turns off)
 *   POST /api/notifications/unsubscribe?token → 200
 */

const loadSchemas = () => import('@domain/schemas/notifications');

const unsubscribePath = (token: string) => `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** What an unsubscribe link turns off: the kind and the address (asked without a session). */
export function unsubscribeInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...notificationKeys.all, 'unsubscribe', token] as const,
    queryFn: async ({ signal }) => {
      const [{ unsubscribeInfoSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch(unsubscribePath(token), { signal }),
      ]);
      return unsubscribeInfoSchema.parse(body);
    },
    // The link's answer does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST the one-click unsubscribe (RFC 8058's, from the page instead of the mail client). */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch(unsubscribePath(token), { method: 'POST' }),
    // Signed in on this browser, Configurações shows the change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.emailSettings() }),
  });
}
