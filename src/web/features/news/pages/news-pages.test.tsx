import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { articleDetail, newsDetail, newsSummary } from '../test-data';

const WAIT = { timeout: 5000 };

function memberApi() {
  return createFakeApi({ session: MEMBER_ME });
}

const notFound = () => apiError(404, 'not_found', MSG.news.notFound);

describe('/news (NewsListPage)', () => {
  it('lists articles and news with their badge, date, excerpt and a link to their one address', async () => {
    const api = memberApi().on('GET /api/news', () =>
      ok({
        items: [
          newsSummary({ id: 'a1', title: 'Como negociar salário' }),
          newsSummary({
            id: 'n2',
            type: 'news',
            title: 'Mulheres na tecnologia',
            authorName: null,
            source: 'Jornal Exemplo',
            coverImageUrl: '/uploads/capa.webp',
            publishedAt: '2026-02-01T12:00:00.000Z',
          }),
        ],
        nextCursor: null,
      }),
    );
    renderRoute('/news', { api });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.news.title }, WAIT)).toBeVisible();
    // Set by an effect after the render that shows the heading.
    await waitFor(() => expect(document.title).toBe(`${MSG.news.title} | Elas Rede`));

    const [article, news] = await screen.findAllByRole('article', {}, WAIT);
    expect(within(article!).getByText(MSG.news.article)).toBeVisible();
    expect(within(article!).getByText('12 de março de 2026').tagName).toBe('TIME');
    expect(within(article!).getByText(MSG.news.by('Renata Alves'))).toBeVisible();
    expect(within(article!).getByText('Um roteiro simples para pedir o que você vale.')).toBeVisible();
    // Clamped in its own block, never on the stretched flex item (no text after the '…').
    const excerpt = within(article!).getByText('Um roteiro simples para pedir o que você vale.');
    expect(excerpt).toHaveClass('line-clamp-3');
    expect(excerpt).not.toHaveClass('flex-1');
    // An article's one address is the blog's.
    expect(within(article!).getByRole('link', { name: 'Como negociar salário' })).toHaveAttribute(
      'href',
      '/blog/como-negociar-salario',
    );
    expect(within(article!).getByTestId('news-cover-placeholder')).toBeInTheDocument();

    expect(within(news!).getByText(MSG.news.news)).toBeVisible();
    expect(within(news!).getByText(MSG.news.source('Jornal Exemplo'))).toBeVisible();
    expect(within(news!).getByRole('link', { name: 'Mulheres na tecnologia' })).toHaveAttribute(
      'href',
      '/news/n2',
    );
    expect(news!.querySelector('img')).toHaveAttribute('src', '/uploads/capa.webp');
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: NEWS_UI_COPY.list.loadMore })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/news')[0]!.query).toEqual({});
  });

  it("loads the next page with its cursor on 'Carregar mais'", async () => {
    const user = userEvent.setup();
    const api = memberApi().on('GET /api/news', ({ query }) =>
      query.cursor === 'c2'
        ? ok({ items: [newsSummary({ id: 'a3', slug: 'terceiro', title: 'Terceiro' })], nextCursor: null })
        : ok({
            items: [
              newsSummary({ id: 'a1', title: 'Primeiro' }),
              newsSummary({ id: 'a2', title: 'Segundo' }),
            ],
            nextCursor: 'c2',
          }),
    );
    renderRoute('/news', { api });
    await screen.findByRole('link', { name: 'Primeiro' }, WAIT);
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: NEWS_UI_COPY.list.loadMore }));
    expect(await screen.findByRole('link', { name: 'Terceiro' })).toHaveAttribute('href', '/blog/terceiro');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: NEWS_UI_COPY.list.loadMore })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/news').map((call) => call.query.cursor)).toEqual([undefined, 'c2']);
  });

  it("shows 'Erro ao carregar notícias e artigos.' and loads again on 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = memberApi().on('GET /api/news', () =>
      fail
        ? apiError(500, 'internal', MSG.common.internal)
        : ok({ items: [newsSummary({ title: 'Voltou' })], nextCursor: null }),
    );
    renderRoute('/news', { api });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(MSG.news.loadError);
    // The page keeps its title above the error.
    expect(screen.getByRole('heading', { level: 1, name: MSG.news.title })).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('link', { name: 'Voltou' })).toBeVisible();
    expect(screen.queryByText(MSG.news.loadError)).not.toBeInTheDocument();
  });

  it('says so when nothing is published yet', async () => {
    const api = memberApi().on('GET /api/news', () => ok({ items: [], nextCursor: null }));
    renderRoute('/news', { api });
    expect(await screen.findByText(NEWS_UI_COPY.list.empty, {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', async () => {
    const api = memberApi().on('GET /api/news', () => new Promise(() => {}));
    renderRoute('/news', { api });
    const status = await screen.findByText(NEWS_UI_COPY.list.loading, {}, WAIT);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: MSG.news.title })).toBeVisible();
  });
});

describe('/news/{id} (NewsDetailPage)', () => {
  it('replaces the address of an article with its one address, /blog/{slug}', async () => {
    const api = memberApi()
      .on('GET /api/news/a1', () => ok(articleDetail({ id: 'a1' })))
      .on('GET /api/news/como-negociar-salario', () => ok(articleDetail({ id: 'a1' })));
    const { router } = renderRoute('/news/a1', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Como negociar salário' }, WAIT),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/blog/como-negociar-salario');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Comece pelas faixas salariais.')).toBeVisible();
  });

  it("renders a news item as our own page: source, date, cover, summary and 'Ler no site original', no frame", async () => {
    const api = memberApi().on('GET /api/news/n-2', () =>
      ok(newsDetail({ coverImageUrl: '/uploads/capa.webp' })),
    );
    const { router } = renderRoute('/news/n-2', { api });
    await screen.findByRole('heading', { level: 1, name: 'Mulheres ocupam mais vagas em tecnologia' }, WAIT);
    expect(router.state.location.pathname).toBe('/news/n-2');
    expect(screen.getByRole('link', { name: MSG.news.backToFeed })).toHaveAttribute('href', '/feed');
    expect(screen.getByText(MSG.news.source('Jornal Exemplo'))).toBeVisible();
    expect(screen.getByText(MSG.news.news)).toBeVisible();
    expect(screen.getByText('1 de fevereiro de 2026')).toHaveAttribute(
      'datetime',
      '2026-02-01T12:00:00.000Z',
    );
    expect(screen.getByText('Pesquisa mostra crescimento de 20% em cinco anos.')).toBeVisible();
    expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', '/uploads/capa.webp');
    expect(document.querySelector('iframe')).toBeNull();

    const original = screen.getByRole('link', { name: /Ler no site original/ });
    expect(original).toHaveAttribute('href', 'https://jornal.example/mulheres-na-tecnologia');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    expect(original).toHaveAccessibleName('Ler no site original (abre em nova aba)');
    expect(screen.getByText(/está no site de Jornal Exemplo/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Mulheres ocupam mais vagas em tecnologia | Elas Rede'));
  });

  it('never links a news address that is not http(s)', async () => {
    const api = memberApi().on('GET /api/news/n-2', () => ok(newsDetail({ newsUrl: 'javascript:alert(1)' })));
    renderRoute('/news/n-2', { api });
    expect(await screen.findByText(NEWS_UI_COPY.detail.noOriginal, {}, WAIT)).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: /Ler no site original/ })).toBeNull();
  });

  it("shows 'Notícia ou artigo não encontrado.' for an unknown id, with a way to the list", async () => {
    const api = memberApi().on('GET /api/news/sumiu', notFound);
    renderRoute('/news/sumiu', { api });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.news.notFound }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: NEWS_UI_COPY.detail.seeAll })).toHaveAttribute('href', '/news');
  });

  it("offers 'Tentar novamente' when the request fails", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = memberApi().on('GET /api/news/n-2', () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(newsDetail()),
    );
    renderRoute('/news/n-2', { api });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.news.loadError }, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mulheres ocupam mais vagas em tecnologia' }),
    ).toBeVisible();
  });
});

describe('/noticias/{n} (LegacyNewsPage)', () => {
  it('resolves a slug and replaces the address with /news/{id}', async () => {
    const api = memberApi()
      .on('GET /api/news/mulheres-na-tecnologia', () => ok(newsDetail()))
      .on('GET /api/news/n-2', () => ok(newsDetail()));
    const { router } = renderRoute('/noticias/mulheres-na-tecnologia', { api });
    await screen.findByRole('heading', { level: 1, name: 'Mulheres ocupam mais vagas em tecnologia' }, WAIT);
    expect(router.state.location.pathname).toBe('/news/n-2');
    // Replaced, not pushed: going back does not return to the old address.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces the address of an article with /blog/{slug}', async () => {
    const api = memberApi().on('GET /api/news/7', () => ok(articleDetail({ id: 'a1' })));
    api.on('GET /api/news/como-negociar-salario', () => ok(articleDetail({ id: 'a1' })));
    const { router } = renderRoute('/noticias/7', { api });
    await screen.findByRole('heading', { level: 1, name: 'Como negociar salário' }, WAIT);
    expect(router.state.location.pathname).toBe('/blog/como-negociar-salario');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the not-found state with a link to /news for an unknown item', async () => {
    const api = memberApi().on('GET /api/news/999', notFound);
    const { router } = renderRoute('/noticias/999', { api });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.news.notFound }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: NEWS_UI_COPY.detail.seeAll })).toHaveAttribute('href', '/news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/noticias/999'));
  });
});
