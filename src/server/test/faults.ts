import type { PGlite } from '@electric-sql/pglite';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { assembleApp } from '../bootstrap.js';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { createLogger } from '../lib/logger.js';
import { executorSql } from '../queue/executor-sql.js';
import { createTestContext, type TestContext } from './context.js';

// Faults injected between statements (issue 13, point 15). A database restart or a dropped
// connection can strike between any two statements of a request: after a write and before the
// read that answers it, say. The app under test runs over a second Drizzle instance on the SAME
// database client as the test's own `ctx.db`, whose logger — which Drizzle calls just before it
// sends each statement — throws on demand. To the code under test that is a statement the
// database never received, exactly what a lost connection looks like; the test then reads
// through the untouched `ctx.db` what was really committed.

type StatementKind = 'read' | 'write' | 'control';

/** What a statement does, by its first word (Drizzle writes them lower case). */
export function statementKind(text: string): StatementKind {
  const head = text.trimStart().slice(0, 12).toLowerCase();
  if (/^(insert|update|delete)\b/.test(head)) return 'write';
  if (/^(begin|commit|rollback|savepoint|release|start|set)\b/.test(head)) return 'control';
  // A CTE writes when any of its parts does.
  if (head.startsWith('with') && /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(text)) {
    return 'write';
  }
  return 'read';
}

/** What node-postgres raises when the server goes away mid-session (SQLSTATE 57P01). */
export function connectionLost(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });
}

/** Where the connection drops: on the first write, or after it on a read or on anything. */
type FaultPoint = 'write' | 'read' | 'any';

export type StatementFaults = {
  /**
   * Runs `request` with one fault armed: after its first write (insert, update, delete), the
   * first following read (`'read'`, the default) or the first following statement of any kind
   * but transaction control (`'any'`) fails as if the connection had dropped. The fault fires
   * at most once and is disarmed when `request` settles, so it never leaks into the next one.
   */
  dropAfterWrite<T>(request: () => Promise<T>, next?: 'read' | 'any'): Promise<T>;
  /** Runs `request` with its first write failing as if the connection had dropped. */
  dropOnWrite<T>(request: () => Promise<T>): Promise<T>;
  /** Whether the last armed fault struck (a test checks that it did). */
  readonly fired: boolean;
  /** The statements its request sent, for a failing test's message. */
  readonly seen: readonly string[];
};

function statementFaults(): StatementFaults & { logger: DrizzleLogger } {
  let armed: FaultPoint | null = null;
  let wrote = false;
  let fired = false;
  let seen: string[] = [];
  async function during<T>(point: FaultPoint, request: () => Promise<T>): Promise<T> {
    armed = point;
    wrote = false;
    fired = false;
    seen = [];
    try {
      return await request();
    } finally {
      armed = null;
    }
  }
  /** Whether the statement about to be sent is the one the armed fault strikes. */
  function strikes(kind: StatementKind): boolean {
    if (armed === 'write') return kind === 'write';
    if (!wrote) {
      wrote = kind === 'write';
      return false;
    }
    return kind !== 'control' && (armed === 'any' || kind === 'read');
  }
  return {
    dropAfterWrite: (request, next = 'read') => during(next, request),
    dropOnWrite: (request) => during('write', request),
    get fired() {
      return fired;
    },
    get seen() {
      return seen;
    },
    logger: {
      logQuery(query) {
        if (!armed) return;
        seen.push(query);
        if (!strikes(statementKind(query))) return;
        armed = null;
        fired = true;
        throw connectionLost();
      },
    },
  };
}

/** A Drizzle instance over the driver client `db` uses, with its own logger. */
function sameClientWithLogger(db: Database, kind: TestContext['databaseKind'], logger: DrizzleLogger) {
  const client = (db as unknown as { $client: unknown }).$client;
  const faulty =
    kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger });
  return faulty as unknown as Database;
}

export type FaultyTestContext = TestContext & { faults: StatementFaults };

/**
 * A test context (test/context.ts) whose `app` runs over the fault-injecting database, while
 * `ctx.db` reads and writes the same database without faults. Test helpers that take a
 * TestContext (call, createMember…) work on it unchanged. Mail the faulty app sends is
 * delivered by the context's own queue workers (same queue, same database).
 */
export async function createFaultyTestContext(): Promise<FaultyTestContext> {
  const ctx = await createTestContext();
  const faults = statementFaults();
  try {
    const db = sameClientWithLogger(ctx.db, ctx.databaseKind, faults.logger);
    const { app, mailTransport } = assembleApp({
      config: ctx.config,
      database: { db, executeSql: executorSql(ctx.db) },
      logger: createLogger('silent', false),
      lifecycle: ctx.lifecycle,
      rateLimit: false,
    });
    return {
      ...ctx,
      app,
      faults,
      async close() {
        mailTransport.close();
        await ctx.close();
      },
    };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}
