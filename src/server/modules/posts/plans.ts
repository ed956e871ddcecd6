import type { Database } from '../../db/client.js';
import { type FeedQuery, feedPageQuery } from './feed.js';

// The plan of the feed's statement, for the index tests and the bench (bench/server.ts).

type Client = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> };

/** The plan of exactly the statement one feed page runs, as text. */
export async function explainFeedPage(db: Database, viewerId: string, query: FeedQuery): Promise<string> {
  const { sql: text, params } = feedPageQuery(db, viewerId, query).toSQL();
  // Both drivers (PGlite and node-postgres) take text and parameters the same way.
  const client = (db as unknown as { $client: Client }).$client;
  const { rows } = await client.query(`explain ${text}`, params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
