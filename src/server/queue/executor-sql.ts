import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * Runs a library's positional-parameter SQL (`… $1 … $2`) through a Drizzle executor, so that
 * a job can be written by the same transaction as the action that causes it.
 */
export function executorSql(executor: Executor) {
  return async (text: string, values: unknown[] = []): Promise<{ rows: never[] }> => {
    const parts = text.split(/\$(\d+)/);
    // Each placeholder becomes exactly one bound parameter: `sql.param` keeps an array from
    // being spread into a list, and undefined (which Drizzle would drop) is sent as NULL.
    const chunks: SQL[] = parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
    );
    return (await executor.execute(sql.join(chunks))) as unknown as { rows: never[] };
  };
}
