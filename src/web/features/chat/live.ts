import type { ChatUnread, LiveConversation, LiveMessage, LiveRead } from '@domain/schemas/chat';
import type { QueryClient } from '@tanstack/react-query';
import { patchConversation, refreshLists, writeMessage, writeReader } from './cache';
import { chatKeys } from './keys';
import { setChatUnreadCount } from './unread-api';

/*
 * The live stream's chat events (issue 18), written into the cache so the inbox, the open thread
 * and the top bar's badge change without a reload. The stream itself is the notifications' one
 * (features/notifications/live/connect.ts), which parses each event with the contract's schemas
 * and hands it here. Chat events are not replayed after a dropped connection: the stream calls
 * refreshChat when it is back.
 */

/** 'message': a new, edited or deleted message she may see. */
export function applyLiveMessage(queryClient: QueryClient, event: LiveMessage): void {
  // Into the open thread (replacing her own 'Enviando…' by its clientId, or the message it
  // changes by id); the lists' order and excerpts come from the server again.
  writeMessage(queryClient, event.message);
  setChatUnreadCount(queryClient, event.unreadCount);
  void refreshLists(queryClient);
}

/** 'message-read': a participant read up to a message ('Visto'); she herself, in another tab. */
export function applyLiveRead(queryClient: QueryClient, event: LiveRead, userId?: string): void {
  setChatUnreadCount(queryClient, event.unreadCount);
  if (event.memberId === userId) {
    patchConversation(queryClient, event.conversationId, () => ({ unread: false }));
    return;
  }
  writeReader(queryClient, event.conversationId, event.memberId, event.lastReadSeq);
}

/** 'conversation': a request arrived or was accepted, a group changed, she left: re-read all. */
export function applyLiveConversation(queryClient: QueryClient, event: LiveConversation): void {
  setChatUnreadCount(queryClient, event.unreadCount);
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(event.conversationId) });
  void refreshLists(queryClient);
}

/** 'chat-unread': her unread conversations (at open, and whenever it changes). */
export function applyChatUnread(queryClient: QueryClient, event: ChatUnread): void {
  setChatUnreadCount(queryClient, event.count);
}

/** After the stream was down: what she missed is read again (chat events are not replayed). */
export function refreshChat(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatKeys.all });
}
