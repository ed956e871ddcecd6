import { sql } from 'drizzle-orm';
import type { LiveConversation, LiveMessage, LiveRead } from '../../../domain/schemas/chat.js';
import { type Executor, queryRows } from '../../db/client.js';
import {
  type ChatSignal,
  chatSignalPayload,
  type LiveChat,
  NOTIFICATIONS_CHANNEL,
} from '../notifications/index.js';
import { readMessage, shownReadSeq, unreadConversations } from './views.js';

// Messages live (issue 18), on the notifications stream: an action signals its conversation's
// participants with NOTIFY in its own transaction (delivered only if it commits, to every
// process: notifications/hub.ts), and each of their open streams reads what changed through
// the chat's own statements (views.ts), as the member it belongs to.

/** NOTIFY each of `recipientIds` of `signal`, with `tx` (one statement for all of them). */
export async function signal(tx: Executor, recipientIds: readonly string[], what: ChatSignal): Promise<void> {
  if (recipientIds.length === 0) return;
  const suffix = `:${chatSignalPayload(what)}`;
  await tx.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, r::text || ${suffix})
        from unnest(${sql.param([...new Set(recipientIds)])}::uuid[]) as r`,
  );
}

/** Who hears of a conversation's messages: its participants now, except where she declined it. */
export async function listeners(tx: Executor, conversationId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`select user_id from conversation_members
        where conversation_id = ${conversationId} and left_at is null and state <> 'declined'`,
  );
  return rows.map((row) => row.user_id);
}

/** What a stream sends for a signal, read as its member (notifications/stream.ts). */
export function liveChat(db: Executor): LiveChat {
  return {
    unread: (userId) => unreadConversations(db, userId),
    async event(userId, what) {
      if (what.type === 'message') {
        const message = await readMessage(db, userId, what.messageId);
        if (!message) return null;
        const data: LiveMessage = {
          conversationId: message.conversationId,
          message,
          unreadCount: await unreadConversations(db, userId),
        };
        return { event: 'message', data };
      }
      if (what.type === 'read') {
        // Her own participation first: a read mark is shown only to the conversation's members.
        const [row] = await queryRows<{ last_read_seq: string | number }>(
          db,
          sql`select ${shownReadSeq('other')} as last_read_seq from conversation_members me
              join conversation_members other on other.conversation_id = me.conversation_id
                and other.user_id = ${what.memberId}
              where me.conversation_id = ${what.conversationId} and me.user_id = ${userId}
                and me.left_at is null`,
        );
        if (!row) return null;
        const data: LiveRead = {
          conversationId: what.conversationId,
          memberId: what.memberId,
          lastReadSeq: Number(row.last_read_seq),
          unreadCount: await unreadConversations(db, userId),
        };
        return { event: 'message-read', data };
      }
      const data: LiveConversation = {
        conversationId: what.conversationId,
        unreadCount: await unreadConversations(db, userId),
      };
      return { event: 'conversation', data };
    },
  };
}
