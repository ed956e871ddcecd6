import type { ConversationFolder } from '@domain/enums';
import { CONVERSATION_POLICY, MESSAGE_POLICY } from '@domain/rules/permissions/conversation';
import { viewerFlags } from '@domain/rules/permissions/policy';
import type { Conversation, ConversationDetail, Message } from '@domain/schemas/chat';
import type { Person } from '@domain/schemas/network';
import { BIA, CARLA, DANI, ELISA, memberNetwork } from '@web/features/network/test-data';
import { apiError, createFakeApi, type FakeApi, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';

// The chat contract (src/domain/schemas/chat.ts) for tests: conversations of Ana (the signed-in
// member, u-ana) with Bia, Carla, Dani and Elisa, and a fake server that keeps them and answers
// like the real one (flags from the same policy, rules/permissions/conversation.ts).

export { BIA, CARLA, DANI, ELISA };

export const ANA: Person = {
  id: MEMBER_ME.user?.id ?? 'u-ana',
  name: 'Ana Souza',
  imageUrl: null,
  professionalTitle: 'Engenheira de dados',
  slug: 'ana-souza',
  city: null,
  state: null,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A message; `mine` makes Ana its author (with her clientId and her flags). */
export function aMessage(
  fields: Partial<Message> & { conversationId: string; seq: number },
  { mine = false, ageMinutes = 60 }: { mine?: boolean; ageMinutes?: number } = {},
): Message {
  const deleted = fields.deletedAt != null;
  return {
    id: `m-${fields.conversationId}-${fields.seq}`,
    clientId: mine ? `00000000-0000-4000-8000-${String(fields.seq).padStart(12, '0')}` : null,
    author: mine ? ANA : BIA,
    body: `Mensagem ${fields.seq}`,
    image: null,
    createdAt: minutesAgo(ageMinutes),
    editedAt: null,
    deletedAt: null,
    authorBlocked: false,
    viewer: viewerFlags(MESSAGE_POLICY, { isAuthor: mine, deleted, editable: mine && ageMinutes < 15 }),
    ...fields,
  };
}

export type FakeConversation = ConversationDetail & { messages: Message[] };

/** A conversation of Ana's (a direct one with Bia unless told), with its messages. */
export function aConversation(
  fields: Partial<ConversationDetail> & { id: string },
  messages: Message[] = [],
): FakeConversation {
  const kind = fields.kind ?? 'direct';
  const state = fields.state ?? 'inbox';
  return {
    kind,
    title: null,
    participants: [BIA],
    memberCount: 2,
    context: null,
    state,
    muted: false,
    archived: false,
    unread: false,
    lastMessage: null,
    readers: [],
    viewer: viewerFlags(CONVERSATION_POLICY, { participant: true, kind, state, blocked: false }),
    ...fields,
    messages,
  };
}

function withLast(conversation: FakeConversation): Conversation {
  const { messages, readers: _readers, ...rest } = conversation;
  const last = messages.at(-1);
  return {
    ...rest,
    lastMessage: last
      ? {
          id: last.id,
          seq: last.seq,
          mine: last.author?.id === ANA.id,
          authorName: last.author?.name ?? null,
          excerpt: last.deletedAt ? null : last.body,
          hasImage: last.image !== null,
          deleted: last.deletedAt !== null,
          createdAt: last.createdAt,
        }
      : conversation.lastMessage,
  };
}

const detailOf = (conversation: FakeConversation): ConversationDetail => ({
  ...withLast(conversation),
  readers: conversation.readers,
});

function folderOf(conversation: FakeConversation): ConversationFolder {
  if (conversation.state === 'request') return 'requests';
  return conversation.archived ? 'archived' : 'inbox';
}

/** The multipart body of the request being answered now (the fake API does not parse FormData). */
export function currentForm(api: FakeApi): FormData {
  const body = api.fetch.mock.calls.at(-1)?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('The request has no multipart body.');
  return body;
}

interface ChatApiOptions {
  conversations?: FakeConversation[];
  unread?: number;
  /** Her connections (for the group pick-lists). */
  connections?: Person[];
  /** Answers POST …/messages instead of the fake (e.g. a failure), given the call's form. */
  onSend?: (form: FormData, conversationId: string) => Reply | undefined;
}

/**
 * A fake server where Ana is signed in and her conversations behave like the real ones: lists by
 * folder (newest message first) and name, threads with keyset history (30 a page, older pages
 * by `cursor`), an idempotent send by clientId, reads, answers to requests, mute and archive.
 */
export function chatApi(options: ChatApiOptions = {}, api: FakeApi = createFakeApi({ session: MEMBER_ME })) {
  const conversations = new Map((options.conversations ?? []).map((c) => [c.id, c]));
  let unread = options.unread ?? 0;
  let nextSeq = 1000;
  const PAGE = 30;
  const newest = (c: FakeConversation) => c.messages.at(-1)?.createdAt ?? '';

  api
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/notifications/unread-count', () => ok({ count: 0 }))
    .on('GET /api/chat/unread-count', () => ok({ count: unread }))
    .on('GET /api/network/connections', ({ query }) =>
      ok({
        items: (options.connections ?? [BIA, CARLA, DANI, ELISA])
          .filter((p) => !query.q || p.name.toLowerCase().includes(query.q.toLowerCase()))
          .map((p) => ({ ...p, network: memberNetwork(p.id, { connected: true, following: true }) })),
        nextCursor: null,
      }),
    )
    .on('GET /api/chat/conversations', ({ query }) => {
      const folder = (query.folder ?? 'inbox') as ConversationFolder;
      const items = [...conversations.values()]
        .filter((c) => folderOf(c) === folder)
        .filter((c) => !query.q || detailName(c).toLowerCase().includes(query.q.toLowerCase()))
        .sort((a, b) => newest(b).localeCompare(newest(a)))
        .map(withLast);
      return ok({ items, nextCursor: null });
    })
    .on('POST /api/chat/groups', ({ body }) => {
      const { title, memberIds } = body as { title: string; memberIds: string[] };
      const group = aConversation({
        id: 'c-new-group',
        kind: 'group',
        title,
        participants: [BIA, CARLA, DANI, ELISA].filter((p) => memberIds.includes(p.id)),
        memberCount: memberIds.length + 1,
      });
      conversations.set(group.id, group);
      register(group.id);
      return { status: 201, body: withLast(group) };
    });

  const detailName = (c: FakeConversation) => c.title ?? c.participants.map((p) => p.name).join(', ');
  const notFound = () => apiError(404, 'not_found', 'Conversa não encontrada.');

  function register(id: string) {
    const path = `/api/chat/conversations/${id}`;
    const get = () => conversations.get(id);
    api
      .on(`GET ${path}`, () => {
        const c = get();
        return c ? ok(detailOf(c)) : notFound();
      })
      .on(`PATCH ${path}`, ({ body }) => {
        const c = get();
        if (!c) return notFound();
        Object.assign(c, body as object);
        return ok(withLast(c));
      })
      .on(`GET ${path}/messages`, ({ query }) => {
        const c = get();
        if (!c) return notFound();
        const end = query.cursor ? Number(query.cursor) : c.messages.length;
        const start = Math.max(0, end - PAGE);
        return ok({ items: c.messages.slice(start, end), olderCursor: start > 0 ? String(start) : null });
      })
      .on(`POST ${path}/messages`, () => {
        const c = get();
        if (!c) return notFound();
        const form = currentForm(api);
        const answer = options.onSend?.(form, id);
        if (answer) return answer;
        const clientId = String(form.get('clientId'));
        const existing = c.messages.find((m) => m.clientId === clientId);
        if (existing) return ok(existing);
        const image = form.get('image');
        const message = aMessage(
          {
            conversationId: id,
            seq: nextSeq++,
            clientId,
            body: (form.get('body') as string | null) || null,
            image: image instanceof File ? { url: '/uploads/chat/foto.webp', width: 800, height: 600 } : null,
          },
          { mine: true, ageMinutes: 0 },
        );
        c.messages.push(message);
        registerMessage(message);
        return { status: 201, body: message };
      })
      .on(`POST ${path}/read`, () => {
        const c = get();
        if (!c) return notFound();
        if (c.unread) unread = Math.max(0, unread - 1);
        c.unread = false;
        return ok({ count: unread });
      })
      .on(`POST ${path}/accept`, () => {
        const c = get();
        if (c?.state !== 'request') return notFound();
        Object.assign(c, aConversation({ ...c, state: 'inbox' }, c.messages));
        return ok(withLast(c));
      })
      .on(`POST ${path}/decline`, () => {
        conversations.delete(id);
        return { status: 204 };
      });
  }
  function registerMessage(message: Message) {
    const path = `/api/chat/messages/${message.id}`;
    const find = () => conversations.get(message.conversationId)?.messages.find((m) => m.id === message.id);
    const replace = (next: Message) => {
      const c = conversations.get(message.conversationId);
      if (c) c.messages = c.messages.map((m) => (m.id === next.id ? next : m));
      return ok(next);
    };
    api
      .on(`PATCH ${path}`, ({ body }) => {
        const found = find();
        if (!found) return apiError(404, 'not_found', 'Mensagem não encontrada.');
        return replace({
          ...found,
          body: (body as { body: string }).body,
          editedAt: new Date().toISOString(),
        });
      })
      .on(`DELETE ${path}`, () => {
        const found = find();
        if (!found) return apiError(404, 'not_found', 'Mensagem não encontrada.');
        return replace({
          ...found,
          body: null,
          image: null,
          deletedAt: new Date().toISOString(),
          viewer: { canEdit: false, canDelete: false },
        });
      });
  }

  for (const [id, conversation] of conversations) {
    register(id);
    for (const message of conversation.messages) registerMessage(message);
  }

  return Object.assign(api, {
    conversations,
    setUnread: (count: number) => {
      unread = count;
    },
  });
}
