import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  type Database,
  type DatabaseHandle,
  openEmbedded,
  openPostgres,
  POSTGRES_TIMEOUTS,
  queryRows,
} from '../src/server/db/client.js';
import { seedReference } from '../src/server/db/seed/index.js';
import { type ChatPlanName, explainChat } from '../src/server/modules/chat/index.js';
import { encodeCursor, encodeSeqCursor } from '../src/server/modules/shared/keyset-cursor.js';
import { insertBulkMembers } from '../src/server/test/bulk-data.js';
import { failStreamServer, startStreamServer } from './stream-server.js';

// One product process of the chat bench (bench/chat.ts forks it, talks over IPC): opens PGlite
// in a temporary folder or PostgreSQL (BENCH_DATABASE_URL) and serves the real app on
// @hono/node-server. With BENCH_LOAD=1 it first makes the bench's data, all in SQL
// (generate_series, one statement per table):
//
// - members 1…max(BENCH_STREAMS, BENCH_CHAT_INBOX) + 1 (insertBulkMembers: repeating Brazilian
//   names), a signed-in session for members 1…BENCH_STREAMS + 1 (written straight into
//   auth_session, signed as better-auth signs its cookie: no password hashing);
// - member 1 in BENCH_CHAT_INBOX conversations, one with each of members 2…: direct ones, and
//   one in 25 a group of four (beyond the live bench's members); her last message at a random
//   moment of the last year; of those beyond the live bench's, 6 % a request she received, 2 %
//   declined, 10 % archived, 5 % muted, and a quarter with messages she has not read;
// - every other member in BACKGROUND more direct conversations with her nearest numbers, so that
//   member 1's rows are a small part of conversation_members, as one member's are in life (were
//   they half of the table, reading it whole would rightly be the cheaper plan);
// - BENCH_CHAT_MESSAGES messages: BENCH_CHAT_HISTORY in her conversation with member 2, 40 % of
//   the rest spread evenly over her other conversations, 60 % over everyone else's (each
//   numbered 1…n in its conversation, five minutes apart, up to its last message). Loaded with
//   the messages' secondary indexes dropped and made again afterwards (their definitions read
//   from the catalogue: the migration's, unchanged) and without the foreign-key triggers
//   (session_replication_role = replica: the rows are right by construction), then VACUUM
//   ANALYZE, as autovacuum would.
//
// Then the plans of the chat's reading statements for member 1 (modules/chat/plans.ts: the same
// statements the API sends), checked: history through messages_conversation_seq_key, her
// folders through conversation_members_folder_idx, her unread count through
// conversation_members_unread_idx, none of the chat's tables read whole, nothing sorted (her
// requests' page, which sorts today, is reported as a note: see planProblems).

const kind = process.env.BENCH_KIND as 'postgres' | 'pglite';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const INBOX = Number(process.env.BENCH_CHAT_INBOX ?? 10_000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000_000);
const HISTORY = Number(process.env.BENCH_CHAT_HISTORY ?? 200_000);
const LOAD = process.env.BENCH_LOAD === '1';
const ANALYZE = process.env.BENCH_VERBOSE === '1';
const SECRET = process.env.BENCH_SECRET as string;
const TAG = 'chat';
/** Conversations each member other than member 1 starts with others (her nearest numbers). */
const BACKGROUND = 4;
/** Her inbox searched by a participant's name (the plan checked): a common surname. */
const SEARCH = process.env.BENCH_CHAT_SEARCH ?? 'oliveira';

const send = (message: unknown) => process.send?.(message);

/** The cookie better-auth reads: the session token and its HMAC-SHA256 (base64) with the secret. */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Member number `expr`, as insertBulkMembers made her id. */
const M = (expr: string) => `md5('${TAG}' || (${expr}))::uuid`;
/** A uniform integer in 0..2^31-1 drawn from `expr` (an int) and `salt`: the same every run. */
const H = (expr: string, salt: number) => `(hashint4((${expr})::int + ${salt * 1_000_003}) & 2147483647)`;

type Step = { name: string; ms: number };

async function load(db: Database): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    steps.push({ name, ms: performance.now() - t });
  };
  const exec = (text: string) => db.execute(sql.raw(text));
  const members = Math.max(STREAMS, INBOX) + 1;
  // What is not in the long conversation: 40 % in her other conversations, 60 % in the others'.
  const perHers = Math.max(1, Math.floor((0.4 * (MESSAGES - HISTORY)) / Math.max(1, INBOX - 1)));
  const perOthers = Math.max(1, Math.floor((0.6 * (MESSAGES - HISTORY)) / ((members - 1) * BACKGROUND)));
  const live = STREAMS + 1;

  await step('members and sessions', async () => {
    await seedReference(db);
    await insertBulkMembers(db, members, TAG);
    await exec(`
      insert into auth_session (user_id, token, expires_at)
      select ${M('g')}, 'chat-token-' || g, now() + interval '1 day'
      from generate_series(1, ${live}) g`);
  });
  await step('conversations', async () => {
    // Conversation number g: hers with member g (2…INBOX + 1), then the others' (two members
    // drawn among 2…members, each with her BACKGROUND nearest numbers): its id, kind, members,
    // its messages' count and the moment of its last one.
    await exec('drop table if exists bench_chat_conversations');
    await exec(`
      create table bench_chat_conversations as
      select g, md5('chat-conversation' || g)::uuid as id, g <= ${INBOX + 1} as hers,
        case when g > ${live} and g <= ${INBOX + 1} and g % 25 = 0 then 'group' else 'direct' end as kind,
        case when g <= ${INBOX + 1} then ${M('1')} else ${M(`2 + (g - ${INBOX + 2}) / ${BACKGROUND}`)} end as first,
        case when g <= ${INBOX + 1} then ${M('g')}
          else ${M(`2 + ((g - ${INBOX + 2}) / ${BACKGROUND} + 1 + (g - ${INBOX + 2}) % ${BACKGROUND}) % ${members - 1}`)} end
          as other,
        ${M(`2 + (g + 7) % ${members - 1}`)} as third, ${M(`2 + (g + 13) % ${members - 1}`)} as fourth,
        case when g = 2 then ${HISTORY} when g <= ${INBOX + 1} then ${perHers} else ${perOthers} end::bigint
          as last_seq,
        date_trunc('second', now()) - ${H('g', 1)} % ${365 * 86400} * interval '1 second'
          - ${H('g', 2)} % 1000000 * interval '1 microsecond' as last_at,
        ${H('g', 3)} % 100 as folder_draw, ${H('g', 4)} % 100 as unread_draw
      from generate_series(2, ${INBOX + 1 + (members - 1) * BACKGROUND}) g`);
    await exec(`
      insert into conversations (id, kind, title, direct_key, created_by, last_seq, created_at)
      select id, kind,
        case when kind = 'group' then 'Equipe ' || g end,
        case when kind = 'direct' then
          least(first::text collate "C", other::text collate "C") || ':'
            || greatest(first::text collate "C", other::text collate "C") end,
        first, last_seq, last_at - last_seq * interval '5 minutes'
      from bench_chat_conversations`);
    // Her rows: beyond the live bench's conversations, some requests she received, some declined,
    // archived or muted, and a quarter unread (one to five messages).
    await exec(`
      insert into conversation_members (conversation_id, user_id, state, archived, muted, joined_at,
        last_read_seq, last_message_seq, last_message_at)
      select id, ${M('1')},
        case when g <= ${live} or kind = 'group' then 'inbox' when folder_draw < 6 then 'request'
          when folder_draw < 8 then 'declined' else 'inbox' end,
        g > ${live} and folder_draw between 8 and 17, g > ${live} and folder_draw between 18 and 22,
        last_at - last_seq * interval '5 minutes',
        case when g > ${live} and unread_draw < 25 then greatest(0, last_seq - 1 - ${H('g', 5)} % 5)
          else last_seq end,
        last_seq, last_at
      from bench_chat_conversations where hers`);
    // Everyone else's rows: each has read all of it.
    await exec(`
      insert into conversation_members (conversation_id, user_id, state, joined_at, last_read_seq,
        last_message_seq, last_message_at)
      select c.id, m.user_id, 'inbox', c.last_at - c.last_seq * interval '5 minutes', c.last_seq,
        c.last_seq, c.last_at
      from bench_chat_conversations c
      cross join lateral (values (case when not c.hers then c.first end), (c.other),
        (case when c.kind = 'group' then c.third end), (case when c.kind = 'group' then c.fourth end)) m(user_id)
      where m.user_id is not null
      order by 1, 2
      on conflict do nothing`);
  });
  await step('messages', () =>
    db.transaction(async (tx) => {
      const run = (text: string) => tx.execute(sql.raw(text));
      // No foreign-key triggers (the rows are right by construction), and the secondary indexes
      // made once at the end, not row by row: their definitions as the migration made them.
      await run('set local session_replication_role = replica');
      const indexes = await queryRows<{ name: string; definition: string }>(
        tx,
        sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
            where i.schemaname = 'public' and i.tablename = 'messages'
              and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      );
      for (const index of indexes) await run(`drop index ${index.name}`);
      await run(`
        insert into messages (conversation_id, seq, author_id, body, created_at)
        select c.id, s,
          case when s % 2 = 0 then c.first when c.kind = 'group' and s % 3 = 0 then c.third else c.other end,
          case when s % 7 = 0 then 'Oi! Tudo bem? Vi a vaga que você compartilhou e queria saber mais sobre a equipe.'
            else 'Mensagem ' || s || ' da conversa ' || c.g end,
          c.last_at - (c.last_seq - s) * interval '5 minutes'
        from bench_chat_conversations c cross join lateral generate_series(1, c.last_seq::int) s`);
      for (const index of indexes) await run(index.definition);
    }),
  );
  await step('vacuum analyze', async () => {
    await exec('drop table bench_chat_conversations');
    for (const table of [
      'auth_user',
      'user_profile',
      'auth_session',
      'conversations',
      'conversation_members',
      'messages',
    ])
      await exec(`vacuum analyze ${table}`);
  });
  return steps;
}

type Census = {
  messages: number;
  history: number;
  conversations: number;
  folders: Record<string, number>;
  unread: number;
  messagesMb: number;
};

async function census(db: Database): Promise<Census> {
  const [row] = await queryRows<{
    messages: number;
    history: number;
    conversations: number;
    inbox: number;
    archived: number;
    requests: number;
    declined: number;
    muted: number;
    unread: number;
    size: string;
  }>(
    db,
    sql`select (select count(*)::int from messages) as messages,
          (select count(*)::int from messages where conversation_id = md5('chat-conversation' || 2)::uuid) as history,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)}) as conversations,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)} and state = 'inbox' and not archived) as inbox,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)} and state = 'inbox' and archived) as archived,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)} and state = 'request') as requests,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)} and state = 'declined') as declined,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)} and muted) as muted,
          (select count(*)::int from conversation_members where user_id = ${memberId(1)} and last_message_seq > last_read_seq
             and state = 'inbox' and not archived and not muted) as unread,
          pg_total_relation_size('messages') as size`,
  );
  return {
    messages: row!.messages,
    history: row!.history,
    conversations: row!.conversations,
    folders: {
      inbox: row!.inbox,
      archived: row!.archived,
      requests: row!.requests,
      declined: row!.declined,
      muted: row!.muted,
    },
    unread: row!.unread,
    messagesMb: Number(row!.size) / 1024 / 1024,
  };
}

/** Member number `g`'s id, as md5(tag || g)::uuid makes it (computed by the database). */
const memberId = (g: number) => sql`md5(${TAG} || ${g}::int)::uuid`;

/**
 * What is wrong with a plan: the index it must read through, chat tables it must not read whole,
 * a sort (a keyset page comes out of its index in order: a sort sorts all of what matches). Her
 * requests' sort is a note, not a failure: see NOTES.
 */
function planProblems(name: ChatPlanName, plan: string): { problems: string[]; notes: string[] } {
  const expected: Record<ChatPlanName, RegExp> = {
    history: /messages_conversation_seq_key/,
    deepHistory: /messages_conversation_seq_key/,
    inbox: /conversation_members_folder_idx/,
    deepInbox: /conversation_members_folder_idx/,
    search: /conversation_members_folder_idx/,
    requests: /conversation_members_requests_idx/,
    unread: /conversation_members_unread_idx/,
  };
  const problems: string[] = [];
  const notes: string[] = [];
  if (!expected[name].test(plan)) problems.push(`${name}: does not read through ${expected[name].source}`);
  // A deep page starts at its cursor in the index (an index condition), not by skipping rows.
  if (name === 'deepHistory' && !/Index Cond: \(\(conversation_id = [^\n]*seq < /.test(plan))
    problems.push(`${name}: the cursor (seq <) is not an index condition`);
  if (name === 'deepInbox' && !/Index Cond: [^\n]*ROW\(last_message_at, conversation_id\) < /.test(plan))
    problems.push(`${name}: the cursor (last_message_at, conversation_id) is not an index condition`);
  for (const m of plan.matchAll(/Seq Scan on (messages|conversation_members|conversations|user_profile)\b/g))
    problems.push(`${name}: reads all of ${m[1]}`);
  if (/(^|->\s+)(Incremental )?Sort\s/m.test(plan)) {
    // Through its own index the requests' sort holds her requests only; with few of them (the
    // --check size) the planner prefers a bitmap scan and a top-N sort, with many the ordered
    // index scan (measured at full size).
    if (name === 'requests' && /conversation_members_requests_idx/.test(plan))
      notes.push('requests: a top-N sort over her requests only (few of them: the planner prefers it)');
    else problems.push(`${name}: sorts`);
  }
  return { problems, notes };
}

async function pages(db: Database) {
  const [deep] = await queryRows<{ at: string; id: string }>(
    db,
    sql`select to_char(last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
          conversation_id as id
        from conversation_members
        where user_id = ${memberId(1)} and left_at is null and state = 'inbox' and not archived
          and last_message_at is not null
        order by last_message_at desc, conversation_id desc
        offset (select count(*) / 2 from conversation_members where user_id = ${memberId(1)}
          and state = 'inbox' and not archived)
        limit 1`,
  );
  if (!deep) throw new Error('no bench conversations');
  const [ids] = await queryRows<{ viewer: string; history: string; short: string }>(
    db,
    sql`select ${memberId(1)} as viewer, md5('chat-conversation' || 2)::uuid as history,
          md5('chat-conversation' || 3)::uuid as short`,
  );
  const deepSeq = Math.floor(HISTORY / 2);
  const plans = await explainChat(
    db,
    ids!.viewer,
    { conversationId: ids!.history, deepSeq, deepInbox: deep, search: SEARCH },
    { analyze: ANALYZE },
  );
  const checked = (Object.entries(plans) as [ChatPlanName, string][]).map(([name, plan]) =>
    planProblems(name, plan),
  );
  return {
    plans,
    problems: checked.flatMap((c) => c.problems),
    notes: checked.flatMap((c) => c.notes),
    historyConversation: ids!.history,
    shortConversation: ids!.short,
    deepHistoryCursor: encodeSeqCursor(deepSeq),
    deepInboxCursor: encodeCursor(deep),
    census: await census(db),
  };
}

async function members(db: Database) {
  const rows = await queryRows<{ g: number; userId: string; conversationId: string | null }>(
    db,
    sql`select g, md5(${TAG} || g)::uuid as "userId",
          case when g > 1 then md5('chat-conversation' || g)::uuid end as "conversationId"
        from generate_series(1, ${STREAMS + 1}::int) g order by g`,
  );
  return rows.map((r) => ({
    id: r.userId,
    conversationId: r.conversationId,
    cookie: sessionCookie(`chat-token-${r.g}`),
  }));
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-bench-chat-'));
const url = process.env.BENCH_DATABASE_URL as string;
const database: DatabaseHandle =
  kind === 'postgres' ? await openPostgres(url) : await openEmbedded(path.join(dataDir, 'pg'));
try {
  let steps: Step[] = [];
  if (LOAD) {
    await database.migrate();
    // Loading a million rows takes longer than the product's statement bounds allow.
    const loader =
      kind === 'postgres'
        ? await openPostgres(url, 2, {
            ...POSTGRES_TIMEOUTS,
            statementMs: 3_600_000,
            queryMs: 3_600_000,
          } as unknown as typeof POSTGRES_TIMEOUTS)
        : database;
    try {
      steps = await load(loader.db);
    } finally {
      if (loader !== database) await loader.close();
    }
  }
  const { port } = await startStreamServer(database, dataDir, SECRET);
  const memberList = await members(database.db);
  send({
    type: 'ready',
    port,
    members: memberList,
    steps,
    pages: LOAD ? await pages(database.db) : null,
  });
} catch (error) {
  await failStreamServer(error, database, dataDir);
}
