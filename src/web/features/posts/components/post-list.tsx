import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNow } from '@web/lib/use-now';
import { Button } from '@web/ui/button';
import { ListMessage } from '@web/ui/page-states';
import { Spinner } from '@web/ui/spinner';
import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type FeedFilter, feedInfiniteQueryOptions } from '../api';
import { PostFeed } from './post-feed';
import { PostListSkeleton } from './post-list-skeleton';

const T = FEED_COPY.list;

/**
 * Pages loaded by scrolling alone; after that 'Carregar mais' takes over, so what follows the
 * list (the side boxes on a phone, the page's end) can still be reached.
 */
export const AUTO_LOAD_PAGES = 5;

interface PostListProps {
  /** Everything (the feed), or one community's or company's posts. */
  filter?: FeedFilter;
  /** Heading of the list (visually hidden): 'Postagens' by default. */
  heading?: string;
  emptyText?: string;
  emptyHint?: string;
}

/**
 * Posts newest first (SPEC §2) or in her order ('Para você', issue 17), one keyset page at a
 * time: the next page loads when the end of the list scrolls into view, and 'Carregar mais' does
 * the same for keyboards and old browsers.
 * Loading, 'Erro ao carregar postagens' with 'Tentar novamente', and an empty state.
 */
export function PostList({
  filter,
  heading = T.heading,
  emptyText = T.empty,
  emptyHint = T.emptyHint,
}: PostListProps) {
  const headingId = useId();
  const query = useInfiniteQuery(feedInfiniteQueryOptions(filter));
  const now = useNow();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const autoLoad = hasNextPage && !isFetchNextPageError && (query.data?.pages.length ?? 0) < AUTO_LOAD_PAGES;
  const sentinel = useInfiniteScroll(autoLoad && !isFetchingNextPage, () => void fetchNextPage());

  // After a deletion, focus goes to the next post (or the previous, or the list's heading).

  let body: ReactNode;
  if (query.isPending) {
    body = <PostListSkeleton label={T.loading} />;
  } else if (query.isError && !query.data) {
    body = <ListMessage tone="error" text={MSG.posts.loadError} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    body = <ListMessage icon={MessagesSquare} text={emptyText} hint={emptyHint} />;
  } else {
    body = (
      <>
        <PostFeed
          posts={items}
          headingId={headingId}
          now={now}
          more={hasNextPage}
          loadingMore={isFetchingNextPage}
        />
        <div ref={sentinel} aria-hidden="true" className="h-px" />
        {hasNextPage ? (
          <div className="flex flex-col items-center gap-3">
            {isFetchNextPageError ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {T.loadMoreError}
              </p>
            ) : null}
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() => void fetchNextPage()}
              aria-disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? (
                <>
                  <Spinner className="size-4 text-current" />
                  {T.loadingMore}
                </>
              ) : isFetchNextPageError ? (
                MSG.common.retry
              ) : (
                T.loadMore
              )}
            </Button>
          </div>
        ) : (
          <p className="py-2 text-center text-sm text-ink-muted">{T.end}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} tabIndex={-1} className="sr-only">
        {heading}
      </h2>
      {body}
    </section>
  );
}

/** Calls `onVisible` when the returned element scrolls into (or near) view, while `active`. */
function useInfiniteScroll(active: boolean, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  return ref;
}
