import { focusWhenReady } from '@web/lib/focus';
import { postDomId } from './post-dom-id';

/**
 * After a post of a list is deleted, focus goes to the next post (or the previous one, or the
 * element `fallbackId`, the list's heading, when it was the only one).
 */
export function focusAfterDeletion(items: readonly { id: string }[], deletedId: string, fallbackId: string) {
  const index = items.findIndex((item) => item.id === deletedId);
  const neighbour = items[index + 1] ?? items[index - 1];
  const fallback = () => document.getElementById(fallbackId);
  focusWhenReady(() => (neighbour ? document.getElementById(postDomId(neighbour.id)) : fallback()), {
    fallback,
  });
}
