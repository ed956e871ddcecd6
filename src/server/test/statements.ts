import type { Database } from '../db/client.js';

type Client = { query: (...args: unknown[]) => Promise<unknown> };

/** The SQL text of a driver call: PGlite takes `(text, params)`, node-postgres `(text | { text })`. */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return String(first);
}

/**
 * Test helper: the statements sent to the database while `run` runs, in order, recorded by
 * wrapping the driver's `query` — the one call both PGlite and node-postgres (its pool) go
 * through outside transactions. Statements inside a transaction run on the transaction's own
 * client and are not seen.
 */
export async function recordStatements(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: Client }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    // The job queue (pg-boss, schema pgboss) polls and records jobs on the same pool meanwhile,
    // e.g. the welcome e-mail of a member a test has just signed up: not the code under test.
    if (!/\bpgboss\./.test(text)) statements.push(text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return statements;
}

/** The number of statements `run` sends (see recordStatements). */
export async function countQueries(db: Database, run: () => Promise<unknown>): Promise<number> {
  return (await recordStatements(db, run)).length;
}
