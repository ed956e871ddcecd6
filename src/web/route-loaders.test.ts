import { QueryClient } from '@tanstack/react-query';
import { createFakeApi, deferred, MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';
import { type LoaderFunctionArgs, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { eventQueryOptions } from './features/events/api';
import { feedInfiniteQueryOptions, recommendedVacanciesQueryOptions } from './features/posts/api';
import { publicProfileBySlugQueryOptions } from './features/profile/public-profile-api';
import { vacancyQueryOptions } from './features/vacancies/api';
import { meQueryOptions } from './lib/session';
import { pageLoaders } from './route-loaders';
import { createRoutes } from './routes';

function client(me = MEMBER_ME) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions().queryKey, me);
  return queryClient;
}

function args(params: Record<string, string> = {}): LoaderFunctionArgs {
  return { params, request: new Request('http://localhost/'), context: undefined } as LoaderFunctionArgs;
}

const POSTS = { items: [], nextCursor: null };

describe('route loaders', () => {
  it('start the feed and its side boxes at once, without making the navigation wait for them', async () => {
    const posts = deferred<{ status: number; body: unknown }>();
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/posts', () => posts.promise)
      .on('GET /api/vacancies/recommended', () =>
        ok({ hasActivePreference: true, nearest: false, items: [] }),
      )
      .on('GET /api/me/communities', () => ok([]))
      .on('GET /api/posts/author-options', () => ok([]))
      .on('GET /api/news', () => ok(POSTS))
      .install();
    const queryClient = client();

    // The loader answers before any request does.
    expect(pageLoaders(queryClient).feed(args())).toBeNull();

    await vi.waitFor(() => expect(api.callsTo('GET /api/posts')).toHaveLength(1));
    for (const key of [
      'GET /api/vacancies/recommended',
      'GET /api/me/communities',
      'GET /api/posts/author-options',
      'GET /api/news',
    ]) {
      await vi.waitFor(() => expect(api.callsTo(key)).toHaveLength(1));
    }
    // Under the very keys the feed page reads.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(recommendedVacanciesQueryOptions().queryKey)).toEqual({
        hasActivePreference: true,
        nearest: false,
        items: [],
      }),
    );
    posts.resolve(ok(POSTS) as { status: number; body: unknown });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(feedInfiniteQueryOptions().queryKey)?.pages).toEqual([POSTS]),
    );
  });

  it('ask nothing of the logged-in area for someone known to be a visitor', async () => {
    const api = createFakeApi({ session: VISITOR_ME }).install();
    pageLoaders(client(VISITOR_ME)).feed(args());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
  });

  it("start a shared profile's, a vacancy's and an event's request from the address", async () => {
    const api = createFakeApi()
      .on('GET /api/profiles/by-slug/ana-souza', () => ok({ slug: 'ana-souza' }))
      .on('GET /api/vacancies/v1', () => ok({ id: 'v1' }))
      .on('GET /api/events/e1', () => ok({ id: 'e1' }))
      .install();
    const queryClient = client(VISITOR_ME);
    const loaders = pageLoaders(queryClient);
    loaders.publicProfileBySlug(args({ slug: 'ana-souza' }));
    loaders.vacancy(args({ id: 'v1' }));
    loaders.event(args({ id: 'e1' }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/events/e1')).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.getQueryState(eventQueryOptions('e1').queryKey)).toBeDefined());

    await vi.waitFor(() => expect(api.callsTo('GET /api/profiles/by-slug/ana-souza')).toHaveLength(1));
    await vi.waitFor(() => expect(api.callsTo('GET /api/vacancies/v1')).toHaveLength(1));
    // The same queries as the pages (the answers here fail their schemas, which the pages report).
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(publicProfileBySlugQueryOptions('ana-souza').queryKey)).toBeDefined(),
    );
    expect(queryClient.getQueryState(vacancyQueryOptions('v1').queryKey)).toBeDefined();
  });

  it('sit on the route objects, not in their lazy modules, so they run while the code loads', () => {
    const routes = createRoutes(client());
    for (const path of [
      '/feed',
      '/home',
      '/m/ana',
      '/perfil-publico/1',
      '/vagas/1',
      '/news/1',
      '/eventos/1',
    ]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.loader, path).toBeTypeOf('function');
      expect(leaf?.lazy, path).toBeTypeOf('function');
    }
    // The logged-in area's layout starts the bar's own data.
    expect(matchRoutes(routes, '/feed')?.find((match) => match.route.id === 'app')?.route.loader).toBeTypeOf(
      'function',
    );
    // Without a query client (path matching), none.
    expect(matchRoutes(createRoutes(), '/feed')?.at(-1)?.route.loader).toBeUndefined();
  });
});
