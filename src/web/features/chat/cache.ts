import type {
  Conversation,
  ConversationDetail,
  ConversationPage,
  Message,
  MessagePage,
} from '@domain/schemas/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';

/*
 * Writing into /chat's cached data, for the page's own actions (a message sent, edited, deleted,
 * a conversation read, muted, archived) and for the live stream (live.ts). Types only from the
 * contract: the live stream loads this without zod. Nothing is written into data that is not
 * loaded: a page asks for it when it opens.
 */

export type MessagePages = InfiniteData<MessagePage, string | null>;
export type ConversationPages = InfiniteData<ConversationPage, string | null>;

/**
 * A thread's messages, oldest first: the newest page is fetched first and 'Carregar mensagens
 * anteriores' adds older pages after it, each page oldest first.
 */
export function threadMessages(data: { pages: MessagePage[] } | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}

const sameMessage = (a: Message, b: Message) =>
  a.id === b.id || (a.clientId !== null && a.clientId === b.clientId);

/**
 * `message` into a thread's pages: in place of the same message (by id, or by her own clientId:
 * a retry or the live echo of what she sent), else among the newest page's when it is newer than
 * that page's oldest one (a message older than the loaded history is left to 'Carregar mensagens
 * anteriores'). Messages stay ordered by seq.
 */
export function upsertMessage(data: MessagePages, message: Message): MessagePages {
  let replaced = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => sameMessage(item, message))) return page;
    replaced = true;
    return { ...page, items: page.items.map((item) => (sameMessage(item, message) ? message : item)) };
  });
  if (replaced) return { ...data, pages };

  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const oldestShown = newest.items[0];
  const wholeHistory = newest.olderCursor === null && older.length === 0;
  if (oldestShown && message.seq < oldestShown.seq && !wholeHistory) return data;
  const items = [...newest.items, message].sort((a, b) => a.seq - b.seq);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

/**
 * A message of hers or someone's, new or changed, into its thread if that thread is loaded. A
 * thread whose messages are on their way may be answered from before this message: it is asked
 * again, so the message is not lost to the race.
 */
export function writeMessage(queryClient: QueryClient, message: Message): void {
  const key = chatKeys.messages(message.conversationId);
  const state = queryClient.getQueryState<MessagePages>(key);
  if (!state) return;
  if (state.data) queryClient.setQueryData<MessagePages>(key, upsertMessage(state.data, message));
  if (!state.data || state.fetchStatus === 'fetching') void reread(queryClient, key);
}

/** Drops a request under way (its answer may predate what was just written) and asks again. */
async function reread(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** How far a participant has read ('Visto'), into the thread's conversation if loaded. */
export function writeReader(
  queryClient: QueryClient,
  conversationId: string,
  memberId: string,
  lastReadSeq: number,
): void {
  queryClient.setQueryData<ConversationDetail>(chatKeys.conversation(conversationId), (old) => {
    if (!old) return old;
    const known = old.readers.some((reader) => reader.memberId === memberId);
    const readers = known
      ? old.readers.map((reader) =>
          reader.memberId === memberId
            ? { ...reader, lastReadSeq: Math.max(reader.lastReadSeq, lastReadSeq) }
            : reader,
        )
      : [...old.readers, { memberId, lastReadSeq }];
    return { ...old, readers };
  });
}

/** Changes one conversation wherever it is cached: its thread's header and every list row. */
export function patchConversation(
  queryClient: QueryClient,
  id: string,
  patch: (conversation: Conversation) => Partial<Conversation>,
): void {
  queryClient.setQueryData<ConversationDetail>(chatKeys.conversation(id), (old) =>
    old ? { ...old, ...patch(old) } : old,
  );
  queryClient.setQueriesData<ConversationPages>({ queryKey: chatKeys.lists() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, ...patch(item) } : item)),
          })),
        }
      : old,
  );
}

/** A conversation leaves every cached list at once (declined, left, archived elsewhere). */
export function dropFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<ConversationPages>({ queryKey: chatKeys.lists() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
        }
      : old,
  );
}

/** Her lists are asked again (the order, the last messages, the folders changed). */
export function refreshLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
}
