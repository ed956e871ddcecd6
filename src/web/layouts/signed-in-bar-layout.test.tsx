import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createFakeApi, MEMBER_ME } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootLayout } from './root-layout';
import { SignedInBarLayout } from './signed-in-bar-layout';

// /perfil-publico-novo: the logged-in bar for a signed-in member only (SPEC §2).
function renderLayout(session = createFakeApi()) {
  session.install();
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { Component: SignedInBarLayout, children: [{ path: '/pagina', element: <h1>Página aberta</h1> }] },
        ],
      },
    ],
    { initialEntries: ['/pagina'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const bar = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

describe('SignedInBarLayout', () => {
  it('shows the logged-in bar to a signed-in member', async () => {
    renderLayout(createFakeApi({ session: MEMBER_ME }));
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Página aberta' })).toBeInTheDocument();
  });

  it('shows no header to a visitor', async () => {
    const api = createFakeApi();
    renderLayout(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página aberta' })).toBeInTheDocument();
    await expect.poll(() => api.callsTo('GET /api/me').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bar()).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
