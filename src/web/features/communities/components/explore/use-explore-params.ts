import { COMMUNITY_NICHES, type CommunityNiche } from '@domain/enums';
import { useSearchText } from '@web/lib/use-search-text';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's parameters of /rede: `q` (SPEC §2: search text from query parameter q) and `nicho`. */
export const EXPLORE_PARAMS = { q: 'q', niche: 'nicho' } as const;

function isNiche(value: string | null): value is CommunityNiche {
  return value !== null && (COMMUNITY_NICHES as readonly string[]).includes(value);
}

/**
 * The explore page's filter, kept in the address (so it survives reloads, links and the back
 * button): the niche changes at once; the search text is `q` (lib/use-search-text.ts: written
 * SEARCH_DEBOUNCE_MS after the last keystroke, at once on Enter).
 */
export function useExploreParams() {
  const [params, setParams] = useSearchParams();
  const search = useSearchText(EXPLORE_PARAMS.q);
  const rawNiche = params.get(EXPLORE_PARAMS.niche);
  const niche = isNiche(rawNiche) ? rawNiche : null;

  const setNiche = useCallback(
    (value: CommunityNiche | null) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(EXPLORE_PARAMS.niche, value);
          else updated.delete(EXPLORE_PARAMS.niche);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { ...search, niche, setNiche };
}
