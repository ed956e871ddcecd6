import { sql } from 'drizzle-orm';
import type { Logger } from '../lib/logger.js';
import type { DatabaseHandle } from './client.js';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum: without it, planner statistics go stale and the GIN (trigram)
 * indexes keep a growing pending list, until the planner prefers sequential scans over the
 * search indexes. The embedded database therefore gets a `VACUUM ANALYZE` at start-up and every
 * six hours. A PostgreSQL server does this itself (autovacuum), so nothing runs there.
 * Returns the function that stops the schedule (and waits for a run in progress, so the
 * database is never closed under it).
 */
export function startEmbeddedMaintenance(database: DatabaseHandle, logger: Logger): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= database.db
      .execute(sql`vacuum analyze`)
      .then(() => logger.debug('embedded database vacuumed and analysed'))
      .catch((err: unknown) => logger.warn({ err }, 'embedded database maintenance failed'))
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
