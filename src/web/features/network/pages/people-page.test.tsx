import { NETWORK_COPY } from '@domain/copy/network';
import { SAFETY_COPY } from '@domain/copy/safety';
import { CONNECTION_NOTE_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { BIA, CARLA, DANI, memberNetwork, networkApi } from '../test-data';

// /rede/pessoas (issue 17): people she may know, the search, and the shared buttons.

const T = NETWORK_COPY.people;
const A = NETWORK_COPY.actions;
const S = SAFETY_COPY.member;
const WAIT = { timeout: 5000 };

const SUGGESTIONS = [
  {
    member: BIA,
    reasons: [
      { kind: 'community' as const, name: 'Mulheres na Tecnologia', others: 2 },
      { kind: 'mutual' as const, count: 1 },
    ],
  },
  { member: CARLA, reasons: [{ kind: 'city' as const, city: 'Recife', state: 'PE' }] },
];

async function open(path = '/rede/pessoas', api = networkApi({ suggestions: SUGGESTIONS })) {
  const result = renderRoute(path, { api });
  await screen.findByRole('heading', { level: 1, name: NETWORK_COPY.tabs.people }, WAIT);
  return { ...result, user: userEvent.setup() };
}

const suggestionList = () => screen.findByRole('list', { name: T.title }, WAIT);
const cardOf = async (name: string) =>
  (await screen.findByRole('link', { name }, WAIT)).closest('article') as HTMLElement;

describe('/rede/pessoas', { timeout: 20_000 }, () => {
  it('shows each suggestion with her profile link, title, place and why she is suggested', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 2, name: T.title })).toBeVisible();
    const list = await suggestionList();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const bia = within(cards[0]!);
    expect(bia.getByRole('link', { name: 'Bia Lima' })).toHaveAttribute('href', '/m/bia-lima');
    expect(cards[0]).toHaveTextContent('Designer de produto');
    expect(cards[0]).toHaveTextContent('São Paulo, SP');
    expect(bia.getByText('Vocês participam de Mulheres na Tecnologia e de mais 2 comunidades')).toBeVisible();
    expect(bia.getByText('1 conexão em comum')).toBeVisible();
    expect(bia.getByRole('button', { name: A.connectWith('Bia Lima') })).toBeVisible();
    expect(bia.getByRole('button', { name: A.followName('Bia Lima') })).toBeVisible();

    // Without an address yet, her id's page.
    expect(within(cards[1]!).getByRole('link', { name: 'Carla Dias' })).toHaveAttribute(
      'href',
      '/perfil-publico/u-carla',
    );
    expect(cards[1]).toHaveTextContent('Também em Recife, PE');
    expect(document.title).toBe('Pessoas | Elas Rede');
  });

  it('says so when there is nobody to suggest', async () => {
    await open('/rede/pessoas', networkApi({ suggestions: [] }));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
  });

  it('searches people by name (q in the address) and the results carry the same buttons', async () => {
    const api = networkApi({ suggestions: SUGGESTIONS });
    const { user, router } = await open('/rede/pessoas', api);
    await suggestionList();
    const box = screen.getByRole('searchbox', { name: T.searchLabel });
    await user.type(box, 'dani');
    await waitFor(() => expect(router.state.location.search).toBe('?q=dani'), WAIT);
    const results = await screen.findByRole('list', { name: T.results }, WAIT);
    expect(within(results).getAllByRole('article')).toHaveLength(1);
    expect(within(results).getByRole('link', { name: 'Dani Rocha' })).toHaveAttribute(
      'href',
      '/m/dani-rocha',
    );
    expect(within(results).getByRole('button', { name: A.connectWith('Dani Rocha') })).toBeVisible();
    expect(api.callsTo('GET /api/network/people').at(-1)?.query).toEqual({ q: 'dani' });
    // The suggestions give way to the results while she searches.
    expect(screen.queryByRole('list', { name: T.title })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText(T.noResults('zzz'), {}, WAIT)).toBeVisible();

    await user.clear(box);
    expect(await suggestionList()).toBeVisible();
  });

  it("a result's '…' menu blocks her after the confirmation, and her card leaves the results", async () => {
    const api = networkApi({ suggestions: SUGGESTIONS });
    const { user } = await open('/rede/pessoas?q=a', api);
    const results = await screen.findByRole('list', { name: T.results }, WAIT);
    const before = within(results).getAllByRole('article').length;
    const card = await cardOf('Dani Rocha');
    await user.click(within(card).getByRole('button', { name: S.menu('Dani Rocha') }));
    expect(within(card).getByRole('button', { name: S.mute('Dani Rocha') })).toBeVisible();
    expect(within(card).getByRole('button', { name: MSG.common.report })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: S.block('Dani Rocha') }));

    const dialog = await screen.findByRole('dialog', { name: S.blockTitle('Dani Rocha') }, WAIT);
    await expectNoSeriousA11yProblems();
    await user.click(within(dialog).getByRole('button', { name: S.blockConfirm }));
    expect(await screen.findByText(S.blocked('Dani Rocha'), {}, WAIT)).toBeVisible();
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(before - 1), WAIT);
    expect(within(results).queryByRole('link', { name: 'Dani Rocha' })).not.toBeInTheDocument();
    expect(api.callsTo(`PUT /api/members/${DANI.id}/block`)).toHaveLength(1);
    // Her card is gone: focus waits on the list.
    await waitFor(() => expect(document.activeElement).toBe(results), WAIT);
  });

  it("'Conectar' sends an invitation with a note: a live counter, and nothing past 300 characters", async () => {
    const api = networkApi({ suggestions: SUGGESTIONS });
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Bia Lima');
    await user.click(within(card).getByRole('button', { name: A.connectWith('Bia Lima') }));

    const dialog = await screen.findByRole('dialog', { name: NETWORK_COPY.invite.title('Bia Lima') }, WAIT);
    const note = within(dialog).getByRole('textbox', { name: NETWORK_COPY.invite.noteLabel });
    // The hint and the counter describe the box.
    expect(note).toHaveAccessibleDescription('Até 300 caracteres. 300 caracteres restantes');
    await user.type(note, 'Oi, Bia!');
    expect(note).toHaveAccessibleDescription('Até 300 caracteres. 292 caracteres restantes');

    // Past the limit: marked, and not sent.
    fireEvent.change(note, { target: { value: 'a'.repeat(CONNECTION_NOTE_MAX_LENGTH + 1) } });
    expect(note).toHaveAccessibleDescription(
      `Até 300 caracteres. ${NETWORK_COPY.errors.noteTooLong} 1 caractere a mais`,
    );
    expect(within(dialog).getByText(NETWORK_COPY.errors.noteTooLong)).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.send }));
    expect(api.callsTo('POST /api/network/invitations')).toHaveLength(0);

    // Exactly at the limit: sent.
    fireEvent.change(note, { target: { value: 'a'.repeat(CONNECTION_NOTE_MAX_LENGTH) } });
    expect(within(dialog).queryByText(NETWORK_COPY.errors.noteTooLong)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.send }));

    await waitFor(() => expect(api.callsTo('POST /api/network/invitations')).toHaveLength(1));
    expect(api.callsTo('POST /api/network/invitations')[0]?.body).toEqual({
      memberId: 'u-bia',
      note: 'a'.repeat(CONNECTION_NOTE_MAX_LENGTH),
    });
    expect(await screen.findByText(NETWORK_COPY.invite.sent, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The card now says the invitation is on its way, and offers to withdraw it.
    expect(await within(card).findByText(A.pending, {}, WAIT)).toBeVisible();
    const cancel = within(card).getByRole('button', { name: A.cancelTo('Bia Lima') });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(within(card).queryByRole('button', { name: A.connectWith('Bia Lima') })).not.toBeInTheDocument();

    await user.click(cancel);
    await waitFor(() => expect(api.callsTo('DELETE /api/network/invitations/inv-u-bia')).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: A.connectWith('Bia Lima') }, WAIT)).toBeVisible();
    expect(await screen.findByText(NETWORK_COPY.invite.cancelled, {}, WAIT)).toBeVisible();
  });

  it('sends no note when she leaves it empty', async () => {
    const api = networkApi({ suggestions: SUGGESTIONS });
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Carla Dias');
    await user.click(within(card).getByRole('button', { name: A.connectWith('Carla Dias') }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.send }));
    await waitFor(() => expect(api.callsTo('POST /api/network/invitations')).toHaveLength(1));
    expect(api.callsTo('POST /api/network/invitations')[0]?.body).toEqual({ memberId: 'u-carla' });
  });

  it('says they are connected when she invites a member who had invited her', async () => {
    const api = networkApi({ suggestions: SUGGESTIONS });
    // The invitation from Bia arrived after the suggestions were drawn.
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Bia Lima');
    api.on('POST /api/network/invitations', () =>
      ok({
        status: 'accepted',
        network: memberNetwork(
          'u-bia',
          { connected: true, following: true },
          { connectionCount: 13, followerCount: 31 },
        ),
      }),
    );
    await user.click(within(card).getByRole('button', { name: A.connectWith('Bia Lima') }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.send }));
    expect(await screen.findByText(NETWORK_COPY.invite.accepted, {}, WAIT)).toBeVisible();
    expect(await within(card).findByText(A.connected, {}, WAIT)).toBeVisible();
    expect(within(card).getByRole('button', { name: A.disconnectName('Bia Lima') })).toBeVisible();
    expect(within(card).getByRole('button', { name: A.unfollowName('Bia Lima') })).toBeVisible();
  });

  it("keeps the dialog open with the server's reason when the invitation is refused", async () => {
    const api = networkApi({ suggestions: SUGGESTIONS }).on('POST /api/network/invitations', () =>
      apiError(429, 'rate_limited', NETWORK_COPY.errors.weeklyCap),
    );
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Bia Lima');
    await user.click(within(card).getByRole('button', { name: A.connectWith('Bia Lima') }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.send }));
    expect(await within(dialog).findByText(NETWORK_COPY.errors.weeklyCap, {}, WAIT)).toBeVisible();
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(
      within(card).getByRole('button', { name: A.connectWith('Bia Lima'), hidden: true }),
    ).toBeInTheDocument();
  });

  it("marks 'Enviar convite' busy while the invitation is on its way", async () => {
    const answer = deferred<Reply>();
    const api = networkApi({ suggestions: SUGGESTIONS }).on(
      'POST /api/network/invitations',
      () => answer.promise,
    );
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Bia Lima');
    await user.click(within(card).getByRole('button', { name: A.connectWith('Bia Lima') }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: NETWORK_COPY.invite.send }));
    const busy = await within(dialog).findByRole('button', { name: MSG.common.sending }, WAIT);
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(api.callsTo('POST /api/network/invitations')).toHaveLength(1);
    answer.resolve(apiError(403, 'forbidden', NETWORK_COPY.errors.notAllowed));
    expect(await within(dialog).findByText(NETWORK_COPY.errors.notAllowed, {}, WAIT)).toBeVisible();
  });

  it("'Seguir' follows and 'Seguindo' unfollows, on the same button", async () => {
    const api = networkApi({ suggestions: SUGGESTIONS });
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Bia Lima');
    const follow = within(card).getByRole('button', { name: A.followName('Bia Lima') });
    expect(follow).toHaveTextContent(A.follow);
    await user.click(follow);
    await waitFor(() => expect(api.callsTo('PUT /api/members/u-bia/follow')).toHaveLength(1));

    const unfollow = await within(card).findByRole('button', { name: A.unfollowName('Bia Lima') }, WAIT);
    expect(unfollow).toBe(follow);
    expect(unfollow).toHaveFocus();
    expect(unfollow).toHaveTextContent(A.following);
    await user.click(unfollow);
    await waitFor(() => expect(api.callsTo('DELETE /api/members/u-bia/follow')).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: A.followName('Bia Lima') }, WAIT)).toBe(follow);
  });

  it("shows the server's reason when following fails, and the button stays as it was", async () => {
    const api = networkApi({ suggestions: SUGGESTIONS }).on('PUT /api/members/u-bia/follow', () =>
      apiError(403, 'forbidden', NETWORK_COPY.errors.notAllowed),
    );
    const { user } = await open('/rede/pessoas', api);
    const card = await cardOf('Bia Lima');
    await user.click(within(card).getByRole('button', { name: A.followName('Bia Lima') }));
    expect(await screen.findByText(NETWORK_COPY.errors.notAllowed, {}, WAIT)).toBeVisible();
    expect(within(card).getByRole('button', { name: A.followName('Bia Lima') })).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await suggestionList();
    await expectNoSeriousA11yProblems();
  });
});
