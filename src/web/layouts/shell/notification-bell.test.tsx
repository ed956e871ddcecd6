import { NOTIFICATION_UNREAD_CAP } from '@domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotification, FakeEventSource } from '@web/features/notifications/test-data';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banner, memberApi, pageReady } from './shell-test-kit';

// The bar's bell (issue 16): the unread count on it and in its name, kept live by the stream.

const UNREAD = 'GET /api/notifications/unread-count';

function withUnread(count: number) {
  return memberApi().on(UNREAD, () => ok({ count }));
}

async function bell(name: string) {
  await pageReady();
  return within(banner()).findByRole('link', { name });
}
const badge = () => within(banner()).queryByTestId('unread-badge');

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('notification bell', { timeout: 15_000 }, () => {
  it('shows the unread count and says it in its name', async () => {
    renderRoute('/chat', { api: withUnread(3) });
    await pageReady();
    const link = await bell('Notificações, 3 não lidas');
    expect(link).toHaveAttribute('href', '/notificacoes');
    expect(link).toHaveAttribute('title', 'Notificações');
    expect(badge()).toHaveTextContent('3');
    expect(badge()).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a single one in the singular', async () => {
    renderRoute('/chat', { api: withUnread(1) });
    expect(await bell('Notificações, 1 não lida')).toBeInTheDocument();
  });

  it("reads '99+' from the server's cap on (it counts no further than 100), and says so", async () => {
    renderRoute('/chat', { api: withUnread(NOTIFICATION_UNREAD_CAP) });
    expect(await bell('Notificações, mais de 99 não lidas')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('99+');
  });

  it('shows no badge at 0, nor while the count cannot be loaded', async () => {
    const { api } = renderRoute('/chat', { api: withUnread(0) });
    await pageReady();
    await waitFor(() => expect(api.callsTo(UNREAD)).toHaveLength(1));
    expect(await bell('Notificações')).toBeInTheDocument();
    expect(badge()).toBeNull();
  });

  it('opens one live stream and raises the count when a notification arrives, without reloading', async () => {
    const { api } = renderRoute('/chat', { api: withUnread(2) });
    await bell('Notificações, 2 não lidas');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.latest()!;
    expect(stream.url).toBe('/api/notifications/stream');
    stream.open();

    stream.emit('notification', { notification: aNotification({ id: 'n-9', seq: 9 }), unreadCount: 3 }, 9);
    expect(await bell('Notificações, 3 não lidas')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('3');

    stream.emit('unread', { count: 0 });
    expect(await bell('Notificações')).toBeInTheDocument();
    expect(badge()).toBeNull();
    // Live: the count was never asked for again.
    expect(api.callsTo(UNREAD)).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream when she signs out', async () => {
    const { api } = renderRoute('/chat', { api: withUnread(1) });
    await bell('Notificações, 1 não lida');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    api.on('POST /api/auth/sign-out', () => ok({}));
    const stream = FakeEventSource.latest()!;

    const user = userEvent.setup();
    await user.click(within(banner()).getByRole('button', { name: 'Abrir menu pessoal de Ana Souza' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(stream.close).toHaveBeenCalled());
  });
});
