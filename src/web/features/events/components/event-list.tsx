import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { ButtonLink } from '@web/ui/button';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { CalendarX } from 'lucide-react';
import { useId } from 'react';
import { type EventFilter, eventListInfiniteQueryOptions } from '../api';
import { EventCard } from './event-card';

const T = EVENTS_PAGES_COPY.list;

/**
 * 'Próximos eventos' matching the filter, soonest first, with 'Carregar mais' for the next keyset
 * page. While another filter loads, the previous cards stay (dimmed, aria-busy). Loading, error
 * (with 'Tentar novamente') and empty states; the empty one says what will appear here and
 * where the conversations are meanwhile.
 */
export function EventList({ filter, filtered }: { filter: EventFilter; filtered: boolean }) {
  const query = useInfiniteQuery(eventListInfiniteQueryOptions(filter));
  const headingId = useId();

  if (query.isPending) return <PageLoading height="section" label={T.loading} />;
  // A failed refetch keeps the cards it has; only a list never loaded shows the error.
  if (!query.data) {
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const updating = query.isPlaceholderData;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {T.upcoming}
        </h2>
        <p
          role="status"
          className={cn('text-sm text-ink-muted', !updating && items.length === 0 && 'sr-only')}
        >
          {updating ? T.updating : items.length > 0 ? T.results(items.length, query.hasNextPage) : ''}
        </p>
      </div>
      {items.length === 0 ? (
        updating ? null : filtered ? (
          <ListMessage icon={CalendarX} text={T.empty} hint={T.emptyFiltered} />
        ) : (
          <ListMessage
            icon={CalendarX}
            text={T.empty}
            hint={T.emptyAll}
            actions={
              <ButtonLink to="/rede" variant="outline">
                {T.exploreCommunities}
              </ButtonLink>
            }
          />
        )
      ) : (
        <ul
          aria-labelledby={headingId}
          aria-busy={updating || undefined}
          className={cn('grid gap-4 md:grid-cols-2', updating && 'opacity-60')}
        >
          {items.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} />
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
    </section>
  );
}
