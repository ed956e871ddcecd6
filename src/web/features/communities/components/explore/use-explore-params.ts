import { COMMUNITY_NICHES, type CommunityNiche } from '@domain/enums';
import { SEARCH_DEBOUNCE_MS } from '@domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's parameters of /rede: `q` (SPEC §2: search text from query parameter q) and `nicho`. */
export const EXPLORE_PARAMS = { q: 'q', niche: 'nicho' } as const;

function isNiche(value: string | null): value is CommunityNiche {
  return value !== null && (COMMUNITY_NICHES as readonly string[]).includes(value);
}

/**
 * The explore page's filter, kept in the address (so it survives reloads, links and the back
 * button): the niche changes at once; the search box shows what she types and writes the trimmed
 * text to `q` SEARCH_DEBOUNCE_MS after the last keystroke (at once on Enter). A `q` changed from
 * outside (the back button, a link) is shown in the box.
 */
export function useExploreParams() {
  const [params, setParams] = useSearchParams();
  const q = (params.get(EXPLORE_PARAMS.q) ?? '').trim();
  const rawNiche = params.get(EXPLORE_PARAMS.niche);
  const niche = isNiche(rawNiche) ? rawNiche : null;

  const [text, setText] = useState(q);
  // The `q` this hook last wrote (or last saw), so its own writes are not echoed into the box.
  const written = useRef(q);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);

  const writeQ = useCallback(
    (value: string) => {
      const next = value.trim();
      written.current = next;
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set(EXPLORE_PARAMS.q, next);
          else updated.delete(EXPLORE_PARAMS.q);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === written.current) return;
    const timer = setTimeout(() => writeQ(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, writeQ]);

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

  return {
    /** What the list is filtered by (from the address). */
    q,
    niche,
    /** What the search box shows. */
    text,
    setText,
    /** Applies the box's text now (Enter). */
    submitText: () => writeQ(text),
    setNiche,
  };
}
