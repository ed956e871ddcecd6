import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/client.js';
import { answered, startLoad } from './support/load.js';
import { type ServerProcess, spawnServer, stopServer } from './support/server-process.js';

// The server as an operator runs it (`npm start`: its own process, the embedded database in a
// data folder), under the faults of issue 13: a second process on the same folder, SIGTERM
// under keep-alive load, and kill -9 in the middle of writes.

const running: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of running) await stopServer(server);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function dataFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'elas-faults-'));
  folders.push(folder);
  return folder;
}

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await spawnServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

/** Signs in as a seeded demo member; her session cookie and id. */
async function signInDemo(server: ServerProcess, dataDir: string, email: string) {
  const password = readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: user.id };
}

describe('one embedded data folder, one process', () => {
  it('refuses to start a second process on a data folder in use, with a message saying why', async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir, { SEED_DEMO: '0' });
    const second = await start(dataDir, { SEED_DEMO: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Elas Rede process is already using the embedded database');
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    await stopServer(first);
    expect(await first.exited).toBe(0);
  });
});

describe('SIGTERM under keep-alive load', () => {
  it('answers every request it received, turns its health check to 503 at once, then exits cleanly', async () => {
    const dataDir = await dataFolder();
    const server = await start(dataDir, { SEED_DEMO: '1' });
    // Clients behind a balancer: every fourth request is its health check, and a 503 there
    // takes this server out of rotation.
    const load = startLoad(server.url, (n) => ({ path: n % 4 === 0 ? '/api/health' : '/api/news?limit=5' }), {
      concurrency: 8,
      stopWhen: (status, request) => request.path === '/api/health' && status === 503,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = answered(load.result, 200);
    expect(before).toBeGreaterThan(20);

    server.child.kill('SIGTERM');
    // Health turns 503 as soon as the signal lands (the balancer stops sending new clients).
    let health: Response | undefined;
    await expect
      .poll(
        async () => {
          health = await fetch(`${server.url}/api/health`);
          return health.status;
        },
        { timeout: 1_000, interval: 50 },
      )
      .toBe(503);
    expect(health?.headers.get('connection')).toBe('close');

    expect(await server.exited).toBe(0);
    const result = await load.stop();
    // Every request the server took got its whole answer.
    expect(result.lost).toEqual([]);
    expect(result.refused).toBe(0);
    expect(answered(result, 200)).toBeGreaterThan(before);
    expect(answered(result, 503)).toBeGreaterThan(0);
    expect(Object.keys(result.statuses).sort()).toEqual(['200', '503']);
  }, 120_000);
});

describe('kill -9 in the middle of writes', () => {
  it('keeps every write it acknowledged, and starts again on the same folder', async () => {
    const dataDir = await dataFolder();
    const server = await start(dataDir, { SEED_DEMO: '1' });
    const { cookie, userId } = await signInDemo(server, dataDir, 'luiza.goncalves@demo.elasrede.com.br');

    // Every 201 carries the post the server wrote: those are the acknowledged writes.
    const acknowledged: string[] = [];
    const load = startLoad(
      server.url,
      (n) => {
        const content = `Escrita ${n} antes do kill -9 (${Date.now()})`;
        return {
          method: 'POST',
          path: '/api/posts',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ content, authorType: 'user', authorId: userId }).toString(),
        };
      },
      {
        concurrency: 4,
        onAnswer: (status, body) => {
          if (status === 201) acknowledged.push(JSON.parse(body).content);
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    server.child.kill('SIGKILL');
    const result = await load.stop();
    expect(await server.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(Object.keys(result.statuses)).toEqual(['201']);

    // The data folder opens again (the lock died with the process) and holds every post
    // the server acknowledged.
    const database = await openEmbedded(path.join(dataDir, 'pg'));
    try {
      const { rows } = await database.executeSql(
        `select content from posts where content like 'Escrita % antes do kill -9 %'`,
      );
      const stored = new Set((rows as Array<{ content: string }>).map((r) => r.content));
      expect(acknowledged.filter((content) => !stored.has(content))).toEqual([]);
    } finally {
      await database.close();
    }

    const again = await start(dataDir);
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
  }, 180_000);
});
