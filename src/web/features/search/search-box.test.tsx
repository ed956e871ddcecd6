import { SEARCH_UI_COPY as T } from '@domain/copy/search-ui';
import { MSG } from '@domain/messages';
import type { CommunityHit, CompanyHit, ProfessionalHit, SearchResults } from '@domain/schemas/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, deferred, type FakeApi, ok, type Reply } from '@web/test/fake-api';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

// ---------------------------------------------------------------------------------------------
// Fixtures

function professional(n: number, extra: Partial<ProfessionalHit> = {}): ProfessionalHit {
  return {
    id: `p${n}`,
    slug: `profissional-${n}`,
    fullName: `Profissional ${n}`,
    professionalTitle: null,
    profileImageUrl: null,
    location: null,
    ...extra,
  };
}

const ANA: ProfessionalHit = professional(1, {
  id: 'u-ana',
  slug: 'ana-souza',
  fullName: 'Ana Souza',
  professionalTitle: 'Engenheira de dados',
  location: 'Recife, PE',
});
const ANALICE: ProfessionalHit = professional(2, {
  id: 'u-analice',
  slug: 'analice-lima',
  fullName: 'Analice Lima',
  location: 'Salvador, BA',
});
const ANATEC: CompanyHit = {
  id: 'c-anatec',
  name: 'Anatec',
  industry: 'Tecnologia',
  logoUrl: null,
  location: 'São Paulo, SP',
};
const MAES: CommunityHit = {
  id: 'k-maes',
  name: 'Mães na Análise',
  niche: 'maternidade',
  logoUrl: null,
  memberCount: 1234,
};

function results(query: string, parts: Partial<Omit<SearchResults, 'query'>> = {}): SearchResults {
  return {
    query,
    professionals: { items: [], hasMore: false },
    companies: { items: [], hasMore: false },
    communities: { items: [], hasMore: false },
    ...parts,
  };
}

const ANA_RESULTS = results('ana', {
  professionals: { items: [ANA, ANALICE], hasMore: false },
  companies: { items: [ANATEC], hasMore: false },
  communities: { items: [MAES], hasMore: false },
});

// ---------------------------------------------------------------------------------------------
// Rendering: the box in a bar, as the top bar places it, above pages that show where she went.

function Destination({ label }: { label: string }) {
  const params = useParams();
  return <h1>{`${label} ${Object.values(params).join('')}`}</h1>;
}

function renderSearch(api: FakeApi) {
  api.install();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>
              <SearchBox />
            </header>
            <main>
              <p>Conteúdo da página</p>
              <a href="#depois">Depois da busca</a>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/feed', element: <Destination label="Feed" /> },
          { path: '/m/:slug', element: <Destination label="Perfil" /> },
          { path: '/empresas/:id', element: <Destination label="Empresa" /> },
          { path: '/comunidades/:id', element: <Destination label="Comunidade" /> },
        ],
      },
    ],
    { initialEntries: ['/feed'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** A fake server answering each query from `table` (unknown queries: no results). */
function searchApi(table: Record<string, SearchResults | (() => Promise<Reply>)> = {}) {
  return createFakeApi().on('GET /api/search', (call) => {
    const q = call.query.q ?? '';
    const entry = table[q];
    if (typeof entry === 'function') return entry();
    return ok(entry ?? results(q));
  });
}

const field = () => screen.getByRole('combobox', { name: MSG.search.label });
const panel = () => screen.getByRole('dialog');
const queryPanel = () => screen.queryByRole('dialog');
const liveRegion = () => screen.getByRole('status');
const searchesFor = (api: FakeApi) => api.callsTo('GET /api/search').map((call) => call.query.q);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------

describe('SearchBox', () => {
  it('shows the results for "ana" grouped by kind, with a count on every tab, after the debounce', async () => {
    const api = searchApi({ ana: ANA_RESULTS });
    const { user } = renderSearch(api);

    expect(field()).toHaveAttribute('placeholder', MSG.search.placeholder);
    expect(field()).toHaveAttribute('type', 'search');
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await user.type(field(), 'ana');
    expect(panel()).toHaveAccessibleName(T.resultsFor('ana'));
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', panel().id);

    const dialog = panel();
    expect(await within(dialog).findByRole('tab', { name: 'Todos 4' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'Profissionais 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Empresas 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Comunidades 1' })).toBeInTheDocument();
    // One request, for the text she stopped at.
    expect(searchesFor(api)).toEqual(['ana']);

    expect(within(dialog).getAllByRole('region')).toHaveLength(3);
    const professionals = within(dialog).getByRole('region', { name: 'Profissionais' });
    const [ana, analice, ...others] = within(professionals).getAllByRole('link');
    expect(others).toEqual([]);
    expect(ana).toHaveAccessibleName('Ana Souza Engenheira de dados');
    expect(analice).toHaveAccessibleName('Analice Lima Salvador, BA');
    expect(
      within(within(dialog).getByRole('region', { name: 'Empresas' })).getByRole('link'),
    ).toHaveAccessibleName('Anatec Tecnologia · São Paulo, SP');
    expect(
      within(within(dialog).getByRole('region', { name: 'Comunidades' })).getByRole('link'),
    ).toHaveAccessibleName('Mães na Análise Maternidade · 1.234 participantes');
    expect(liveRegion()).toHaveTextContent('4 resultados para "ana"');
  });

  it('shows only the groups with results under Todos, and one group per tab', async () => {
    const api = searchApi({
      ana: results('ana', { professionals: { items: [ANA], hasMore: false } }),
    });
    const { user } = renderSearch(api);
    await user.type(field(), 'ana');

    const dialog = panel();
    await within(dialog).findByRole('tab', { name: 'Todos 1' });
    const [only, ...others] = within(dialog).getAllByRole('region');
    expect(others).toEqual([]);
    expect(only).toHaveAccessibleName('Profissionais');
    expect(within(only!).getByRole('link')).toHaveAccessibleName('Ana Souza Engenheira de dados');

    await user.click(within(dialog).getByRole('tab', { name: 'Empresas 0' }));
    const empresas = within(dialog).getByRole('tabpanel');
    expect(empresas).toHaveTextContent(MSG.search.empty('ana'));
    expect(within(empresas).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Profissionais 1' }));
    expect(within(within(dialog).getByRole('tabpanel')).getAllByRole('link')).toHaveLength(1);
  });

  it("shows '20+' on a tab whose category has more than the 20 it received", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => professional(i + 1));
    const api = searchApi({
      maria: results('maria', {
        professionals: { items: twenty, hasMore: true },
        communities: { items: [MAES], hasMore: false },
      }),
    });
    const { user } = renderSearch(api);
    await user.type(field(), 'maria');

    expect(await screen.findByRole('tab', { name: 'Profissionais 20+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todos 21+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comunidades 1' })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Mais de 21 resultados para "maria"');
  });

  it('says \'Nenhum resultado encontrado para "zzzz"\' when nothing matches', async () => {
    const { user } = renderSearch(searchApi());
    await user.type(field(), 'zzzz');

    const dialog = panel();
    expect(await within(dialog).findByText('Nenhum resultado encontrado para "zzzz"')).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: 'Todos 0' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Nenhum resultado encontrado para "zzzz"');
  });

  it('shows a spinner until the answer arrives', async () => {
    const reply = deferred<Reply>();
    const { user } = renderSearch(searchApi({ ana: () => reply.promise }));
    await user.type(field(), 'ana');

    expect(within(panel()).getByText(T.loading)).toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();

    reply.resolve(ok(ANA_RESULTS));
    expect(await screen.findByRole('tab', { name: 'Todos 4' })).toBeInTheDocument();
    expect(screen.queryByText(T.loading)).not.toBeInTheDocument();
  });

  it('opens nothing and asks nothing for whitespace only', async () => {
    const api = searchApi();
    const { user } = renderSearch(api);
    await user.type(field(), '   ');
    await pause(400);

    expect(queryPanel()).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(searchesFor(api)).toEqual([]);
  });

  it('searches for the trimmed text', async () => {
    const api = searchApi({ ana: ANA_RESULTS });
    const { user } = renderSearch(api);
    await user.type(field(), '  ana  ');

    expect(await screen.findByRole('tab', { name: 'Todos 4' })).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName(T.resultsFor('ana'));
    expect(searchesFor(api)).toEqual(['ana']);
  });

  it('closes when the field is emptied, by hand or with the clear button', async () => {
    const { user } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });

    await user.clear(field());
    expect(queryPanel()).not.toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();

    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });
    await user.click(screen.getByRole('button', { name: T.clear }));
    expect(queryPanel()).not.toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: T.clear })).not.toBeInTheDocument();
  });

  it('closes on a click outside and opens again on a click in the field', async () => {
    const { user } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });

    await user.click(screen.getByText('Conteúdo da página'));
    expect(queryPanel()).not.toBeInTheDocument();
    expect(field()).toHaveValue('ana');

    await user.click(field());
    expect(await screen.findByRole('tab', { name: 'Todos 4' })).toBeInTheDocument();
  });

  it('never replaces the results of "ana" with a late answer for "an"', async () => {
    const slow = deferred<Reply>();
    const api = searchApi({
      an: () => slow.promise,
      ana: ANA_RESULTS,
    });
    const { user } = renderSearch(api);

    await user.type(field(), 'an');
    await waitFor(() => expect(searchesFor(api)).toEqual(['an']));
    await user.type(field(), 'a');
    expect(await screen.findByRole('tab', { name: 'Todos 4' })).toBeInTheDocument();

    slow.resolve(
      ok(
        results('an', {
          professionals: { items: [professional(9, { fullName: 'Anne Stale' })], hasMore: false },
        }),
      ),
    );
    await pause(50);

    expect(screen.getByRole('tab', { name: 'Todos 4' })).toBeInTheDocument();
    expect(screen.queryByText('Anne Stale')).not.toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName(T.resultsFor('ana'));
  });

  it('shows a spinner, not the previous results, while the new text is being searched', async () => {
    const slow = deferred<Reply>();
    const { user } = renderSearch(searchApi({ ana: ANA_RESULTS, anab: () => slow.promise }));
    await user.type(field(), 'ana');
    await screen.findByText('Ana Souza');

    await user.type(field(), 'b');
    expect(panel()).toHaveAccessibleName(T.resultsFor('anab'));
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(screen.getByText(T.loading)).toBeInTheDocument();

    slow.resolve(ok(results('anab')));
    expect(await within(panel()).findByText(MSG.search.empty('anab'))).toBeInTheDocument();
  });

  it('treats a failed search as no results and only logs it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const { user } = renderSearch(
      createFakeApi().on('GET /api/search', () => apiError(500, 'internal', MSG.common.internal)),
    );
    await user.type(field(), 'ana');

    expect(await within(panel()).findByText(MSG.search.empty('ana'))).toBeVisible();
    expect(screen.queryByText(MSG.common.internal)).not.toBeInTheDocument();
    expect(info).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('links every result to its page', async () => {
    const { user } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });

    const links = within(panel()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/m/ana-souza',
      '/m/analice-lima',
      '/empresas/c-anatec',
      '/comunidades/k-maes',
    ]);
    // Real lists: each group is a list of links.
    expect(within(panel()).getAllByRole('list')).toHaveLength(3);
  });

  it('goes to the chosen result, closes the panel and empties the field', async () => {
    const { user, router } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });

    await user.click(screen.getByRole('link', { name: /Anatec/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa c-anatec' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/empresas/c-anatec');
    expect(queryPanel()).not.toBeInTheDocument();
    expect(field()).toHaveValue('');
  });

  it('moves through the results with the keyboard', async () => {
    const { user, router } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });
    const [ana, analice, anatec, maes] = within(panel()).getAllByRole('link');

    await user.keyboard('{ArrowDown}');
    expect(ana).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(analice).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(maes).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(maes).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(anatec).toHaveFocus();
    await user.keyboard('{Home}');
    expect(ana).toHaveFocus();
    await user.keyboard('{End}');
    expect(maes).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(field()).toHaveFocus();

    // Enter on a result follows it.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil analice-lima' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/analice-lima');
    expect(queryPanel()).not.toBeInTheDocument();
  });

  it('closes on Escape from a result and gives the focus back to the field', async () => {
    const { user } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });

    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(queryPanel()).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('ana');
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens it again; Escape in the field closes it and keeps the text.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('tab', { name: 'Todos 4' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(queryPanel()).not.toBeInTheDocument();
    expect(field()).toHaveValue('ana');
  });

  it('lets Tab move naturally from the field into the panel and closes when focus leaves it', async () => {
    const { user } = renderSearch(searchApi({ ana: ANA_RESULTS }));
    await user.type(field(), 'ana');
    await screen.findByRole('tab', { name: 'Todos 4' });

    await user.tab();
    expect(screen.getByRole('button', { name: T.clear })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todos 4' })).toHaveFocus();
    // The tabs keep their own keys: ArrowRight and Enter pick 'Profissionais'.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Profissionais 2' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Todos 4' })).toHaveAttribute('aria-selected', 'true');
    // From the tabs, ArrowDown goes into the results.
    await user.keyboard('{ArrowDown}');
    expect(within(panel()).getAllByRole('link')[0]).toHaveFocus();

    // Past the last result, focus leaves the search and the panel closes.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(queryPanel()).not.toBeInTheDocument();
  });
});
