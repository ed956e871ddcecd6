import type { ChatSettings } from '@domain/schemas/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { CHAT_QUERY_ROOT } from './keys';

/*
 * Her message choices (src/domain/schemas/chat.ts):
 *   GET  /api/chat/settings → { allowRequests, emailUnread }
 *   PUT  /api/chat/settings   { allowRequests, emailUnread } → the same, as saved
 * Loaded with Configurações' 'Mensagens' section only; the schemas load with the first answer.
 */

const loadSchemas = () => import('@domain/schemas/chat');

const chatSettingsKey = () => [...CHAT_QUERY_ROOT, 'settings'] as const;

function chatSettingsQueryOptions() {
  return queryOptions({
    queryKey: chatSettingsKey(),
    queryFn: async ({ signal }): Promise<ChatSettings> => {
      const [{ chatSettingsSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/chat/settings', { signal }),
      ]);
      return chatSettingsSchema.parse(body);
    },
  });
}

export function useChatSettings() {
  return useQuery(chatSettingsQueryOptions());
}

/** PUT both choices; the answer becomes the cached settings. */
export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ChatSettings): Promise<ChatSettings> => {
      const [{ chatSettingsSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch('/chat/settings', { method: 'PUT', json: settings }),
      ]);
      return chatSettingsSchema.parse(body);
    },
    onSuccess: (saved) => queryClient.setQueryData(chatSettingsKey(), saved),
  });
}
