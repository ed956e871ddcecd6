import type { ConversationFolder } from '@domain/enums';
import { PAGE_SIZE_MAX } from '@domain/limits';
import {
  type Conversation,
  type ConversationDetail,
  type ConversationPage,
  chatUnreadSchema,
  conversationDetailSchema,
  conversationPageSchema,
  conversationSchema,
  type Message,
  type MessagePage,
  messagePageSchema,
  messageSchema,
} from '@domain/schemas/chat';
import { type PersonPage, personPageSchema } from '@domain/schemas/network';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { dropFromLists, patchConversation, refreshLists, writeMessage } from './cache';
import { chatKeys } from './keys';
import { setChatUnreadCount } from './unread-api';

/*
 * Every call of /chat (issue 18; the contract and its route list: src/domain/schemas/chat.ts),
 * as query options and mutation hooks. Query keys are keys.ts's; the unread count is
 * unread-api.ts's (the top bar loads it alone); sending a message is outbox.ts's business.
 *
 * Sections: reads · conversations · messages.
 */

const seg = (value: string) => encodeURIComponent(value);
const conversationPath = (id: string) => `/chat/conversations/${seg(id)}`;

function pagePath(base: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /api/chat/conversations?folder&q: one of her lists, newest message first (keyset). */
export function conversationsInfiniteQueryOptions(folder: ConversationFolder, q = '') {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(folder, q),
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> =>
      conversationPageSchema.parse(
        await apiFetch(pagePath('/chat/conversations', { folder, q, cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/chat/conversations/{id}: the thread's header, flags and who read how far. */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: async ({ signal }): Promise<ConversationDetail> =>
      conversationDetailSchema.parse(await apiFetch(conversationPath(id), { signal })),
  });
}

/**
 * GET /api/chat/conversations/{id}/messages: the newest page first, then older ones
 * ('Carregar mensagens anteriores', `olderCursor`); each page oldest first.
 */
export function messagesInfiniteQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> =>
      messagePageSchema.parse(
        await apiFetch(pagePath(`${conversationPath(id)}/messages`, { cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.olderCursor,
  });
}

/** GET /api/network/connections?q: the first page of her connections, for a group's pick-list. */
export function chatConnectionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: chatKeys.connections(q),
    queryFn: async ({ signal }): Promise<PersonPage> =>
      personPageSchema.parse(
        await apiFetch(pagePath('/network/connections', { q, limit: String(PAGE_SIZE_MAX) }), { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// Conversations

/** POST /api/chat/groups { title, memberIds }: a new group among her connections. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { title: string; memberIds: string[] }): Promise<Conversation> =>
      conversationSchema.parse(await apiFetch('/chat/groups', { method: 'POST', json: input })),
    onSuccess: () => void refreshLists(queryClient),
  });
}

export type ConversationChange = { muted?: boolean; archived?: boolean; title?: string };

/** PATCH /api/chat/conversations/{id}: mute, archive or rename. */
export function useUpdateConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ConversationChange): Promise<Conversation> =>
      conversationSchema.parse(await apiFetch(conversationPath(id), { method: 'PATCH', json: change })),
    onSuccess: (conversation, change) => {
      patchConversation(queryClient, id, () => conversation);
      // Archiving moves it between folders: it leaves the list it was in at once.
      if (change.archived !== undefined) dropFromLists(queryClient, id);
      void refreshLists(queryClient);
    },
  });
}

/**
 * POST /api/chat/conversations/{id}/accept (a request → her inbox) or /decline (gone from her
 * lists; the sender is not told).
 */
export function useAnswerRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline'): Promise<Conversation | null> => {
      const body = await apiFetch(`${conversationPath(id)}/${answer}`, { method: 'POST' });
      return answer === 'accept' ? conversationSchema.parse(body) : null;
    },
    onSuccess: (conversation) => {
      dropFromLists(queryClient, id);
      if (conversation) patchConversation(queryClient, id, () => conversation);
      else {
        queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
        queryClient.removeQueries({ queryKey: chatKeys.messages(id) });
      }
      void refreshLists(queryClient);
    },
  });
}

/** POST /api/chat/conversations/{id}/members { memberIds }: more of her connections in a group. */
export function useAddMembers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberIds: string[]): Promise<ConversationDetail> =>
      conversationDetailSchema.parse(
        await apiFetch(`${conversationPath(id)}/members`, { method: 'POST', json: { memberIds } }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(chatKeys.conversation(id), detail);
      void refreshLists(queryClient);
    },
  });
}

/** DELETE /api/chat/conversations/{id}/members/me: she leaves a group (no more delivery). */
export function useLeaveGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiFetch(`${conversationPath(id)}/members/me`, { method: 'DELETE' });
    },
    onSuccess: () => {
      dropFromLists(queryClient, id);
      queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
      queryClient.removeQueries({ queryKey: chatKeys.messages(id) });
      void refreshLists(queryClient);
    },
  });
}

/** POST /api/chat/conversations/{id}/read { seq }: read up to that message; the badge follows. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (seq: number): Promise<number> =>
      chatUnreadSchema.parse(
        await apiFetch(`${conversationPath(id)}/read`, { method: 'POST', json: { seq } }),
      ).count,
    onSuccess: (count) => {
      setChatUnreadCount(queryClient, count);
      patchConversation(queryClient, id, () => ({ unread: false }));
      // A list asked for just before (a new message arrived) may still say 'unread': ask again.
      void refreshLists(queryClient);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Messages

/**
 * POST /api/chat/conversations/{id}/messages, multipart { clientId, body?, image? }: 201 new, or
 * 200 with the message already sent under that clientId (a retry never duplicates).
 */
export async function postMessage(
  conversationId: string,
  input: { clientId: string; body: string; image: File | null },
): Promise<Message> {
  const form = new FormData();
  form.append('clientId', input.clientId);
  if (input.body) form.append('body', input.body);
  if (input.image) form.append('image', input.image);
  return messageSchema.parse(
    await apiFetch(`${conversationPath(conversationId)}/messages`, { method: 'POST', body: form }),
  );
}

/** PATCH /api/chat/messages/{id} { body }: her own, within the edit window. */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }): Promise<Message> =>
      messageSchema.parse(await apiFetch(`/chat/messages/${seg(id)}`, { method: 'PATCH', json: { body } })),
    onSuccess: (message) => {
      writeMessage(queryClient, message);
      void refreshLists(queryClient);
    },
  });
}

/** DELETE /api/chat/messages/{id}: for everyone; 'Mensagem apagada' stays in its place. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<Message> =>
      messageSchema.parse(await apiFetch(`/chat/messages/${seg(id)}`, { method: 'DELETE' })),
    onSuccess: (message) => {
      writeMessage(queryClient, message);
      void refreshLists(queryClient);
    },
  });
}

export type { Conversation, ConversationDetail, Message };
