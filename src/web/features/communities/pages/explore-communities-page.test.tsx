import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { communitySummary, memberApi, TECH_ID } from '../components/explore/test-data';

const T = COMMUNITIES_COPY.explore;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/communities';

const tech = communitySummary();
const business = communitySummary({
  id: 'c-negocios',
  name: 'Empreendedoras do Sul',
  niche: 'negocios',
  description: 'Negócios liderados por mulheres.',
  logoUrl: '/uploads/communities/logo.webp',
  isPrivate: true,
  requiresApproval: true,
  memberCount: 1,
  followerCount: 2500,
});

function listApi(items = [tech, business], nextCursor: string | null = null) {
  return memberApi().on(LIST, () => ok({ items, nextCursor }));
}

async function openPage(path = '/rede', api = listApi()) {
  const rendered = renderRoute(path, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

/** The cards of the list (its own items, not the badge lists inside them). */
function cardsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

function chip(name: string) {
  return within(screen.getByRole('group', { name: T.filters })).getByRole('button', { name });
}

describe('/rede (explore communities)', { timeout: 15_000 }, () => {
  it('shows one card per community, each linking to its page with niche, counts and badges', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = await screen.findByRole('list', { name: T.listLabel }, WAIT);
    const cards = cardsOf(list);
    expect(cards).toHaveLength(2);

    expect(within(cards[0]!).getByRole('link', { name: 'Mulheres em Tech' })).toHaveAttribute(
      'href',
      `/comunidades/${TECH_ID}`,
    );
    expect(cards[0]).toHaveTextContent('Tecnologia');
    expect(cards[0]).toHaveTextContent('128 participantes • 1 seguidora');
    expect(within(cards[0]!).queryByText(COMMUNITIES_COPY.card.private)).not.toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByRole('link', { name: 'Empreendedoras do Sul' })).toHaveAttribute(
      'href',
      '/comunidades/c-negocios',
    );
    expect(cards[1]).toHaveTextContent('Negócios');
    expect(cards[1]).toHaveTextContent('1 participante • 2.500 seguidoras');
    expect(second.getByText(COMMUNITIES_COPY.card.private)).toBeVisible();
    expect(second.getByText(COMMUNITIES_COPY.card.requiresApproval)).toBeVisible();
    expect(second.getByText('Negócios liderados por mulheres.')).toBeVisible();
  });

  it('asks the server for the chosen niche; Todas asks for every niche', async () => {
    const { api, user } = await openPage();
    await screen.findByRole('list', { name: T.listLabel }, WAIT);
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({});
    expect(chip('Todas')).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: T.filters }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todas', 'Gerais', 'Negócios', 'Tecnologia', 'Cultura']);

    await user.click(chip('Tecnologia'));
    expect(chip('Tecnologia')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Todas')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ niche: 'tecnologia' }));

    await user.click(chip('Gerais'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ niche: 'geral' }));
    await user.click(chip('Cultura'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ niche: 'cultura' }));

    const before = api.callsTo(LIST).length;
    await user.click(chip('Todas'));
    expect(chip('Todas')).toHaveAttribute('aria-pressed', 'true');
    // Every niche was asked for already: the cached answer is shown, or asked again without a niche.
    await screen.findByRole('link', { name: 'Mulheres em Tech' }, WAIT);
    expect(
      api
        .callsTo(LIST)
        .slice(before)
        .every((call) => !('niche' in call.query)),
    ).toBe(true);
  });

  it('reads the search text from the query parameter q, and writes what she types back to it', async () => {
    const { api, user, router } = await openPage('/rede?q=dados');
    const box = screen.getByRole('searchbox', { name: T.searchLabel });
    expect(box).toHaveValue('dados');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ q: 'dados' }));
    expect(api.callsTo(LIST).every((call) => call.query.q === 'dados')).toBe(true);

    await user.clear(box);
    await user.type(box, ' tech ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=tech'), WAIT);
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ q: 'tech' }));
    // Debounced: no request for the letters on the way.
    expect(api.callsTo(LIST).some((call) => call.query.q === 't' || call.query.q === 'te')).toBe(false);
    expect(box).toHaveValue(' tech ');

    await user.click(chip('Negócios'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ q: 'tech', niche: 'negocios' }));

    await user.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe('?nicho=negocios'), WAIT);
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ niche: 'negocios' }));
  });

  it('follows a q changed from outside (back button, a link)', async () => {
    const { router } = await openPage('/rede?q=dados');
    await act(() => router.navigate('/rede?q=lideranca'));
    expect(screen.getByRole('searchbox', { name: T.searchLabel })).toHaveValue('lideranca');
  });

  it("loads the next page with 'Carregar mais'", async () => {
    const api = memberApi().on(LIST, ({ query }) =>
      query.cursor === 'c2'
        ? ok({ items: [communitySummary({ id: 'c-3', name: 'Mães que Programam' })], nextCursor: null })
        : ok({ items: [tech, business], nextCursor: 'c2' }),
    );
    const { user } = await openPage('/rede', api);
    await user.click(await screen.findByRole('button', { name: T.loadMore }, WAIT));
    expect(await screen.findByRole('link', { name: 'Mães que Programam' }, WAIT)).toBeVisible();
    expect(cardsOf(screen.getByRole('list', { name: T.listLabel }))).toHaveLength(3);
    expect(screen.queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({ cursor: 'c2' });
  });

  it('shows the error with a retry, then the list', async () => {
    let fail = true;
    const api = memberApi().on(LIST, () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok({ items: [tech], nextCursor: null }),
    );
    const { user } = await openPage('/rede', api);
    expect(await screen.findByText(MSG.communities.loadError, {}, WAIT)).toBeVisible();
    expect(screen.getByText(MSG.communities.loadError).closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('link', { name: 'Mulheres em Tech' }, WAIT)).toBeVisible();
  });

  it('says so when nothing matches, and offers to create one', async () => {
    await openPage('/rede?q=xyz', listApi([]));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
    expect(screen.getByText(T.emptyFiltered)).toBeVisible();
    expect(screen.getAllByRole('link', { name: T.create })).toHaveLength(2);
  });

  it("'Criar comunidade' opens /criar-comunidade, whose 'Cancelar' comes back to /rede", async () => {
    const { user, router } = await openPage();
    const create = screen.getAllByRole('link', { name: T.create })[0]!;
    expect(create).toHaveAttribute('href', '/criar-comunidade');
    await user.click(create);
    await screen.findByRole('heading', { level: 1, name: COMMUNITIES_COPY.form.createTitle }, WAIT);
    expect(router.state.location.state).toEqual({ from: '/rede' });
    await user.click(screen.getByRole('link', { name: COMMUNITIES_COPY.form.cancel }));
    await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
    expect(router.state.location.pathname).toBe('/rede');
  });
});
