import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { ArrowLeft } from 'lucide-react';
import { conversationQueryOptions, messagesInfiniteQueryOptions } from '../api';
import { threadMessages } from '../cache';
import { conversationName, FOLDER_PATHS } from '../conversation-view';
import { useMarkReadWhenSeen } from '../use-mark-read';
import { useThreadOutbox } from '../use-thread-outbox';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { RequestBanner } from './request-banner';
import { ThreadHeader } from './thread-header';

const T = CHAT_COPY.thread;

/** 'Voltar para conversas': the phone's way from a thread back to her list. */
function BackLink() {
  return (
    <ButtonLink to={FOLDER_PATHS.inbox} variant="ghost" size="sm" className="min-h-11 self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.back}
    </ButtonLink>
  );
}

/**
 * One conversation (/chat/:id): its header and options, the request's banner while it is one,
 * the messages (oldest at the top, newest at the bottom) and the composer. Opening it sends
 * her undelivered messages again (use-thread-outbox.ts) and marks what she sees as read.
 */
export function Thread({ id, showBack }: { id: string; showBack: boolean }) {
  const userId = useAuth().user?.id ?? '';
  const detail = useQuery(conversationQueryOptions(id));
  const messages = useInfiniteQuery(messagesInfiniteQueryOptions(id));
  const outbox = useThreadOutbox(id);
  const items = threadMessages(messages.data);
  const conversation = detail.data;
  usePageTitle(conversation ? conversationName(conversation) : CHAT_COPY.title);
  useMarkReadWhenSeen(id, conversation, items, userId);

  if (detail.isPending) {
    return (
      <div className="flex flex-1 flex-col">
        {showBack ? <BackLink /> : null}
        <h1 className="sr-only">{CHAT_COPY.title}</h1>
        <PageLoading label={T.loading} height="section" />
      </div>
    );
  }
  if (!conversation) {
    const missing = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 403);
    return (
      <div className="flex flex-1 flex-col gap-4 p-4">
        {showBack ? <BackLink /> : null}
        <h1 className="text-2xl font-bold text-ink">
          {missing ? CHAT_ERRORS.conversationNotFound : CHAT_COPY.title}
        </h1>
        <ProblemNotice
          text={missing ? T.notFoundText : T.loadError}
          onRetry={missing ? undefined : () => void detail.refetch()}
        />
      </div>
    );
  }

  const name = conversationName(conversation);
  const answering = conversation.state === 'request' && conversation.viewer.canAnswerRequest;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader conversation={conversation} back={showBack ? <BackLink /> : null} />
      {answering ? <RequestBanner conversation={conversation} /> : null}
      <MessageLog
        name={name}
        conversation={conversation}
        query={messages}
        items={items}
        pending={outbox.pending}
        userId={userId}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
      />
      {conversation.viewer.canSend ? (
        <Composer key={id} onSend={outbox.send} />
      ) : (
        <p className="border-t border-line px-4 py-3 text-sm text-ink-muted">{CHAT_COPY.composer.closed}</p>
      )}
    </div>
  );
}
