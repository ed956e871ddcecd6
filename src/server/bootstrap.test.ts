import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap, type Runtime, wantsDemo } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { authAccount, authUser } from './db/schema/index.js';
import { createLogger } from './lib/logger.js';

describe('wantsDemo', () => {
  const http = 'http://localhost:3000';
  const https = 'https://elasrede.com.br';
  it('seeds a new embedded database served over plain http (a developer machine)', () => {
    expect(wantsDemo({ seedDemo: undefined, publicUrl: http }, 'pglite')).toBe(true);
  });
  it('never seeds by default at a public https address, nor into a PostgreSQL server', () => {
    expect(wantsDemo({ seedDemo: undefined, publicUrl: https }, 'pglite')).toBe(false);
    expect(wantsDemo({ seedDemo: undefined, publicUrl: http }, 'postgres')).toBe(false);
  });
  it('does what SEED_DEMO says when it is set', () => {
    expect(wantsDemo({ seedDemo: true, publicUrl: https }, 'postgres')).toBe(true);
    expect(wantsDemo({ seedDemo: false, publicUrl: http }, 'pglite')).toBe(false);
  });
});

// The real start-up sequence on an embedded database in a data folder of its own.
describe.skipIf(!!process.env.DATABASE_URL)('start-up with the embedded database', () => {
  const logger = createLogger('silent', false);
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  async function start(dataDir: string, env: Record<string, string> = {}): Promise<Runtime> {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      ...env,
    });
    return bootstrap(config, logger);
  }
  async function stop(runtime: Runtime) {
    await runtime.queue.stop();
    runtime.mailTransport.close();
    await runtime.database.close();
  }
  async function signIn(runtime: Runtime, password: string) {
    const res = await runtime.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'demo@elasrede.com.br', password }),
    });
    return res.status;
  }

  it('gives the demo a password of its own, kept in the data folder, and never the old published one', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-start-'));
    folders.push(dataDir);

    // At a public https address nothing is seeded unless SEED_DEMO=1 says so.
    let runtime = await start(dataDir, { PUBLIC_URL: 'https://elasrede.example' });
    expect(runtime.demoLogin).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'demo-password'))).toBe(false);
    await stop(runtime);

    runtime = await start(dataDir);
    const password = readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
    expect(password).toMatch(/^[\w-]{12}$/);
    expect(password).not.toBe('elasrede-demo');
    expect(runtime.demoLogin).toEqual({ email: 'demo@elasrede.com.br', password });
    expect(await signIn(runtime, password)).toBe(200);
    expect(await signIn(runtime, 'elasrede-demo')).toBe(401);

    // A second process on the same folder refuses to start while this one runs.
    await expect(start(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);

    // A folder seeded by an older version still has the published password: it is retired.
    const [demo] = await runtime.database.db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, 'demo@elasrede.com.br'));
    await runtime.database.db
      .update(authAccount)
      .set({ password: await hashPassword('elasrede-demo') })
      .where(eq(authAccount.userId, demo!.id));
    await stop(runtime);
    rmSync(path.join(dataDir, 'demo-password'));

    runtime = await start(dataDir);
    const replaced = readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
    expect(replaced).not.toBe(password);
    expect(await signIn(runtime, 'elasrede-demo')).toBe(401);
    expect(await signIn(runtime, replaced)).toBe(200);
    await stop(runtime);
  }, 180_000);
});
