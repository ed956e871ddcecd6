import './styles.css';
import './lib/zod-in-browser';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app';
import { readBootstrap, seedQueryClient } from './lib/bootstrap';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './routes';

/**
 * The matched routes' code, loaded before the first render: a page the server rendered must be
 * rendered the same in the browser at once, not after a spinner while its chunk loads.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const bootstrap = readBootstrap();
  const queryClient = createQueryClient();
  // The session the server served the page with: the first page need not wait for /api/me.
  seedQueryClient(queryClient, bootstrap);
  const routes = createRoutes(queryClient);
  // The server rendered this page (entry-server.tsx): take it over from the data it used.
  const rendered = container.firstElementChild ? bootstrap.rendered : undefined;
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    await loadMatchedRoutes(routes);
  }
  const router = createBrowserRouter(routes, rendered ? { hydrationData: rendered.router } : undefined);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (rendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
void start(container);
