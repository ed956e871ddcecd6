import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CHAT_HISTORY_PAGE, PAGE_SIZE_DEFAULT } from '../../../domain/limits.js';
import type { Database } from '../../db/client.js';
import { explainStatement } from '../../db/explain.js';
import { encodeCursor, encodeSeqCursor } from '../shared/keyset-cursor.js';
import { listConversations } from './conversations.js';
import { listMessages } from './messages.js';
import { unreadConversations } from './views.js';

// The plans of the chat's reading statements, exactly as they run, for the bench
// (bench/chat.ts) and the index tests: a history page (the newest, and one deep in a long
// conversation), her inbox (the first page, a deep one, a search by name), her requests and her
// unread count.
// Each is the statement the service sends, caught on its way to the database (the services
// build them inline), then explained.

const dialect = new PgDialect();

export type ChatPlanName =
  | 'history'
  | 'deepHistory'
  | 'inbox'
  | 'deepInbox'
  | 'search'
  | 'requests'
  | 'unread';
export type ChatPlans = Record<ChatPlanName, string>;

/**
 * What `run` sends through `db.execute` (everything still runs as usual: the service's checks
 * read what they read), as text and parameters, in order.
 */
async function statementsOf(db: Database, run: (db: Database) => Promise<unknown>) {
  const seen: { sql: string; params: unknown[] }[] = [];
  const recording = new Proxy(db, {
    get(target, property) {
      if (property === 'execute')
        return (query: SQL) => {
          seen.push(dialect.sqlToQuery(query));
          return target.execute(query);
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await run(recording);
  return seen;
}

/** The statement of `run` that reads `from` (e.g. 'from messages msg'); throws when none does. */
async function statementReading(db: Database, from: string, run: (db: Database) => Promise<unknown>) {
  const found = (await statementsOf(db, run)).find((statement) => statement.sql.includes(from));
  if (!found) throw new Error(`chat plans: no statement reads '${from}'`);
  return found;
}

/** EXPLAIN (ANALYZE, BUFFERS): the plan as it ran, with its times (both drivers alike). */
async function explainAnalyze(db: Database, statement: { sql: string; params: unknown[] }) {
  const client = (
    db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: object[] }> } }
  ).$client;
  const { rows } = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/**
 * The plans for member `viewerId`: the history of `conversationId` (newest page, and the page
 * before message `deepSeq`), her inbox (first page, the page after `deepInbox`, and a search
 * for `search`), her requests' first page and her unread count. With `analyze`, run, with their times and buffers.
 */
export async function explainChat(
  db: Database,
  viewerId: string,
  at: {
    conversationId: string;
    deepSeq: number;
    deepInbox: { at: string; id: string };
    search: string;
  },
  options: { analyze?: boolean } = {},
): Promise<ChatPlans> {
  const explain = options.analyze ? explainAnalyze : explainStatement;
  const actor = { id: viewerId };
  const history = (cursor?: string) =>
    statementReading(db, 'from messages msg', (d) =>
      listMessages(d, actor, at.conversationId, { cursor, limit: CHAT_HISTORY_PAGE }),
    );
  const folder = (options: { folder?: 'inbox' | 'requests'; cursor?: string; q?: string }) =>
    statementReading(db, 'from conversation_members me', (d) =>
      listConversations(d, actor, { folder: 'inbox', limit: PAGE_SIZE_DEFAULT, ...options }),
    );
  const unread = await statementReading(db, 'from conversation_members', (d) =>
    unreadConversations(d, viewerId),
  );
  return {
    history: await explain(db, await history()),
    deepHistory: await explain(db, await history(encodeSeqCursor(at.deepSeq))),
    inbox: await explain(db, await folder({})),
    deepInbox: await explain(db, await folder({ cursor: encodeCursor(at.deepInbox) })),
    search: await explain(db, await folder({ q: at.search })),
    requests: await explain(db, await folder({ folder: 'requests' })),
    unread: await explain(db, unread),
  };
}
