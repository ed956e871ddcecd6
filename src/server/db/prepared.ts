import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * A statement built once per database (or transaction) it runs on, instead of once per request:
 * `perExecutor((db) => db.select(…).where(eq(col, sql.placeholder('id'))).prepare('name'))`.
 * Drizzle then skips rebuilding the SQL text; on a PostgreSQL server the named statement is
 * also parsed and planned once per connection. The cache is keyed by the executor, so a
 * statement prepared for the database never runs inside a transaction (which on PGlite would
 * wait for the lock the transaction holds); a transaction gets its own.
 *
 * Named statements live on a server connection: behind a pooler in transaction mode
 * (PgBouncer < 1.21, or without max_prepared_statements) they would not be found on the next
 * transaction's connection. Use session pooling there, or prepare without a name.
 */
export function perExecutor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<Executor, T>();
  return (db) => {
    let built = cache.get(db);
    if (built === undefined) {
      built = build(db);
      cache.set(db, built);
    }
    return built;
  };
}

const dialect = new PgDialect();

/**
 * Raw SQL with `sql.placeholder(…)`s, turned into query text once (call it inside perExecutor);
 * the function it answers runs it with values and resolves to its rows. The statement is
 * unnamed, so a server plans each run with its values.
 */
export function preparedSql<T>(db: Executor, statement: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false);
  return async (values: Record<string, unknown>): Promise<T[]> =>
    ((await prepared.execute(values)) as { rows: T[] }).rows;
}
