import { COPY } from '@domain/messages';
import { useEffect } from 'react';

let reportServerTitle: ((title: string) => void) | undefined;

/** Where a page rendered on the server (entry-server.tsx) hands its title, for the HTML's <title>. */
export function onServerTitle(report: (title: string) => void): void {
  reportServerTitle = report;
}

/** Sets the tab title, so screen-reader users and history entries can tell pages apart. */
export function usePageTitle(title?: string): void {
  const full = title ? `${title} | ${COPY.brand.name}` : COPY.brand.documentTitle;
  // No effects run on the server: the title is reported while rendering (the page, rendered
  // after its layout, has the last word), so crawlers and link previews read it without JS.
  if (typeof window === 'undefined') reportServerTitle?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
