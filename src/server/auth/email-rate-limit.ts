import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.js';

/**
 * Counts one attempt for `key` in a fixed window and answers whether it is still allowed.
 * A single upsert, so concurrent attempts (and several app processes) count correctly.
 * Shares better-auth's counter table; our keys are prefixed so they never collide with its own.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into auth_rate_limit (key, count, last_request) values (${key}, 1, ${now})
        on conflict (key) do update set
          count = case when auth_rate_limit.last_request < ${windowStart} then 1 else auth_rate_limit.count + 1 end,
          last_request = case when auth_rate_limit.last_request < ${windowStart} then ${now} else auth_rate_limit.last_request end
        returning count`,
  );
  return (row?.count ?? 0) <= max;
}
