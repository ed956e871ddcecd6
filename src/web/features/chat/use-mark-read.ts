import type { Conversation, Message } from '@domain/schemas/chat';
import { useEffect, useRef } from 'react';
import { useMarkRead } from './api';

/**
 * Marks a thread read up to its newest message (POST …/read { seq }) while she can see it: the
 * thread is open, the tab visible, and a message of someone else's newer than the last one she
 * was counted as reading is shown. A tab in the background waits until she comes back to it, so
 * 'Visto' never lies to the sender.
 */
export function useMarkReadWhenSeen(
  conversationId: string,
  conversation: Conversation | undefined,
  items: Message[],
  userId: string,
): void {
  const { mutate } = useMarkRead(conversationId);
  // The seq she was last counted as reading, in which conversation.
  const marked = useRef<{ id: string; seq: number } | null>(null);
  const newestSeq = items.at(-1)?.seq ?? -1;
  const newestOthers = items.findLast((message) => message.author?.id !== userId)?.seq ?? -1;
  const loaded = conversation !== undefined && items.length > 0;
  const unread = conversation?.unread ?? false;

  useEffect(() => {
    if (!loaded) return;
    if (marked.current?.id !== conversationId) {
      // What the server says is read already needs no request.
      marked.current = { id: conversationId, seq: unread ? -1 : newestOthers };
    }
    const check = () => {
      const done = marked.current;
      if (document.visibilityState !== 'visible' || !done || newestOthers <= done.seq) return;
      marked.current = { id: conversationId, seq: newestSeq };
      mutate(newestSeq, { onError: (error) => console.info('[chat] leitura não registrada', error) });
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [conversationId, loaded, unread, newestOthers, newestSeq, mutate]);
}
