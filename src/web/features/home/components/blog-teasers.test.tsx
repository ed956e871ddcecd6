import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { newsSummary } from '@web/features/news/test-data';
import { apiError, createFakeApi, type FakeApi, ok } from '@web/test/fake-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BlogTeasers } from './blog-teasers';

function renderTeasers(api: FakeApi) {
  api.install();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BlogTeasers />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const articles = (...items: ReturnType<typeof newsSummary>[]) =>
  createFakeApi().on('GET /api/news', () => ok({ items, nextCursor: null }));

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
    renderTeasers(api);
    // Generous: the first test of the file also waits for the cold transform of the news schemas.
    expect(await screen.findByRole('link', { name: 'Artigo um' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/blog/um',
    );
    expect(screen.getByRole('link', { name: 'Artigo dois' })).toHaveAttribute('href', '/blog/dois');
    expect(screen.getByRole('link', { name: 'Artigo três' })).toHaveAttribute('href', '/blog/tres');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const date = screen.getByText('2 de abril de 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-04-02T12:00:00.000Z');
    // No author: none is invented.
    const [first, second, third] = screen.getAllByRole('article');
    expect(within(first!).getByText('Por Renata Alves')).toBeInTheDocument();
    expect(within(first!).getByText('Um roteiro simples para pedir o que você vale.')).toBeInTheDocument();
    expect(within(second!).queryByText(/^Por /)).not.toBeInTheDocument();
    expect(within(first!).getByTestId('blog-cover-fallback')).toHaveClass('bg-linear-to-br');
    expect(third!.querySelector('img')).toHaveAttribute('src', '/uploads/a3.webp');
    expect(api.callsTo('GET /api/news')[0]!.query).toEqual({ type: 'article', limit: '3' });
  });

  it('leaves the section out when there are no articles yet: no sample posts', async () => {
    const api = articles();
    const { container } = renderTeasers(api);
    await vi.waitFor(() => expect(api.callsTo('GET /api/news')).toHaveLength(1));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('waits without invented titles while loading, and leaves the section out on an error', async () => {
    const pending = createFakeApi().on('GET /api/news', () => new Promise(() => {}));
    const first = renderTeasers(pending);
    expect(screen.getByRole('heading', { level: 2, name: 'Do nosso blog' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    first.unmount();

    const failing = createFakeApi().on('GET /api/news', () => apiError(500, 'internal', 'Erro'));
    const { container } = renderTeasers(failing);
    await vi.waitFor(() => expect(failing.callsTo('GET /api/news')).toHaveLength(1));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
