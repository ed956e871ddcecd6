import { lazy } from 'react';

/*
 * The logged-in bar and layout for the layouts that also serve visitors (reader, signed-in bar):
 * loaded only once a member is known, so a visitor's first page never carries them.
 */

export const LazyAppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));

export const LazyAppTopBar = lazy(async () => ({ default: (await import('./app-top-bar')).AppTopBar }));

/** Holds the bar's place while its code loads (its height at each breakpoint), so nothing jumps. */
export function AppTopBarPlaceholder() {
  return <div aria-hidden="true" className="h-28 border-b border-line bg-surface md:h-15 lg:h-16" />;
}
