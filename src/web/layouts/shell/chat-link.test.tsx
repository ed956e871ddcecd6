import { CHAT_UNREAD_CAP } from '@domain/limits';
import { waitFor, within } from '@testing-library/react';
import { aMessage } from '@web/features/chat/test-data';
import { FakeEventSource } from '@web/features/notifications/test-data';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banner, memberApi, pageReady } from './shell-test-kit';

// The bar's messages link (issue 18): her unread conversations on it and in its name, kept live
// by the stream's 'chat-unread' and 'message' events.

const UNREAD = 'GET /api/chat/unread-count';

function withUnread(count: number) {
  return memberApi().on(UNREAD, () => ok({ count }));
}

async function chatLink(name: string) {
  await pageReady();
  return within(banner()).findByRole('link', { name }, { timeout: 5000 });
}
const badge = () => within(banner()).queryByTestId('chat-unread-badge');

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('messages link', { timeout: 15_000 }, () => {
  it('shows her unread conversations and says it in its name', async () => {
    renderRoute('/notificacoes', { api: withUnread(3) });
    const link = await chatLink('Mensagens, 3 conversas não lidas');
    expect(link).toHaveAttribute('href', '/chat');
    expect(link).toHaveAttribute('title', 'Mensagens');
    expect(badge()).toHaveTextContent('3');
    expect(badge()).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a single one in the singular', async () => {
    renderRoute('/notificacoes', { api: withUnread(1) });
    expect(await chatLink('Mensagens, 1 conversa não lida')).toBeInTheDocument();
  });

  it("reads '99+' from the server's cap on, and says so", async () => {
    renderRoute('/notificacoes', { api: withUnread(CHAT_UNREAD_CAP) });
    expect(await chatLink('Mensagens, mais de 99 conversas não lidas')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('99+');
  });

  it('shows no badge at 0, nor while the count cannot be loaded', async () => {
    const { api } = renderRoute('/notificacoes', { api: withUnread(0) });
    await waitFor(() => expect(api.callsTo(UNREAD)).toHaveLength(1));
    expect(await chatLink('Mensagens')).toBeInTheDocument();
    expect(badge()).toBeNull();
  });

  it("follows the stream's 'chat-unread' and 'message' events without asking again", async () => {
    const { api } = renderRoute('/notificacoes', { api: withUnread(2) });
    await chatLink('Mensagens, 2 conversas não lidas');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.latest()!;
    stream.open();

    stream.emit('chat-unread', { count: 5 });
    expect(await chatLink('Mensagens, 5 conversas não lidas')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('5');

    stream.emit('message', {
      conversationId: 'c-bia',
      message: aMessage({ conversationId: 'c-bia', seq: 9 }),
      unreadCount: 6,
    });
    expect(await chatLink('Mensagens, 6 conversas não lidas')).toBeInTheDocument();

    stream.emit('chat-unread', { count: 0 });
    expect(await chatLink('Mensagens')).toBeInTheDocument();
    expect(badge()).toBeNull();
    expect(api.callsTo(UNREAD)).toHaveLength(1);
  });
});
