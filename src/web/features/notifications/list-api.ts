import type { NotificationPage } from '@domain/schemas/notifications';
import { infiniteQueryOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import {
  getUnreadCount,
  markRead,
  type NotificationList,
  notificationKeys,
  readCount,
  setUnreadCount,
  updateList,
} from './api';

/*
 * /notificacoes' calls (src/domain/schemas/notifications.ts):
 *   GET  /api/notifications?cursor   → { items, nextCursor, unreadCount } newest first (keyset)
 *   POST /api/notifications/{id}/read → { count }
 *   POST /api/notifications/read-all  → { count }
 * Reading is optimistic: the item and the bell change at once, and the server's count settles it.
 */

// The schemas (and zod) load alongside the first request, not with the page's code.
const loadSchemas = () => import('@domain/schemas/notifications');

function listPath(cursor: string | null): string {
  return cursor ? `/notifications?cursor=${encodeURIComponent(cursor)}` : '/notifications';
}

/**
 * Her notifications, one keyset page at a time. The first page's count also refreshes the bell,
 * so the two never disagree after the page opens.
 */
export function notificationListQueryOptions(queryClient: QueryClient) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const [{ notificationPageSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch(listPath(pageParam), { signal }),
      ]);
      const page = notificationPageSchema.parse(body);
      if (pageParam === null) setUnreadCount(queryClient, page.unreadCount);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Asks the server again for the list and the count (after a failed optimistic change). */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  ]);
}

/** POST /{id}/read, when she follows an unread notification. Runs on after the page is left. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount() });
      const list = queryClient.getQueryData<NotificationList>(notificationKeys.list());
      const wasUnread = list?.pages.some((page) =>
        page.items.some((item) => item.id === id && item.readAt === null),
      );
      updateList(queryClient, (data) => markRead(data, new Date().toISOString(), (item) => item.id === id));
      const count = getUnreadCount(queryClient);
      if (wasUnread && count !== undefined) setUnreadCount(queryClient, count - 1);
    },
    onSuccess: (body) => setUnreadCount(queryClient, readCount(body)),
    onError: (error) => {
      console.info('[notifications] marcar como lida falhou', error);
      return refresh(queryClient);
    },
  });
}

/** POST /read-all ('Marcar todas como lidas'): every item and the bell at once. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/notifications/read-all', { method: 'POST' }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount() });
      updateList(queryClient, (data) => markRead(data, new Date().toISOString()));
      setUnreadCount(queryClient, 0);
    },
    onSuccess: (body) => setUnreadCount(queryClient, readCount(body)),
    onError: () => refresh(queryClient),
  });
}
