import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../main-content';

/**
 * Closes a menu or modal of the shell when she follows one of its links, and whenever the address
 * changes while it is open (back button). Returns the click handler to put on the links, or on a
 * container whose links should all close it (React clicks bubble out of portals, so a modal opened
 * from the drawer closes the drawer too).
 *
 * Focus: after such a navigation the new page's <main> gets focus, as after any other one
 * (RootLayout). Radix gives focus back to the opening control a tick after closing; the new
 * location always renders after that, so the focus move scheduled then is the last one.
 */
export function useCloseOnNavigation(setOpen: (open: boolean) => void) {
  const { key } = useLocation();
  const lastKey = useRef(key);
  const navigating = useRef(false);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    setOpen(false);
    if (!navigating.current) return;
    navigating.current = false;
    const timer = window.setTimeout(() => document.getElementById(MAIN_CONTENT_ID)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [key, setOpen]);

  return useCallback(
    (event: MouseEvent) => {
      if (!isSameTabLinkClick(event)) return;
      navigating.current = true;
      setOpen(false);
    },
    [setOpen],
  );
}

/** A plain click on an in-app link: not a new tab, window or download, not an external site. */
function isSameTabLinkClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return false;
  const opensElsewhere = link.getAttribute('target') === '_blank' || link.hasAttribute('download');
  return !opensElsewhere;
}
