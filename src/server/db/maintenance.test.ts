import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember } from '../test/members.js';
import { runMaintenance } from './maintenance.js';
import { authRateLimit, authSession, authSignInFailures } from './schema/index.js';

const HOUR = 60 * 60 * 1000;

describe('database maintenance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('deletes expired sessions and old abuse counters, and keeps what is still live', async () => {
    const member = await createMember(ctx, 'Sessão Viva');
    const now = Date.now();
    await ctx.db.insert(authSession).values({
      userId: member.id,
      token: `expired-${now}`,
      expiresAt: new Date(now - HOUR),
    });
    await ctx.db.insert(authSignInFailures).values([
      { key: `account:old-${now}`, failures: 9, lastFailureAt: new Date(now - 25 * HOUR) },
      { key: `account:live-${now}`, failures: 9, lastFailureAt: new Date(now - HOUR) },
    ]);
    await ctx.db.insert(authRateLimit).values([
      { key: `contact:ip:old-${now}`, count: 3, lastRequest: now - 25 * HOUR },
      { key: `contact:ip:live-${now}`, count: 3, lastRequest: now - HOUR },
    ]);

    await runMaintenance({ db: ctx.db, kind: ctx.databaseKind }, now);

    const sessions = await ctx.db.select().from(authSession).where(eq(authSession.userId, member.id));
    expect(sessions.map((s) => s.token)).not.toContain(`expired-${now}`);
    expect(sessions).toHaveLength(1);
    const counters = (await ctx.db.select().from(authRateLimit)).map((r) => r.key);
    expect(counters).toContain(`contact:ip:live-${now}`);
    expect(counters).not.toContain(`contact:ip:old-${now}`);
    const failures = (await ctx.db.select().from(authSignInFailures)).map((r) => r.key);
    expect(failures).toContain(`account:live-${now}`);
    expect(failures).not.toContain(`account:old-${now}`);
    // Her live session still signs her in.
    expect((await call(ctx, 'GET', '/api/me', { cookie: member.cookie })).body.user.id).toBe(member.id);
  });
});
