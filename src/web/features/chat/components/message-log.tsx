import { CHAT_COPY } from '@domain/copy/chat';
import { daySeparatorLabel, messageDayKey } from '@domain/rules/message-text';
import type { ConversationDetail, Message, MessagePage } from '@domain/schemas/chat';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useNow } from '@web/lib/use-now';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, ProblemNotice } from '@web/ui/page-states';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { OutboxItem } from '../outbox';
import { MessageItem } from './message-item';
import { PendingItem } from './pending-item';

const T = CHAT_COPY.thread;

/** Within this many pixels of the bottom she is reading the newest: new messages keep her there. */
const NEAR_BOTTOM_PX = 120;

type Row = { key: string; createdAt: string } & (
  | { kind: 'message'; message: Message }
  | { kind: 'pending'; item: OutboxItem }
);

/**
 * Under her newest message: 'Visto' once the other member has read up to it, or in a group
 * 'Visto por N pessoas'; nothing before.
 */
export function seenLabel(conversation: ConversationDetail, message: Message, userId: string): string | null {
  const readers = conversation.readers.filter(
    (reader) => reader.memberId !== userId && reader.lastReadSeq >= message.seq,
  );
  if (readers.length === 0) return null;
  return conversation.kind === 'group' ? CHAT_COPY.message.seenBy(readers.length) : CHAT_COPY.message.seen;
}

/**
 * A thread's messages, oldest at the top: 'Carregar mensagens anteriores' above them, a day's
 * heading ('Hoje', 'Ontem', '12 de março') before its first message, her messages still on their
 * way at the bottom. The list is a live log (new messages are announced politely). It opens at
 * the bottom, follows new messages while she is near the bottom (and always after she sends),
 * and keeps her place when older messages are added above.
 */
export function MessageLog({
  name,
  conversation,
  query,
  items,
  pending,
  userId,
  onRetry,
  onDiscard,
}: {
  name: string;
  conversation: ConversationDetail;
  query: UseInfiniteQueryResult<InfiniteData<MessagePage, unknown>>;
  items: Message[];
  pending: readonly OutboxItem[];
  userId: string;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const now = useNow();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /** The log's height when older messages were asked for, to keep her place once they arrive. */
  const heightBeforeOlder = useRef<number | null>(null);

  const delivered = new Set(items.map((message) => message.clientId).filter(Boolean));
  const rows: Row[] = [
    ...items.map(
      (message): Row => ({ key: message.id, createdAt: message.createdAt, kind: 'message', message }),
    ),
    ...pending
      .filter((item) => !delivered.has(item.clientId))
      .map((item): Row => ({ key: item.clientId, createdAt: item.createdAt, kind: 'pending', item })),
  ];
  const newestMine = items.findLast((message) => message.author?.id === userId);
  const firstKey = rows[0]?.key;
  const lastKey = rows.at(-1)?.key;
  const lastIsPending = rows.at(-1)?.kind === 'pending';

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !lastKey) return;
    if (nearBottom.current || lastIsPending) scroller.scrollTop = scroller.scrollHeight;
  }, [lastKey, lastIsPending]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || heightBeforeOlder.current === null || !firstKey) return;
    scroller.scrollTop += scroller.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [firstKey]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (scroller) {
      nearBottom.current =
        scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
    }
  };

  const content: ReactNode[] = [];
  let day = '';
  let previousAuthor: string | null | undefined;
  for (const row of rows) {
    const rowDay = messageDayKey(row.createdAt);
    if (rowDay !== day) {
      day = rowDay;
      previousAuthor = undefined;
      content.push(
        <li key={`day-${rowDay}`} className="flex justify-center py-2">
          <h2 className="rounded-full bg-neutral-100 px-3 py-1 text-xs font-semibold text-ink-muted">
            {daySeparatorLabel(row.createdAt, now)}
          </h2>
        </li>,
      );
    }
    if (row.kind === 'pending') {
      previousAuthor = userId;
      content.push(<PendingItem key={row.key} item={row.item} onRetry={onRetry} onDiscard={onDiscard} />);
      continue;
    }
    const { message } = row;
    const authorId = message.author?.id ?? null;
    const mine = authorId === userId;
    content.push(
      <MessageItem
        key={row.key}
        message={message}
        mine={mine}
        showAuthor={conversation.kind === 'group' && !mine && authorId !== previousAuthor}
        status={message === newestMine ? seenLabel(conversation, message, userId) : null}
      />,
    );
    previousAuthor = authorId;
  }

  return (
    <div ref={scrollerRef} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
      {query.hasNextPage ? (
        <div className="flex justify-center pb-4">
          <QueryLoadMore
            query={query}
            onBeforeLoad={() => {
              heightBeforeOlder.current = scrollerRef.current?.scrollHeight ?? null;
            }}
            label={T.loadOlder}
            loadingLabel={T.loadingOlder}
            errorText={T.loadOlderError}
          />
        </div>
      ) : null}
      {query.isPending ? <InlineLoading label={T.loading} className="justify-center py-8" /> : null}
      {query.isError && !query.data ? (
        <ProblemNotice text={T.loadError} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && rows.length === 0 ? <p className="py-8 text-center text-ink-muted">{T.empty}</p> : null}
      <div role="log" aria-live="polite" aria-label={T.log(name)} aria-busy={query.isFetchingNextPage}>
        <ol className="flex flex-col gap-3">{content}</ol>
      </div>
    </div>
  );
}
