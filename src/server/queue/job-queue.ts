import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { executorSql } from './executor-sql.js';

// One durable job queue for everything slow or retried (e-mail now; digests, alerts and
// reminders later), kept in the app's own database by pg-boss: no extra server, the same on
// the embedded database and on PostgreSQL. Every process works the queue; pg-boss hands each
// job to one of them (SELECT … FOR UPDATE SKIP LOCKED) and retries failures with back-off.

export type JobKind<T> = {
  name: string;
  /** Attempts after the first one, with exponential back-off from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still running after this long is failed and retried. */
  expireInSeconds: number;
  work(data: T): Promise<void>;
};

export type SendOptions = {
  executor?: Executor;
  /** Not before this many seconds from now (a reminder that waits to see whether it is needed). */
  startAfterSeconds?: number;
};

export type JobQueue = {
  /** Declares a kind of job and what does it. Before `start()`. */
  define<T extends object>(kind: JobKind<T>): void;
  /**
   * Adds a job. With `executor` (a transaction), the job is written by that transaction and
   * exists only if it commits: the action and its consequences are durable together.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /**
   * Adds one job of `name` per item, in one statement (a fan-out to many members: each its own
   * job, retried on its own). After `start()`: the kind's queue must exist.
   */
  sendMany<T extends object>(name: string, items: readonly T[]): Promise<void>;
  /**
   * Runs a defined kind of job on a cron schedule ('0 8 * * *'), with empty data. Before
   * `start()`. pg-boss keeps the schedule in the database and, whatever the number of
   * processes, sends one job per tick (its cron monitor takes a database lock per minute).
   */
  schedule(name: string, cron: string, options?: { tz?: string }): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits (bounded) for the ones running. The database stays open. */
  stop(): Promise<void>;
  /** Jobs of `name` still to do or being done (tests wait for 0). */
  pending(name: string): Promise<number>;
};

/** How often an idle worker looks for new jobs; a job sent by this process wakes it at once. */
const POLL_SECONDS = 1;
const STOP_TIMEOUT_MS = 10_000;
/** After the last job's work: time for pg-boss's own (unawaited) completion statement. */
const STOP_SETTLE_MS = 100;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJobQueue(database: Pick<DatabaseHandle, 'executeSql'>, logger: Logger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schema: 'pgboss',
    // Finished jobs are kept a week for inspection, then archived and deleted by pg-boss.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
  });
  // pg-boss reports its own failures (a lost connection during maintenance…) as events; they
  // must never take the process down: the next poll retries.
  boss.on('error', (err) => logger.warn({ err }, 'job queue error'));

  const kinds = new Map<string, JobKind<object>>();
  const schedules = new Map<string, { cron: string; tz: string }>();
  const workers = new Map<string, string>();
  let started = false;
  /** Jobs whose work is running in this process (stop waits for them, see below). */
  let running = 0;

  return {
    define(kind) {
      if (started) throw new Error(`job kind ${kind.name} defined after start`);
      kinds.set(kind.name, kind as JobKind<object>);
    },

    async send(name, data, options) {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`unknown job kind ${name}`);
      await boss.send(name, data, {
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.expireInSeconds,
        // As an instant: PGlite types a bare number of seconds as a timestamp and refuses it.
        ...(options?.startAfterSeconds
          ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
          : {}),
        ...(options?.executor ? { db: { executeSql: executorSql(options.executor) } } : {}),
      });
      // Outside a transaction the job is visible now: no need to wait for the next poll.
      const worker = workers.get(name);
      if (worker && !options?.executor && !options?.startAfterSeconds) boss.notifyWorker(worker);
    },

    async sendMany(name, items) {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`unknown job kind ${name}`);
      if (items.length === 0) return;
      await boss.insert(
        items.map((data) => ({
          name,
          data,
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: kind.expireInSeconds,
        })),
      );
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },

    schedule(name, cron, options) {
      if (started) throw new Error(`job ${name} scheduled after start`);
      if (!kinds.has(name)) throw new Error(`unknown job kind ${name}`);
      schedules.set(name, { cron, tz: options?.tz ?? 'UTC' });
    },

    async start() {
      started = true;
      await boss.start();
      for (const kind of kinds.values()) {
        await boss.createQueue(kind.name, {
          name: kind.name,
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: kind.expireInSeconds,
        });
        const id = await boss.work<object>(
          kind.name,
          { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            running += 1;
            try {
              await kind.work(job.data);
            } finally {
              running -= 1;
            }
          },
        );
        workers.set(kind.name, id);
      }
      for (const [name, { cron, tz }] of schedules) {
        const kind = kinds.get(name)!;
        await boss.schedule(
          name,
          cron,
          {},
          {
            tz,
            retryLimit: kind.retryLimit,
            retryDelay: kind.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: kind.expireInSeconds,
          },
        );
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, close: false, wait: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss may hand a job fetched just before the stop to its worker after it found nothing
      // running, and marks a job done or failed without awaiting it: the database must outlive
      // both (a closed pool made an unhandled rejection once, in the PostgreSQL suite).
      while (running > 0 && Date.now() < deadline) await delay(25);
      await delay(STOP_SETTLE_MS);
    },

    async pending(name) {
      const { rows } = await database.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`,
        [name],
      );
      return (rows[0] as { n: number } | undefined)?.n ?? 0;
    },
  };
}
