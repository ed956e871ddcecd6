import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createLogger } from '../../lib/logger.js';
import { openTestDatabase } from '../../test/context.js';
import { chatSignalPayload, createNotificationHub, type StreamListener } from './hub.js';
import { NOTIFICATIONS_CHANNEL } from './notify.js';

// The fan-out under the live streams (issue 16): the database handle's LISTEN (PGlite in this
// process; a connection of its own on PostgreSQL, which comes back after it drops) and the
// in-process hub that wakes only the streams of the member a payload names.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const notify = (payload: string) =>
  database.db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload})`);

async function until(test: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('listen', () => {
  it('hears what is committed on the channel until stopped', async () => {
    const heard: string[] = [];
    const stop = await database.listen(NOTIFICATIONS_CHANNEL, (payload) => heard.push(payload));
    await notify('a:1');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, 'a:2')`);
        await tx.rollback();
      })
      .catch(() => {});
    await notify('a:3');
    await until(() => heard.includes('a:3'), "'a:3'");
    // A rolled-back transaction's NOTIFY is never heard.
    expect(heard).toEqual(['a:1', 'a:3']);
    await stop();
    await notify('a:4');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).not.toContain('a:4');
  });

  it('comes back after its connection drops, and says so (PostgreSQL)', async () => {
    if (database.kind !== 'postgres') return;
    const heard: string[] = [];
    let reconnections = 0;
    const stop = await database.listen(NOTIFICATIONS_CHANNEL, (payload) => heard.push(payload), {
      onReconnect: () => {
        reconnections += 1;
      },
    });
    try {
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
      await until(() => reconnections === 1, 'the reconnection');
      await notify('b:1');
      await until(() => heard.includes('b:1'), "'b:1' after the reconnection");
    } finally {
      await stop();
    }
  });
});

describe('the hub', () => {
  it('wakes only the streams of the member a payload names, and tells them she read', async () => {
    const hub = createNotificationHub(database, createLogger('silent', false));
    const calls: string[] = [];
    const listener = (name: string): StreamListener => ({
      wake: () => calls.push(`${name}:wake`),
      read: () => calls.push(`${name}:read`),
      close: () => calls.push(`${name}:close`),
      chat: (signal) => calls.push(`${name}:chat:${chatSignalPayload(signal)}`),
    });
    const ana = crypto.randomUUID();
    const bia = crypto.randomUUID();
    await hub.start();
    hub.subscribe(ana, listener('ana1'));
    const leave = hub.subscribe(ana, listener('ana2'));
    hub.subscribe(bia, listener('bia'));
    expect(hub.size()).toBe(3);

    await notify(`${ana}:41`);
    await until(() => calls.length === 2, 'two wakes');
    expect(calls.sort()).toEqual(['ana1:wake', 'ana2:wake']);

    calls.length = 0;
    leave();
    expect(hub.size()).toBe(2);
    await notify(`${ana}:read`);
    await notify('nonsense');
    await notify(`${bia}:42`);
    await until(() => calls.length === 2, 'a read and a wake');
    expect(calls).toEqual(['ana1:read', 'bia:wake']);

    // Messages' signals (issue 18) ride the same payloads, after the recipient's id.
    calls.length = 0;
    const message = crypto.randomUUID();
    const conversation = crypto.randomUUID();
    await notify(`${bia}:m:${message}`);
    await notify(`${bia}:r:${conversation}:${ana}`);
    await notify(`${bia}:c:${conversation}`);
    await notify(`${bia}:u`);
    await notify(`${bia}:x:junk`);
    await until(() => calls.length === 4, 'four chat signals');
    expect(calls).toEqual([
      `bia:chat:m:${message}`,
      `bia:chat:r:${conversation}:${ana}`,
      `bia:chat:c:${conversation}`,
      'bia:chat:u',
    ]);

    calls.length = 0;
    await hub.stop();
    expect(calls.sort()).toEqual(['ana1:close', 'bia:close']);
  });
});
