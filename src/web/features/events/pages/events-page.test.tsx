import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { EventPage } from '@domain/schemas/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_ID, EVENT_ID, eventCard, memberApi, visitorApi } from '../test-data';

const L = EVENTS_PAGES_COPY.list;
const C = EVENTS_PAGES_COPY.card;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/events';

const inPerson = eventCard({
  id: 'e-sp',
  title: 'Café com Lideranças',
  mode: 'in_person',
  city: 'São Paulo',
  state: 'SP',
  capacity: 20,
  goingCount: 20,
  coverUrl: '/uploads/eventos/cafe.webp',
  organiser: { kind: 'company', id: 'co-1', name: 'Tech Diversa', logoUrl: null },
});
const platform = eventCard({
  id: 'e-platform',
  title: 'Boas-vindas da Elas Rede',
  capacity: null,
  goingCount: 1,
  organiser: { kind: 'platform', id: null, name: 'Elas Rede', logoUrl: null },
});

function listApi(api: FakeApi, answer: (query: Record<string, string>) => EventPage) {
  return api.on(LIST, ({ query }) => ok(answer(query)));
}

async function openPage(path: string, api: FakeApi) {
  const rendered = renderRoute(path, { api });
  await screen.findByRole('heading', { level: 1, name: L.title }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

const cards = () =>
  within(screen.getByRole('region', { name: L.upcoming }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('/eventos', { timeout: 20_000 }, () => {
  it('lists upcoming events with date, format and place, organiser, seats and her answer', async () => {
    const api = listApi(memberApi(), () => ({
      items: [eventCard({}, { rsvp: 'going' }), inPerson, platform],
      nextCursor: null,
    }));
    await openPage('/eventos', api);
    await waitFor(
      () => expect(cards()).toEqual(['Encontro de Dados', 'Café com Lideranças', 'Boas-vindas da Elas Rede']),
      WAIT,
    );

    const online = screen.getByRole('link', { name: 'Encontro de Dados' }).closest('article') as HTMLElement;
    expect(within(online).getByRole('link', { name: 'Encontro de Dados' })).toHaveAttribute(
      'href',
      `/eventos/${EVENT_ID}`,
    );
    expect(online).toHaveTextContent('qui., 14 de março de 2030 · 19h–21h');
    expect(online).toHaveTextContent('Online');
    expect(online).toHaveTextContent('12 de 30 vagas preenchidas');
    expect(within(online).getByRole('link', { name: 'Por Mulheres em Dados' })).toHaveAttribute(
      'href',
      `/comunidades/${COMMUNITY_ID}`,
    );
    expect(within(online).getByText(EVENTS_PAGES_COPY.rsvp.youGo)).toBeVisible();
    expect(within(online).queryByText(C.full)).not.toBeInTheDocument();

    const full = screen.getByRole('link', { name: 'Café com Lideranças' }).closest('article') as HTMLElement;
    expect(full).toHaveTextContent('Presencial · São Paulo, SP');
    expect(full).toHaveTextContent('20 de 20 vagas preenchidas');
    expect(within(full).getByText(C.full)).toBeVisible();
    expect(full.querySelector('img')).toHaveAttribute('src', '/uploads/eventos/cafe.webp');
    expect(within(full).getByRole('link', { name: 'Por Tech Diversa' })).toHaveAttribute(
      'href',
      '/empresas/co-1',
    );

    const own = screen
      .getByRole('link', { name: 'Boas-vindas da Elas Rede' })
      .closest('article') as HTMLElement;
    expect(own).toHaveTextContent('1 presença confirmada');
    // The platform has no page of its own: its name is not a link.
    expect(within(own).getAllByRole('link')).toHaveLength(1);
    expect(own).toHaveTextContent('Por Elas Rede');
    expect(within(screen.getByRole('region', { name: L.upcoming })).getByRole('status')).toHaveTextContent(
      '3 eventos',
    );
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const api = listApi(memberApi(), () => ({ items: [eventCard()], nextCursor: null }));
    const { user, router } = await openPage('/eventos', api);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1), WAIT);

    await user.selectOptions(screen.getByLabelText(L.mode), 'in_person');
    await waitFor(() => expect(router.state.location.search).toBe('?formato=in_person'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ mode: 'in_person' }));

    await screen.findByRole('option', { name: 'São Paulo' }, WAIT);
    await user.selectOptions(screen.getByLabelText(L.state), 'SP');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ mode: 'in_person', uf: 'SP' }));

    const to = screen.getByLabelText(L.to);
    await user.type(to, '2030-03-20');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({
        mode: 'in_person',
        uf: 'SP',
        // Events starting before the next day begins in Brasília (-03:00).
        to: '2030-03-21T03:00:00.000Z',
      }),
    );

    await user.click(screen.getByRole('button', { name: L.clear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({}));
  });

  it('reads a community and a future start day from the address', async () => {
    const api = listApi(visitorApi(), () => ({ items: [], nextCursor: null }));
    await openPage(`/eventos?comunidade=${COMMUNITY_ID}&de=2030-03-01`, api);
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({
        communityId: COMMUNITY_ID,
        from: '2030-03-01T03:00:00.000Z',
      }),
    );
    expect(await screen.findByText(L.organiserFilter, {}, WAIT)).toBeVisible();
    expect(await screen.findByText(L.emptyFiltered, {}, WAIT)).toBeVisible();
  });

  it("loads the next page with 'Carregar mais'", async () => {
    const api = listApi(visitorApi(), (query) =>
      query.cursor === 'c-2'
        ? { items: [platform], nextCursor: null }
        : { items: [eventCard(), inPerson], nextCursor: 'c-2' },
    );
    const { user } = await openPage('/eventos', api);
    await waitFor(() => expect(cards()).toHaveLength(2), WAIT);
    expect(within(screen.getByRole('region', { name: L.upcoming })).getByRole('status')).toHaveTextContent(
      '2+ eventos',
    );
    await user.click(screen.getByRole('button', { name: L.loadMore }));
    await waitFor(() => expect(cards()).toHaveLength(3), WAIT);
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({ cursor: 'c-2' });
    expect(screen.queryByRole('button', { name: L.loadMore })).not.toBeInTheDocument();
  });

  it('says honestly that nothing is scheduled, and where the conversations are meanwhile', async () => {
    const api = listApi(visitorApi(), () => ({ items: [], nextCursor: null }));
    await openPage('/eventos', api);
    expect(await screen.findByText(L.empty, {}, WAIT)).toBeVisible();
    expect(screen.getByText(L.emptyAll)).toBeVisible();
    expect(screen.getByRole('link', { name: L.exploreCommunities })).toHaveAttribute('href', '/rede');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // A visitor reads it inside the public header.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const api = visitorApi().on(LIST, () =>
      fail ? apiError(500, 'internal', 'Erro') : ok({ items: [eventCard()], nextCursor: null }),
    );
    const { user } = await openPage('/eventos', api);
    expect(await screen.findByText(L.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cards()).toEqual(['Encontro de Dados']), WAIT);
  });

  it('has no serious accessibility violations, with cards, for a member', async () => {
    await openPage(
      '/eventos',
      listApi(memberApi(), () => ({
        items: [eventCard({}, { rsvp: 'waitlist' }), inPerson],
        nextCursor: 'c-2',
      })),
    );
    await waitFor(() => expect(cards()).toHaveLength(2), WAIT);
    await expectNoSeriousA11yProblems();
  });

  it('has no serious accessibility violations when empty, for a visitor', async () => {
    await openPage(
      '/eventos',
      listApi(visitorApi(), () => ({ items: [], nextCursor: null })),
    );
    await screen.findByText(L.empty, {}, WAIT);
    await expectNoSeriousA11yProblems();
  });
});
