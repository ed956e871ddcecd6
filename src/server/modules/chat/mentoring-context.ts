import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { directKey } from './conversations.js';
import { signal } from './live.js';

/**
 * The conversation of a mentoring pair (issue 20), opened when the mentora accepts, inside that
 * transaction: one per pair (its own direct key, apart from their personal conversation, as a
 * vacancy's is), reused by a later mentoring of the same pair, which becomes its context. It
 * lands in both inboxes at once, as of now, even before anyone writes.
 */
export async function openMentoringConversation(
  tx: Executor,
  pair: { mentorId: string; menteeId: string; requestId: string },
): Promise<string> {
  const { mentorId, menteeId, requestId } = pair;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversations (kind, direct_key, context_mentoring_request_id, created_by)
        values ('direct', ${directKey(mentorId, menteeId, 'mentoring')}, ${requestId}, ${mentorId})
        on conflict (direct_key) do update
          set context_mentoring_request_id = excluded.context_mentoring_request_id
        returning id`,
  );
  if (!row) throw new Error('mentoring conversation not opened');
  await tx.execute(
    sql`insert into conversation_members (conversation_id, user_id, state, last_message_at)
        select ${row.id}, u, 'inbox', now() from unnest(${sql.param([mentorId, menteeId])}::uuid[]) as u
        on conflict (conversation_id, user_id) do update
          set state = 'inbox', archived = false,
            last_message_at = coalesce(conversation_members.last_message_at, now())`,
  );
  await signal(tx, [mentorId, menteeId], { type: 'conversation', conversationId: row.id });
  return row.id;
}
