import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversationKind, ConversationState } from '../../domain/enums.js';
import { MESSAGE_EDIT_WINDOW_MINUTES } from '../../domain/limits.js';
import type { ConversationSubject, MessageSubject } from '../../domain/rules/permissions/conversation.js';
import { type Executor, queryRows } from '../db/client.js';
import type { Actor } from './actor.js';
import { relationBetween } from './relation.js';
import type { Lock } from './standings.js';

// Where she stands in a conversation and towards one of its messages (issue 18). Null — 404 —
// unless she takes part in it now: a stranger, a former group member and a platform
// administrator alike find nothing. One query each, plus her relation to the other member of a
// direct conversation (a block between them stops the sending, issue 19).

const isUuid = (id: string) => z.guid().safeParse(id).success;

export type ConversationStanding = ConversationSubject & {
  conversationId: string;
  /** The other member of a direct conversation. */
  otherId: string | null;
  contextVacancyId: string | null;
  /** The newest message she may read from (a group's later member starts at her joining). */
  joinedSeq: number;
  lastReadSeq: number;
};

/** The other member named by a direct conversation's key ('<a>:<b>[:<vacancy>]'). */
export function otherOfDirectKey(directKey: string, actorId: string): string | null {
  const [a, b] = directKey.split(':');
  if (!a || !b) return null;
  return a === actorId ? b : b === actorId ? a : null;
}

export async function conversationStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<ConversationStanding | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<{
    kind: ConversationKind;
    direct_key: string | null;
    context_vacancy_id: string | null;
    state: ConversationState;
    joined_seq: string | number;
    last_read_seq: string | number;
  }>(
    db,
    sql`select c.kind, c.direct_key, c.context_vacancy_id, m.state, m.joined_seq, m.last_read_seq
        from conversations c
        join conversation_members m on m.conversation_id = c.id and m.user_id = ${actor.id}
          and m.left_at is null
        where c.id = ${id}
        ${lock ? sql.raw(`for ${lock} of c`) : sql``}`,
  );
  if (!row) return null;
  const otherId = row.direct_key ? otherOfDirectKey(row.direct_key, actor.id) : null;
  const blocked = otherId ? (await relationBetween(db, actor.id, otherId)).blocked : false;
  return {
    conversationId: id,
    participant: true,
    kind: row.kind,
    state: row.state,
    blocked,
    otherId,
    contextVacancyId: row.context_vacancy_id,
    joinedSeq: Number(row.joined_seq),
    lastReadSeq: Number(row.last_read_seq),
  };
}

export type MessageStanding = MessageSubject & {
  messageId: string;
  conversationId: string;
  seq: number;
  imageKey: string | null;
};

/** A message of a conversation she takes part in (and may read: after she joined it). */
export async function messageStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<MessageStanding | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<{
    conversation_id: string;
    seq: string | number;
    author_id: string | null;
    deleted: boolean;
    editable: boolean;
    image_key: string | null;
  }>(
    db,
    sql`select msg.conversation_id, msg.seq, msg.author_id, (msg.deleted_at is not null or msg.hidden) as deleted,
          msg.created_at > now() - make_interval(mins => ${MESSAGE_EDIT_WINDOW_MINUTES}) as editable,
          msg.image_key
        from messages msg
        join conversation_members m on m.conversation_id = msg.conversation_id
          and m.user_id = ${actor.id} and m.left_at is null and msg.seq > m.joined_seq
        where msg.id = ${id}
        ${lock ? sql.raw(`for ${lock} of msg`) : sql``}`,
  );
  if (!row) return null;
  return {
    messageId: id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    imageKey: row.image_key,
    isAuthor: row.author_id === actor.id,
    deleted: row.deleted,
    editable: row.editable,
  };
}
