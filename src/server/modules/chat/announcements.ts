import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import type { Actor } from '../../policy/actor.js';
import type { MessageDeps } from './messages.js';
import { deliver } from './messages.js';

/**
 * A message she sends one member about something they share (issue 20: an organiser to an
 * event's attendee), inside the caller's transaction. It goes to their conversation about that
 * thing — a direct one with its own key, as staff writing to a vacancy's applicant have — found
 * or started here, straight in the other's inbox (she answered the event; it is no stranger's
 * request). A conversation the other declined stays declined: she does not hear it. Delivered
 * like any message (lists, live streams, the unread e-mail). The caller has checked the sender's
 * right and that no block stands between the two.
 */
export async function sendAbout(
  deps: Pick<MessageDeps, 'queue'>,
  tx: Executor,
  actor: Actor,
  recipientId: string,
  about: string,
  body: string,
): Promise<void> {
  const [low, high] = actor.id < recipientId ? [actor.id, recipientId] : [recipientId, actor.id];
  const [conversation] = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversations (kind, direct_key, created_by)
        values ('direct', ${`${low}:${high}:${about}`}, ${actor.id})
        on conflict (direct_key) do update set direct_key = excluded.direct_key
        returning id`,
  );
  if (!conversation) throw new Error('conversation not opened');
  const id = conversation.id;
  await tx.execute(
    sql`insert into conversation_members (conversation_id, user_id, state)
        values (${id}, ${actor.id}, 'inbox'), (${id}, ${recipientId}, 'inbox')
        on conflict (conversation_id, user_id) do nothing`,
  );
  const [next] = await queryRows<{ seq: string | number }>(
    tx,
    sql`update conversations set last_seq = last_seq + 1 where id = ${id} returning last_seq as seq`,
  );
  const seq = Number(next?.seq);
  const [message] = await queryRows<{ id: string }>(
    tx,
    sql`insert into messages (conversation_id, seq, author_id, client_id, body)
        values (${id}, ${seq}, ${actor.id}, ${randomUUID()}, ${body}) returning id`,
  );
  if (!message) throw new Error('message not written');
  await deliver(deps, tx, actor, id, seq, message.id);
}
