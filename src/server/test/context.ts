import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assembleApp } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openEmbedded, openPostgres } from '../db/client.js';
import { seedReference } from '../db/seed/index.js';
import { createLogger } from '../lib/logger.js';
import { startSmtpCapture } from './smtp-capture.js';

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or — when DATABASE_URL is
 * set (npm run test:pg) — a new database created on that server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openEmbedded();
    await handle.migrate();
    return handle;
  }
  const name = `elas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The real app on a fresh database, with real SMTP captured and files in a temp folder. */
export async function createTestContext(
  options: { rateLimit?: boolean; trustProxy?: boolean; webDistDir?: string } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-test-'));
  const smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  await seedReference(database.db);
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
  const { app, auth, store, mailer } = assembleApp({
    config,
    db: database.db,
    logger,
    rateLimit: options.rateLimit ?? false,
    webDistDir: options.webDistDir,
  });
  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    auth,
    store,
    smtp,
    dataDir,
    config,
    async close() {
      mailer.close();
      await smtp.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
