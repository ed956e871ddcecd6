import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { postMessage } from './api';
import { refreshLists, writeMessage } from './cache';
import {
  addToOutbox,
  findInOutbox,
  type OutboxItem,
  openOutbox,
  outboxSnapshot,
  removeFromOutbox,
  subscribeOutbox,
  updateOutbox,
} from './outbox';

/*
 * Sending a thread's messages through the outbox (outbox.ts): a new message shows at once as
 * 'Enviando…' and is posted with its clientId; delivered, it takes its place among the server's
 * messages; without an answer (offline, a 5xx, 408, 429, 401) it shows 'Não enviada — tentar
 * novamente' and is sent again, with the same clientId, when she asks, when the thread opens and
 * when the browser is back online; refused for good (another 4xx) it shows the server's reason.
 */

/** Requests under way, by clientId: one at a time per message, whoever asks (retry, online, mount). */
const inFlight = new Set<string>();

/** Statuses that mean "try again later" rather than "never": no answer, or the server busy. */
function retryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Posts one item of the outbox; resolves once it was delivered, refused, or left to retry. */
export async function deliver(queryClient: QueryClient, item: OutboxItem): Promise<void> {
  if (inFlight.has(item.clientId)) return;
  inFlight.add(item.clientId);
  updateOutbox(item.clientId, { status: 'sending', error: null });
  try {
    const message = await postMessage(item.conversationId, item);
    writeMessage(queryClient, message);
    removeFromOutbox(item.clientId);
    void refreshLists(queryClient);
  } catch (error) {
    if (retryable(error)) {
      console.info('[chat] mensagem não enviada; fica para tentar de novo', error);
      updateOutbox(item.clientId, { status: 'failed' });
    } else {
      updateOutbox(item.clientId, { status: 'rejected', error: isApiError(error) ? error.message : null });
    }
  } finally {
    inFlight.delete(item.clientId);
  }
}

/** Sends again every undelivered message of a conversation that is not on its way already. */
export function resendPending(queryClient: QueryClient, conversationId: string): void {
  for (const item of outboxSnapshot()) {
    if (
      item.conversationId === conversationId &&
      item.status !== 'rejected' &&
      !inFlight.has(item.clientId)
    ) {
      void deliver(queryClient, item);
    }
  }
}

function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Only very old browsers: a v4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The outbox of one thread: its undelivered messages (oldest first) and what she can do with
 * them. Opening the thread, and the browser coming back online, send the waiting ones again.
 */
export function useThreadOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  if (userId) openOutbox(userId);
  const all = useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
  const pending = useMemo(
    () => all.filter((item) => item.conversationId === conversationId),
    [all, conversationId],
  );

  useEffect(() => {
    if (!userId) return;
    resendPending(queryClient, conversationId);
    const onOnline = () => resendPending(queryClient, conversationId);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, conversationId, userId]);

  const send = useCallback(
    (input: { body: string; image: File | null }) => {
      const record = {
        conversationId,
        clientId: newClientId(),
        body: input.body,
        createdAt: new Date().toISOString(),
      };
      addToOutbox(record, input.image);
      const item = findInOutbox(record.clientId);
      if (item) void deliver(queryClient, item);
    },
    [queryClient, conversationId],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = findInOutbox(clientId);
      if (item) void deliver(queryClient, item);
    },
    [queryClient],
  );

  return { pending, send, retry, discard: removeFromOutbox };
}
