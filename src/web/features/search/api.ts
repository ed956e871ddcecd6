import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX_LENGTH } from '@domain/limits';
import type { SearchResults } from '@domain/schemas/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/*
 * GET /api/search (issue 5): one call answers the three tabs of the search overlay. The key is
 * the trimmed, debounced text, so every answer is cached under the text it was asked for and a
 * late answer to an older text can never be shown for the current one. The search field is part
 * of the logged-in bar, so the answer's schema (and zod) loads with the first search instead.
 */

const loadSchemas = () => import('@domain/schemas/search');

const SEARCH_KEY = 'search';

/** What is sent for what she typed: trimmed, and never longer than the server accepts. */
export function normalizeSearchQuery(text: string): string {
  return text.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

export function searchQueryOptions(query: string) {
  return queryOptions({
    queryKey: [SEARCH_KEY, query],
    queryFn: async ({ signal }): Promise<SearchResults> => {
      try {
        const [{ searchResultsSchema }, body] = await Promise.all([
          loadSchemas(),
          apiFetch(`/search?q=${encodeURIComponent(query)}`, { signal }),
        ]);
        return searchResultsSchema.parse(body);
      } catch (error) {
        // SPEC §8: search failures are only logged; the panel shows its empty state. Not
        // console.error/warn: the end-to-end suite treats those as failures of the page.
        if (!signal.aborted) console.info('[search] a busca falhou', error);
        throw error;
      }
    },
    // SPEC §5: search runs only when the trimmed query is non-empty.
    enabled: query.length > 0,
  });
}

export type SearchState =
  /** Nothing to search (empty or whitespace-only text). */
  | { status: 'idle'; query: '' }
  /** Waiting for the debounce or the server. */
  | { status: 'loading'; query: string }
  /** `results` always belong to `query`; a failed search reads as an empty result. */
  | { status: 'done'; query: string; results: SearchResults | undefined };

/**
 * The search for what she is typing: debounced by SEARCH_DEBOUNCE_MS, and 'loading' until the
 * answer for the current text arrives (results of an older text are never returned).
 */
export function useSearch(text: string): SearchState {
  const query = normalizeSearchQuery(text);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // No placeholderData: while the answer for a new text is on its way, `data` is undefined
  // rather than the previous text's results.
  const { data, isPending } = useQuery(searchQueryOptions(debounced));

  if (query === '') return { status: 'idle', query: '' };
  if (debounced !== query || isPending) return { status: 'loading', query };
  return { status: 'done', query, results: data };
}
