import type { Database } from '../../db/client.js';

type Client = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Test helper: the number of statements sent to the database while `run` runs, counted by
 * wrapping the driver's `query` — the one call both PGlite and node-postgres go through
 * outside transactions.
 */
export async function countQueries(db: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Client }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}
