import { FEED_NEWS_LIMIT } from '@domain/limits';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
// Already in the entry chunk (the public footer shows the latest article).
import {
  latestArticlesQueryOptions,
  latestNewsQueryOptions,
  newsDetailQueryOptions,
} from './features/news/api';
import { configQueryOptions, meQueryOptions } from './lib/session';

/*
 * Route loaders (routes.tsx): a page's main queries start as soon as the address is known, at the
 * same time as the page's code downloads, instead of after that code has rendered. They fill the
 * app's query client with the very query options the pages use, so the pages find the data (or
 * the request in flight) in the cache. None is awaited: navigation never waits for data a page can
 * show as it arrives, and a failure is the page's own query's to report. The query options
 * modules are imported on demand, so they stay out of the entry chunk (but news/api.ts, which the
 * entry has anyway). On the server (entry-server.tsx) they are awaited instead: the page is
 * rendered once its data is in.
 */

export interface LoaderOptions {
  /** Resolve once the data is in (server rendering), rather than at once (the browser). */
  awaitData?: boolean;
}

/** A loader that starts `prefetch` and, in the browser, lets the navigation go on at once. */
function prefetcher({ awaitData = false }: LoaderOptions) {
  return (prefetch: (args: LoaderFunctionArgs) => Promise<unknown>): LoaderFunction =>
    (args) => {
      const done = prefetch(args).then(
        () => null,
        // Nothing to do: the page's own query fetches again and shows any error.
        () => null,
      );
      return awaitData ? done : null;
    };
}

/**
 * The session and the deployment's settings: already in the cache when the server embedded them
 * in the page (lib/bootstrap.ts), otherwise asked for alongside the first page's code.
 */
export function sessionLoader(queryClient: QueryClient, options: LoaderOptions = {}): LoaderFunction {
  return prefetcher(options)(() =>
    Promise.all([
      queryClient.prefetchQuery(meQueryOptions()),
      queryClient.prefetchQuery(configQueryOptions()),
    ]),
  );
}

export interface PageLoaders {
  /** The logged-in bar's own data (her workspaces: the company or community menu). */
  appShell: LoaderFunction;
  event: LoaderFunction;
  feed: LoaderFunction;
  home: LoaderFunction;
  newsDetail: LoaderFunction;
  publicProfileById: LoaderFunction;
  publicProfileBySlug: LoaderFunction;
  vacancy: LoaderFunction;
}

export function pageLoaders(queryClient: QueryClient, options: LoaderOptions = {}): PageLoaders {
  const prefetching = prefetcher(options);
  /** Pages of the logged-in area: nothing to fetch for someone known to be a visitor. */
  const forMembers = (prefetch: (args: LoaderFunctionArgs) => Promise<unknown>) =>
    prefetching(async (args) => {
      if (queryClient.getQueryData(meQueryOptions().queryKey)?.user === null) return;
      await prefetch(args);
    });

  return {
    appShell: forMembers(async () => {
      const access = await import('./features/access/api');
      await queryClient.prefetchQuery(access.workspacesQueryOptions());
    }),

    event: prefetching(async ({ params }) => {
      const events = await import('./features/events/api');
      await queryClient.prefetchQuery(events.eventQueryOptions(params.id ?? ''));
    }),

    // The posts and every side box of /feed (the feed page and its boxes use these options).
    feed: forMembers(async ({ request }) => {
      const news = queryClient.prefetchQuery(latestNewsQueryOptions({ limit: FEED_NEWS_LIMIT }));
      const posts = await import('./features/posts/api');
      // The order she asked for in the address ('Para você' unless ?ordem=recentes).
      const order = posts.feedOrderFromSearch(new URL(request.url).searchParams);
      await Promise.all([
        queryClient.prefetchInfiniteQuery(posts.feedInfiniteQueryOptions({ order })),
        queryClient.prefetchQuery(posts.authorOptionsQueryOptions()),
        queryClient.prefetchQuery(posts.recommendedVacanciesQueryOptions()),
        queryClient.prefetchQuery(posts.activeCommunitiesQueryOptions()),
        news,
      ]);
    }),

    // The sealed companies' carousel and the blog teasers (also the footer's latest article).
    home: prefetching(async () => {
      const articles = queryClient.prefetchQuery(latestArticlesQueryOptions());
      const home = await import('./features/home/api');
      await Promise.all([queryClient.prefetchQuery(home.sealedCompaniesQueryOptions()), articles]);
    }),

    newsDetail: prefetching(({ params }) =>
      queryClient.prefetchQuery(newsDetailQueryOptions(params.id ?? '')),
    ),

    publicProfileById: prefetching(async ({ params }) => {
      const profile = await import('./features/profile/public-profile-api');
      await queryClient.prefetchQuery(profile.publicProfileByIdQueryOptions(params.id ?? ''));
    }),

    publicProfileBySlug: prefetching(async ({ params }) => {
      const profile = await import('./features/profile/public-profile-api');
      await queryClient.prefetchQuery(profile.publicProfileBySlugQueryOptions(params.slug ?? ''));
    }),

    vacancy: prefetching(async ({ params }) => {
      const vacancies = await import('./features/vacancies/api');
      await queryClient.prefetchQuery(vacancies.vacancyQueryOptions(params.id ?? ''));
    }),
  };
}
