import { MSG } from '@domain/messages';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { Spinner } from './spinner';

export interface LoadMoreProps {
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** The next page is on its way. */
  loading: boolean;
  /** The last request for the next page failed: the button offers 'Tentar novamente'. */
  failed: boolean;
  /** The button's text (e.g. 'Carregar mais'). */
  label: string;
  /** The button's text while the next page loads. */
  loadingLabel: string;
  /** Announced above the button when the next page failed; omit to say nothing but 'Tentar novamente'. */
  errorText?: string;
}

/** The 'Carregar mais' footer of a paged list: the button, and the failure of the next page. */
export function LoadMore({ onLoadMore, loading, failed, label, loadingLabel, errorText }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-3">
      {failed && errorText ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorText}
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoadMore} aria-disabled={loading}>
        {loading ? (
          <>
            <Spinner className="size-4 text-current" />
            {loadingLabel}
          </>
        ) : failed ? (
          MSG.common.retry
        ) : (
          label
        )}
      </Button>
    </div>
  );
}

/** What QueryLoadMore reads of a paged list's infinite query. */
type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * LoadMore for an infinite query: shown while a next page exists; a press while one is on its way
 * does nothing. `onBeforeLoad` runs just before it asks (a thread keeps its scroll position).
 */
export function QueryLoadMore({
  query,
  onBeforeLoad,
  ...texts
}: { query: PagedQuery; onBeforeLoad?: () => void } & Pick<
  LoadMoreProps,
  'label' | 'loadingLabel' | 'errorText'
>) {
  if (!query.hasNextPage) return null;
  return (
    <LoadMore
      onLoadMore={() => {
        if (query.isFetchingNextPage) return;
        onBeforeLoad?.();
        void query.fetchNextPage();
      }}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      {...texts}
    />
  );
}
