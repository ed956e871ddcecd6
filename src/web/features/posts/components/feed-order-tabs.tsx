import { NETWORK_FEED_COPY } from '@domain/copy/network-feed';
import type { FeedOrder } from '@domain/schemas/posts';
import { Link, useSearchParams } from 'react-router';
import { searchWithFeedOrder } from '../lib/feed-order';

const T = NETWORK_FEED_COPY.feed;

const ORDERS: readonly { order: FeedOrder; label: string }[] = [
  { order: 'for-you', label: T.forYou },
  { order: 'recent', label: T.recent },
];

/**
 * 'Para você' | 'Recentes' above the feed (issue 17). Two links, the current one marked with
 * aria-current: each order is an address of its own (reload keeps it), plain links need no
 * script to be reached and followed by keyboard, and switching replaces the history entry.
 */
export function FeedOrderTabs({ order }: { order: FeedOrder }) {
  const [search] = useSearchParams();
  return (
    <nav aria-label={T.tabsLabel}>
      <ul className="grid grid-cols-2 gap-1 rounded-card bg-primary-50 p-1">
        {ORDERS.map((item) => (
          <li key={item.order} className="flex">
            <Link
              to={{ search: searchWithFeedOrder(search, item.order) }}
              replace
              preventScrollReset
              aria-current={item.order === order ? 'true' : undefined}
              className="flex min-h-11 flex-1 items-center justify-center rounded-control px-3 py-2 text-sm font-semibold text-primary-800 transition-colors hover:bg-primary-100 aria-[current=true]:bg-surface aria-[current=true]:text-primary-900 aria-[current=true]:shadow-card"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
