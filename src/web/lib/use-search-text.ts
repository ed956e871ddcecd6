import { SEARCH_DEBOUNCE_MS } from '@domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search text kept in the address (`param`, `q` by default, so it survives reloads,
 * links and the back button): the box shows what she types (`text`), and the trimmed text is
 * written to the address SEARCH_DEBOUNCE_MS after the last keystroke (at once on Enter,
 * `submitText`). A value changed from outside (the back button, a link) is shown in the box.
 */
export function useSearchText(param = 'q') {
  const [params, setParams] = useSearchParams();
  const q = (params.get(param) ?? '').trim();
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
          if (next) updated.set(param, next);
          else updated.delete(param);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams, param],
  );

  useEffect(() => {
    if (text.trim() === written.current) return;
    const timer = setTimeout(() => writeQ(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, writeQ]);

  return { q, text, setText, submitText: () => writeQ(text) };
}
