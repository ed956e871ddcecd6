import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversationPages, MessagePages } from './cache';
import { threadMessages } from './cache';
import { chatKeys } from './keys';
import { applyChatUnread, applyLiveConversation, applyLiveMessage, applyLiveRead, refreshChat } from './live';
import { aConversation, aMessage, BIA, CARLA } from './test-data';

// The live stream's chat events written into the cache (issue 18): the open thread, the lists
// and the badge change without a reload.

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());

const C = 'c-bia';
const message = (seq: number, fields = {}, mine = false) =>
  aMessage({ conversationId: C, seq, body: `Mensagem ${seq}`, ...fields }, { mine });

/** A loaded thread: the newest page [3, 4, 5] and an older one [1, 2]. */
function loadThread(pages = [[3, 4, 5].map((seq) => message(seq)), [1, 2].map((seq) => message(seq))]) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(C), {
    pages: pages.map((items, index) => ({ items, olderCursor: index === pages.length - 1 ? null : 'x' })),
    pageParams: pages.map((_, index) => (index === 0 ? null : 'x')),
  });
}

const seqs = () =>
  threadMessages(queryClient.getQueryData<MessagePages>(chatKeys.messages(C))).map(
    (m) => `${m.seq}:${m.body}`,
  );
const unread = () => queryClient.getQueryData<number>(chatKeys.unreadCount());
const event = (m: ReturnType<typeof message>, unreadCount = 1) => ({
  conversationId: C,
  message: m,
  unreadCount,
});

describe('applyLiveMessage', () => {
  it('appends a newer message at the bottom of the open thread and sets the badge', () => {
    loadThread();
    applyLiveMessage(queryClient, event(message(6), 2));
    expect(seqs()).toEqual([
      '1:Mensagem 1',
      '2:Mensagem 2',
      '3:Mensagem 3',
      '4:Mensagem 4',
      '5:Mensagem 5',
      '6:Mensagem 6',
    ]);
    expect(unread()).toBe(2);
  });

  it('replaces an edited or deleted message in place, by id', () => {
    loadThread();
    applyLiveMessage(
      queryClient,
      event(message(2, { body: 'Corrigida', editedAt: new Date().toISOString() })),
    );
    applyLiveMessage(queryClient, event(message(4, { body: null, deletedAt: new Date().toISOString() })));
    expect(seqs()).toEqual(['1:Mensagem 1', '2:Corrigida', '3:Mensagem 3', '4:null', '5:Mensagem 5']);
  });

  it('takes her own message back by its clientId (sent from this or another tab) without a duplicate', () => {
    const clientId = '11111111-2222-4333-8444-555555555555';
    loadThread([[message(3), { ...message(99, {}, true), id: 'm-temp', clientId }]]);
    applyLiveMessage(queryClient, event({ ...message(6, { body: 'Enviada' }, true), clientId }));
    expect(seqs()).toEqual(['3:Mensagem 3', '6:Enviada']);
  });

  it('keeps a message older than the history loaded for "Carregar mensagens anteriores"', () => {
    loadThread([[5, 6].map((seq) => message(seq))]);
    queryClient.setQueryData<MessagePages>(chatKeys.messages(C), (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, olderCursor: 'older' })) } : old,
    );
    applyLiveMessage(queryClient, event(message(2)));
    expect(seqs()).toEqual(['5:Mensagem 5', '6:Mensagem 6']);
  });

  it('puts a late message in its place by seq', () => {
    loadThread([[3, 5].map((seq) => message(seq))]);
    applyLiveMessage(queryClient, event(message(4)));
    expect(seqs()).toEqual(['3:Mensagem 3', '4:Mensagem 4', '5:Mensagem 5']);
  });

  it('leaves a thread that is not loaded alone, and asks for her lists again', () => {
    queryClient.setQueryData<ConversationPages>(chatKeys.list('inbox', ''), { pages: [], pageParams: [] });
    applyLiveMessage(queryClient, event(message(1), 3));
    expect(queryClient.getQueryData(chatKeys.messages(C))).toBeUndefined();
    expect(queryClient.getQueryState(chatKeys.list('inbox', ''))?.isInvalidated).toBe(true);
    expect(unread()).toBe(3);
  });
});

describe('applyLiveRead', () => {
  it("moves the other member's read mark forward ('Visto'), never back", () => {
    const { messages: _, ...detail } = aConversation({
      id: C,
      readers: [{ memberId: BIA.id, lastReadSeq: 3 }],
    });
    queryClient.setQueryData(chatKeys.conversation(C), detail);
    applyLiveRead(
      queryClient,
      { conversationId: C, memberId: BIA.id, lastReadSeq: 5, unreadCount: 0 },
      'u-ana',
    );
    applyLiveRead(
      queryClient,
      { conversationId: C, memberId: BIA.id, lastReadSeq: 4, unreadCount: 0 },
      'u-ana',
    );
    applyLiveRead(
      queryClient,
      { conversationId: C, memberId: CARLA.id, lastReadSeq: 2, unreadCount: 0 },
      'u-ana',
    );
    expect(queryClient.getQueryData<typeof detail>(chatKeys.conversation(C))?.readers).toEqual([
      { memberId: BIA.id, lastReadSeq: 5 },
      { memberId: CARLA.id, lastReadSeq: 2 },
    ]);
  });

  it('marks the conversation read in her lists when she read it in another tab', () => {
    const { messages: _m, readers: _r, ...row } = aConversation({ id: C, unread: true });
    queryClient.setQueryData<ConversationPages>(chatKeys.list('inbox', ''), {
      pages: [{ items: [row], nextCursor: null }],
      pageParams: [null],
    });
    applyLiveRead(
      queryClient,
      { conversationId: C, memberId: 'u-ana', lastReadSeq: 9, unreadCount: 0 },
      'u-ana',
    );
    expect(
      queryClient.getQueryData<ConversationPages>(chatKeys.list('inbox', ''))?.pages[0]?.items[0]?.unread,
    ).toBe(false);
    expect(unread()).toBe(0);
  });
});

describe('applyLiveConversation, applyChatUnread and refreshChat', () => {
  it('asks for the conversation and her lists again, and sets the badge', () => {
    queryClient.setQueryData(chatKeys.conversation(C), { id: C });
    queryClient.setQueryData(chatKeys.list('requests', ''), { pages: [], pageParams: [] });
    applyLiveConversation(queryClient, { conversationId: C, unreadCount: 4 });
    expect(queryClient.getQueryState(chatKeys.conversation(C))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chatKeys.list('requests', ''))?.isInvalidated).toBe(true);
    expect(unread()).toBe(4);
    applyChatUnread(queryClient, { count: 0 });
    expect(unread()).toBe(0);
  });

  it('reads all of chat again after the stream was down (its events are not replayed)', async () => {
    loadThread();
    queryClient.setQueryData(chatKeys.unreadCount(), 1);
    await refreshChat(queryClient);
    expect(queryClient.getQueryState(chatKeys.messages(C))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chatKeys.unreadCount())?.isInvalidated).toBe(true);
  });
});
