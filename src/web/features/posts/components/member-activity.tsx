import { FEED_COPY } from '@domain/copy/feed';
import { NETWORK_COPY } from '@domain/copy/network';
import { MSG } from '@domain/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNow } from '@web/lib/use-now';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage } from '@web/ui/page-states';
import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { feedInfiniteQueryOptions } from '../api';
import { PostFeed } from './post-feed';
import { PostListSkeleton } from './post-list-skeleton';

const T = NETWORK_COPY.profile;
const L = FEED_COPY.list;

/**
 * A member's public profile: 'Atividade', her recent posts (issue 17) with the feed's own cards
 * (GET /api/members/{id}/posts; the server leaves out what the viewer may not read, such as a
 * connections-only post for someone outside her connections), newest first, a keyset page at a
 * time with 'Carregar mais' (no loading by scrolling: the profile goes on below), and a short
 * text when there is nothing. Its posts share the feeds' cache (api.ts), so a reaction, an edit
 * or a deletion shows here and in the feed alike.
 *
 * Load it on demand (React.lazy on this named export, through the feature's index.ts): the
 * profile's first render and the feed's need none of it.
 */
export function MemberActivity({ memberId }: { memberId: string }) {
  const headingId = useId();
  const query = useInfiniteQuery(feedInfiniteQueryOptions({ memberId }));
  const now = useNow();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  let body: ReactNode;
  if (query.isPending) {
    body = <PostListSkeleton label={L.loading} />;
  } else if (query.isError && !query.data) {
    body = <ListMessage tone="error" text={MSG.posts.loadError} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    body = <p className="rounded-card bg-surface p-5 text-ink-muted shadow-card md:p-6">{T.activityEmpty}</p>;
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
        {hasNextPage ? (
          <LoadMore
            onLoadMore={() => void fetchNextPage()}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            label={NETWORK_COPY.loadMore}
            loadingLabel={L.loadingMore}
            errorText={L.loadMoreError}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-ink">
        <MessagesSquare aria-hidden="true" className="size-5 text-primary-600" />
        {T.activity}
      </h2>
      {body}
    </section>
  );
}
