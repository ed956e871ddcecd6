import { CHAT_COPY } from '@domain/copy/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource } from '@web/features/notifications/test-data';
import { renderRoute } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOutbox } from '../outbox';
import { aConversation, aMessage, BIA, chatApi } from '../test-data';

// An open thread and her inbox follow the live stream (issue 18): new messages, 'Visto' and
// the lists change without a reload.

const WAIT = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  resetOutbox();
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function api() {
  return chatApi({
    conversations: [
      aConversation({ id: 'c-bia', readers: [{ memberId: BIA.id, lastReadSeq: 1 }] }, [
        aMessage({ conversationId: 'c-bia', seq: 1, body: 'Oi Ana' }, { ageMinutes: 5 }),
        aMessage({ conversationId: 'c-bia', seq: 2, body: 'Oi Bia!' }, { mine: true, ageMinutes: 4 }),
      ]),
    ],
  });
}

async function stream() {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), WAIT);
  const source = FakeEventSource.latest()!;
  source.open();
  return source;
}

describe('live thread', { timeout: 20_000 }, () => {
  it("shows a new message and 'Visto' as they happen, and marks the new message read", async () => {
    const fake = api();
    renderRoute('/chat/c-bia', { api: fake });
    const log = await screen.findByRole('log', {}, WAIT);
    await within(log).findByText('Oi Bia!', {}, WAIT);
    expect(within(log).queryByText(/Visto/)).toBeNull();
    const source = await stream();

    source.emit('message-read', {
      conversationId: 'c-bia',
      memberId: BIA.id,
      lastReadSeq: 2,
      unreadCount: 0,
    });
    expect(await within(log).findByText(/Visto/, {}, WAIT)).toBeVisible();

    const reply = aMessage(
      { conversationId: 'c-bia', seq: 3, body: 'Vamos tomar um café?' },
      { ageMinutes: 0 },
    );
    fake.conversations.get('c-bia')?.messages.push(reply);
    source.emit('message', { conversationId: 'c-bia', message: reply, unreadCount: 1 });
    expect(await within(log).findByText('Vamos tomar um café?', {}, WAIT)).toBeVisible();
    await waitFor(
      () => expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')).toHaveLength(1),
      WAIT,
    );
    expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')[0]?.body).toEqual({ seq: 3 });
  });

  it('moves a conversation with a new message to the top of her inbox', async () => {
    const fake = chatApi({
      conversations: [
        aConversation({ id: 'c-bia' }, [
          aMessage({ conversationId: 'c-bia', seq: 1, body: 'Antiga' }, { ageMinutes: 60 }),
        ]),
        aConversation({ id: 'c-carla', participants: [{ ...BIA, id: 'u-carla', name: 'Carla Dias' }] }, [
          aMessage({ conversationId: 'c-carla', seq: 1, body: 'Mais nova' }, { ageMinutes: 10 }),
        ]),
      ],
    });
    renderRoute('/chat', { api: fake });
    const list = await screen.findByRole('list', { name: CHAT_COPY.list.label.inbox }, WAIT);
    await waitFor(
      () => expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/chat/c-carla'),
      WAIT,
    );
    const source = await stream();

    const message = aMessage({ conversationId: 'c-bia', seq: 2, body: 'Novidade!' }, { ageMinutes: 0 });
    fake.conversations.get('c-bia')?.messages.push(message);
    source.emit('message', { conversationId: 'c-bia', message, unreadCount: 1 });
    await waitFor(
      () => expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/chat/c-bia'),
      WAIT,
    );
    expect(within(list).getByText('Novidade!')).toBeVisible();
  });
});
