import { SEARCH_DEBOUNCE_MS } from '@domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search text kept in the address's `q` (so it survives reloads, links and the back
 * button): the box shows what she types, and the trimmed text is written to `q`
 * SEARCH_DEBOUNCE_MS after the last keystroke (at once on Enter). A `q` changed from outside is
 * shown in the box.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  // The `q` this hook last wrote (or saw), so its own writes are not echoed into the box.
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
          if (next) updated.set('q', next);
          else updated.delete('q');
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

  return { q, text, setText, submitText: () => writeQ(text) };
}
