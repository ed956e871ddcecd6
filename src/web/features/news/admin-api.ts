import {
  type NewsAdminItem,
  type NewsAdminPage,
  type NewsInputValues,
  newsAdminItemSchema,
  newsAdminPageSchema,
  newsCoverSchema,
} from '@domain/schemas/news';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { NEWS_QUERY_ROOT } from './api';

/*
 * Authoring news and articles, for platform administrators (src/domain/schemas/news.ts; the
 * server answers 401/403 to anyone else):
 *   GET    /api/news/admin?cursor&limit → every item, drafts and scheduled ones too
 *   GET    /api/news/admin/{id}         → one item, to fill the edit form
 *   POST   /api/news/admin · PUT /api/news/admin/{id} (JSON newsInputSchema) · DELETE /api/news/admin/{id}
 *   POST   /api/news/admin/{id}/cover   multipart `file` → { url }
 * Every change invalidates the whole news root, so the public list, the feed box and the
 * administrators' list all show it.
 */

const ADMIN_KEY = [...NEWS_QUERY_ROOT, 'admin'] as const;
const ADMIN_PAGE_SIZE = 20;

function adminListPath(cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/news/admin?${params.toString()}`;
}

/** Every item, newest first, one page at a time. */
export function newsAdminListInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_KEY, 'list'],
    queryFn: async ({ pageParam, signal }): Promise<NewsAdminPage> =>
      newsAdminPageSchema.parse(await apiFetch(adminListPath(pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** One item as stored (drafts too), with its raw fields for the edit form. */
export function newsAdminItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'item', id],
    queryFn: async ({ signal }): Promise<NewsAdminItem> =>
      newsAdminItemSchema.parse(await apiFetch(`/news/admin/${encodeURIComponent(id)}`, { signal })),
  });
}

/** Refreshes every news query (after a change, e.g. a cover sent by ImageField). */
export function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NEWS_QUERY_ROOT });
}

export function useCreateNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: async (input: NewsInputValues) =>
      newsAdminItemSchema.parse(await apiFetch('/news/admin', { method: 'POST', json: input })),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateNews(id: string) {
  const invalidate = useInvalidateNews();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewsInputValues) =>
      newsAdminItemSchema.parse(
        await apiFetch(`/news/admin/${encodeURIComponent(id)}`, { method: 'PUT', json: input }),
      ),
    onSuccess: (item) => {
      queryClient.setQueryData(newsAdminItemQueryOptions(id).queryKey, item);
      return invalidate();
    },
  });
}

export function useDeleteNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/news/admin/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

/** Where an item's cover is sent (multipart, field `file`). */
export function newsCoverEndpoint(id: string): string {
  return `/news/admin/${encodeURIComponent(id)}/cover`;
}

/** Sends a cover for an item that already exists; resolves with the stored image's address. */
export async function uploadNewsCover(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return newsCoverSchema.parse(await apiFetch(newsCoverEndpoint(id), { method: 'POST', body })).url;
}
