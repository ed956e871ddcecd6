import path from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { type AppDeps, createApp } from './app.js';
import { createAuth } from './auth/auth.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { authUser } from './db/schema/index.js';
import { demoPasswordFile, demoPasswordFor, retireLegacyDemoPassword } from './db/seed/demo-password.js';
import { DEMO_EMAIL, type DemoLogin, hasAnyUser, seedDemo, seedReference } from './db/seed/index.js';
import type { Logger } from './lib/logger.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import { createMailTransport, type MailTransport, queuedMailer } from './mail/mailer.js';
import { defineChatEmails } from './modules/chat/index.js';
import { defineEventReminders } from './modules/events/index.js';
import { createNotifications, type NotificationHub } from './modules/notifications/index.js';
import { defineJobAlerts, queueJobAlerts } from './modules/vacancies/index.js';
import { createJobQueue, type JobQueue } from './queue/job-queue.js';
import { createObjectStore } from './storage/index.js';

export type Runtime = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  queue: JobQueue;
  mailTransport: MailTransport;
  /** The live notification streams' LISTEN: stopped on shutdown, after draining ended them. */
  notificationHub: NotificationHub;
  demoLogin?: DemoLogin;
};

/**
 * The app and its services over an open database: the job queue, mail (SMTP or outbox, always
 * through the queue), object store, auth. The server, the test context and the benchmark all
 * build the app through this one function. The caller starts the queue's workers
 * (`queue.start()`) when it wants jobs done.
 */
export function assembleApp(options: {
  config: Config;
  /** Without `listen` (a fault-injecting copy), live streams hear of nothing live. */
  database: Pick<DatabaseHandle, 'db' | 'executeSql'> & Partial<Pick<DatabaseHandle, 'listen'>>;
  logger: Logger;
  webDistDir?: string;
  /** The server-side renderer, when not the build's (tests render from source). */
  loadRenderer?: AppDeps['loadRenderer'];
  rateLimit?: boolean;
  lifecycle?: Lifecycle;
}) {
  const { config, logger, lifecycle = createLifecycle() } = options;
  const { db } = options.database;
  const queue = createJobQueue(options.database, logger);
  const mailTransport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    logLinks: config.env === 'development',
  });
  const mailer = queuedMailer(queue, mailTransport);
  const notifications = createNotifications({
    db,
    database: options.database,
    queue,
    mailer,
    transport: mailTransport,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    logger,
  });
  const { notifier, hub: notificationHub } = notifications;
  defineChatEmails(queue, { db, mailer, publicUrl: config.publicUrl, authSecret: config.authSecret });
  defineEventReminders(queue, { db, mailer, publicUrl: config.publicUrl, authSecret: config.authSecret });
  const jobAlertDeps = {
    db,
    mailer,
    queue,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    logger,
    cron: config.jobAlertsCron,
  };
  defineJobAlerts(queue, jobAlertDeps);
  const store = createObjectStore({ dataDir: config.dataDir, s3: config.s3 });
  const auth = createAuth({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    mailer,
    logger,
    rateLimit: options.rateLimit,
  });
  const app = createApp({
    config,
    db,
    auth,
    store,
    mailer,
    notifier,
    notificationHub,
    queue,
    logger,
    lifecycle,
    webDistDir: options.webDistDir,
    loadRenderer: options.loadRenderer,
  });
  return {
    app,
    auth,
    store,
    mailer,
    notifier,
    notificationHub,
    /** Runs the daily digest now (what its schedule does). */
    sendDigests: notifications.sendDigests,
    /** Runs the job alerts' fan-out now (what its schedule does): how many e-mail jobs were queued. */
    queueJobAlerts: () => queueJobAlerts(jobAlertDeps),
    /** Ends the live streams and their LISTEN (the bench's and tests' name for it). */
    stopLive: () => notificationHub.stop(),
    queue,
    mailTransport,
  };
}

/**
 * Demo content: on by default only for a new embedded database served over plain http (a
 * developer's machine). A server database, or a public address (https), gets it only when
 * SEED_DEMO=1 says so. Never seeded twice: a database that has members is left alone.
 */
export function wantsDemo(config: Pick<Config, 'seedDemo' | 'publicUrl'>, kind: DatabaseHandle['kind']) {
  if (config.seedDemo !== undefined) return config.seedDemo;
  return kind === 'pglite' && !config.publicUrl.startsWith('https://');
}

async function prepareDemo(config: Config, database: DatabaseHandle, logger: Logger) {
  const { db } = database;
  if (wantsDemo(config, database.kind) && !(await hasAnyUser(db))) {
    logger.info('seeding demo content');
    await seedDemo(db, { password: demoPasswordFor(config.dataDir).password, hashPassword });
  }
  const [demoUser] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, DEMO_EMAIL))
    .limit(1);
  if (!demoUser) return undefined;

  const { password, created } = demoPasswordFor(config.dataDir);
  if (created) {
    const replaced = await retireLegacyDemoPassword(db, password, { hashPassword, verifyPassword });
    if (replaced > 0) logger.warn({ replaced }, 'demo members had the old published password; replaced');
  }
  logger.warn(
    { passwordFile: demoPasswordFile(config.dataDir) },
    'demo content is on: its members, a platform administrator among them, share the password in the password file; do not expose this instance to the public',
  );
  return { email: DEMO_EMAIL, password };
}

/**
 * Everything between configuration and listening: open (and, when embedded, lock) and migrate
 * the database, load the reference data, seed demo content when appropriate, assemble the app
 * and start the job queue. Shared by the server entry and the end-to-end harness so both start
 * exactly the same way.
 */
export async function bootstrap(
  config: Config,
  logger: Logger,
  webDistDir?: string,
  lifecycle?: Lifecycle,
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pg'),
  });
  try {
    await database.migrate();
    await seedReference(database.db);
    const demoLogin = await prepareDemo(config, database, logger);
    const { app, queue, mailTransport, notificationHub } = assembleApp({
      config,
      database,
      logger,
      webDistDir,
      lifecycle,
    });
    await queue.start();
    // One LISTEN for the process, from the start: the first stream need not wait for it.
    await notificationHub.start();
    return { app, database, queue, mailTransport, notificationHub, demoLogin };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
