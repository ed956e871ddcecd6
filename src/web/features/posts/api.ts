import { ACTIVE_COMMUNITIES_LIMIT } from '@domain/limits';
import type { EventCard } from '@domain/schemas/events';
import type {
  ActiveCommunity,
  AuthorOption,
  FeedOrder,
  Post,
  PostPage,
  RecommendedVacancies,
} from '@domain/schemas/posts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

// The response schemas (and zod) load alongside the first request instead of with the feed's
// code: the feed's first render does not need them (issue 14's budgets).
const loadSchemas = () => import('@domain/schemas/posts');

/** GET `path` and check the answer with the schema `pick` chooses. */
async function fetchChecked<T>(
  path: string,
  signal: AbortSignal,
  pick: (schemas: Awaited<ReturnType<typeof loadSchemas>>) => { parse: (data: unknown) => T },
): Promise<T> {
  const [schemas, body] = await Promise.all([loadSchemas(), apiFetch(path, { signal })]);
  return pick(schemas).parse(body);
}

/*
 * Every call of the posts API (src/domain/schemas/posts.ts) and of the feed page's side boxes.
 *   GET    /api/posts?cursor&limit&communityId&companyId&order → { items, nextCursor }
 *          (the whole feed: 'for-you' or 'recent'; a community's or company's: newest first)
 *   GET    /api/members/{id}/posts?cursor&limit → one member's activity (schemas/network.ts)
 *   POST   /api/posts · PATCH /api/posts/{id} → post-forms-api.ts (they load with their forms)
 *   DELETE /api/posts/{id}       → 204
 *   GET    /api/posts/author-options
 *   GET    /api/posts/{id}      → one post she may read (/publicacoes/{id}); 404 otherwise
 *   GET    /api/me/communities?limit=5 · GET /api/vacancies/recommended?limit=2
 *   GET    /api/events/suggested → the 'Eventos Próximos' box (schemas/events.ts)
 * Query keys are declared only here. Mutations write their answer into every cached feed, so a
 * new post appears at the top and an edit or a deletion shows at once, without refetching pages.
 * The conversation (features/conversation) writes reactions and comment counts into the same
 * cached posts through updateCachedPost.
 */

const POSTS_KEY = 'posts';

/** /feed's order from its address (?ordem=recentes), so its route loader asks for the right one. */
export { feedOrderFromSearch } from './lib/feed-order';

/**
 * A feed: everything (the /feed page, in either order), one community's posts, one company's,
 * or one member's own (her profile's activity).
 */
export interface FeedFilter {
  communityId?: string;
  companyId?: string;
  /** One member's recent posts (GET /api/members/{id}/posts), the audience kept by the server. */
  memberId?: string;
  /** The whole feed's order (issue 17), 'for-you' by default; ignored by the other feeds. */
  order?: FeedOrder;
}

/** What a cached feed holds; `order` is null except on the whole feed. */
export interface FeedScope {
  communityId: string | null;
  companyId: string | null;
  memberId: string | null;
  order: FeedOrder | null;
}

type FeedKey = readonly [typeof POSTS_KEY, 'list', FeedScope];

function feedScope({ communityId, companyId, memberId, order }: FeedFilter = {}): FeedScope {
  const whole = !communityId && !companyId && !memberId;
  return {
    communityId: communityId ?? null,
    companyId: companyId ?? null,
    memberId: memberId ?? null,
    order: whole ? (order ?? 'for-you') : null,
  };
}

function feedPath(scope: FeedScope, cursor: string | null): string {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (scope.communityId) params.set('communityId', scope.communityId);
  if (scope.companyId) params.set('companyId', scope.companyId);
  if (scope.order) params.set('order', scope.order);
  const query = params.toString();
  const path = scope.memberId ? `/members/${encodeURIComponent(scope.memberId)}/posts` : '/posts';
  return query ? `${path}?${query}` : path;
}

/**
 * One keyset page at a time (the server's default page size). Every feed, each order of the
 * whole feed included, is its own query with its own pages, all under the same 'list' prefix.
 */
export function feedInfiniteQueryOptions(filter: FeedFilter = {}) {
  const scope = feedScope(filter);
  return infiniteQueryOptions({
    queryKey: [POSTS_KEY, 'list', scope] as FeedKey,
    queryFn: ({ pageParam, signal }): Promise<PostPage> =>
      fetchChecked(feedPath(scope, pageParam), signal, (s) => s.postPageSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** One post she may read (/publicacoes/{id}), with its conversation. */
export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: [POSTS_KEY, 'detail', id] as const,
    queryFn: ({ signal }): Promise<Post> =>
      fetchChecked(`/posts/${encodeURIComponent(id)}`, signal, (s) => s.postSchema),
  });
}

/** Who she may post as (SPEC §6): her profile first, then communities and companies she runs. */
export function authorOptionsQueryOptions() {
  return queryOptions({
    queryKey: [POSTS_KEY, 'author-options'],
    queryFn: ({ signal }): Promise<AuthorOption[]> =>
      fetchChecked('/posts/author-options', signal, (s) => s.authorOptionSchema.array()),
  });
}

// ---------------------------------------------------------------------------------------------
// The cache of posts. Publishing and editing (post-forms-api.ts) load with their forms.

/** Prefixes of the cached posts: every one, and every feed. */
export const postKeys = { all: [POSTS_KEY], lists: [POSTS_KEY, 'list'] } as const;

export type FeedData = InfiniteData<PostPage, string | null>;

/** Rewrites every cached feed with `update`, told which feed it is. */
export function updateFeeds(
  queryClient: QueryClient,
  update: (data: FeedData, scope: FeedScope) => FeedData,
): void {
  for (const [key, data] of queryClient.getQueriesData<FeedData>({ queryKey: postKeys.lists })) {
    if (!data) continue;
    const scope = (key as unknown as FeedKey)[2];
    queryClient.setQueryData<FeedData>(key, update(data, scope));
  }
}

function mapItems(data: FeedData, map: (items: Post[]) => Post[]): FeedData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) };
}

/**
 * Rewrites one post wherever it is cached (every feed holding it and its own page's query), so
 * a reaction or a new comment shows on every copy at once, without refetching.
 */
export function updateCachedPost(queryClient: QueryClient, id: string, update: (post: Post) => Post): void {
  updateFeeds(queryClient, (data) =>
    data.pages.some((page) => page.items.some((item) => item.id === id))
      ? mapItems(data, (items) => items.map((item) => (item.id === id ? update(item) : item)))
      : data,
  );
  const detailKey = postQueryOptions(id).queryKey;
  const detail = queryClient.getQueryData<Post>(detailKey);
  if (detail) queryClient.setQueryData<Post>(detailKey, update(detail));
}

/** The post as cached now (its page's query first, then any feed), or undefined. */
export function cachedPost(queryClient: QueryClient, id: string): Post | undefined {
  const detail = queryClient.getQueryData<Post>(postQueryOptions(id).queryKey);
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: postKeys.lists })) {
    const found = data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/posts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      updateFeeds(queryClient, (data) => mapItems(data, (items) => items.filter((item) => item.id !== id)));
      // Its page (if open) moves on by itself; a later visit asks again and finds nothing.
      void queryClient.invalidateQueries({ queryKey: postQueryOptions(id).queryKey, refetchType: 'none' });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The feed page's side boxes. Keyed under their own features' roots, so a join, a new vacancy
// preference or a published article elsewhere can refresh them by the same prefix.

/** Her approved memberships in active communities (SPEC §9: 5). */
export function activeCommunitiesQueryOptions(limit: number = ACTIVE_COMMUNITIES_LIMIT) {
  return queryOptions({
    queryKey: ['communities', 'mine-active', limit],
    queryFn: ({ signal }): Promise<ActiveCommunity[]> =>
      fetchChecked(`/me/communities?limit=${limit}`, signal, (s) => s.activeCommunitySchema.array()),
  });
}

export const RECOMMENDED_VACANCIES_LIMIT = 2;

/** Her exact matches, or the nearest ones, each with its reasons; empty without a profile. */
export function recommendedVacanciesQueryOptions(limit: number = RECOMMENDED_VACANCIES_LIMIT) {
  return queryOptions({
    queryKey: ['vacancies', 'recommended', limit],
    queryFn: ({ signal }): Promise<RecommendedVacancies> =>
      fetchChecked(`/vacancies/recommended?limit=${limit}`, signal, (s) => s.recommendedVacanciesSchema),
  });
}

/** A few upcoming events for her: those she answered and her communities' first (server's order). */
export function suggestedEventsQueryOptions() {
  return queryOptions({
    queryKey: ['events', 'suggested'],
    queryFn: async ({ signal }): Promise<EventCard[]> => {
      const [schemas, body] = await Promise.all([
        import('@domain/schemas/events'),
        apiFetch('/events/suggested', { signal }),
      ]);
      return schemas.suggestedEventsSchema.parse(body).items;
    },
  });
}
