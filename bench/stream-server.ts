import { rm } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { assembleApp } from '../src/server/bootstrap.js';
import { loadConfig } from '../src/server/config.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { createLogger } from '../src/server/lib/logger.js';

// What the live benches' server processes share (bench/live-server.ts, bench/chat-server.ts):
// the real app over an open database, its queue and LISTEN started, on a free port; and the IPC
// that run.ts-style parents speak to it ('rss' → memory, 'stop' → everything closed).

const send = (message: unknown) => process.send?.(message);

/** Serves the app over `database` (its files in `dataDir`, signed with `secret`). */
export async function startStreamServer(database: DatabaseHandle, dataDir: string, secret: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app, queue, mailTransport, notificationHub } = assembleApp({
    config,
    database,
    logger: createLogger('silent', false),
    rateLimit: false,
  });
  await queue.start();
  await notificationHub.start();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'rss') {
      // Without the garbage of what came before (the page requests, the loading).
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: 'rss', rss, heap: heapUsed });
    } else if (message.type === 'stop') {
      await notificationHub.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.stop();
      mailTransport.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      send({ type: 'stopped' });
      process.exit(0);
    }
  });
  return { port: (server.address() as { port: number }).port };
}

/** Tells the parent why the process could not start, and leaves nothing behind. */
export async function failStreamServer(error: unknown, database: DatabaseHandle, dataDir: string) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await database.close().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
  process.exit(1);
}
