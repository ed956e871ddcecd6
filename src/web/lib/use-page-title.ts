import { COPY } from '@domain/messages';
import { useEffect } from 'react';

/** Sets the tab title, so screen-reader users and history entries can tell pages apart. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${COPY.brand.name}` : COPY.brand.documentTitle;
  }, [title]);
}
