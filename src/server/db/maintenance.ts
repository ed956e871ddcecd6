import { sql } from 'drizzle-orm';
import { SIGN_IN_BACKOFF } from '../../domain/limits.js';
import type { Logger } from '../lib/logger.js';
import type { DatabaseHandle } from './client.js';

const EVERY_MS = 6 * 60 * 60 * 1000;
/** Longer than every rate-limit window (the longest is one hour), so no live count is lost. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A sign-in failure counter older than its longest memory is forgotten anyway (rules/sign-in-backoff.ts). */
const SIGN_IN_FAILURE_RETENTION_MS = Math.max(...Object.values(SIGN_IN_BACKOFF).map((r) => r.forgetAfterMs));

/**
 * Housekeeping at start-up and every six hours, on any database:
 * - expired sessions are deleted (their cookie has expired too, so nobody would ever sign them
 *   out), and so are abuse counters whose window ended a day ago: the privacy policy promises
 *   we keep neither longer than needed;
 * - on the embedded database only, `VACUUM ANALYZE`: PGlite has no autovacuum, and without it
 *   planner statistics go stale and the trigram indexes keep a growing pending list, until the
 *   planner prefers sequential scans over the search indexes. A server does this by itself.
 * Several processes may run it at once; the deletes are idempotent.
 * Returns the function that stops the schedule (and waits for a run in progress, so the
 * database is never closed under it).
 */
export function startMaintenance(database: DatabaseHandle, logger: Logger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runMaintenance(database)
      .then(() => logger.debug('database maintenance done'))
      .catch((err: unknown) => logger.warn({ err }, 'database maintenance failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export async function runMaintenance(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  now = Date.now(),
): Promise<void> {
  const { db } = database;
  await db.execute(sql`delete from auth_session where expires_at < ${new Date(now).toISOString()}`);
  await db.execute(sql`delete from auth_rate_limit where last_request < ${now - RATE_LIMIT_RETENTION_MS}`);
  await db.execute(
    sql`delete from auth_sign_in_failures where last_failure_at < ${new Date(now - SIGN_IN_FAILURE_RETENTION_MS).toISOString()}`,
  );
  if (database.kind === 'pglite') await db.execute(sql`vacuum analyze`);
}
