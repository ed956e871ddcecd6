import { Column, is, SQL, Subquery } from 'drizzle-orm';
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

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };
/** What a prepared select of either driver keeps for mapping its rows (drizzle's own fields). */
type MappablePrepared = {
  fields?: OrderedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** The decoder drizzle's mapResultRow picks for a selected field, found once instead of per value. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is drizzle-internal (not in its types); mapResultRow reads the same property.
  const decoder = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field._ as unknown as { sql: SQL }).sql);
  return decoder((field as SQL.Aliased).sql);
}

/**
 * A prepared select whose rows are mapped as drizzle maps them, with each column's decoder
 * looked up once per statement: drizzle's mapResultRow tests every value's field against its
 * classes (`is`, a prototype walk) on every row, ~10 % of a feed request's CPU. Only a flat
 * selection (no nested objects, hence none of the null-object folding of joined tables) is
 * mapped here; any other is left to drizzle.
 */
export function withColumnDecoders<P>(prepared: P): P {
  const target = prepared as unknown as MappablePrepared;
  const fields = target.fields;
  if (!fields || target.customResultMapper || fields.some((f) => f.path.length !== 1)) return prepared;
  const keys = fields.map((f) => f.path[0]!);
  const decoders = fields.map((f) => decoderOf(f.field));
  const count = keys.length;
  target.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const value = row[i];
        result[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return result;
    });
  return prepared;
}
