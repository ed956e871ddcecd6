import type { Notification, NotificationPage } from '@domain/schemas/notifications';
import { type InfiniteData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * Notifications' shared data (issue 16): the query keys, her unread count (the bar's bell), and
 * the helpers that write into the cached list and count, for the page's own actions and for the
 * live stream (live/connect.ts). The bell loads it after the bar renders (the bar is on every
 * page: issue 14's budgets), so it holds no schema and no zod. The list's calls are list-api.ts,
 * the e-mail choices email-api.ts, the unsubscribe page's unsubscribe-api.ts.
 *
 *   GET /api/notifications/unread-count → { count }
 */

const ROOT = 'notifications';

export const notificationKeys = {
  all: [ROOT] as const,
  unreadCount: () => [ROOT, 'unread-count'] as const,
  list: () => [ROOT, 'list'] as const,
  emailSettings: () => [ROOT, 'email-settings'] as const,
};

/** Fresh enough without asking again: the live stream sets it whenever it changes. */
const UNREAD_STALE_MS = 5 * 60_000;

/** The count as a number, whatever else the answer carries (a bad answer reads as none). */
export function readCount(body: unknown): number {
  const count = (body as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** GET /api/notifications/unread-count: how many she has not read (the bell's badge). */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }): Promise<number> =>
      readCount(await apiFetch('/notifications/unread-count', { signal })),
    staleTime: UNREAD_STALE_MS,
  });
}

export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions()).data ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Writing into the cached list of /notificacoes and the bell's count, for the stream (a new or
// regrouped notification) and the page's own actions (read one, read all). Nothing is written
// into a list that is not loaded: the page asks for it when it opens.

export type NotificationList = InfiniteData<NotificationPage, string | null>;

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(notificationKeys.unreadCount(), Math.max(0, count));
}

export function getUnreadCount(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<number>(notificationKeys.unreadCount());
}

/** Rewrites the cached list, if loaded. */
export function updateList(
  queryClient: QueryClient,
  update: (data: NotificationList) => NotificationList,
): void {
  const data = queryClient.getQueryData<NotificationList>(notificationKeys.list());
  if (data) queryClient.setQueryData<NotificationList>(notificationKeys.list(), update(data));
}

/**
 * Puts `notification` at the top of the list: new, or (same id) a grouped one that came back
 * with a new person and a new seq, which leaves its old place.
 */
export function putFirst(data: NotificationList, notification: Notification): NotificationList {
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== notification.id),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [notification, ...first.items] }, ...rest] };
}

/** Marks as read at `at` the notifications `which` picks (all by default). */
export function markRead(
  data: NotificationList,
  at: string,
  which: (item: Notification) => boolean = () => true,
): NotificationList {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.readAt === null && which(item) ? { ...item, readAt: at } : item)),
    })),
  };
}
