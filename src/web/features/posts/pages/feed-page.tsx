import { FEED_COPY } from '@domain/copy/feed';
import { usePageTitle } from '@web/lib/use-page-title';
import { Feed } from '../components/feed';
import { ActiveCommunities } from '../components/side/active-communities';
import { FeedMobileMenu } from '../components/side/feed-mobile-menu';
import { LatestNews } from '../components/side/latest-news';
import { ProfileCard } from '../components/side/profile-card';
import { RecommendedVacancies } from '../components/side/recommended-vacancies';
import { UpcomingEvents } from '../components/side/upcoming-events';

/**
 * /feed (SPEC §2). From 1024 px three columns: her card and recommended vacancies (1/4), the
 * composer and the posts (1/2), communities, events and news (1/4). Below, one column: the side
 * menu button, the feed, then the boxes (her card lives in the side menu there).
 *
 * The feed comes first in the document, so keyboard and screen-reader users reach it first at
 * every width; the grid places the columns on wide screens. The side columns are landmarks
 * (complementary), each box a titled region.
 */
export function FeedPage() {
  usePageTitle(FEED_COPY.page.title);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:px-6 lg:py-8">
      <h1 className="sr-only">{FEED_COPY.page.title}</h1>
      <div className="mb-4 lg:hidden">
        <FeedMobileMenu />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-4">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2 lg:col-start-2 lg:row-start-1">
          <Feed />
        </div>
        <aside
          aria-label={FEED_COPY.page.leftColumn}
          className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1"
        >
          <ProfileCard className="hidden lg:block" />
          <RecommendedVacancies />
        </aside>
        <aside
          aria-label={FEED_COPY.page.rightColumn}
          className="flex min-w-0 flex-col gap-4 lg:col-start-4 lg:row-start-1"
        >
          <ActiveCommunities />
          <UpcomingEvents />
          <LatestNews />
        </aside>
      </div>
    </div>
  );
}
