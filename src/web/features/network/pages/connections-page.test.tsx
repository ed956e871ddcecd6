import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import { NETWORK_COPY } from '@domain/copy/network';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { networkApi } from '../test-data';

// /rede/conexoes (issue 17): her connections, searchable, each removable after a confirmation,
// each with 'Mensagem' (issue 18).

const T = NETWORK_COPY.connections;
const A = NETWORK_COPY.actions;
const M = CHAT_ENTRY_COPY.button;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/network/connections';

function api() {
  return networkApi({
    relations: {
      'u-bia': { connected: true, following: true },
      'u-carla': { connected: true, following: false },
      'u-dani': { invitation: 'received' },
    },
  });
}

async function open(path = '/rede/conexoes', fake = api()) {
  const result = renderRoute(path, { api: fake });
  await screen.findByRole('heading', { level: 1, name: NETWORK_COPY.tabs.connections }, WAIT);
  return { ...result, user: userEvent.setup() };
}

const list = () => screen.findByRole('list', { name: T.listLabel }, WAIT);
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('/rede/conexoes', { timeout: 20_000 }, () => {
  it('lists her connections with their count, each marked as a connection', async () => {
    await open();
    const cards = within(await list()).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(await screen.findByText(NETWORK_COPY.counts.connections(2), {}, WAIT)).toBeVisible();
    const bia = within(card('Bia Lima'));
    expect(bia.getByText(A.connected)).toBeVisible();
    expect(bia.getByRole('button', { name: A.disconnectName('Bia Lima') })).toHaveTextContent(A.disconnect);
    expect(bia.getByRole('button', { name: A.unfollowName('Bia Lima') })).toBeVisible();
    // Connected without following (she stopped following, the connection stays).
    expect(
      within(card('Carla Dias')).getByRole('button', { name: A.followName('Carla Dias') }),
    ).toBeVisible();
    expect(bia.queryByRole('button', { name: A.connectWith('Bia Lima') })).not.toBeInTheDocument();
    // Each connection can be written to.
    expect(bia.getByRole('button', { name: M.sendTo('Bia Lima') })).toHaveTextContent(M.short);
    expect(within(card('Carla Dias')).getByRole('button', { name: M.sendTo('Carla Dias') })).toBeVisible();
  });

  it("'Mensagem' opens her conversation with that connection", async () => {
    const fake = api();
    const { user, router } = await open('/rede/conexoes', fake);
    await list();
    await user.click(within(card('Carla Dias')).getByRole('button', { name: M.sendTo('Carla Dias') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/c-u-carla'), WAIT);
    expect(fake.callsTo('POST /api/chat/direct').map((call) => call.body)).toEqual([{ memberId: 'u-carla' }]);
  });

  it('searches her connections by name (q in the address)', async () => {
    const fake = api();
    const { user, router } = await open('/rede/conexoes?q=carla', fake);
    const box = screen.getByRole('searchbox', { name: T.searchLabel });
    expect(box).toHaveValue('carla');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: T.listLabel })).getAllByRole('article')).toHaveLength(1),
    );
    expect(fake.callsTo(LIST).every((call) => call.query.q === 'carla')).toBe(true);

    await user.clear(box);
    await user.type(box, 'zzz');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'), WAIT);
    expect(await screen.findByText(T.noResults('zzz'), {}, WAIT)).toBeVisible();
  });

  it("'Remover conexão' asks first; cancelling changes nothing, confirming removes her from the list", async () => {
    const fake = api();
    const { user } = await open('/rede/conexoes', fake);
    await list();
    const remove = within(card('Bia Lima')).getByRole('button', { name: A.disconnectName('Bia Lima') });

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: A.disconnectTitle }, WAIT);
    expect(dialog).toHaveTextContent(A.disconnectConfirm('Bia Lima'));
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE /api/network/connections/u-bia')).toHaveLength(0);
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: A.disconnectTitle }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: A.disconnect }));
    await waitFor(() => expect(fake.callsTo('DELETE /api/network/connections/u-bia')).toHaveLength(1));
    expect(await screen.findByText(NETWORK_COPY.invite.removed, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bia Lima' })).not.toBeInTheDocument());
    expect(within(await list()).getAllByRole('article')).toHaveLength(1);
    expect(await screen.findByText(NETWORK_COPY.counts.connections(1), {}, WAIT)).toBeVisible();
  });

  it("keeps the confirmation open with the server's reason when removing fails", async () => {
    const fake = api().on('DELETE /api/network/connections/u-bia', () =>
      apiError(500, 'internal', 'Erro interno. Tente novamente.'),
    );
    const { user } = await open('/rede/conexoes', fake);
    await list();
    await user.click(within(card('Bia Lima')).getByRole('button', { name: A.disconnectName('Bia Lima') }));
    const dialog = await screen.findByRole('dialog', { name: A.disconnectTitle }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: A.disconnect }));
    expect(await within(dialog).findByText('Erro interno. Tente novamente.', {}, WAIT)).toBeVisible();
  });

  it('unfollowing a connection keeps the connection', async () => {
    const fake = api();
    const { user } = await open('/rede/conexoes', fake);
    await list();
    await user.click(within(card('Bia Lima')).getByRole('button', { name: A.unfollowName('Bia Lima') }));
    await waitFor(() => expect(fake.callsTo('DELETE /api/members/u-bia/follow')).toHaveLength(1));
    expect(
      await within(card('Bia Lima')).findByRole('button', { name: A.followName('Bia Lima') }, WAIT),
    ).toBeVisible();
    expect(within(card('Bia Lima')).getByText(A.connected)).toBeVisible();
  });

  it('says so when she has no connections yet', async () => {
    await open('/rede/conexoes', networkApi());
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    const fake = api();
    fake.on(LIST, () => (fail ? apiError(500, 'internal', 'Erro.') : ok({ items: [], nextCursor: null })));
    const { user } = await open('/rede/conexoes', fake);
    expect(await screen.findByText(NETWORK_COPY.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await list();
    await expectNoSeriousA11yProblems();
  });
});
