import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppFrame } from './app';
import { newsDetailQueryOptions } from './features/news/api';
import { type ApiTransport, setApiTransport } from './lib/api';
import { type Bootstrap, type RenderedState, seedQueryClient } from './lib/bootstrap';
import { setServerOrigin } from './lib/page-origin';
import { createQueryClient } from './lib/query-client';
import { onServerTitle } from './lib/use-page-title';
import { createRoutes, routes } from './routes';

/*
 * Server-side rendering of the pages people share and search engines index (issue 14): the
 * server answers them with their content in the HTML, so it paints before any JavaScript runs,
 * and the browser then takes the page over (main.tsx, hydrateRoot) from the same data, written
 * into the page's bootstrap block. Built by `vite build --ssr` into dist/ssr; the server loads it
 * (src/server/http/page-renderer.ts) and falls back to the client-rendered page when it is
 * missing, fails or declines.
 *
 * The page's queries run through the same API modules as in the browser; their requests are
 * answered by the server's own app in-process, with the visitor's cookie (the transport below).
 */

/** The pages rendered on the server; the others are rendered by the browser. */
const RENDERED_PAGES: { path: string; visitorsOnly?: boolean }[] = [
  { path: '/home' },
  { path: '/m/:slug' },
  { path: '/perfil-publico/:id' },
  { path: '/vagas/:id' },
  { path: '/news/:id' },
  { path: '/eventos/:id' },
  // A member asking for these is sent on to the feed: the browser does that.
  { path: '/', visitorsOnly: true },
  { path: '/login', visitorsOnly: true },
];

/**
 * Queries the first render finds without data (a component's own query, not a loader's) are
 * fetched and the page rendered again, at most this many times in all.
 */
const MAX_RENDERS = 3;

export interface RenderInput {
  /** The page's full address. */
  url: string;
  /** The session and settings the page carries (as GET /api/me and /api/config answer). */
  bootstrap: Bootstrap;
  /** Answers the page's API requests (with the visitor's cookie). */
  api: ApiTransport;
}

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The page's document title (usePageTitle), for the HTML's <title>. */
  title?: string;
  /** What the browser hydrates from (bootstrap's `rendered`). */
  state: RenderedState;
}

/** The render under way: how it reaches the API, and the title its page reported. */
const currentRender = new AsyncLocalStorage<{ api: ApiTransport; title?: string }>();
setApiTransport((url, init) => {
  const render = currentRender.getStore();
  if (!render) return Promise.reject(new Error('An API request outside a page render.'));
  return render.api(url, init);
});
onServerTitle((title) => {
  const render = currentRender.getStore();
  if (render) render.title = title;
});

/** The address links to the site are built with (the share dialog, the QR code). */
export function configureRenderer({ origin }: { origin: string }): void {
  setServerOrigin(origin);
}

/**
 * Whether the client's route table has a page for this path (the table the browser's router
 * uses), other than its catch-all not-found page: the server answers the others with 404.
 * A known pattern whose entity does not exist (/vagas/{unknown id}) is known here.
 */
export function isKnownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1];
  return Boolean(leaf && leaf.route.path !== '*');
}

/**
 * The page with its data, or null when it is not one rendered on the server, or could not be
 * rendered as the browser would (a redirect, a failed request: the browser shows those).
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const url = new URL(input.url);
  const signedIn = Boolean(input.bootstrap.me?.user);
  const rendered = RENDERED_PAGES.some(
    (page) => matchPath(page.path, url.pathname) && !(page.visitorsOnly && signedIn),
  );
  if (!rendered) return null;
  const scope = { api: input.api, title: undefined as string | undefined };
  const page = await currentRender.run(scope, () => render(url, input.bootstrap));
  return page && scope.title ? { ...page, title: scope.title } : page;
}

/**
 * /news/{id} of an article: its one address is /blog/{slug} (issue 22), which the page replaces
 * it with in the browser. The server leaves it to the browser rather than render an empty page.
 */
function isArticleAtNewsAddress(url: URL, queryClient: ReturnType<typeof createQueryClient>): boolean {
  const id = matchPath('/news/:id', url.pathname)?.params.id;
  if (!id) return false;
  return queryClient.getQueryData(newsDetailQueryOptions(id).queryKey)?.type === 'article';
}

async function render(url: URL, bootstrap: Bootstrap): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // A page waits for its render: a failed request is left to the browser, not retried here.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  seedQueryClient(queryClient, bootstrap);

  const handler = createStaticHandler(createRoutes(queryClient, { awaitData: true }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  if (isArticleAtNewsAddress(url, queryClient)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  let html = '';
  let failure: unknown;
  for (let pass = 1; pass <= MAX_RENDERS; pass++) {
    // prerender, not renderToString: it waits for lazy components (the signed-in bar) rather than
    // leaving their Suspense boundary for the browser to render over.
    const { prelude } = await prerender(
      <StrictMode>
        <AppFrame queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>,
      {
        // A component that cannot render on the server would leave a hole the browser fills
        // (React error 419): the whole page is left to the browser instead, and the cause logged.
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    if (failure) throw failure;
    html = await new Response(prelude).text();
    const missing = queryClient.getQueryCache().getAll().filter(wantsData);
    if (missing.length === 0 || pass === MAX_RENDERS) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
  // An error is shown by the browser's own request (a 404 page, a retry button), not frozen here.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  return { html, state: { queries: dehydrate(queryClient), router: routerState(context) } };
}

/** A query a component asked for that was never fetched, and may be. */
function wantsData(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === undefined || queryFn === skipToken) return false;
  if (typeof enabled === 'function') return enabled(query) !== false;
  return enabled !== false;
}

/** The router's data as JSON (loaders resolve to null: the data is in the query cache). */
function routerState(context: StaticHandlerContext): RenderedState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: null };
}
