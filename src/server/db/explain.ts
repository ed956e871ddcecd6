import type { Database } from './client.js';

// The plan of one statement exactly as the app sends it (its text and parameters), for the
// index tests and the bench: what a module's plans.ts hands over from a query builder's toSQL().

type Client = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> };

export async function explainStatement(
  db: Database,
  statement: { sql: string; params: unknown[] },
): Promise<string> {
  // Both drivers (PGlite and node-postgres) take text and parameters the same way.
  const client = (db as unknown as { $client: Client }).$client;
  const { rows } = await client.query(`explain ${statement.sql}`, statement.params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
