import type { Me } from '@domain/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { routes } from '@web/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createFakeApi, type FakeApi, MEMBER_ME, VISITOR_ME } from './fake-api';

interface RenderRouteOptions {
  /** Who GET /api/me says is signed in, when no `api` is given. Default: a visitor. */
  session?: 'visitor' | 'member' | Me;
  /** A prepared fake API (already answering what the test needs); installed here. */
  api?: FakeApi;
  /** Navigation state of the first entry (e.g. `{ from: '/feed' }`). */
  state?: unknown;
}

/** Renders the real route table at `path`, as the app does, but in memory against a fake API. */
export function renderRoute(path: string, { session = 'visitor', api, state }: RenderRouteOptions = {}) {
  const me = session === 'visitor' ? VISITOR_ME : session === 'member' ? MEMBER_ME : session;
  const fakeApi = (api ?? createFakeApi({ session: me })).install();
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  });
  // No retries: a failing query should fail the test at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, api: fakeApi, queryClient };
}
