import { useSyncExternalStore } from 'react';

/** The spec's lg breakpoint (1024 px): from there /chat shows the list and the thread side by side. */
const DESKTOP = '(min-width: 64rem)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the window is at least 1024 px wide. Decided in script rather than by CSS alone, so
 * the narrow layout does not load (nor hide) the other screen's data: on a phone the list and
 * the thread are two screens.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
