import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember } from '../test/members.js';
import { runAdminCommand } from './admin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const roleOf = async (id: string) =>
  (await ctx.db.select({ role: authUser.role }).from(authUser).where(eq(authUser.id, id)))[0]?.role;

describe('npm run admin', () => {
  it('grants and revokes the platform administrator role by e-mail, ending her sessions on revoke', async () => {
    const member = await createMember(ctx, 'Operadora Nova');

    const granted = await runAdminCommand(ctx.db, ['grant', member.email.toUpperCase()]);
    expect(granted.ok).toBe(true);
    expect(granted.message).toContain('two-factor');
    expect(await roleOf(member.id)).toBe('admin');
    expect((await runAdminCommand(ctx.db, ['list'])).message).toContain(member.email);

    const revoked = await runAdminCommand(ctx.db, ['revoke', member.email]);
    expect(revoked.ok).toBe(true);
    expect(await roleOf(member.id)).toBe('member');
    expect((await call(ctx, 'GET', '/api/me', { cookie: member.cookie })).body.user).toBeNull();
  });

  it('says so, and changes nothing, for an unknown e-mail or a wrong command', async () => {
    expect(await runAdminCommand(ctx.db, ['grant', 'ninguem@exemplo.com.br'])).toEqual({
      ok: false,
      message: 'No account has the e-mail ninguem@exemplo.com.br.',
    });
    for (const args of [[], ['grant'], ['promote', 'x@exemplo.com.br']]) {
      const result = await runAdminCommand(ctx.db, args);
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(/^Usage: npm run admin/);
    }
  });

  it('turns off two-factor sign-in for a member who lost her device', async () => {
    const member = await createMember(ctx, 'Sem Celular');
    await ctx.db.update(authUser).set({ twoFactorEnabled: true }).where(eq(authUser.id, member.id));
    expect((await runAdminCommand(ctx.db, ['disable-2fa', member.email])).ok).toBe(true);
    const [row] = await ctx.db
      .select({ on: authUser.twoFactorEnabled })
      .from(authUser)
      .where(eq(authUser.id, member.id));
    expect(row?.on).toBe(false);
  });
});
