import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { newsSummary } from '@web/features/news/test-data';
import { apiError, createFakeApi, type FakeApi, ok } from '@web/test/fake-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_TEASERS, type BlogTeaser } from '../sample-data';
import { BlogTeasers } from './blog-teasers';

/** By default the API has no articles yet, so the samples show. */
function renderTeasers(
  posts: readonly BlogTeaser[] = BLOG_TEASERS,
  api: FakeApi = createFakeApi().on('GET /api/news', () => ok({ items: [], nextCursor: null })),
) {
  api.install();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BlogTeasers posts={posts} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BlogTeasers', () => {
  it('shows the three latest real articles, each linking to /blog/{slug}', async () => {
    const api = createFakeApi().on('GET /api/news', () =>
      ok({
        items: [
          newsSummary({ id: 'a1', slug: 'um', title: 'Artigo um', publishedAt: '2026-04-02T12:00:00.000Z' }),
          newsSummary({ id: 'a2', slug: 'dois', title: 'Artigo dois', authorName: null }),
          newsSummary({ id: 'a3', slug: 'tres', title: 'Artigo três', coverImageUrl: '/uploads/a3.webp' }),
        ],
        nextCursor: 'more',
      }),
    );
    renderTeasers(BLOG_TEASERS, api);
    // Generous: the first test of the file also waits for the cold transform of the news schemas.
    expect(await screen.findByRole('link', { name: 'Artigo um' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/blog/um',
    );
    expect(screen.getByRole('link', { name: 'Artigo dois' })).toHaveAttribute('href', '/blog/dois');
    expect(screen.getByRole('link', { name: 'Artigo três' })).toHaveAttribute('href', '/blog/tres');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: BLOG_TEASERS[0]!.title })).not.toBeInTheDocument();
    expect(screen.getByText('2 de abril de 2026')).toHaveAttribute('datetime', '2026-04-02T12:00:00.000Z');
    // No author, no tags: neither is invented.
    const [, second, third] = screen.getAllByRole('article');
    expect(within(second!).queryByText(/^Por /)).not.toBeInTheDocument();
    expect(within(second!).queryByRole('list', { name: 'Temas' })).not.toBeInTheDocument();
    expect(third!.querySelector('img')).toHaveAttribute('src', '/uploads/a3.webp');
    expect(api.callsTo('GET /api/news')[0]!.query).toEqual({ type: 'article', limit: '3' });
  });

  it('shows the three samples, linking to /blog, when there are no articles yet', async () => {
    const api = createFakeApi().on('GET /api/news', () => ok({ items: [], nextCursor: null }));
    renderTeasers(BLOG_TEASERS, api);
    await vi.waitFor(() => expect(api.callsTo('GET /api/news')).toHaveLength(1));
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    for (const post of BLOG_TEASERS) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', '/blog');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Do nosso blog' })).toBeInTheDocument();
  });

  it('keeps the samples while loading and when the articles cannot be loaded', async () => {
    const pending = createFakeApi().on('GET /api/news', () => new Promise(() => {}));
    const first = renderTeasers(BLOG_TEASERS, pending);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: BLOG_TEASERS[0]!.title })).toHaveAttribute('href', '/blog');
    first.unmount();

    const failing = createFakeApi().on('GET /api/news', () => apiError(500, 'internal', 'Erro'));
    renderTeasers(BLOG_TEASERS, failing);
    await vi.waitFor(() => expect(failing.callsTo('GET /api/news')).toHaveLength(1));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: BLOG_TEASERS[2]!.title })).toHaveAttribute('href', '/blog');
  });

  it('writes the dates in Brazilian Portuguese long format, with a machine-readable datetime', () => {
    renderTeasers([
      { ...BLOG_TEASERS[0]!, published_at: '2026-03-12' },
      { ...BLOG_TEASERS[1]!, published_at: '2025-12-01' },
    ]);
    const first = screen.getByText('12 de março de 2026');
    expect(first.tagName).toBe('TIME');
    expect(first).toHaveAttribute('datetime', '2026-03-12');
    expect(screen.getByText('1 de dezembro de 2025')).toBeInTheDocument();
  });

  it('shows the author, the excerpt and the tags', () => {
    renderTeasers();
    const [post] = BLOG_TEASERS;
    const article = screen.getAllByRole('article')[0]!;
    expect(within(article).getByText(`Por ${post!.author}`)).toBeInTheDocument();
    expect(within(article).getByText(post!.excerpt)).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: 'Temas' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(post!.tags);
  });

  it('draws a gradient cover when there is no cover image, and the image when there is one', () => {
    renderTeasers([
      { ...BLOG_TEASERS[0]!, cover_image_url: null },
      { ...BLOG_TEASERS[1]!, cover_image_url: '/uploads/capa.webp' },
    ]);
    const [withoutImage, withImage] = screen.getAllByRole('article');
    expect(within(withoutImage!).getByTestId('blog-cover-fallback')).toHaveClass('bg-linear-to-br');
    expect(withImage!.querySelector('img')).toHaveAttribute('src', '/uploads/capa.webp');
  });
});
