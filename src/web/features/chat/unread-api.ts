import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { chatKeys } from './keys';

/*
 * The top bar's count of her unread conversations (GET /api/chat/unread-count → { count }). The
 * badge loads after the bar has rendered (the bar is on every page: issue 14's budgets), so this
 * module holds no schema and no zod; the live stream (live.ts) keeps the count true.
 */

/** Fresh enough without asking again: the live stream sets it whenever it changes. */
const UNREAD_STALE_MS = 5 * 60_000;

/** The count as a number, whatever else the answer carries (a bad answer reads as none). */
export function readChatCount(body: unknown): number {
  const count = (body as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export function chatUnreadQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unreadCount(),
    queryFn: async ({ signal }): Promise<number> =>
      readChatCount(await apiFetch('/chat/unread-count', { signal })),
    staleTime: UNREAD_STALE_MS,
  });
}

export function useChatUnreadCount(): number {
  return useQuery(chatUnreadQueryOptions()).data ?? 0;
}

export function setChatUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(chatKeys.unreadCount(), Math.max(0, count));
}
