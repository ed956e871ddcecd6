import type { Database } from '../../db/client.js';
import { explainStatement } from '../../db/explain.js';
import { type FeedQuery, feedPageQuery } from './feed.js';

// The plan of the feed's statement, for the index tests and the bench (bench/server.ts).

/** The plan of exactly the statement one feed page runs, as text. */
export function explainFeedPage(db: Database, viewerId: string, query: FeedQuery): Promise<string> {
  return explainStatement(db, feedPageQuery(db, viewerId, query).toSQL());
}
