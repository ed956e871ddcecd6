import { NETWORK_COPY } from '@domain/copy/network';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { networkApi } from '../test-data';

// /rede/convites (issue 17): received and sent invitations, each box with its count.

const T = NETWORK_COPY.invitations;
const A = NETWORK_COPY.actions;
const WAIT = { timeout: 5000 };

/** Bia and Carla invited Ana (Bia with a note); Ana invited Dani. */
function api() {
  return networkApi({
    relations: {
      'u-bia': { invitation: 'received' },
      'u-carla': { invitation: 'received' },
      'u-dani': { invitation: 'sent' },
      'u-elisa': { connected: true, following: true },
    },
    notes: { 'u-bia': 'Oi, Ana! Nos conhecemos no encontro de dados.' },
    mutual: { 'u-bia': 4, 'u-carla': 0, 'u-dani': 1 },
  });
}

async function open(fake = api()) {
  const result = renderRoute('/rede/convites', { api: fake });
  await screen.findByRole('heading', { level: 1, name: NETWORK_COPY.tabs.invitations }, WAIT);
  return { ...result, user: userEvent.setup() };
}

const received = (n: number) =>
  screen.findByRole('heading', { level: 2, name: NETWORK_COPY.tabs.withCount(T.received, n) }, WAIT);
const sent = (n: number) =>
  screen.findByRole('heading', { level: 2, name: NETWORK_COPY.tabs.withCount(T.sent, n) }, WAIT);
const tabs = () => screen.getByRole('navigation', { name: NETWORK_COPY.tabs.label });
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('/rede/convites', { timeout: 20_000 }, () => {
  it('lists received invitations (note, connections in common) and sent ones, each box with its count', async () => {
    await open();
    expect(await received(2)).toBeVisible();
    expect(await sent(1)).toBeVisible();
    // The tab says what waits for her.
    expect(await within(tabs()).findByRole('link', { name: 'Convites (2)' }, WAIT)).toHaveAttribute(
      'aria-current',
      'page',
    );

    const inbox = screen.getByRole('list', { name: NETWORK_COPY.tabs.withCount(T.received, 2) });
    expect(within(inbox).getAllByRole('article')).toHaveLength(2);
    const bia = card('Bia Lima');
    expect(bia).toHaveTextContent('Oi, Ana! Nos conhecemos no encontro de dados.');
    expect(bia).toHaveTextContent('4 conexões em comum');
    expect(bia).toHaveTextContent('Recebido há 2 dias');
    expect(within(bia).getByRole('button', { name: A.acceptFrom('Bia Lima') })).toHaveTextContent(A.accept);
    expect(within(bia).getByRole('button', { name: A.declineFrom('Bia Lima') })).toHaveTextContent(A.decline);
    // No connections in common: nothing said.
    expect(card('Carla Dias')).not.toHaveTextContent('em comum');

    const outbox = screen.getByRole('list', { name: NETWORK_COPY.tabs.withCount(T.sent, 1) });
    const dani = within(outbox).getByRole('article');
    expect(dani).toHaveTextContent('1 conexão em comum');
    expect(dani).toHaveTextContent('Enviado há 2 dias');
    expect(within(dani).getByRole('button', { name: A.cancelTo('Dani Rocha') })).toHaveTextContent(
      A.cancelInvitation,
    );
    expect(within(dani).queryByRole('button', { name: A.acceptFrom('Dani Rocha') })).not.toBeInTheDocument();
  });

  it("'Aceitar' accepts: the card leaves, the counts go down, and she is told they are connected", async () => {
    const fake = api();
    const { user } = await open(fake);
    await received(2);
    await user.click(within(card('Bia Lima')).getByRole('button', { name: A.acceptFrom('Bia Lima') }));

    await waitFor(() =>
      expect(fake.callsTo('POST /api/network/invitations/inv-u-bia/accept')).toHaveLength(1),
    );
    expect(await screen.findByText(NETWORK_COPY.invite.accepted, {}, WAIT)).toBeVisible();
    expect(await received(1)).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Bia Lima' })).not.toBeInTheDocument();
    expect(await within(tabs()).findByRole('link', { name: 'Convites (1)' }, WAIT)).toBeVisible();
  });

  it("'Recusar' declines: the card leaves", async () => {
    const fake = api();
    const { user } = await open(fake);
    await received(2);
    await user.click(within(card('Carla Dias')).getByRole('button', { name: A.declineFrom('Carla Dias') }));
    await waitFor(() =>
      expect(fake.callsTo('POST /api/network/invitations/inv-u-carla/decline')).toHaveLength(1),
    );
    expect(await screen.findByText(NETWORK_COPY.invite.declined, {}, WAIT)).toBeVisible();
    expect(await received(1)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Carla Dias' })).not.toBeInTheDocument();
    expect(fake.callsTo('POST /api/network/invitations/inv-u-carla/accept')).toHaveLength(0);
  });

  it("'Cancelar convite' withdraws a sent invitation", async () => {
    const fake = api();
    const { user } = await open(fake);
    await sent(1);
    await user.click(within(card('Dani Rocha')).getByRole('button', { name: A.cancelTo('Dani Rocha') }));
    await waitFor(() => expect(fake.callsTo('DELETE /api/network/invitations/inv-u-dani')).toHaveLength(1));
    expect(await screen.findByText(NETWORK_COPY.invite.cancelled, {}, WAIT)).toBeVisible();
    expect(await sent(0)).toBeVisible();
    expect(screen.getByText(T.sentEmpty)).toBeVisible();
  });

  it("shows the server's reason when an answer fails, and the invitation stays", async () => {
    const fake = api().on('POST /api/network/invitations/inv-u-bia/accept', () =>
      apiError(404, 'not_found', NETWORK_COPY.errors.invitationNotFound),
    );
    const { user } = await open(fake);
    await received(2);
    await user.click(within(card('Bia Lima')).getByRole('button', { name: A.acceptFrom('Bia Lima') }));
    expect(await screen.findByText(NETWORK_COPY.errors.invitationNotFound, {}, WAIT)).toBeVisible();
    expect(card('Bia Lima')).toBeInTheDocument();
  });

  it('says so when no invitation waits in either box', async () => {
    await open(networkApi());
    expect(await screen.findByText(T.receivedEmpty, {}, WAIT)).toBeVisible();
    expect(await screen.findByText(T.sentEmpty, {}, WAIT)).toBeVisible();
    expect(within(tabs()).getByRole('link', { name: NETWORK_COPY.tabs.invitations })).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await received(2);
    await sent(1);
    await expectNoSeriousA11yProblems();
  });
});
