import { FEED_COPY } from '@domain/copy/feed';
import { FEED_NEWS_LIMIT } from '@domain/limits';
import { MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import type { NewsSummary } from '@domain/schemas/news';
import { useQuery } from '@tanstack/react-query';
import { NewsBadge } from '@web/features/news';
import { latestNewsQueryOptions } from '@web/features/news/api';
import { formatLongDate } from '@web/lib/format-date';
import { InlineProblem } from '@web/ui/page-states';
import { Skeleton, SkeletonStatus, SkeletonText } from '@web/ui/skeleton';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { boxLinkClasses, SideBox } from './side-box';

/**
 * 'Artigos e Notícias' (SPEC §2, §9): the three latest items with cover, badge, date, title
 * (the link to /news/{id}) and excerpt, and 'Ver todas' to /news.
 */
export function LatestNews() {
  const query = useQuery(latestNewsQueryOptions({ limit: FEED_NEWS_LIMIT }));
  return (
    <SideBox
      title={MSG.news.title}
      icon={<Newspaper aria-hidden="true" className="size-5 text-primary-700" />}
      action={
        <Link to="/news" className={boxLinkClasses}>
          {MSG.news.seeAll}
        </Link>
      }
    >
      {query.isPending ? (
        <NewsTeasersSkeleton />
      ) : query.isError ? (
        <InlineProblem text={MSG.news.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {query.data.slice(0, FEED_NEWS_LIMIT).map((item) => (
            <li key={item.id}>
              <NewsTeaser item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{FEED_COPY.news.empty}</p>
      )}
    </SideBox>
  );
}

/**
 * The teasers' first load, in their size (cover, badge and date, a title of two lines, two lines
 * of excerpt), so this box keeps its height when they arrive.
 */
function NewsTeasersSkeleton() {
  return (
    <SkeletonStatus label={MSG.common.loading}>
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {Array.from({ length: FEED_NEWS_LIMIT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder teasers
          <li key={index} className="flex gap-3 p-1">
            <Skeleton className="size-16" />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <SkeletonText size="sm" widths={['w-1/2']} />
              <SkeletonText size="sm" widths={['w-full', 'w-3/4']} />
              <SkeletonText size="sm" widths={['w-full', 'w-2/3']} />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}

function NewsTeaser({ item }: { item: NewsSummary }) {
  const [coverFailed, setCoverFailed] = useState(false);
  return (
    // The title link stretches over the whole teaser (after:inset-0): one target, one tab stop.
    <article className="relative flex gap-3 rounded-control p-1 focus-within:bg-primary-50 hover:bg-primary-50">
      {item.coverImageUrl && !coverFailed ? (
        <img
          src={item.coverImageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          onError={() => setCoverFailed(true)}
          className="size-16 shrink-0 rounded-control bg-canvas object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          <NewsBadge type={item.type} />
          <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
        </div>
        <h3 className="text-sm font-semibold break-words text-ink">
          <Link
            to={newsPath(item)}
            className="rounded-sm after:absolute after:inset-0 hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {item.title}
          </Link>
        </h3>
        {item.excerpt ? <p className="line-clamp-2 text-sm text-ink-muted">{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
