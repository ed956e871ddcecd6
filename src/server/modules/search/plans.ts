import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.js';
import { SEARCH_CATEGORIES, type SearchCategory, searchStatements } from './service.js';

// The plans of the search statements, for the index tests and the bench (bench/server.ts).

/** A reader the plans are made for: no member, so no connection and her own privacy rows none. */
export const PLAN_READER = '00000000-0000-0000-0000-000000000000';

/** EXPLAIN of each search statement for `query`, as text, keyed by category. */
export async function explainSearch(db: Database, query: string): Promise<Record<SearchCategory, string>> {
  const statements = searchStatements(query, PLAN_READER);
  const plans = {} as Record<SearchCategory, string>;
  for (const category of SEARCH_CATEGORIES) {
    const rows = await queryRows<Record<string, string>>(db, sql`explain ${statements[category]}`);
    plans[category] = rows.map((row) => Object.values(row)[0]).join('\n');
  }
  return plans;
}
