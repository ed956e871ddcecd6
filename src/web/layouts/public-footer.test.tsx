import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { newsSummary } from '@web/features/news/test-data';
import { createFakeApi, ok } from '@web/test/fake-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicFooter } from './public-footer';

function renderFooter(api = createFakeApi()) {
  api.install();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PublicFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('PublicFooter', () => {
  it('links the latest published article (/blog/{slug}) next to the blog', async () => {
    const footer = renderFooter(
      createFakeApi().on('GET /api/news', () =>
        ok({ items: [newsSummary({ type: 'article', slug: 'carreira-e-maternidade' })], nextCursor: null }),
      ),
    );
    expect(await within(footer).findByRole('link', { name: 'Último artigo' })).toHaveAttribute(
      'href',
      '/blog/carreira-e-maternidade',
    );
    expect(within(footer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows no article link while there is no published article', async () => {
    const footer = renderFooter(
      createFakeApi().on('GET /api/news', () => ok({ items: [], nextCursor: null })),
    );
    expect(within(footer).getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/contato');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Último artigo' })).not.toBeInTheDocument();
  });
});
