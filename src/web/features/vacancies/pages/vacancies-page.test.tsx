import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { COPY, MSG } from '@domain/messages';
import type { VacancyListPage } from '@domain/schemas/vacancies';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  jobPreference,
  matchedCard,
  memberApi,
  myApplicationEntry,
  VACANCY_ID,
  vacancyCard,
} from '../test-data';

const L = VACANCIES_COPY.list;
const P = VACANCIES_COPY.profiles;
const M = VACANCIES_COPY.mine;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/vacancies';

afterEach(() => {
  toast.dismiss();
});

const remote = matchedCard({
  exact: true,
  matchReasons: [{ criterion: 'workModel', met: true, label: 'Remoto' }],
  id: 'v-remote',
  title: 'Engenheira de Software',
  companyName: 'Banco Plural',
  companySealed: false,
  workModel: 'Remoto',
  employmentType: 'PJ',
  location: null,
  salaryRange: null,
  myApplicationStatus: 'viewed',
});
const design = vacancyCard({ id: 'v-design', title: 'Designer UX', companyName: 'Agência Aurora' });

function page(overrides: Partial<VacancyListPage> = {}): VacancyListPage {
  return {
    hasActivePreference: true,
    matching: [remote],
    nearest: false,
    items: [vacancyCard(), design],
    nextCursor: null,
    ...overrides,
  };
}

function listApi(
  api: FakeApi = memberApi(),
  answer: (query: Record<string, string>) => VacancyListPage = () => page(),
) {
  return api
    .on(LIST, ({ query }) => ok(answer(query)))
    .on('GET /api/vacancies/alerts', () => ok({ frequency: 'off', hasActivePreference: true }))
    .on('GET /api/job-preferences', () =>
      ok([jobPreference(), jobPreference({ id: 'p-2', name: 'Perfil 2', isActive: false })]),
    )
    .on('GET /api/me/applications', () =>
      ok({
        items: [
          myApplicationEntry(),
          myApplicationEntry({
            id: 'app-2',
            status: 'new',
            vacancy: vacancyCard({ id: 'v-old', title: 'Analista de BI', companyName: 'Loja Sol' }),
          }),
        ],
        nextCursor: null,
      }),
    );
}

async function openPage(path = '/vagas', api = listApi()) {
  const rendered = renderRoute(path, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: COPY.pages.vacancies }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

function cardsIn(sectionName: string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

describe('/vagas', { timeout: 20_000 }, () => {
  it("shows each recommendation's reasons, and heads the nearest ones 'Próximas do seu perfil'", async () => {
    const near = matchedCard({ id: 'v-near', title: 'Cientista de Dados' });
    renderRoute('/vagas', { api: listApi(memberApi(), () => page({ matching: [near], nearest: true })) });
    const region = await screen.findByRole('region', { name: MATCH_COPY.nearestTitle }, WAIT);
    const card = within(region).getByRole('article');
    expect(within(card).getByTestId('match-reasons')).toHaveTextContent(
      'Área e cargo ✓ · Faixa salarial abaixo da sua',
    );
    expect(within(card).getByRole('link', { name: MATCH_COPY.adjustPreferences })).toHaveAttribute(
      'href',
      '/preferencias-vagas',
    );
    expect(within(card).queryByText(L.matchBadge)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: L.matchingTitle })).not.toBeInTheDocument();
  });

  it("lists the ones matching her profile first, under 'Combinam com o seu perfil', then the others", async () => {
    await openPage();
    await screen.findByRole('region', { name: L.matchingTitle }, WAIT);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf(L.matchingTitle)).toBeLessThan(headings.indexOf(L.othersTitle));
    expect(cardsIn(L.matchingTitle)).toEqual(['Engenheira de Software']);
    expect(cardsIn(L.othersTitle)).toEqual(['Analista de Dados Pleno', 'Designer UX']);

    const matching = within(screen.getByRole('region', { name: L.matchingTitle })).getByRole('article');
    expect(within(matching).getByText(L.matchBadge)).toBeVisible();
    expect(within(matching).getByText(VACANCIES_COPY.common.applied)).toBeVisible();
    expect(matching).toHaveTextContent('Remoto');
    expect(matching).toHaveTextContent('PJ');

    const others = screen.getByRole('region', { name: L.othersTitle });
    const data = within(others).getByRole('link', { name: 'Analista de Dados Pleno' });
    expect(data).toHaveAttribute('href', `/vagas/${VACANCY_ID}`);
    const card = data.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Tech Diversa');
    expect(within(card).getByText(VACANCIES_COPY.common.seal)).toBeInTheDocument();
    expect(card).toHaveTextContent('São Paulo, SP');
    expect(card).toHaveTextContent('CLT');
    expect(card).toHaveTextContent('R$ 5.000 - R$ 8.000');
    expect(card).toHaveTextContent('Publicada há 3 dias');
    expect(within(card).queryByText(VACANCIES_COPY.common.applied)).not.toBeInTheDocument();
  });

  it("titles the list 'Todas as vagas' when nothing matches her profile", async () => {
    await openPage(
      '/vagas',
      listApi(memberApi(), () => page({ matching: [], hasActivePreference: false })),
    );
    expect(await screen.findByRole('region', { name: L.allTitle }, WAIT)).toBeVisible();
    expect(screen.queryByRole('region', { name: L.matchingTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(L.noMatching)).not.toBeInTheDocument();
  });

  it('says so when her active profile matches nothing, with a link to review it', async () => {
    await openPage(
      '/vagas',
      listApi(memberApi(), () => page({ matching: [], hasActivePreference: true })),
    );
    expect(await screen.findByText(L.noMatching, {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: L.reviewPreferences })).toHaveAttribute(
      'href',
      '/preferencias-vagas',
    );
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const { api, user, router } = await openPage();
    await screen.findByRole('region', { name: L.matchingTitle }, WAIT);
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({});

    await user.selectOptions(screen.getByLabelText(L.workModel), 'Remoto');
    await waitFor(() => expect(router.state.location.search).toBe('?modelo=Remoto'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ workModel: 'Remoto' }));

    await user.selectOptions(screen.getByLabelText(L.contractType), 'Estágio');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({ workModel: 'Remoto', contractType: 'estagio' }),
    );

    await waitFor(() =>
      expect((screen.getByLabelText(L.state) as HTMLSelectElement).options).toHaveLength(4),
    );
    await user.selectOptions(screen.getByLabelText(L.state), 'Pernambuco');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({
        workModel: 'Remoto',
        contractType: 'estagio',
        state: 'PE',
      }),
    );

    const box = screen.getByRole('searchbox', { name: L.search });
    await user.type(box, ' dados ');
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('dados'),
      WAIT,
    );
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({
        workModel: 'Remoto',
        contractType: 'estagio',
        state: 'PE',
        q: 'dados',
      }),
    );
    // Debounced: no request for the letters on the way.
    expect(api.callsTo(LIST).some((call) => call.query.q === 'd' || call.query.q === 'da')).toBe(false);
    expect(router.state.location.search).toBe('?modelo=Remoto&contrato=estagio&uf=PE&q=dados');

    await user.click(screen.getByRole('button', { name: L.clear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box).toHaveValue('');
  });

  it('reads the filters from the address, and follows it when it changes (back button, a link)', async () => {
    const { api, router } = await openPage('/vagas?modelo=Presencial&contrato=CLT&uf=SP&q=python');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({
        workModel: 'Presencial',
        contractType: 'CLT',
        state: 'SP',
        q: 'python',
      }),
    );
    expect(screen.getByLabelText(L.workModel)).toHaveValue('Presencial');
    expect(screen.getByLabelText(L.contractType)).toHaveValue('CLT');
    expect(screen.getByLabelText(L.state)).toHaveValue('SP');
    expect(screen.getByRole('searchbox', { name: L.search })).toHaveValue('python');

    await act(() => router.navigate('/vagas?q=sql'));
    expect(screen.getByRole('searchbox', { name: L.search })).toHaveValue('sql');
    expect(screen.getByLabelText(L.workModel)).toHaveValue('');
  });

  it('shows her applications with the status the company gave them', async () => {
    await openPage();
    const mine = await screen.findByRole('region', { name: M.title }, WAIT);
    const list = await within(mine).findByRole('list', {}, WAIT);
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('link', { name: 'Analista de Dados Pleno' })).toHaveAttribute(
      'href',
      `/vagas/${VACANCY_ID}`,
    );
    expect(entries[0]).toHaveTextContent('Tech Diversa');
    expect(entries[0]).toHaveTextContent('Enviada em 12 de março de 2026');
    expect(within(entries[0]!).getByText('Pré-selecionada')).toBeVisible();
    expect(within(entries[1]!).getByText('Enviada', { selector: 'span' })).toBeVisible();
  });

  it('shows her job preference profiles, the active one marked, with a link to manage them', async () => {
    await openPage();
    const profiles = await screen.findByRole('region', { name: P.title }, WAIT);
    await within(profiles).findByText('Perfil Principal', {}, WAIT);
    expect(within(profiles).getByText('Perfil 2')).toBeVisible();
    expect(within(profiles).getByText(P.active)).toBeVisible();
    expect(within(profiles).getByRole('link', { name: P.manage })).toHaveAttribute(
      'href',
      '/preferencias-vagas',
    );
  });

  it('invites her to create a profile when she has none, and says when she has not applied yet', async () => {
    const api = listApi()
      .on('GET /api/job-preferences', () => ok([]))
      .on('GET /api/me/applications', () => ok({ items: [], nextCursor: null }));
    await openPage('/vagas', api);
    const profiles = await screen.findByRole('region', { name: P.title }, WAIT);
    expect(await within(profiles).findByText(P.empty, {}, WAIT)).toBeVisible();
    expect(within(profiles).getByRole('link', { name: P.create })).toHaveAttribute(
      'href',
      '/preferencias-vagas',
    );
    expect(await screen.findByText(M.empty, {}, WAIT)).toBeVisible();
  });

  it("loads more with 'Carregar mais'", async () => {
    const api = listApi(memberApi(), (query) =>
      query.cursor === 'c2'
        ? page({ matching: [], items: [vacancyCard({ id: 'v-3', title: 'Product Manager' })] })
        : page({ nextCursor: 'c2' }),
    );
    const { user } = await openPage('/vagas', api);
    await user.click(await screen.findByRole('button', { name: VACANCIES_COPY.common.loadMore }, WAIT));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Product Manager' }).length).toBeGreaterThan(0),
    );
    expect(cardsIn(L.othersTitle)).toEqual(['Analista de Dados Pleno', 'Designer UX', 'Product Manager']);
    expect(cardsIn(L.matchingTitle)).toEqual(['Engenheira de Software']);
  });

  it("says 'Erro ao carregar vagas' with 'Tentar novamente', then the list", async () => {
    let fail = true;
    const api = listApi().on(LIST, () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(page()),
    );
    const { user } = await openPage('/vagas', api);
    expect(await screen.findByText(MSG.vacancies.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('region', { name: L.matchingTitle }, WAIT)).toBeVisible();
  });

  it('says so when no vacancy matches the filters', async () => {
    await openPage(
      '/vagas?q=xyz',
      listApi(memberApi(), () => page({ matching: [], items: [] })),
    );
    expect(await screen.findByText(L.empty, {}, WAIT)).toBeVisible();
    expect(screen.getByText(L.emptyFiltered)).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    await openPage();
    await screen.findByRole('region', { name: L.matchingTitle }, WAIT);
    await screen.findByText('Perfil Principal', {}, WAIT);
    await expectNoSeriousA11yViolations();
  });
});
