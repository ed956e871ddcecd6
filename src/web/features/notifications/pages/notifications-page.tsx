import { NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import type { Notification } from '@domain/schemas/notifications';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button } from '@web/ui/button';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Bell, CheckCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUnreadCount } from '../api';
import { NotificationItem } from '../components/notification-item';
import { notificationListQueryOptions, useMarkAllRead, useMarkRead } from '../list-api';

const T = NOTIFICATIONS_COPY.page;

/**
 * /notificacoes (issue 16): her notifications, newest first, 'Carregar mais' for older ones
 * (keyset). New ones arrive live at the top (the bar's stream writes into this list). Following
 * one marks it read; 'Marcar todas como lidas' reads them all, and the bell's count goes.
 */
export function NotificationsPage() {
  usePageTitle(T.title);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(notificationListQueryOptions(queryClient));
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const now = useNow();

  const onFollow = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
  };

  const onMarkAll = () => {
    if (unread === 0 || markAll.isPending) return;
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(T.allRead),
      onError: () => toast.error(T.markAllReadError),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <PageLoading label={T.loading} height="section" />;
  } else if (!query.data) {
    body = <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  } else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <ListMessage text={T.empty} hint={T.emptyHint} icon={Bell} />
      ) : (
        <>
          <ul aria-label={T.list} className="flex flex-col gap-2">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onFollow={onFollow}
              />
            ))}
          </ul>
          <QueryLoadMore
            query={query}
            label={T.loadMore}
            loadingLabel={T.loadingMore}
            errorText={T.loadMoreError}
          />
        </>
      );
  }

  const nothingToRead = unread === 0;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 md:px-6 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{T.title}</h1>
          {query.data ? (
            <p aria-live="polite" className="text-ink-muted">
              {T.unreadSummary(unread)}
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          onClick={onMarkAll}
          // Stays focusable (a disabled button would drop her focus the moment she used it).
          aria-disabled={nothingToRead || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {markAll.isPending ? T.markingAllRead : T.markAllRead}
        </Button>
      </div>
      {body}
    </div>
  );
}
