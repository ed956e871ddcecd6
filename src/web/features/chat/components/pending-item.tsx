import { CHAT_COPY } from '@domain/copy/chat';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { OutboxItem } from '../outbox';
import { MessageText } from './message-body';
import { Bubble } from './message-item';

const T = CHAT_COPY.message;

/**
 * One of her messages still on its way (outbox.ts), at the bottom of the thread: 'Enviando…',
 * 'Não enviada — tentar novamente' (a button that sends it again under the same clientId), or the
 * server's reason when it was refused for good, with 'Descartar'.
 */
export function PendingItem({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <li className="flex justify-end" data-status={item.status}>
      <div className="flex max-w-[85%] flex-col items-end gap-1 md:max-w-[70%]">
        <Bubble mine>
          <span className="sr-only">{T.you}: </span>
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt={CHAT_COPY.composer.imagePreview}
              className="h-auto max-h-60 w-auto max-w-full rounded-control object-contain"
            />
          ) : null}
          {item.body ? <MessageText body={item.body} mine /> : null}
        </Bubble>
        {item.status === 'sending' ? (
          <p className="flex items-center gap-1.5 px-1 text-xs text-ink-muted">
            <Spinner className="size-3 text-current" />
            {T.sending}
          </p>
        ) : item.status === 'failed' ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-danger hover:bg-danger-soft"
            onClick={() => onRetry(item.clientId)}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {T.failed}
          </button>
        ) : (
          <div role="alert" className="flex flex-wrap items-center justify-end gap-2 px-1">
            <p className="flex items-center gap-1.5 text-sm font-medium text-danger">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {item.error ?? T.failed}
            </p>
            <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onDiscard(item.clientId)}>
              {T.discard}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
