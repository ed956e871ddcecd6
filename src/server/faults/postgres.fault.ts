import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, startLoad } from './support/load.js';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from './support/private-postgres.js';
import { type ServerProcess, spawnServer, stopServer } from './support/server-process.js';

// The server on a PostgreSQL server that goes away: restarted under load, and frozen (every
// server process stopped, connections left open: what a silent network partition looks like
// from the app). The app must neither exit nor hang: it answers 503 with Retry-After while the
// database is away, and serves again once it is back.

const hasPostgres = postgresBinDir() !== undefined;

describe.skipIf(!hasPostgres)('a PostgreSQL server that goes away', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'elas-faults-'));
    server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url, SEED_DEMO: '1' });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    postgres?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * A demo member's session, and sign-ins as load requests. They take turns among several
   * members: a sign-in is slow (password hashing), so under this load most workers would sign
   * one account in at once, and beyond SIGN_IN_BACKOFF's free attempts concurrent sign-ins to
   * one account are refused (429) by design (parallel guesses must not outrun the count).
   */
  async function signInDemo() {
    const password = readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
    const signIns = [
      'luiza.goncalves',
      'fernanda.lima',
      'beatriz.nascimento',
      'patricia.moura',
      'aline.ferreira',
    ].map((name) => ({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: JSON.stringify({ email: `${name}@demo.elasrede.com.br`, password }),
    }));
    const res = await fetch(`${server.url}${signIns[0]!.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: signIns[0]!.body,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { cookie, signIns };
  }

  const status = async (pathname: string) => {
    const res = await fetch(`${server.url}${pathname}`);
    await res.arrayBuffer();
    return res.status;
  };

  it('answers 503 with Retry-After during a restart under load, and recovers without exiting', async () => {
    const { cookie, signIns } = await signInDemo();
    // Visitors, a signed-in member (her session is looked up on every request) and sign-ins
    // (better-auth's own endpoints).
    const requests = [
      { path: '/api/health' },
      { path: '/api/news?limit=5' },
      { path: '/api/me', headers: { cookie } },
      { path: '/api/vacancies?limit=5', headers: { cookie } },
    ];
    const load = startLoad(
      server.url,
      (n) => (n % 5 === 4 ? signIns[Math.floor(n / 5) % signIns.length]! : requests[n % 5]!),
      { concurrency: 6 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    postgres.restart();
    await expect.poll(() => status('/api/news?limit=5'), { timeout: 30_000, interval: 250 }).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const result = await load.stop();

    expect(server.child.exitCode).toBeNull();
    expect(result.lost).toEqual([]);
    expect(Object.keys(result.statuses).sort()).toEqual(['200', '503']);
    expect(answered(result, 503)).toBeGreaterThan(0);
    expect(result.retryAfter.every((value) => value !== undefined && Number(value) > 0)).toBe(true);
    for (const body of result.samples[503] ?? []) {
      expect(JSON.parse(body)).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
    expect(server.output()).not.toMatch(/"level":50[^\n]*unhandled error/);
  }, 120_000);

  it('answers its health check with 503 within 2 s when the database stops answering, and 503 to requests', async () => {
    postgres.freeze();
    try {
      let started = Date.now();
      expect(await status('/api/health')).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);

      started = Date.now();
      expect(await status('/api/news?limit=5')).toBe(503);
      // Bounded by the client-side query timeout (POSTGRES_TIMEOUTS), not hanging.
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      postgres.thaw();
    }
    await expect.poll(() => status('/api/news?limit=5'), { timeout: 30_000, interval: 250 }).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
