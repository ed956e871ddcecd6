import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../domain/limits.js';
import { createAuth } from '../auth/auth.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedReference } from '../db/seed/index.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { openTestDatabase } from '../test/context.js';

// Issue 13, point 16: a refused request (429, a wrong password, bad input) is an answer, not a
// fault, and must not reach the error log, where it would hide real failures.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReference(database.db);
});
afterAll(() => database?.close());

function authWithSpyLogger() {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), trace: vi.fn() };
  const mailer = { send: vi.fn(async () => {}) } as unknown as Mailer;
  const auth = createAuth({
    db: database.db,
    secret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:3000',
    mailer,
    logger: logger as unknown as Logger,
    rateLimit: true,
  });
  const post = (path: string, body: unknown) =>
    auth.handler(
      new Request(`http://localhost:3000/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-elas-client-ip': '203.0.113.9' },
        body: JSON.stringify(body),
      }),
    );
  return { logger, post };
}

describe('auth refusals and the error log', () => {
  it('does not log a rate-limited request (429) or a failed sign-in at error level', async () => {
    const { logger, post } = authWithSpyLogger();
    const rule = AUTH_RATE_LIMITS['/request-password-reset'];
    const statuses: number[] = [];
    for (let i = 0; i <= rule.perEmail; i++)
      statuses.push(
        (await post('/request-password-reset', { email: 'alguem@exemplo.com.br', redirectTo: '/r' })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await post('/sign-in/email', { email: 'ninguem@exemplo.com.br', password: 'x'.repeat(12) })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
