import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { MSG } from '@domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleDetail, newsDetail, newsSummary } from '@web/features/news/test-data';
import { apiError, createFakeApi, MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const WAIT = { timeout: 5000 };
const T = NEWS_UI_COPY.blog;

/** The list's own requests (the footer also asks for the latest articles, with a limit). */
function listCalls(api: ReturnType<typeof createFakeApi>) {
  return api.callsTo('GET /api/news').filter((call) => call.query.limit === undefined);
}

describe('/blog (BlogPage)', () => {
  it('lists the published articles for a visitor, each linking to /blog/{slug}', async () => {
    const api = createFakeApi({ session: VISITOR_ME }).on('GET /api/news', () =>
      ok({
        items: [
          newsSummary({ id: 'a1', slug: 'negociar-salario', title: 'Negociar salário' }),
          newsSummary({ id: 'a2', slug: 'voltar-ao-mercado', title: 'Voltar ao mercado' }),
        ],
        nextCursor: null,
      }),
    );
    renderRoute('/blog', { api });
    expect(await screen.findByRole('heading', { level: 1, name: T.title }, WAIT)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Negociar salário' }, WAIT)).toHaveAttribute(
      'href',
      '/blog/negociar-salario',
    );
    expect(screen.getByRole('link', { name: 'Voltar ao mercado' })).toHaveAttribute(
      'href',
      '/blog/voltar-ao-mercado',
    );
    // Only articles are asked for, so no 'Artigo' badge is needed.
    expect(listCalls(api)[0]!.query).toEqual({ type: 'article' });
    const [first] = screen.getAllByRole('article');
    expect(within(first!).queryByText(MSG.news.article)).not.toBeInTheDocument();
    expect(within(first!).getByText(MSG.news.by('Renata Alves'))).toBeVisible();
  });

  it("pages with 'Carregar mais'", async () => {
    const user = userEvent.setup();
    const api = createFakeApi().on('GET /api/news', ({ query }) =>
      query.cursor
        ? ok({ items: [newsSummary({ id: 'a2', slug: 'segundo', title: 'Segundo' })], nextCursor: null })
        : ok({ items: [newsSummary({ id: 'a1', slug: 'primeiro', title: 'Primeiro' })], nextCursor: 'k2' }),
    );
    renderRoute('/blog', { api });
    await screen.findByRole('link', { name: 'Primeiro' }, WAIT);
    await user.click(screen.getByRole('button', { name: NEWS_UI_COPY.list.loadMore }));
    expect(await screen.findByRole('link', { name: 'Segundo' })).toHaveAttribute('href', '/blog/segundo');
    expect(listCalls(api)[1]!.query).toEqual({ type: 'article', cursor: 'k2' });
  });

  it('shows the error with a retry, and the empty state', async () => {
    const failing = createFakeApi().on('GET /api/news', () => apiError(500, 'internal', MSG.common.internal));
    const first = renderRoute('/blog', { api: failing });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(MSG.news.loadError);
    expect(screen.getByRole('button', { name: MSG.common.retry })).toBeVisible();
    first.unmount();

    const empty = createFakeApi().on('GET /api/news', () => ok({ items: [], nextCursor: null }));
    renderRoute('/blog', { api: empty });
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
  });
});

describe('/blog/{slug} (BlogPostPage)', () => {
  it('shows the article with byline, date, body, a way back to /blog and a sign-up call for visitors', async () => {
    const api = createFakeApi().on('GET /api/news/negociar-salario', () =>
      ok(articleDetail({ slug: 'negociar-salario' })),
    );
    renderRoute('/blog/negociar-salario', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Como negociar salário' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText(MSG.news.by('Renata Alves'))).toBeVisible();
    expect(screen.getByText('12 de março de 2026').tagName).toBe('TIME');
    expect(screen.getByRole('heading', { level: 2, name: 'Pesquise' })).toBeVisible();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/blog');
    const cta = screen.getByRole('complementary', { name: T.ctaTitle });
    expect(within(cta).getByRole('link', { name: MSG.auth.signUp })).toHaveAttribute('href', '/register');
  });

  it('shows no sign-up call to a member', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/news/negociar-salario', () =>
      ok(articleDetail({ slug: 'negociar-salario' })),
    );
    renderRoute('/blog/negociar-salario', { api });
    await screen.findByRole('heading', { level: 1, name: 'Como negociar salário' }, WAIT);
    expect(screen.queryByRole('complementary', { name: T.ctaTitle })).not.toBeInTheDocument();
  });

  it('shows its own not-found state, linking to /blog, for an unknown slug', async () => {
    const unknown = createFakeApi().on('GET /api/news/sumiu', () =>
      apiError(404, 'not_found', MSG.news.notFound),
    );
    const first = renderRoute('/blog/sumiu', { api: unknown });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.news.notFound }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: T.seeAll })).toHaveAttribute('href', '/blog');
    expect(first.router.state.location.pathname).toBe('/blog/sumiu');
  });

  it("replaces a news item's slug with the item's own page, /news/{id}", async () => {
    const news = createFakeApi()
      .on('GET /api/news/mulheres-na-tecnologia', () => ok(newsDetail()))
      .on('GET /api/news/n-2', () => ok(newsDetail()));
    const { router } = renderRoute('/blog/mulheres-na-tecnologia', { api: news });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Mulheres ocupam mais vagas em tecnologia' },
        WAIT,
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/news/n-2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
