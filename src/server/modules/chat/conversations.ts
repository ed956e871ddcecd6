import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import type { ConversationState } from '../../../domain/enums.js';
import { CHAT_GROUP_MAX_MEMBERS } from '../../../domain/limits.js';
import type {
  addMembersSchema,
  Conversation,
  ConversationDetail,
  ConversationPage,
  conversationListQuerySchema,
  conversationUpdateSchema,
  newDirectSchema,
  newGroupSchema,
} from '../../../domain/schemas/chat.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize, requireMember } from '../../policy/authorize.js';
import { checkNewAccountCap } from '../../policy/new-account-caps.js';
import { decodeCursor, encodeCursor } from '../shared/keyset-cursor.js';
import { listeners, signal } from './live.js';
import { readConversation, readConversationDetail, readConversations, unreadConversations } from './views.js';

// Conversations (issue 18): her folders, a direct conversation found or started, groups among
// her connections, and what she does with one (mute, archive, accept or decline a request,
// add people, leave). Every action asks the policy layer first; every change that others must
// see is signalled to them in its own transaction (live.ts).

const conversationNotFound = () => notFound(CHAT_ERRORS.conversationNotFound);

/** The one direct conversation of a pair (and of a vacancy, for staff writing to an applicant). */
export function directKey(a: string, b: string, vacancyId?: string): string {
  const [low, high] = a < b ? [a, b] : [b, a];
  return vacancyId ? `${low}:${high}:${vacancyId}` : `${low}:${high}`;
}

const FOLDERS = {
  inbox: sql`me.state = 'inbox' and not me.archived`,
  requests: sql`me.state = 'request'`,
  archived: sql`me.state = 'inbox' and me.archived`,
};

export async function listConversations(
  db: Database,
  actor: Actor,
  query: z.infer<typeof conversationListQuerySchema>,
): Promise<ConversationPage> {
  const conditions = [FOLDERS[query.folder], sql`me.last_message_at is not null`];
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    conditions.push(
      sql`(me.last_message_at, me.conversation_id) < (${key.at}::timestamptz, ${key.id}::uuid)`,
    );
  }
  if (query.q) {
    const term = sql`'%' || ${foldedTerm(query.q)} || '%'`;
    conditions.push(sql`(f_unaccent(lower(coalesce(c.title, ''))) like ${term}
      or exists (select 1 from conversation_members o join user_profile op on op.id = o.user_id
        where o.conversation_id = me.conversation_id and o.user_id <> me.user_id and o.left_at is null
          and f_unaccent(lower(op.full_name)) like ${term}))`);
  }
  const rows = await readConversations(db, actor.id, {
    where: sql.join(conditions, sql` and `),
    order: sql`me.last_message_at desc, me.conversation_id desc`,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ at: _at, ...conversation }) => conversation),
    nextCursor: rows.length > query.limit && last?.at ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

async function mustRead(db: Executor, actor: Actor, id: string): Promise<Conversation> {
  const conversation = await readConversation(db, actor.id, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/**
 * The direct conversation between her and a member, started when there is none: 201 new, 200
 * existing. A stranger's conversation waits in the other's requests; a connection's, or staff
 * writing about a vacancy to one of its applicants, goes to her inbox.
 */
export async function openDirect(
  db: Database,
  actor: Actor,
  input: z.infer<typeof newDirectSchema>,
): Promise<{ conversation: Conversation; created: boolean }> {
  const { memberId, vacancyId } = input;
  if (memberId === actor.id) throw badRequest(CHAT_ERRORS.self);
  const key = directKey(actor.id, memberId, vacancyId);
  const existing = await existingDirect(db, actor, key);
  if (existing) return { conversation: existing, created: false };

  let recipientState: ConversationState;
  if (vacancyId) {
    await authorize(db, actor, { kind: 'vacancy', id: vacancyId }, 'manage');
    await requireMember(db, actor, memberId);
    const [applied] = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from job_applications where job_id = ${vacancyId} and user_id = ${memberId}`,
    );
    if (!applied) throw notFound(CHAT_ERRORS.notApplicant);
    recipientState = 'inbox';
  } else {
    const standing = await authorize(db, actor, { kind: 'member', id: memberId }, 'message');
    recipientState = standing.relation.connected ? 'inbox' : 'request';
  }

  const id = await db.transaction(async (tx) => {
    if (recipientState === 'request') await checkNewAccountCap(tx, actor.id, 'messageRequest');
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into conversations (kind, direct_key, context_vacancy_id, created_by)
          values ('direct', ${key}, ${vacancyId ?? null}, ${actor.id})
          on conflict (direct_key) do nothing returning id`,
    );
    // Started at the same moment by the other side (or a double click): theirs stands.
    if (!row) return null;
    await tx.execute(
      sql`insert into conversation_members (conversation_id, user_id, state)
          values (${row.id}, ${actor.id}, 'inbox'), (${row.id}, ${memberId}, ${recipientState})`,
    );
    return row.id;
  });
  if (!id) {
    const raced = await existingDirect(db, actor, key);
    if (!raced) throw conversationNotFound();
    return { conversation: raced, created: false };
  }
  return { conversation: await mustRead(db, actor, id), created: true };
}

async function existingDirect(db: Executor, actor: Actor, key: string): Promise<Conversation | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from conversations where direct_key = ${key}`,
  );
  return row ? readConversation(db, actor.id, row.id) : null;
}

/** Of `ids`, the ones that are not her connections (a block ends a connection: issue 19). */
async function notConnections(db: Executor, actor: Actor, ids: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select i as id from unnest(${sql.param([...ids])}::uuid[]) as i
        where not exists (select 1 from connections where user_id = ${actor.id} and other_id = i)`,
  );
  return rows.map((row) => row.id);
}

export async function createGroup(
  db: Database,
  actor: Actor,
  input: z.infer<typeof newGroupSchema>,
): Promise<Conversation> {
  const memberIds = [...new Set(input.memberIds)].filter((id) => id !== actor.id);
  if (memberIds.length === 0) throw badRequest(CHAT_ERRORS.groupMembersRequired);
  if ((await notConnections(db, actor, memberIds)).length > 0)
    throw forbidden(CHAT_ERRORS.groupOnlyConnections);
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into conversations (kind, title, created_by) values ('group', ${input.title}, ${actor.id})
          returning id`,
    );
    if (!row) throw conversationNotFound();
    const everyone = [actor.id, ...memberIds];
    // Shown at once in everyone's inbox, as of its creation.
    await tx.execute(
      sql`insert into conversation_members (conversation_id, user_id, state, last_message_at)
          select ${row.id}, u, 'inbox', now() from unnest(${sql.param(everyone)}::uuid[]) as u`,
    );
    await signal(tx, everyone, { type: 'conversation', conversationId: row.id });
    return row.id;
  });
  return mustRead(db, actor, id);
}

export async function getConversation(db: Database, actor: Actor, id: string): Promise<ConversationDetail> {
  await authorize(db, actor, { kind: 'conversation', id }, 'read');
  const detail = await readConversationDetail(db, actor.id, id);
  if (!detail) throw conversationNotFound();
  return detail;
}

export async function updateConversation(
  db: Database,
  actor: Actor,
  id: string,
  input: z.infer<typeof conversationUpdateSchema>,
): Promise<Conversation> {
  await db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'conversation', id }, 'organise', {
      lock: 'no key update',
    });
    if (input.title !== undefined) {
      if (standing.kind !== 'group') throw badRequest(CHAT_ERRORS.notGroup);
      await tx.execute(sql`update conversations set title = ${input.title} where id = ${id}`);
      await signal(tx, await listeners(tx, id), { type: 'conversation', conversationId: id });
    }
    if (input.muted !== undefined || input.archived !== undefined) {
      await tx.execute(
        sql`update conversation_members
            set muted = coalesce(${input.muted ?? null}::boolean, muted),
                archived = coalesce(${input.archived ?? null}::boolean, archived)
            where conversation_id = ${id} and user_id = ${actor.id}`,
      );
      // Her other pages: the folders and the unread count changed.
      await signal(tx, [actor.id], { type: 'conversation', conversationId: id });
    }
  });
  return mustRead(db, actor, id);
}

/** A request she received goes to her inbox (already there: nothing changes). */
export async function acceptRequest(db: Database, actor: Actor, id: string): Promise<Conversation> {
  await db.transaction(async (tx) => {
    const standing = await authorize(tx, actor, { kind: 'conversation', id }, 'organise', {
      lock: 'no key update',
    });
    if (standing.state === 'inbox') return;
    await tx.execute(
      sql`update conversation_members set state = 'inbox' where conversation_id = ${id} and user_id = ${actor.id}`,
    );
    await signal(tx, [actor.id], { type: 'conversation', conversationId: id });
    // What she read of it before accepting is now the others' to see ('Visto').
    if (standing.lastReadSeq > 0) await signalRead(tx, actor, id);
  });
  return mustRead(db, actor, id);
}

/** Tells the conversation's other participants how far she has read ('Visto'). */
async function signalRead(tx: Executor, actor: Actor, id: string) {
  const others = (await listeners(tx, id)).filter((user) => user !== actor.id);
  await signal(tx, others, { type: 'read', conversationId: id, memberId: actor.id });
}

/** A request she received leaves her lists; the sender is not told (nothing signals her). */
export async function declineRequest(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'conversation', id }, 'answerRequest', { lock: 'no key update' });
    await tx.execute(
      sql`update conversation_members set state = 'declined' where conversation_id = ${id} and user_id = ${actor.id}`,
    );
    await signal(tx, [actor.id], { type: 'conversation', conversationId: id });
  });
}

/** Adds her connections to a group; they read what is written from now on. */
export async function addMembers(
  db: Database,
  actor: Actor,
  id: string,
  input: z.infer<typeof addMembersSchema>,
): Promise<ConversationDetail> {
  const memberIds = [...new Set(input.memberIds)].filter((memberId) => memberId !== actor.id);
  await db.transaction(async (tx) => {
    // The conversation's row, locked: two additions at once cannot pass the size limit together.
    // Asked first: to anyone outside the group it does not exist, whoever she names (404).
    await authorize(tx, actor, { kind: 'conversation', id }, 'addMembers', { lock: 'update' });
    if ((await notConnections(tx, actor, memberIds)).length > 0)
      throw forbidden(CHAT_ERRORS.groupOnlyConnections);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from conversation_members
          where conversation_id = ${id} and left_at is null
            and user_id <> all(${sql.param(memberIds)}::uuid[])`,
    );
    if ((count?.n ?? 0) + memberIds.length > CHAT_GROUP_MAX_MEMBERS)
      throw badRequest(CHAT_ERRORS.groupTooLarge);
    await tx.execute(
      sql`insert into conversation_members
            (conversation_id, user_id, state, joined_seq, last_read_seq, last_message_seq, last_message_at)
          select c.id, u, 'inbox', c.last_seq, c.last_seq, c.last_seq, now()
          from conversations c, unnest(${sql.param(memberIds)}::uuid[]) as u
          where c.id = ${id}
          on conflict (conversation_id, user_id) do update set
            left_at = null, state = 'inbox', joined_at = now(), joined_seq = excluded.joined_seq,
            last_read_seq = excluded.last_read_seq, last_message_seq = excluded.last_message_seq,
            last_message_at = excluded.last_message_at, archived = false
          where conversation_members.left_at is not null`,
    );
    await signal(tx, await listeners(tx, id), { type: 'conversation', conversationId: id });
  });
  return getConversation(db, actor, id);
}

/** She leaves a group: nothing more reaches her, and it leaves her lists. */
export async function leaveGroup(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'conversation', id }, 'leave', { lock: 'no key update' });
    await tx.execute(
      sql`update conversation_members set left_at = now() where conversation_id = ${id} and user_id = ${actor.id}`,
    );
    await signal(tx, [actor.id, ...(await listeners(tx, id))], { type: 'conversation', conversationId: id });
  });
}

/** Marks read up to `seq` (never backwards); the others see 'Visto', her pages the new count. */
export async function markRead(
  db: Database,
  actor: Actor,
  id: string,
  seq: number,
): Promise<{ count: number }> {
  await db.transaction(async (tx) => {
    await authorize(tx, actor, { kind: 'conversation', id }, 'organise');
    const [moved] = await queryRows<{ state: ConversationState }>(
      tx,
      sql`update conversation_members set last_read_seq = least(${seq}::bigint, last_message_seq)
          where conversation_id = ${id} and user_id = ${actor.id}
            and last_read_seq < least(${seq}::bigint, last_message_seq)
          returning state`,
    );
    if (!moved) return;
    // A request she has not accepted keeps her reading to herself: the sender sees no 'Visto'
    // (nor, should she decline, that she read it first).
    if (moved.state === 'inbox') await signalRead(tx, actor, id);
    await signal(tx, [actor.id], { type: 'unread' });
  });
  return { count: await unreadConversations(db, actor.id) };
}
