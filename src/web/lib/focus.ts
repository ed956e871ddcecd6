/**
 * Moves focus to the element `find` returns once it is on screen: the cache update that adds or
 * removes a post renders on the next tick, and a closing dialog restores focus (to a control that
 * may be gone) on a timer of its own. Tries for a few frames, then focuses `fallback` if given.
 */
export function focusWhenReady(
  find: () => HTMLElement | null,
  { attempts = 10, fallback }: { attempts?: number; fallback?: () => HTMLElement | null } = {},
): void {
  const focus = (element: HTMLElement | null | undefined) => {
    if (!element?.isConnected) return false;
    element.focus();
    return document.activeElement === element;
  };
  const tryFocus = (left: number) => {
    if (focus(find())) return;
    if (left > 0) setTimeout(() => tryFocus(left - 1), 30);
    else if (fallback) focus(fallback());
  };
  setTimeout(() => tryFocus(attempts), 0);
}
