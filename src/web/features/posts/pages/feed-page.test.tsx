import { FEED_COPY } from '@domain/copy/feed';
import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { MSG } from '@domain/messages';
import type { Me } from '@domain/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { community, eventCard, feedApi, newsItem, vacancy } from '../test-data';

const WAIT = { timeout: 5000 };

const left = () => screen.findByRole('complementary', { name: FEED_COPY.page.leftColumn }, WAIT);
const right = () => screen.findByRole('complementary', { name: FEED_COPY.page.rightColumn }, WAIT);
const box = (name: string) => screen.findByRole('region', { name }, WAIT);

/** The serious or critical axe-core violations of the page as rendered (contrast: the e2e suite's). */
async function seriousA11yViolations(): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** The href of each link in `container`, by its text. */
function hrefs(container: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('link')
      .map((link) => [link.textContent ?? '', link.getAttribute('href')]),
  );
}

// The first test also waits for the page's code chunk.
describe('/feed (FeedPage)', { timeout: 15_000 }, () => {
  it('has one h1, the composer and the posts in the middle, and two side columns', async () => {
    renderRoute('/feed', { api: feedApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: FEED_COPY.page.title }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Feed | Elas Rede'));
    expect(await screen.findByRole('region', { name: FEED_COPY.composer.region })).toBeVisible();
    expect(screen.getByRole('region', { name: FEED_COPY.list.heading })).toBeVisible();
    expect(await left()).toBeVisible();
    expect(await right()).toBeVisible();
  });

  it('shows her card with name, title, public profile and the shortcuts', async () => {
    renderRoute('/feed', { api: feedApi() });
    const card = await box(FEED_COPY.profile.heading);
    expect(within(card).getByText('Ana Souza')).toBeVisible();
    expect(within(card).getByText('Engenheira de dados')).toBeVisible();
    expect(within(card).queryByText(MSG.profile.completeProfile)).not.toBeInTheDocument();
    expect(hrefs(card)).toEqual({
      [FEED_COPY.profile.publicProfile]: '/m/ana-souza',
      Comunidades: '/rede',
      Vagas: '/vagas',
      Mensagens: '/chat',
      'Desenvolvimento pessoal': '/desenvolvimento',
    });
  });

  it("offers 'Complete seu perfil' when she has no professional title", async () => {
    const me: Me = { ...MEMBER_ME, profile: { ...MEMBER_ME.profile!, professionalTitle: null } };
    const api = feedApi();
    api.setSession(me);
    renderRoute('/feed', { api });
    const card = await box(FEED_COPY.profile.heading);
    expect(within(card).getByRole('link', { name: MSG.profile.completeProfile })).toHaveAttribute(
      'href',
      '/perfil-pessoal',
    );
  });

  it('lists her recommended vacancies, each with why and a way to adjust her preferences', async () => {
    renderRoute('/feed', {
      api: feedApi({
        vacancies: [
          vacancy({
            matchReasons: [
              { criterion: 'role', met: true, label: MATCH_COPY.reasons.role },
              { criterion: 'workModel', met: true, label: 'Remoto' },
              { criterion: 'salary', met: true, label: MATCH_COPY.reasons.salary },
            ],
            exact: true,
          }),
          vacancy({
            id: 'v-2',
            title: 'Cientista de Dados',
            location: null,
            workModel: 'Híbrido',
            matchReasons: [
              { criterion: 'role', met: true, label: MATCH_COPY.reasons.role },
              { criterion: 'salary', met: false, label: MATCH_COPY.reasons.salaryBelow },
            ],
            exact: false,
          }),
        ],
      }),
    });
    const vacancies = await box(FEED_COPY.vacancies.heading);
    const first = await within(vacancies).findByRole('link', { name: /Engenheira de Dados Sênior/ });
    expect(first).toHaveAttribute('href', '/vagas/v-1');
    expect(first).toHaveTextContent('Nuvem Aberta');
    expect(first).toHaveTextContent('Remoto · Belo Horizonte, MG');
    expect(within(vacancies).getByRole('link', { name: /Cientista de Dados/ })).toHaveAttribute(
      'href',
      '/vagas/v-2',
    );
    const reasons = within(vacancies).getAllByTestId('match-reasons');
    expect(reasons[0]).toHaveTextContent('Área e cargo ✓ · Remoto ✓ · Faixa salarial ✓');
    expect(reasons[1]).toHaveTextContent('Área e cargo ✓ · Faixa salarial abaixo da sua');
    const adjust = within(vacancies).getAllByRole('link', { name: MATCH_COPY.adjustPreferences });
    expect(adjust).toHaveLength(2);
    for (const link of adjust) expect(link).toHaveAttribute('href', '/preferencias-vagas');
    // The partial match follows her exact one, under its own heading (no "nothing matches" hint).
    expect(within(vacancies).getByRole('heading', { name: MATCH_COPY.nearestTitle })).toBeVisible();
    expect(within(vacancies).queryByText(MATCH_COPY.nearestHint)).not.toBeInTheDocument();
    expect(within(vacancies).queryByText('Exemplo')).not.toBeInTheDocument();
  });

  it("heads the nearest real vacancies 'Próximas do seu perfil' when none matches exactly", async () => {
    renderRoute('/feed', { api: feedApi({ nearest: true, vacancies: [vacancy({ exact: false })] }) });
    const vacancies = await box(FEED_COPY.vacancies.heading);
    expect(await within(vacancies).findByRole('heading', { name: MATCH_COPY.nearestTitle })).toBeVisible();
    expect(within(vacancies).getByRole('link', { name: /Engenheira de Dados Sênior/ })).toBeVisible();
  });

  it('invites her to create a job preference profile when she has none, never with sample jobs', async () => {
    const api = feedApi({ hasActivePreference: false });
    renderRoute('/feed', { api });
    const vacancies = await box(FEED_COPY.vacancies.heading);
    expect(await within(vacancies).findByText(MATCH_COPY.noPreference)).toBeVisible();
    expect(within(vacancies).getByRole('link', { name: MATCH_COPY.createPreference })).toHaveAttribute(
      'href',
      '/preferencias-vagas',
    );
    expect(within(vacancies).queryByText('Exemplo')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/vacancies/recommended')[0]!.query).toEqual({ limit: '2' });
  });

  it('says so when no open vacancy is near her profile', async () => {
    renderRoute('/feed', { api: feedApi({ vacancies: [] }) });
    const vacancies = await box(FEED_COPY.vacancies.heading);
    expect(await within(vacancies).findByText(VACANCIES_COPY.list.noMatching)).toBeVisible();
    expect(within(vacancies).getByRole('link', { name: MATCH_COPY.adjustPreferences })).toBeVisible();
  });

  it("says 'Erro ao carregar vagas' instead of sample jobs when recommendations fail", async () => {
    const api = feedApi().on('GET /api/vacancies/recommended', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/feed', { api });
    const vacancies = await box(FEED_COPY.vacancies.heading);
    expect(await within(vacancies).findByText(MSG.vacancies.loadError)).toBeVisible();
    expect(within(vacancies).queryByTestId('match-reasons')).not.toBeInTheDocument();
    expect(within(vacancies).getByRole('button', { name: MSG.common.retry })).toBeVisible();
  });

  it('lists her active communities with member counts, and an empty state leading to /rede', async () => {
    const api = feedApi({
      communities: [
        community(),
        community({ id: 'k-maes', name: 'Mães na Tech', memberCount: 1, logoUrl: '/uploads/maes.webp' }),
      ],
    });
    renderRoute('/feed', { api });
    const communities = await box(FEED_COPY.communities.heading);
    const dados = await within(communities).findByRole('link', { name: /Dados Delas/ });
    expect(dados).toHaveAttribute('href', '/comunidades/k-dados');
    expect(dados).toHaveTextContent('128 participantes');
    expect(within(dados).getByTestId('avatar-initials')).toHaveTextContent('DD');
    const maes = within(communities).getByRole('link', { name: /Mães na Tech/ });
    expect(maes).toHaveTextContent('1 participante');
    expect(maes.querySelector('img')).toHaveAttribute('src', '/uploads/maes.webp');
    expect(api.callsTo('GET /api/me/communities')[0]!.query).toEqual({ limit: '5' });
  });

  it('shows the communities empty state with a link to explore', async () => {
    renderRoute('/feed', { api: feedApi({ communities: [] }) });
    const communities = await box(FEED_COPY.communities.heading);
    expect(await within(communities).findByText(FEED_COPY.communities.empty)).toBeVisible();
    expect(within(communities).getByRole('link', { name: FEED_COPY.communities.explore })).toHaveAttribute(
      'href',
      '/rede',
    );
  });

  it('shows real upcoming events leading to their pages, never samples', async () => {
    const events = [
      eventCard({ id: 'ev-1', viewer: { ...eventCard().viewer, rsvp: 'going' } }),
      eventCard({ id: 'ev-2', title: 'Oficina presencial', mode: 'in_person', city: 'Recife', state: 'PE' }),
    ];
    renderRoute('/feed', { api: feedApi({ events }) });
    const box_ = await box(FEED_COPY.events.heading);
    const first = await within(box_).findByRole('link', { name: /Encontro de Dados/ }, WAIT);
    expect(first).toHaveAttribute('href', '/eventos/ev-1');
    expect(first).toHaveTextContent('qui., 12 de março · 19h–21h');
    expect(first).toHaveTextContent(FEED_COPY.events.going);
    expect(within(box_).getByRole('link', { name: /Oficina presencial/ })).toHaveTextContent(
      'Recife, PE · Mulheres em Dados',
    );
    expect(box_).not.toHaveTextContent('Exemplo');
    expect(within(box_).getByRole('link', { name: FEED_COPY.events.seeAll })).toHaveAttribute(
      'href',
      '/eventos',
    );
  });

  it('says honestly when no event is coming', async () => {
    renderRoute('/feed', { api: feedApi() });
    const events = await box(FEED_COPY.events.heading);
    expect(await within(events).findByText(FEED_COPY.events.empty, {}, WAIT)).toBeVisible();
  });

  it("shows the 3 latest articles and news with badge, date, excerpt and 'Ver todas'", async () => {
    const api = feedApi({
      news: [
        newsItem({ coverImageUrl: '/uploads/capa.webp' }),
        newsItem({
          id: 'n-2',
          type: 'news',
          title: 'Mulheres na tecnologia',
          excerpt: null,
          publishedAt: '2026-02-01T12:00:00.000Z',
        }),
        newsItem({ id: 'n-3', title: 'Terceiro' }),
      ],
    });
    renderRoute('/feed', { api });
    const news = await box(MSG.news.title);
    const [first, second, third] = await within(news).findAllByRole('article');
    // An article links to its one address, the blog's.
    expect(within(first!).getByRole('link', { name: 'Como negociar salário' })).toHaveAttribute(
      'href',
      '/blog/como-negociar-salario',
    );
    expect(within(first!).getByText(MSG.news.article)).toBeVisible();
    expect(within(first!).getByText('12 de março de 2026').tagName).toBe('TIME');
    expect(within(first!).getByText('Um roteiro simples para pedir o que você vale.')).toBeVisible();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/uploads/capa.webp');
    expect(within(second!).getByText(MSG.news.news)).toBeVisible();
    expect(within(second!).getByRole('link', { name: 'Mulheres na tecnologia' })).toHaveAttribute(
      'href',
      '/news/n-2',
    );
    expect(third).toBeDefined();
    expect(within(news).getByRole('link', { name: MSG.news.seeAll })).toHaveAttribute('href', '/news');
    expect(api.callsTo('GET /api/news')[0]!.query).toEqual({ limit: '3' });
  });

  it("says 'Erro ao carregar notícias e artigos.' when the news fail, and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = feedApi().on('GET /api/news', () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok({ items: [newsItem()], nextCursor: null }),
    );
    renderRoute('/feed', { api });
    const news = await box(MSG.news.title);
    expect(await within(news).findByText(MSG.news.loadError)).toBeVisible();
    fail = false;
    await user.click(within(news).getByRole('button', { name: MSG.common.retry }));
    expect(await within(news).findByRole('link', { name: 'Como negociar salário' })).toBeVisible();
  });

  it("holds each side box's place with rows of its own shape while it loads", async () => {
    const never = () => new Promise<Reply>(() => {});
    const api = feedApi()
      .on('GET /api/posts', never)
      .on('GET /api/me/communities', never)
      .on('GET /api/vacancies/recommended', never)
      .on('GET /api/news', never);
    renderRoute('/feed', { api });
    const expected = [
      [FEED_COPY.communities.heading, 3],
      [FEED_COPY.vacancies.heading, 2],
      [MSG.news.title, 3],
    ] as const;
    for (const [heading, rows] of expected) {
      const region = await box(heading);
      const status = within(region).getByRole('status');
      expect(status.textContent).toBe(MSG.common.loading);
      expect(status.querySelectorAll('li')).toHaveLength(rows);
      expect(status.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('opens the mobile side menu with every entry of the spec, and signs out to /', async () => {
    const user = userEvent.setup();
    const api = feedApi().on('POST /api/auth/sign-out', () => ok({ success: true }));
    const { router } = renderRoute('/feed', { api });
    await user.click(await screen.findByRole('button', { name: FEED_COPY.mobileMenu.open }, WAIT));
    const sheet = await screen.findByRole('dialog', { name: FEED_COPY.mobileMenu.title });
    expect(within(sheet).getByText('Ana Souza')).toBeVisible();
    const M = FEED_COPY.mobileMenu;
    expect(hrefs(within(sheet).getByRole('navigation', { name: M.nav }))).toEqual({
      [M.myProfile]: '/meu-perfil',
      [M.publicProfile]: '/m/ana-souza',
      [M.experience]: '/experiencias',
      [M.projects]: '/projetos',
      [M.education]: '/educacao',
      [M.jobPreferences]: '/preferencias-vagas',
      [M.companies]: '/minhas-empresas',
      [M.communities]: '/minhas-comunidades',
      [M.development]: '/desenvolvimento',
    });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Meu perfil',
      'Perfil público',
      'Experiências profissionais',
      'Projetos e conquistas',
      'Formação acadêmica',
      'Preferências de vagas',
      'Minhas empresas',
      'Minhas comunidades',
      'Desenvolvimento pessoal',
    ]);

    await user.click(within(sheet).getByRole('button', { name: MSG.auth.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });
});
