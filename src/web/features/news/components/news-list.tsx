import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { MSG } from '@domain/messages';
import type { NewsSummary } from '@domain/schemas/news';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { SearchX } from 'lucide-react';
import { type NewsListFilter, newsListInfiniteQueryOptions } from '../api';
import { NewsCard } from './news-card';

const T = NEWS_UI_COPY.list;

interface NewsListProps {
  filter?: NewsListFilter;
  /** The address of an item's page. */
  hrefOf: (item: NewsSummary) => string;
  showBadge?: boolean;
  emptyText?: string;
}

/**
 * Published items, newest first (the server's order), as a grid of cards; 'Carregar mais' asks
 * for the next page by its cursor. Loading, error (with 'Tentar novamente') and empty states.
 */
export function NewsList({ filter, hrefOf, showBadge = true, emptyText = T.empty }: NewsListProps) {
  const query = useInfiniteQuery(newsListInfiniteQueryOptions(filter));

  if (query.isPending) return <PageLoading height="screen" label={T.loading} />;
  if (query.isError && !query.data) {
    return <ListMessage tone="error" text={MSG.news.loadError} onRetry={() => void query.refetch()} />;
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage icon={SearchX} text={emptyText} hint={T.emptyHint} />;

  const nextFailed = query.isFetchNextPageError;
  return (
    <div className="flex flex-col gap-8">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex">
            <NewsCard item={item} to={hrefOf(item)} showBadge={showBadge} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={nextFailed}
          label={T.loadMore}
          loadingLabel={T.loadingMore}
          errorText={T.loadMoreError}
        />
      ) : null}
    </div>
  );
}
