import { type SQL, sql } from 'drizzle-orm';
import type { ConversationKind, ConversationState } from '../../../domain/enums.js';
import { CHAT_UNREAD_CAP, MESSAGE_EDIT_WINDOW_MINUTES } from '../../../domain/limits.js';
import { CONVERSATION_POLICY, MESSAGE_POLICY } from '../../../domain/rules/permissions/conversation.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { Conversation, ConversationDetail, Message } from '../../../domain/schemas/chat.js';
import type { Person } from '../../../domain/schemas/network.js';
import { type Executor, queryRows } from '../../db/client.js';
import { memberBlocks } from '../../db/schema/index.js';
import { notReportedBy } from '../../policy/post-visibility.js';
import { ifVisible } from '../../policy/privacy.js';
import { relationsTo } from '../../policy/relation.js';

// Conversations and messages as the contract shows them (schemas/chat.ts), read for one member:
// every statement here joins her own participant row, so nothing reaches anyone else. A page of
// conversations is three statements whatever its length: the rows, their participants, and her
// relations to the other members of direct conversations (a block stops the sending).

const EXCERPT_LENGTH = 140;

/** A member's card columns under `alias`: her city and state as her privacy shows them to the viewer. */
const person = (alias: string, viewerId: string) => {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const place = (name: string) =>
    sql`${ifVisible('city', viewerId, col('id'), col(name))} as ${sql.raw(`${alias}_${name}`)}`;
  return sql`${sql.raw(`${alias}.id as ${alias}_id, ${alias}.full_name as ${alias}_name,
    ${alias}.profile_image_url as ${alias}_image_url, ${alias}.professional_title as ${alias}_title,
    ${alias}.slug as ${alias}_slug`)}, ${place('city')}, ${place('state')}`;
};

type PersonFields<P extends string> = {
  [K in `${P}_id` | `${P}_name`]: string | null;
} & {
  [K in `${P}_image_url` | `${P}_title` | `${P}_slug` | `${P}_city` | `${P}_state`]: string | null;
};

function personOf<P extends string>(row: PersonFields<P>, p: P): Person | null {
  const r = row as Record<string, string | null>;
  const id = r[`${p}_id`];
  if (!id) return null;
  return {
    id,
    name: r[`${p}_name`] ?? '',
    imageUrl: r[`${p}_image_url`] ?? null,
    professionalTitle: r[`${p}_title`] ?? null,
    slug: r[`${p}_slug`] ?? null,
    city: r[`${p}_city`] ?? null,
    state: r[`${p}_state`] ?? null,
  };
}

type MessageRow = PersonFields<'a'> & {
  id: string;
  conversation_id: string;
  seq: string | number;
  author_id: string | null;
  client_id: string | null;
  body: string | null;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  editable: boolean;
  author_blocked: boolean;
  /** Hidden by moderation, or reported by her (issue 19): she sees it as deleted. */
  moderated: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toMessage(row: MessageRow, viewerId: string): Message {
  const isAuthor = row.author_id === viewerId;
  const deleted = row.deleted_at !== null || row.moderated;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    clientId: isAuthor ? row.client_id : null,
    seq: Number(row.seq),
    author: personOf(row, 'a'),
    body: deleted ? null : row.body,
    image:
      deleted || row.image_url === null
        ? null
        : { url: row.image_url, width: row.image_width ?? 0, height: row.image_height ?? 0 },
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
    deletedAt: row.moderated ? iso(row.deleted_at ?? row.created_at) : isoOrNull(row.deleted_at),
    authorBlocked: row.author_blocked,
    viewer: viewerFlags(MESSAGE_POLICY, { isAuthor, deleted, editable: row.editable }),
  };
}

/** Messages she may read (she takes part now, and they came after she joined), by `where`. */
export async function readMessages(
  db: Executor,
  viewerId: string,
  where: SQL,
  order: 'newest' | 'oldest',
  limit: number,
): Promise<Message[]> {
  const rows = await queryRows<MessageRow>(
    db,
    sql`select msg.id, msg.conversation_id, msg.seq, msg.author_id, msg.client_id, msg.body,
          msg.image_url, msg.image_width, msg.image_height, msg.created_at, msg.edited_at, msg.deleted_at,
          msg.created_at > now() - make_interval(mins => ${MESSAGE_EDIT_WINDOW_MINUTES}) as editable,
          exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewerId}
            and ${memberBlocks.blockedId} = msg.author_id) as author_blocked,
          (msg.hidden or not ${notReportedBy(viewerId, 'message', sql`msg.id`)}) as moderated,
          ${person('a', viewerId)}
        from messages msg
        join conversation_members me on me.conversation_id = msg.conversation_id
          and me.user_id = ${viewerId} and me.left_at is null and msg.seq > me.joined_seq
        left join user_profile a on a.id = msg.author_id
        where ${where}
        order by msg.seq ${sql.raw(order === 'newest' ? 'desc' : 'asc')}
        limit ${limit}`,
  );
  return rows.map((row) => toMessage(row, viewerId));
}

export async function readMessage(
  db: Executor,
  viewerId: string,
  messageId: string,
): Promise<Message | null> {
  const [message] = await readMessages(db, viewerId, sql`msg.id = ${messageId}`, 'newest', 1);
  return message ?? null;
}

type ConversationRow = PersonFields<'lp'> & {
  id: string;
  kind: ConversationKind;
  title: string | null;
  direct_key: string | null;
  context_vacancy_id: string | null;
  vacancy_title: string | null;
  context_mentoring_request_id: string | null;
  mentoring_goal: string | null;
  company_name: string | null;
  context_company_id: string | null;
  context_company_name: string | null;
  state: ConversationState;
  muted: boolean;
  archived: boolean;
  unread: boolean;
  last_message_at: string | null;
  member_count: number;
  lm_id: string | null;
  lm_seq: string | number | null;
  lm_author_id: string | null;
  lm_body: string | null;
  lm_has_image: boolean | null;
  lm_deleted: boolean | null;
  lm_created_at: Date | string | null;
};

/** What the conversation is about: a vacancy, a mentoring (issue 20), or nothing in particular. */
function contextOf(row: ConversationRow): Conversation['context'] {
  if (row.context_vacancy_id && row.vacancy_title)
    return {
      kind: 'vacancy',
      vacancyId: row.context_vacancy_id,
      title: row.vacancy_title,
      companyName: row.company_name ?? '',
    };
  if (row.context_mentoring_request_id && row.mentoring_goal)
    return {
      kind: 'mentoring',
      mentoringRequestId: row.context_mentoring_request_id,
      title: row.mentoring_goal,
    };
  if (row.context_company_id && row.context_company_name)
    return { kind: 'company', companyId: row.context_company_id, title: row.context_company_name };
  return null;
}

/**
 * Her conversations by `where` (over her participant row `me` and the conversation `c`), in
 * `order`, with what the inbox shows: the newest message she may read, the context, and the
 * number of participants. `at` is her row's last_message_at as text (the keyset's timestamp).
 */
export async function readConversations(
  db: Executor,
  viewerId: string,
  options: { where: SQL; order?: SQL; limit: number },
): Promise<(Conversation & { at: string | null })[]> {
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select c.id, c.kind, c.title, c.direct_key, c.context_vacancy_id,
          v.title as vacancy_title, co.name as company_name,
          c.context_mentoring_request_id, left(mr.goal, ${EXCERPT_LENGTH}) as mentoring_goal,
          c.context_company_id, cc.name as context_company_name,
          me.state, me.muted, me.archived, me.last_message_seq > me.last_read_seq as unread,
          to_char(me.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_message_at,
          (select count(*)::int from conversation_members x
            where x.conversation_id = c.id and x.left_at is null) as member_count,
          lm.id as lm_id, lm.seq as lm_seq, lm.author_id as lm_author_id,
          left(lm.body, ${EXCERPT_LENGTH}) as lm_body, lm.image_url is not null as lm_has_image,
          (lm.deleted_at is not null or lm.hidden) as lm_deleted, lm.created_at as lm_created_at,
          ${person('lp', viewerId)}
        from conversation_members me
        join conversations c on c.id = me.conversation_id
        left join messages lm on lm.conversation_id = c.id and lm.seq = c.last_seq and lm.seq > me.joined_seq
        left join user_profile lp on lp.id = lm.author_id
        left join job_vacancies v on v.id = c.context_vacancy_id
        left join companies co on co.id = v.company_id
        left join mentoring_requests mr on mr.id = c.context_mentoring_request_id
        left join companies cc on cc.id = c.context_company_id
        where me.user_id = ${viewerId} and me.left_at is null and ${options.where}
        ${options.order ? sql`order by ${options.order}` : sql``}
        limit ${options.limit}`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const participants = await readParticipants(db, viewerId, ids);
  const others = rows.flatMap((row) => (row.kind === 'direct' ? (participants.get(row.id) ?? []) : []));
  const relations = await relationsTo(
    db,
    viewerId,
    others.map((other) => other.id),
  );
  return rows.map((row) => {
    const people = participants.get(row.id) ?? [];
    const blocked = row.kind === 'direct' && people.some((other) => relations.get(other.id)?.blocked);
    const deleted = row.lm_deleted === true;
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      participants: people,
      memberCount: row.member_count,
      context: contextOf(row),
      state: row.state,
      muted: row.muted,
      archived: row.archived,
      unread: row.unread,
      lastMessage:
        row.lm_id === null
          ? null
          : {
              id: row.lm_id,
              seq: Number(row.lm_seq),
              mine: row.lm_author_id === viewerId,
              authorName: row.lp_name,
              excerpt: deleted ? null : row.lm_body,
              hasImage: !deleted && row.lm_has_image === true,
              deleted,
              createdAt: iso(row.lm_created_at ?? new Date()),
            },
      viewer: viewerFlags(CONVERSATION_POLICY, {
        participant: true,
        kind: row.kind,
        state: row.state,
        blocked,
      }),
      at: row.last_message_at,
    };
  });
}

/** The other participants of each conversation (taking part now), in the order they joined. */
async function readParticipants(
  db: Executor,
  viewerId: string,
  conversationIds: readonly string[],
): Promise<Map<string, Person[]>> {
  const rows = await queryRows<PersonFields<'p'> & { conversation_id: string }>(
    db,
    sql`select m.conversation_id, ${person('p', viewerId)}
        from conversation_members m
        join user_profile p on p.id = m.user_id
        where m.conversation_id = any(${sql.param(conversationIds)}::uuid[])
          and m.left_at is null and m.user_id <> ${viewerId}
        order by m.joined_at, m.user_id`,
  );
  const result = new Map<string, Person[]>();
  for (const row of rows) {
    const list = result.get(row.conversation_id) ?? [];
    const p = personOf(row, 'p');
    if (p) list.push(p);
    result.set(row.conversation_id, list);
  }
  return result;
}

export async function readConversation(
  db: Executor,
  viewerId: string,
  conversationId: string,
): Promise<Conversation | null> {
  const [conversation] = await readConversations(db, viewerId, {
    where: sql`c.id = ${conversationId}`,
    limit: 1,
  });
  if (!conversation) return null;
  const { at: _at, ...rest } = conversation;
  return rest;
}

/**
 * How far a participant has read, as the others see it: nothing of a request she has not
 * accepted (or declined), so that reading a request tells its sender nothing.
 */
export const shownReadSeq = (alias: string) =>
  sql.raw(`case when ${alias}.state = 'inbox' then ${alias}.last_read_seq else ${alias}.joined_seq end`);

/** A conversation with how far each other participant has read ('Visto'). */
export async function readConversationDetail(
  db: Executor,
  viewerId: string,
  conversationId: string,
): Promise<ConversationDetail | null> {
  const conversation = await readConversation(db, viewerId, conversationId);
  if (!conversation) return null;
  const readers = await queryRows<{ user_id: string; last_read_seq: string | number }>(
    db,
    sql`select user_id, ${shownReadSeq('conversation_members')} as last_read_seq from conversation_members
        where conversation_id = ${conversationId} and left_at is null and user_id <> ${viewerId}`,
  );
  return {
    ...conversation,
    readers: readers.map((row) => ({ memberId: row.user_id, lastReadSeq: Number(row.last_read_seq) })),
  };
}

/** Her unread conversations in her inbox (muted and archived ones aside), up to CHAT_UNREAD_CAP. */
export async function unreadConversations(db: Executor, viewerId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
          select 1 from conversation_members
          where user_id = ${viewerId} and left_at is null and last_message_seq > last_read_seq
            and state = 'inbox' and not archived and not muted
          limit ${CHAT_UNREAD_CAP}) as unread`,
  );
  return row?.count ?? 0;
}
