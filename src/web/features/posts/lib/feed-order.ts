import type { FeedOrder } from '@domain/schemas/posts';

/*
 * /feed keeps her order in its address, so a reload or a shared link keeps it: nothing for
 * 'Para você' (the default), ?ordem=recentes for 'Recentes'. Anything else reads as the default.
 */

export const FEED_ORDER_PARAM = 'ordem';
const RECENT_VALUE = 'recentes';

/** The order the address asks for. */
export function feedOrderFromSearch(search: URLSearchParams): FeedOrder {
  return search.get(FEED_ORDER_PARAM) === RECENT_VALUE ? 'recent' : 'for-you';
}

/** The address's query with `order` in it, the other parameters kept ('' when none is left). */
export function searchWithFeedOrder(search: URLSearchParams, order: FeedOrder): string {
  const next = new URLSearchParams(search);
  if (order === 'recent') next.set(FEED_ORDER_PARAM, RECENT_VALUE);
  else next.delete(FEED_ORDER_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '';
}
