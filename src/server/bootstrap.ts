import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { createApp } from './app.js';
import { createAuth } from './auth/auth.js';
import type { Config } from './config.js';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.js';
import { authUser } from './db/schema/index.js';
import { DEMO_EMAIL, DEMO_PASSWORD, hasAnyUser, seedDemo, seedReference } from './db/seed/index.js';
import type { Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createObjectStore } from './storage/index.js';

export type Runtime = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  mailer: Mailer;
  demoLogin?: { email: string; password: string };
};

/**
 * The app and its services over an open database: mail (SMTP or outbox), object store, auth.
 * The server, the test context and the benchmark all build the app through this one function.
 */
export function assembleApp(options: {
  config: Config;
  db: Database;
  logger: Logger;
  webDistDir?: string;
  rateLimit?: boolean;
}) {
  const { config, db, logger } = options;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const store = createObjectStore({ dataDir: config.dataDir, s3: config.s3 });
  const auth = createAuth({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    mailer,
    logger,
    rateLimit: options.rateLimit,
  });
  const app = createApp({ config, db, auth, store, mailer, logger, webDistDir: options.webDistDir });
  return { app, auth, store, mailer };
}

/**
 * Everything between configuration and listening: open and migrate the database, load the
 * reference data, seed demo content when appropriate, and assemble the app. Shared by the
 * server entry and the end-to-end harness so both start exactly the same way.
 */
export async function bootstrap(config: Config, logger: Logger, webDistDir?: string): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pg'),
  });
  await database.migrate();
  await seedReference(database.db);

  // Demo content: on by default for a new embedded database, never for a server database
  // unless SEED_DEMO asks, and never twice (a database that has members is left alone).
  const wantDemo = config.seedDemo ?? database.kind === 'pglite';
  if (wantDemo && !(await hasAnyUser(database.db))) {
    logger.info('seeding demo content');
    await seedDemo(database.db, { hashPassword });
  }
  const [demoUser] = await database.db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, DEMO_EMAIL))
    .limit(1);

  const { app, mailer } = assembleApp({ config, db: database.db, logger, webDistDir });
  return {
    app,
    database,
    mailer,
    demoLogin: demoUser ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : undefined,
  };
}
