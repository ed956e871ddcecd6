import { ACTIVE_COMMUNITIES_LIMIT } from '@domain/limits';
import type {
  ActiveCommunity,
  AuthorOption,
  Post,
  PostPage,
  RecommendedVacancy,
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
 *   GET    /api/posts?cursor&limit&communityId&companyId → { items, nextCursor } newest first
 *   POST   /api/posts            multipart: content, authorType, authorId, communityId?, image?
 *   PATCH  /api/posts/{id}       multipart: content, image? (replace), removeImage? ('true')
 *   DELETE /api/posts/{id}       → 204
 *   GET    /api/posts/author-options
 *   GET    /api/posts/{id}      → one post she may read (/publicacoes/{id}); 404 otherwise
 *   GET    /api/me/communities?limit=5 · GET /api/vacancies/recommended?limit=2
 * Query keys are declared only here. Mutations write their answer into every cached feed, so a
 * new post appears at the top and an edit or a deletion shows at once, without refetching pages.
 * The conversation (features/conversation) writes reactions and comment counts into the same
 * cached posts through updateCachedPost.
 */

const POSTS_KEY = 'posts';

/** A feed: everything (the /feed page), one community's posts, or one company's. */
export interface FeedFilter {
  communityId?: string;
  companyId?: string;
}

type FeedKey = readonly [typeof POSTS_KEY, 'list', { communityId: string | null; companyId: string | null }];

function feedKey({ communityId, companyId }: FeedFilter = {}): FeedKey {
  return [POSTS_KEY, 'list', { communityId: communityId ?? null, companyId: companyId ?? null }];
}

function feedPath(filter: FeedFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (filter.communityId) params.set('communityId', filter.communityId);
  if (filter.companyId) params.set('companyId', filter.companyId);
  const query = params.toString();
  return query ? `/posts?${query}` : '/posts';
}

/** Newest first, one keyset page at a time (the server's default page size). */
export function feedInfiniteQueryOptions(filter: FeedFilter = {}) {
  return infiniteQueryOptions({
    queryKey: feedKey(filter),
    queryFn: ({ pageParam, signal }): Promise<PostPage> =>
      fetchChecked(feedPath(filter, pageParam), signal, (s) => s.postPageSchema),
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
// Mutations

export interface NewPostInput {
  content: string;
  authorType: AuthorOption['type'];
  authorId: string;
  communityId?: string | null;
  image?: File | null;
}

export interface PostEditInput {
  id: string;
  content: string;
  /** A new image replacing the current one. */
  image?: File | null;
  /** Drop the current image (ignored when a new one is sent). */
  removeImage?: boolean;
}

function createBody(input: NewPostInput): FormData {
  const body = new FormData();
  body.append('content', input.content);
  body.append('authorType', input.authorType);
  body.append('authorId', input.authorId);
  if (input.communityId) body.append('communityId', input.communityId);
  if (input.image) body.append('image', input.image);
  return body;
}

function editBody(input: PostEditInput): FormData {
  const body = new FormData();
  body.append('content', input.content);
  if (input.image) body.append('image', input.image);
  else if (input.removeImage) body.append('removeImage', 'true');
  return body;
}

/** Whether a feed shows this post: all of them, or the community's / the company's own. */
function belongsTo(post: Post, filter: FeedKey[2]): boolean {
  if (filter.communityId && post.community?.id !== filter.communityId) return false;
  if (filter.companyId && !(post.author.type === 'company' && post.author.id === filter.companyId)) {
    return false;
  }
  return true;
}

type FeedData = InfiniteData<PostPage, string | null>;

function updateFeeds(
  queryClient: QueryClient,
  update: (data: FeedData, filter: FeedKey[2]) => FeedData,
): void {
  for (const [key, data] of queryClient.getQueriesData<FeedData>({ queryKey: [POSTS_KEY, 'list'] })) {
    if (!data) continue;
    const filter = (key as unknown as FeedKey)[2];
    queryClient.setQueryData<FeedData>(key, update(data, filter));
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
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: [POSTS_KEY, 'list'] })) {
    const found = data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The server's answer, when it is the post itself; null means "refetch instead". */
async function parsePost(body: unknown): Promise<Post | null> {
  const parsed = (await loadSchemas()).postSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewPostInput) =>
      parsePost(await apiFetch('/posts', { method: 'POST', body: createBody(input) })),
    onSuccess: async (post) => {
      if (!post) return queryClient.invalidateQueries({ queryKey: [POSTS_KEY, 'list'] });
      updateFeeds(queryClient, (data, filter) => {
        const [first, ...rest] = data.pages;
        if (!first || !belongsTo(post, filter)) return data;
        const items = [post, ...first.items.filter((item) => item.id !== post.id)];
        return { ...data, pages: [{ ...first, items }, ...rest] };
      });
    },
  });
}

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostEditInput) =>
      parsePost(
        await apiFetch(`/posts/${encodeURIComponent(input.id)}`, { method: 'PATCH', body: editBody(input) }),
      ),
    onSuccess: async (post) => {
      if (!post) return queryClient.invalidateQueries({ queryKey: [POSTS_KEY] });
      updateCachedPost(queryClient, post.id, () => post);
    },
  });
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

/** Vacancies matching her active job preference profile; empty when nothing matches. */
export function recommendedVacanciesQueryOptions(limit: number = RECOMMENDED_VACANCIES_LIMIT) {
  return queryOptions({
    queryKey: ['vacancies', 'recommended', limit],
    queryFn: ({ signal }): Promise<RecommendedVacancy[]> =>
      fetchChecked(`/vacancies/recommended?limit=${limit}`, signal, (s) =>
        s.recommendedVacancySchema.array(),
      ),
  });
}
