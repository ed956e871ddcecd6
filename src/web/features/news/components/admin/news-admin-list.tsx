import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import type { NewsAdminSummary } from '@domain/schemas/news';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Pencil, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { newsAdminListInfiniteQueryOptions, useDeleteNews } from '../../admin-api';
import { NewsBadge } from '../news-badge';
import { NewsStatusBadge } from './news-status';

const T = NEWS_ADMIN_COPY.list;

/**
 * Every item, drafts and scheduled ones too, newest first: a table of title (linking to the
 * public page when it is live), type, status, date and the actions. On a phone the table scrolls
 * sideways inside its frame rather than squeezing the titles.
 */
export function NewsAdminList() {
  const query = useInfiniteQuery(newsAdminListInfiniteQueryOptions());

  if (query.isPending) return <PageLoading height="screen" label={T.loading} />;
  if (query.isError && !query.data) {
    const message = isApiError(query.error) ? query.error.message : MSG.news.loadError;
    return <ListMessage tone="error" text={message} onRetry={() => void query.refetch()} />;
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage icon={SearchX} text={T.empty} hint={T.emptyHint} />;

  return (
    <div className="flex flex-col gap-6">
      <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{T.caption}</caption>
          <thead className="border-b border-line bg-neutral-50 text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {T.columns.title}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {T.columns.type}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {T.columns.status}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {T.columns.date}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {T.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <NewsAdminRow key={item.id} item={item} />
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          label={T.loadMore}
          loadingLabel={T.loadingMore}
        />
      ) : null}
    </div>
  );
}

function NewsAdminRow({ item }: { item: NewsAdminSummary }) {
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-md px-4 py-3 font-semibold text-ink">
        {item.status === 'published' ? (
          <Link
            to={newsPath(item)}
            className="rounded-sm hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {item.title}
          </Link>
        ) : (
          item.title
        )}
        <span className="mt-0.5 block text-xs font-normal text-ink-muted">/{item.slug}</span>
      </th>
      <td className="px-4 py-3">
        <NewsBadge type={item.type} />
      </td>
      <td className="px-4 py-3">
        <NewsStatusBadge item={item} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
        <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          <ButtonLink
            to={`/news/${encodeURIComponent(item.id)}/editar`}
            variant="outline"
            size="sm"
            aria-label={T.editLabel(item.title)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {T.edit}
          </ButtonLink>
          <DeleteNewsButton item={item} />
        </div>
      </td>
    </tr>
  );
}

/** 'Excluir', then a confirmation; the row goes once the server has removed the item. */
function DeleteNewsButton({ item }: { item: NewsAdminSummary }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteNews();

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(item.id);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status > 0 && failure.status < 500 ? failure.message : T.removeError,
      );
      return;
    }
    setOpen(false);
    toast.success(T.removed);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button variant="ghost" size="sm" aria-label={T.removeLabel(item.title)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {T.remove}
        </Button>
      }
      title={T.removeTitle}
      description={T.removeText(item.title)}
      confirmLabel={T.confirmRemove}
      busyLabel={T.removing}
      busy={remove.isPending}
      error={error}
      onConfirm={() => void confirm()}
    />
  );
}
