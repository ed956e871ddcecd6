import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { AppDeps } from '../app.js';
import { assembleApp } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createLogger } from '../lib/logger.js';
import { createLifecycle } from '../lifecycle.js';
import { MAIL_JOB } from '../mail/mailer.js';
import { DIGEST_JOB, NOTIFICATION_EMAIL_JOB } from '../modules/notifications/index.js';
import { startSmtpCapture } from './smtp-capture.js';
import { openFromPgliteTemplate, openFromPostgresTemplate } from './template-database.js';

/**
 * A database of its own for one test file, migrated, with the reference data: a copy of the
 * run's template (test/global-setup.ts) in memory (PGlite), or — when DATABASE_URL is set
 * (npm run test:pg) — a new database on that server, dropped again by `close()`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('databaseTemplate');
  return serverUrl ? openFromPostgresTemplate(serverUrl, template) : openFromPgliteTemplate(template);
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The real app on a fresh database, with real SMTP captured and files in a temp folder. */
export async function createTestContext(
  options: {
    rateLimit?: boolean;
    trustProxy?: boolean;
    webDistDir?: string;
    loadRenderer?: AppDeps['loadRenderer'];
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-test-'));
  const smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: options.trustProxy ? '1' : '0',
  });
  const logger = createLogger('silent', false);
  const lifecycle = createLifecycle();
  const {
    app,
    auth,
    store,
    mailer,
    notifier,
    notificationHub,
    sendDigests,
    queueJobAlerts,
    queue,
    mailTransport,
  } = assembleApp({
    config,
    database,
    logger,
    lifecycle,
    rateLimit: options.rateLimit ?? false,
    webDistDir: options.webDistDir,
    loadRenderer: options.loadRenderer,
  });
  await queue.start();
  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    auth,
    store,
    mailer,
    notifier,
    /** The live streams' fan-out over this database's LISTEN (the first stream starts it). */
    notificationHub,
    /** Runs the daily digest now, as its schedule would: how many digests were queued. */
    sendDigests,
    /** Runs the job alerts' fan-out now, as its schedule would: how many e-mail jobs were queued. */
    queueJobAlerts,
    queue,
    lifecycle,
    smtp,
    dataDir,
    config,
    /**
     * Resolves once every e-mail handed to the queue so far has been delivered (or has failed
     * for good): what a test needs before asserting that an e-mail was NOT sent.
     */
    async mailQueueIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await queue.pending(MAIL_JOB)) > 0) {
        if (Date.now() > deadline) throw new Error(`mail queue not idle within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /**
     * Resolves once every notification e-mail queued so far (each event's, and the mail jobs
     * they and the digests queue) has been sent or has failed for good: before asserting that
     * a notification was NOT e-mailed.
     */
    async notificationMailIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const pending = await Promise.all(
          [NOTIFICATION_EMAIL_JOB, DIGEST_JOB, MAIL_JOB].map((name) => queue.pending(name)),
        );
        if (pending.every((n) => n === 0)) return;
        if (Date.now() > deadline) throw new Error(`notification mail not idle within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await notificationHub.stop();
      await queue.stop();
      mailTransport.close();
      await smtp.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
