import { NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import type { Notification } from '@domain/schemas/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ANA, aNotification, aPage, BIA, FakeEventSource, NO_OBJECT } from '../test-data';

// /notificacoes (issue 16).

const T = NOTIFICATIONS_COPY.page;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/notifications';
const UNREAD = 'GET /api/notifications/unread-count';

const REACTIONS = aNotification({
  id: 'n-reactions',
  seq: 30,
  kind: 'post_reaction',
  actors: [BIA, ANA],
  actorCount: 12,
  object: { ...NO_OBJECT, postId: 'p-1' },
});
const MENTION = aNotification({
  id: 'n-mention',
  seq: 20,
  kind: 'mention',
  actors: [BIA],
  object: { ...NO_OBJECT, postId: 'p-2', commentId: 'c-7' },
  excerpt: 'Concordo com @Ana Souza, ótimo ponto!',
});
const APPROVED = aNotification({
  id: 'n-approved',
  seq: 10,
  kind: 'join_approved',
  actors: [],
  actorCount: 0,
  object: { ...NO_OBJECT, community: { id: 'k-dados', name: 'Dados Delas' } },
  readAt: new Date(Date.now() - 3_600_000).toISOString(),
});

/** A fake server with her notifications; the read endpoints change them like the real one. */
function api(
  items: Notification[] = [REACTIONS, MENTION, APPROVED],
  { nextPage }: { nextPage?: Notification[] } = {},
) {
  let current = items;
  const unread = () => current.filter((item) => item.readAt === null).length;
  const fake = createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on(UNREAD, () => ok({ count: unread() }))
    .on(LIST, (call) =>
      call.query.cursor === 'c2'
        ? ok(aPage(nextPage ?? [], { unreadCount: unread() }))
        : ok(aPage(current, { nextCursor: nextPage ? 'c2' : null, unreadCount: unread() })),
    )
    .on('POST /api/notifications/read-all', () => {
      current = current.map((item) => ({ ...item, readAt: item.readAt ?? new Date().toISOString() }));
      return ok({ count: 0 });
    });
  for (const item of [...items, ...(nextPage ?? [])]) {
    fake.on(`POST /api/notifications/${item.id}/read`, () => {
      current = current.map((other) =>
        other.id === item.id ? { ...other, readAt: new Date().toISOString() } : other,
      );
      return ok({ count: unread() });
    });
  }
  return fake;
}

async function open(fake = api()) {
  const result = renderRoute('/notificacoes', { api: fake });
  await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  return { ...result, user: userEvent.setup() };
}

const list = () => screen.findByRole('list', { name: T.list }, WAIT);
const items = async () => within(await list()).getAllByRole('link');

let consoleError: MockInstance;
beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('/notificacoes', { timeout: 15_000 }, () => {
  it('lists her notifications newest first, each a sentence linking to its object', async () => {
    await open();
    const links = await items();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/publicacoes/p-1',
      '/publicacoes/p-2?comentario=c-7',
      '/comunidades/k-dados',
    ]);
    expect(links[0]).toHaveTextContent(
      'Não lida: Bia Lima, Ana Souza e mais 10 pessoas reagiram à sua publicação',
    );
    expect(links[0]).toHaveTextContent('há 5 minutos');
    expect(links[1]).toHaveTextContent('Bia Lima mencionou você em um comentário');
    expect(links[1]).toHaveTextContent('“Concordo com @Ana Souza, ótimo ponto!”');
    // Read ones are not marked.
    expect(links[2]).toHaveTextContent('Sua solicitação para participar de Dados Delas foi aprovada');
    expect(links[2]).not.toHaveTextContent(T.unread);
    expect(screen.getByText(T.unreadSummary(2))).toBeInTheDocument();
    expect(document.title).toBe('Notificações | Elas Rede');
  });

  it('marks one read when she follows it, at once and on the server', async () => {
    const fake = api();
    const { user, router, queryClient } = await open(fake);
    await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, WAIT);
    const [, mention] = await items();
    await user.click(mention!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicacoes/p-2'));
    expect(router.state.location.search).toBe('?comentario=c-7');
    await waitFor(() => expect(fake.callsTo('POST /api/notifications/n-mention/read')).toHaveLength(1));
    // The bell's count (shared with the page it left) went down.
    expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBe(1);
  });

  it('does not ask to read one already read', async () => {
    const fake = api();
    const { user } = await open(fake);
    const [, , approved] = await items();
    await user.click(approved!);
    await waitFor(() => expect(screen.queryByRole('list', { name: T.list })).not.toBeInTheDocument());
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("'Marcar todas como lidas' reads them all and the bell's count disappears", async () => {
    const fake = api();
    const success = vi.spyOn(toast, 'success');
    const { user } = await open(fake);
    await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, WAIT);
    const button = screen.getByRole('button', { name: T.markAllRead });
    expect(button).not.toHaveAttribute('aria-disabled', 'true');

    await user.click(button);
    await waitFor(() => expect(fake.callsTo('POST /api/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notificações' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    for (const link of await items()) expect(link).not.toHaveTextContent(T.unread);
    expect(screen.getByRole('button', { name: T.markAllRead })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(T.unreadSummary(0))).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.allRead));

    // Nothing left to read: a second press asks nothing.
    await user.click(screen.getByRole('button', { name: T.markAllRead }));
    expect(fake.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('puts the marks back when reading all fails', async () => {
    const fake = api().on('POST /api/notifications/read-all', () => apiError(500, 'internal', 'Erro.'));
    const error = vi.spyOn(toast, 'error');
    const { user } = await open(fake);
    await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, WAIT);
    await user.click(screen.getByRole('button', { name: T.markAllRead }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.markAllReadError));
    expect(await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, WAIT)).toBeInTheDocument();
  });

  it('shows a new notification on top as it arrives live', async () => {
    await open();
    await list();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const comment = aNotification({
      id: 'n-comment',
      seq: 40,
      kind: 'post_comment',
      actors: [ANA],
      object: { ...NO_OBJECT, postId: 'p-1', commentId: 'c-9' },
      excerpt: 'Parabéns pela conquista!',
      updatedAt: new Date().toISOString(),
    });
    FakeEventSource.latest()!.emit('notification', { notification: comment, unreadCount: 3 }, 40);
    await waitFor(async () =>
      expect((await items())[0]).toHaveTextContent('Ana Souza comentou na sua publicação'),
    );
    expect((await items())[0]).toHaveAttribute('href', '/publicacoes/p-1?comentario=c-9');
    expect((await items())[0]).toHaveTextContent('agora mesmo');
    expect(await screen.findByRole('link', { name: 'Notificações, 3 não lidas' }, WAIT)).toBeInTheDocument();
    expect(await items()).toHaveLength(4);
  });

  it("loads older ones with 'Carregar mais'", async () => {
    const older = aNotification({
      id: 'n-follow',
      seq: 5,
      kind: 'follow',
      actors: [ANA],
      object: NO_OBJECT,
      readAt: new Date().toISOString(),
    });
    const fake = api([REACTIONS], { nextPage: [older] });
    const { user } = await open(fake);
    expect(await items()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect((await items())[1]).toHaveAttribute('href', '/m/ana-souza');
    expect(fake.callsTo(LIST).at(-1)?.query).toEqual({ cursor: 'c2' });
    expect(screen.queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    await open(api([]));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.markAllRead })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    const fake = api();
    fake.on(LIST, () => (fail ? apiError(500, 'internal', 'Erro.') : ok(aPage([MENTION]))));
    const { user } = await open(fake);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(T.loadError);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await items()).toHaveLength(1);
  });

  it('shows its loading state first', async () => {
    const answer = deferred<Reply>();
    renderRoute('/notificacoes', { api: api().on(LIST, () => answer.promise) });
    expect(await screen.findByText(T.loading, {}, WAIT)).toBeInTheDocument();
    answer.resolve(ok(aPage([MENTION])));
    expect(await items()).toHaveLength(1);
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await list();
    await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, WAIT);
    await expectNoSeriousA11yProblems();
  });
});
