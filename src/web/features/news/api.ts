import type { NewsType } from '@domain/enums';
import type { NewsDetail, NewsPage } from '@domain/schemas/news';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@web/lib/api';

/*
 * The news API (src/domain/schemas/news.ts), readable by visitors too:
 *   GET /api/news?type=&cursor=&limit=  → { items, nextCursor } newest first (keyset)
 *   GET /api/news/{idOrSlug}            → one item with its body
 * Every answer is parsed with the shared schemas; query keys live only here. The public footer
 * (every visitor page) shows the latest article, so this module is in the entry chunk: the
 * schemas, and zod with them, load alongside the first request instead.
 */

const loadSchemas = () => import('@domain/schemas/news');

const NEWS_KEY = 'news';

/** The root of every news query (public and administrators'): invalidating it refreshes them all. */
export const NEWS_QUERY_ROOT = [NEWS_KEY] as const;

export interface NewsListFilter {
  /** Only articles or only news; both when absent. */
  type?: NewsType;
  /** Page size; the server's default when absent. */
  limit?: number;
}

function listPath({ type, limit }: NewsListFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

async function fetchNewsPage(filter: NewsListFilter, cursor: string | null, signal?: AbortSignal) {
  const [{ newsPageSchema }, body] = await Promise.all([
    loadSchemas(),
    apiFetch(listPath(filter, cursor), { signal }),
  ]);
  return newsPageSchema.parse(body);
}

/** The whole list, one page at a time ('Carregar mais' fetches the next cursor). */
export function newsListInfiniteQueryOptions(filter: NewsListFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [NEWS_KEY, 'list', { type: filter.type ?? null, limit: filter.limit ?? null }],
    queryFn: ({ pageParam, signal }): Promise<NewsPage> => fetchNewsPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    // null (the last page) means no next page.
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * Only the newest items (the home page's teasers). A plain query, under its own key: an
 * infinite query keeps `{ pages }` in the cache and must never share a key with this one.
 */
export function latestNewsQueryOptions(filter: NewsListFilter & { limit: number }) {
  return queryOptions({
    queryKey: [NEWS_KEY, 'latest', { type: filter.type ?? null, limit: filter.limit }],
    queryFn: async ({ signal }) => (await fetchNewsPage(filter, null, signal)).items,
  });
}

/** The newest published articles: the home page's blog teasers and the footer's latest article. */
export const LATEST_ARTICLES = 3;
export function latestArticlesQueryOptions() {
  return latestNewsQueryOptions({ type: 'article', limit: LATEST_ARTICLES });
}

/** One article or news item, by id or by slug (404 → 'Notícia ou artigo não encontrado.'). */
export function newsDetailQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: [NEWS_KEY, 'detail', idOrSlug],
    queryFn: async ({ signal }): Promise<NewsDetail> => {
      const [{ newsDetailSchema }, body] = await Promise.all([
        loadSchemas(),
        apiFetch(`/news/${encodeURIComponent(idOrSlug)}`, { signal }),
      ]);
      return newsDetailSchema.parse(body);
    },
  });
}

/** The API's answer that the item does not exist (or is not published). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
