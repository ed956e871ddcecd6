import type { ConversationFolder } from '@domain/enums';

/*
 * Every query key of /chat (issue 18), in one place, under CHAT_QUERY_ROOT: the reads (api.ts,
 * unread-api.ts), the cache writes (cache.ts) and the live stream (live.ts) all name their data
 * through these. No imports beyond types, so the top bar's badge can use them without the rest.
 */

export const CHAT_QUERY_ROOT = ['chat'] as const;

export const chatKeys = {
  all: CHAT_QUERY_ROOT,
  /** Every list of conversations (each folder, each search). */
  lists: () => [...CHAT_QUERY_ROOT, 'conversations'] as const,
  list: (folder: ConversationFolder, q: string) =>
    [...CHAT_QUERY_ROOT, 'conversations', folder, { q }] as const,
  conversation: (id: string) => [...CHAT_QUERY_ROOT, 'conversation', id] as const,
  messages: (id: string) => [...CHAT_QUERY_ROOT, 'messages', id] as const,
  unreadCount: () => [...CHAT_QUERY_ROOT, 'unread-count'] as const,
  /** Her connections, for the group pick-lists. */
  connections: (q: string) => [...CHAT_QUERY_ROOT, 'connections', { q }] as const,
};
