import { FEED_COPY } from '@domain/copy/feed';
import { usePageTitle } from '@web/lib/use-page-title';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FeedOrderTabs } from '../components/feed-order-tabs';
import { PostComposer } from '../components/post-composer';
import { PostList } from '../components/post-list';
import { FeedMobileMenu } from '../components/side/feed-mobile-menu';
import { feedOrderFromSearch } from '../lib/feed-order';

// The side columns' code loads after the page's first render, in one chunk (issue 14's budgets):
// the feed does not wait for it, and their data is already on its way (the route loader asks for
// it with the posts).
const sideColumns = () => import('../components/side/side-columns');
const LeftColumnBoxes = lazy(() => sideColumns().then((m) => ({ default: m.LeftColumnBoxes })));
const RightColumnBoxes = lazy(() => sideColumns().then((m) => ({ default: m.RightColumnBoxes })));

/**
 * /feed (SPEC §2). From 1024 px three columns: her card and recommended vacancies (1/4), the
 * composer and the posts (1/2), communities, events and news (1/4). Below, one column: the side
 * menu button, the feed, then the boxes (her card lives in the side menu there).
 *
 * The feed comes first in the document, so keyboard and screen-reader users reach it first at
 * every width; the grid places the columns on wide screens. The side columns are landmarks
 * (complementary), each box a titled region.
 *
 * The posts come in her order (issue 17): 'Para você' (default) or 'Recentes', chosen by the
 * tabs between the composer and the list and kept in the address (lib/feed-order.ts). Each order
 * is its own query with its own pages; a post she publishes goes to the top of both.
 */
export function FeedPage() {
  usePageTitle(FEED_COPY.page.title);
  const [search] = useSearchParams();
  const order = feedOrderFromSearch(search);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:px-6 lg:py-8">
      <h1 className="sr-only">{FEED_COPY.page.title}</h1>
      <div className="mb-4 lg:hidden">
        <FeedMobileMenu />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-4">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2 lg:col-start-2 lg:row-start-1">
          <PostComposer />
          <FeedOrderTabs order={order} />
          <PostList filter={{ order }} />
        </div>
        <aside
          aria-label={FEED_COPY.page.leftColumn}
          className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1"
        >
          <Suspense fallback={null}>
            <LeftColumnBoxes />
          </Suspense>
        </aside>
        <aside
          aria-label={FEED_COPY.page.rightColumn}
          className="flex min-w-0 flex-col gap-4 lg:col-start-4 lg:row-start-1"
        >
          <Suspense fallback={null}>
            <RightColumnBoxes />
          </Suspense>
        </aside>
      </div>
    </div>
  );
}
