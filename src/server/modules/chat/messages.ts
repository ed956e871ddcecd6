import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import { MESSAGE_EMAIL_DELAY_MINUTES } from '../../../domain/limits.js';
import type {
  editMessageSchema,
  Message,
  MessagePage,
  messageListQuerySchema,
  newMessageSchema,
} from '../../../domain/schemas/chat.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import type { JobQueue } from '../../queue/job-queue.js';
import { imageKey, type ObjectStore, type StoredImage, storeImage } from '../../storage/index.js';
import { decodeSeqCursor, encodeSeqCursor } from '../shared/keyset-cursor.js';
import { CHAT_EMAIL_JOB, type ChatEmailJob } from './emails.js';
import { listeners, signal } from './live.js';
import { readMessage, readMessages } from './views.js';

// Messages (issue 18): history pages, sending (idempotent on the sender's own id), editing
// within the window, deleting for everyone. A send locks its conversation's row, so a
// conversation's messages are numbered in the order they commit and twenty concurrent retries
// of one message queue behind each other: the first writes it, the others find it.

export type MessageDeps = {
  db: Database;
  store: ObjectStore;
  queue: Pick<JobQueue, 'send'>;
  logger: Logger;
};

const messageNotFound = () => notFound(CHAT_ERRORS.messageNotFound);

export async function listMessages(
  db: Database,
  actor: Actor,
  id: string,
  query: z.infer<typeof messageListQuerySchema>,
): Promise<MessagePage> {
  await authorize(db, actor, { kind: 'conversation', id }, 'read');
  const before = query.cursor === undefined ? undefined : decodeSeqCursor(query.cursor);
  const where =
    before === undefined
      ? sql`msg.conversation_id = ${id}`
      : sql`msg.conversation_id = ${id} and msg.seq < ${before}`;
  const rows = await readMessages(db, actor.id, where, 'newest', query.limit + 1);
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse(),
    olderCursor: rows.length > query.limit && oldest ? encodeSeqCursor(oldest.seq) : null,
  };
}

/** Her message already sent with this client id, if any (in this conversation, or 400). */
async function sentBefore(db: Executor, actor: Actor, conversationId: string, clientId: string) {
  const [row] = await queryRows<{ id: string; conversation_id: string }>(
    db,
    sql`select id, conversation_id from messages where author_id = ${actor.id} and client_id = ${clientId}`,
  );
  if (!row) return null;
  if (row.conversation_id !== conversationId) throw badRequest(CHAT_ERRORS.clientId);
  return row.id;
}

export async function sendMessage(
  deps: MessageDeps,
  actor: Actor,
  conversationId: string,
  input: z.infer<typeof newMessageSchema>,
  image: Buffer | null,
): Promise<{ message: Message; created: boolean }> {
  const { db, store } = deps;
  const body = input.body ? input.body : null;
  if (body === null && image === null) throw badRequest(CHAT_ERRORS.emptyMessage);
  await authorize(db, actor, { kind: 'conversation', id: conversationId }, 'send');
  const earlier = await sentBefore(db, actor, conversationId, input.clientId);
  if (earlier) return { message: await mustReadMessage(db, actor, earlier), created: false };

  // The image is processed and stored before the transaction (sharp is slow); removed again
  // when the message is not written.
  const stored: StoredImage | null = image
    ? await storeImage(store, 'post', imageKey('message', actor.id), image)
    : null;
  let outcome: { id: string; created: boolean } | null = null;
  try {
    outcome = await db.transaction(async (tx) => {
      await authorize(tx, actor, { kind: 'conversation', id: conversationId }, 'send', {
        lock: 'no key update',
      });
      const found = await sentBefore(tx, actor, conversationId, input.clientId);
      if (found) return { id: found, created: false };
      const [next] = await queryRows<{ seq: string | number }>(
        tx,
        sql`update conversations set last_seq = last_seq + 1 where id = ${conversationId} returning last_seq as seq`,
      );
      const seq = Number(next?.seq);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into messages (conversation_id, seq, author_id, client_id, body, image_key, image_url,
              image_width, image_height)
            values (${conversationId}, ${seq}, ${actor.id}, ${input.clientId}, ${body}, ${stored?.key ?? null},
              ${stored?.url ?? null}, ${stored?.width ?? null}, ${stored?.height ?? null})
            returning id`,
      );
      if (!row) throw messageNotFound();
      await deliver(deps, tx, actor, conversationId, seq, row.id);
      return { id: row.id, created: true };
    });
  } catch (err) {
    // Her send of the same client id into another conversation committed in between (the two
    // locked different conversations; the unique index on author and client id stopped this
    // one): the answer a later retry gets, 400 (or, were it this conversation, its message).
    if (!isUniqueViolation(err)) throw err;
    const earlier = await sentBefore(db, actor, conversationId, input.clientId);
    if (!earlier) throw err;
    outcome = { id: earlier, created: false };
  } finally {
    // Only a committed new message keeps the image stored for it.
    if (stored && !outcome?.created) await store.delete(stored.key).catch(() => {});
  }
  return { message: await mustReadMessage(db, actor, outcome.id), created: outcome.created };
}

/**
 * Puts message `seq` in every participant's lists (hers read; a request from someone now her
 * connection moves to the inbox; an archived conversation comes back), signals their streams,
 * and queues the e-mail reminder for each one it leaves with something unread for the first
 * time since she last caught up (requests and muted conversations never e-mail).
 */
export async function deliver(
  deps: Pick<MessageDeps, 'queue'>,
  tx: Executor,
  actor: Actor,
  conversationId: string,
  seq: number,
  messageId: string,
) {
  const rows = await queryRows<{ user_id: string; state: string; muted: boolean; caught_up: boolean }>(
    tx,
    sql`with before as (
          select user_id, last_read_seq >= last_message_seq as caught_up
          from conversation_members
          where conversation_id = ${conversationId} and left_at is null
          for update)
        update conversation_members m set
          last_message_seq = ${seq}, last_message_at = now(), archived = false,
          last_read_seq = case when m.user_id = ${actor.id} then ${seq} else m.last_read_seq end,
          state = case
            when m.user_id = ${actor.id} then 'inbox'
            when m.state = 'request' and exists (select 1 from connections
              where connections.user_id = m.user_id and connections.other_id = ${actor.id}) then 'inbox'
            else m.state end
        from before
        where m.conversation_id = ${conversationId} and m.user_id = before.user_id
        returning m.user_id, m.state, m.muted, before.caught_up`,
  );
  const hearing = rows.filter((row) => row.state !== 'declined').map((row) => row.user_id);
  await signal(tx, hearing, { type: 'message', messageId });
  for (const row of rows) {
    if (row.user_id === actor.id || row.state !== 'inbox' || row.muted || !row.caught_up) continue;
    await deps.queue.send<ChatEmailJob>(
      CHAT_EMAIL_JOB,
      { conversationId, userId: row.user_id, seq },
      { executor: tx, startAfterSeconds: MESSAGE_EMAIL_DELAY_MINUTES * 60 },
    );
  }
}

async function mustReadMessage(db: Executor, actor: Actor, id: string): Promise<Message> {
  const message = await readMessage(db, actor.id, id);
  if (!message) throw messageNotFound();
  return message;
}

export async function editMessage(
  db: Database,
  actor: Actor,
  id: string,
  input: z.infer<typeof editMessageSchema>,
): Promise<Message> {
  await db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'message', id }, 'edit', { lock: 'no key update' });
    await tx.execute(sql`update messages set body = ${input.body}, edited_at = now() where id = ${id}`);
    await signal(tx, await listeners(tx, standing.conversationId), { type: 'message', messageId: id });
  });
  return mustReadMessage(db, actor, id);
}

/** Deleted for everyone: its text and image go, 'Mensagem apagada' stays in its place. */
export async function deleteMessage(deps: MessageDeps, actor: Actor, id: string): Promise<Message> {
  const imageKeyToDelete = await deps.db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'message', id }, 'delete', { lock: 'no key update' });
    await tx.execute(
      sql`update messages set body = null, image_key = null, image_url = null, image_width = null,
            image_height = null, deleted_at = now()
          where id = ${id}`,
    );
    await signal(tx, await listeners(tx, standing.conversationId), { type: 'message', messageId: id });
    return standing.imageKey;
  });
  if (imageKeyToDelete) {
    await deps.store.delete(imageKeyToDelete).catch((err) => {
      deps.logger.warn({ err, key: imageKeyToDelete }, 'chat: a deleted message left its image behind');
    });
  }
  return mustReadMessage(deps.db, actor, id);
}
