import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ExploreFilter, exploreInfiniteQueryOptions } from '../../api';
import { CommunityCard } from './community-card';

const T = COMMUNITIES_COPY.explore;

/**
 * The communities matching the filter, as a grid of cards; 'Carregar mais' asks for the next
 * page by its cursor. While another filter loads, the previous cards stay (dimmed, aria-busy).
 * Loading, error (with 'Tentar novamente') and empty states.
 */
export function ExploreList({ filter, emptyAction }: { filter: ExploreFilter; emptyAction?: ReactNode }) {
  const query = useInfiniteQuery(exploreInfiniteQueryOptions(filter));

  if (query.isPending) return <PageLoading height="section" label={T.loading} />;
  // A failed refetch keeps the cards it has; only a list never loaded shows the error.
  if (!query.data) {
    return <ListMessage tone="error" text={MSG.communities.loadError} onRetry={() => void query.refetch()} />;
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const updating = query.isPlaceholderData;
  const filtered = Boolean(filter.niche || filter.q);

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className={cn('text-sm text-ink-muted', !updating && items.length === 0 && 'sr-only')}>
        {updating ? T.updating : T.results(items.length, query.hasNextPage)}
      </p>
      {items.length === 0 ? (
        updating ? null : (
          <ListMessage
            icon={Users}
            text={T.empty}
            hint={filtered ? T.emptyFiltered : T.emptyAll}
            actions={emptyAction}
          />
        )
      ) : (
        <ul
          aria-label={T.listLabel}
          aria-busy={updating || undefined}
          className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60')}
        >
          {items.map((community) => (
            <li key={community.id} className="flex">
              <CommunityCard community={community} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && !updating ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          label={T.loadMore}
          loadingLabel={T.loadingMore}
          errorText={T.loadMoreError}
        />
      ) : null}
    </div>
  );
}
