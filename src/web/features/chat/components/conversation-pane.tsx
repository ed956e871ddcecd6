import { CHAT_COPY } from '@domain/copy/chat';
import type { ConversationFolder } from '@domain/enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import { useSearchText } from '@web/lib/use-search-text';
import { Button } from '@web/ui/button';
import { DeferredDialog } from '@web/ui/deferred-dialog';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, ListMessage } from '@web/ui/page-states';
import { SearchBox } from '@web/ui/search-box';
import { Inbox, MessageCirclePlus } from 'lucide-react';
import { lazy, type ReactNode, useId } from 'react';
import { conversationsInfiniteQueryOptions } from '../api';
import { ConversationRow } from './conversation-row';
import { FolderTabs } from './folder-tabs';

const T = CHAT_COPY.list;

const NewGroupDialog = lazy(() => import('./new-group-dialog'));

/**
 * Her conversations: the title (the page's <h1>, or an <h2> beside an open thread), 'Nova
 * conversa em grupo', the folders, the search by name (the address's q, as on /rede) and the
 * folder's list in the server's order (newest message first), with 'Carregar mais'.
 */
export function ConversationPane({
  folder,
  activeId,
  titleAs: Title = 'h1',
  className,
}: {
  folder: ConversationFolder;
  activeId?: string;
  titleAs?: 'h1' | 'h2';
  className?: string;
}) {
  const { q, text, setText, submitText } = useSearchText();
  const query = useInfiniteQuery(conversationsInfiniteQueryOptions(folder, q));
  const now = useNow();
  const titleId = useId();

  let body: ReactNode;
  if (query.isPending) {
    body = <InlineLoading label={T.loading} className="justify-center py-8" />;
  } else if (!query.data) {
    body = <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  } else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        q ? (
          <ListMessage text={T.noResults(q)} />
        ) : (
          <ListMessage text={T.empty[folder]} hint={T.emptyHint[folder]} icon={Inbox} />
        )
      ) : (
        <>
          <ul
            aria-label={T.label[folder]}
            aria-busy={query.isPlaceholderData}
            className="flex flex-col gap-1"
          >
            {items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                active={conversation.id === activeId}
                now={now}
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

  return (
    <section aria-labelledby={titleId} className={cn('flex min-h-0 flex-col gap-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title id={titleId} className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
          {CHAT_COPY.title}
        </Title>
        <DeferredDialog
          trigger={
            <Button variant="outline" size="sm" className="min-h-11">
              <MessageCirclePlus aria-hidden="true" className="size-4" />
              {CHAT_COPY.newGroup.open}
            </Button>
          }
        >
          {(state) => <NewGroupDialog {...state} />}
        </DeferredDialog>
      </div>
      <FolderTabs current={folder} />
      <SearchBox
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={text}
        onChange={setText}
        onSubmit={submitText}
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 lg:overflow-y-auto">{body}</div>
    </section>
  );
}
