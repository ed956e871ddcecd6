import { COPY } from '@domain/messages';
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from './main-content';

/** First tab stop of every page with a header: jumps over the navigation to the page content. */
export function SkipLink() {
  // Focus by script instead of following the hash: the router would treat "#conteudo-principal"
  // as a navigation and keep it in the address bar.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-control bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {COPY.a11y.skipToContent}
    </a>
  );
}
