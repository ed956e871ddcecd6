import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The same Drizzle API whether the database is embedded (PGlite) or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services accept either, so a caller can run several of them inside one transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL with positional parameters, outside Drizzle, for libraries that bring their own
   * SQL (the job queue). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  /**
   * LISTEN on `channel`: `onPayload` hears every NOTIFY payload committed on it, by any process
   * on this database. One listening connection per call (the app makes one per process; see
   * modules/notifications/hub.ts). On PostgreSQL it is a connection of its own, outside the
   * pool, that reconnects with back-off when it drops: what was notified while it was down is
   * lost, so `onReconnect` tells the caller to catch up from the table. Resolves with the stop.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenOptions = {
  /** Called once listening again after the connection dropped (never for the first connection). */
  onReconnect?: () => void;
  /** Told why the connection dropped or could not be made (it keeps trying). */
  onError?: (error: unknown) => void;
};

/**
 * Bounds on every statement of a PostgreSQL server, so that a silent network partition or a
 * stuck lock turns into an error the app answers with 503, instead of requests that hang.
 * The client-side timeout is the one that fires when the server is unreachable; the server's
 * own statement_timeout ends work nobody waits for any more.
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 30_000,
} as const;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite is one connection in this process. It serialises every query and holds an exclusive
 * lock for the whole of a `transaction()`, so concurrent requests queue rather than interleave.
 * The rule that follows: inside a transaction, use `tx` only — awaiting the outer `db` there
 * would wait for the lock the transaction itself holds.
 */
export type EmbeddedHandle = DatabaseHandle & {
  /** The whole data folder as an uncompressed tar (a test template; see test/template-database.ts). */
  dumpDataDir(): Promise<Buffer>;
};

export async function openEmbedded(
  dataDir?: string,
  options: { loadDataDir?: Buffer } = {},
): Promise<EmbeddedHandle> {
  // Two processes on one data folder would each write their own copy of the files and lose
  // acknowledged writes: the second one refuses to start instead.
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: { pg_trgm, unaccent },
      ...(options.loadDataDir ? { loadDataDir: new Blob([new Uint8Array(options.loadDataDir)]) } : {}),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, onPayload) {
      // The same single connection, in this process: every NOTIFY committed here reaches it.
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        // Closing the database ends every LISTEN with it.
        if (!client.closed) await unlisten().catch(() => {});
      };
    },
    async dumpDataDir() {
      return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    },
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  timeouts: typeof POSTGRES_TIMEOUTS = POSTGRES_TIMEOUTS,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    // No JIT: our statements are short keyset reads whose estimated cost can still pass the JIT
    // threshold ('Para você' unions six sources), and compiling them took 250 ms to 2.5 s of a
    // 15 ms query in `npm run bench` (bench/network.ts). PGlite has no JIT.
    options: '-c jit=off',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight still fail.
  });
  // A client checked out of the pool (a transaction between two statements) that loses its
  // connection — the server restarting — emits 'error' on itself; unheard, that event would
  // end the process. Heard, its next statement fails (the request answers 503) and the pool
  // discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    async migrate() {
      // A connection of its own, without the statement bounds: building an index on a large
      // table may rightly take minutes. Several app processes may start at once: one
      // migrates, the others wait for it.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        await client.end();
      }
    },
    listen: (channel, onPayload, options) => listenOnPostgres(url, timeouts, channel, onPayload, options),
    close: () => pool.end(),
  };
}

/** Delays between attempts to listen again: 0.5 s doubling up to 30 s, with jitter. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 } as const;

/**
 * LISTEN on a `pg.Client` of its own (a pooled connection would be handed to other queries, and
 * LISTEN belongs to a session). It never rejects for want of a connection: when the server is
 * unreachable at first, or the connection drops later, it tries again with back-off and calls
 * `onReconnect` once listening again, so the caller re-reads what it may have missed.
 */
async function listenOnPostgres(
  url: string,
  timeouts: typeof POSTGRES_TIMEOUTS,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // 'error' precedes 'end' when the connection is lost; unheard, it would end the process.
    candidate.on('error', (error) => options.onError?.(error));
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      retry();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await candidate.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    failures = 0;
    if (everConnected) options.onReconnect?.();
    everConnected = true;
  };

  const retry = () => {
    if (stopped || timer) return;
    const backoff = Math.min(LISTEN_RETRY_MS.max, LISTEN_RETRY_MS.first * 2 ** failures);
    failures += 1;
    timer = setTimeout(
      () => {
        timer = undefined;
        connect().catch((error) => {
          options.onError?.(error);
          retry();
        });
      },
      backoff / 2 + Math.random() * (backoff / 2),
    );
    timer.unref();
  };

  try {
    await connect();
  } catch (error) {
    // Not reachable now: keep trying in the background; the first success counts as a
    // reconnection, since whatever was notified meanwhile was missed.
    everConnected = true;
    options.onError?.(error);
    retry();
  }

  return async () => {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

/** Health checks answer within this bound even when the database does not answer at all. */
export const PING_TIMEOUT_MS = 1_500;

export async function ping(db: Database, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Raw SQL returning rows. Both drivers answer `{ rows }`, but the shared Database type cannot
 * know that, so this is the one place that says it.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
