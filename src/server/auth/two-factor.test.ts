import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTwoFactor, authUser } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import { disableTwoFactor } from './two-factor.js';

// Issue 13, point 7b: two-factor sign-in (TOTP + backup codes) through the real endpoints.

const PASSWORD = 'uma senha longa e boa';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The code her authenticator app shows now, from the key the set-up QR code carries. */
function codeFor(totpURI: string): Promise<string> {
  const key = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(key)).totp();
}

/** A code that is certainly not the current one. */
async function wrongCode(totpURI: string): Promise<string> {
  const right = await codeFor(totpURI);
  return right === '000000' ? '111111' : '000000';
}

/** Cookies of `res` merged over `cookie` (the browser's jar, as far as these tests need one). */
function jar(cookie: string, setCookie: string): string {
  const map = new Map<string, string>();
  for (const part of [...cookie.split('; '), ...setCookie.split('; ')].filter(Boolean)) {
    const [name, ...value] = part.split('=');
    map.set(name!, value.join('='));
  }
  return [...map].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** She turns two-factor on from her settings: password, then a code from the app. */
async function enable(member: TestMember) {
  const started = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
    cookie: member.cookie,
    body: { password: PASSWORD },
  });
  expect(started.status).toBe(200);
  const { totpURI, backupCodes } = started.body as { totpURI: string; backupCodes: string[] };
  const confirmed = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
    cookie: member.cookie,
    body: { code: await codeFor(totpURI) },
  });
  expect(confirmed.status).toBe(200);
  // Turning it on renews her session cookie.
  const cookie = jar(member.cookie, confirmed.cookie);
  return { totpURI, backupCodes, cookie };
}

const passwordStep = (email: string, cookie?: string) =>
  call(ctx, 'POST', '/api/auth/sign-in/email', { body: { email, password: PASSWORD }, cookie });

async function me(cookie: string) {
  return (await call(ctx, 'GET', '/api/me', { cookie })).body.user;
}

describe('turning two-factor on', () => {
  it('asks for her password, shows the key and ten backup codes, and only turns on with a right code', async () => {
    const member = await createMember(ctx, 'Ativa Código');
    const wrongPassword = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
      cookie: member.cookie,
      body: { password: 'nao e a senha' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error).toEqual({ code: 'invalid_password', message: 'Senha atual incorreta.' });

    const started = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
      cookie: member.cookie,
      body: { password: PASSWORD },
    });
    expect(started.status).toBe(200);
    expect(started.body.totpURI).toMatch(
      /^otpauth:\/\/totp\/Elas%20Rede:.+\?secret=[A-Z2-7]+&issuer=Elas\+Rede/,
    );
    expect(started.body.backupCodes).toHaveLength(10);
    // Nothing changes until she proves the app works.
    expect((await me(member.cookie)).twoFactorEnabled).toBe(false);

    const refused = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: await wrongCode(started.body.totpURI) },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({
      code: 'invalid_code',
      message: 'Código inválido. Confira o código no aplicativo e tente de novo.',
    });
    const malformed = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: 'abc' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ code: 'O código tem 6 dígitos.' });

    const ok = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: await codeFor(started.body.totpURI) },
    });
    expect(ok.status).toBe(200);
    expect((await me(jar(member.cookie, ok.cookie))).twoFactorEnabled).toBe(true);
    // Secret and codes are stored encrypted, never as shown.
    const [row] = await ctx.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, member.id));
    expect(row!.backupCodes).not.toContain(started.body.backupCodes[0]);
  });
});

describe('signing in with two-factor on', () => {
  it('needs a code after the password: no session until then, a wrong code refused in pt-BR', async () => {
    const member = await createMember(ctx, 'Entra Com Código');
    const { totpURI } = await enable(member);

    const first = await passwordStep(member.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(first.cookie).not.toMatch(/session_token=/);
    expect(await me(first.cookie)).toBeNull();

    const wrong = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: first.cookie,
      body: { code: await wrongCode(totpURI) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_code');

    const right = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: first.cookie,
      body: { code: await codeFor(totpURI) },
    });
    expect(right.status).toBe(200);
    expect((await me(jar(first.cookie, right.cookie))).email).toBe(member.email);
  });

  it('takes each backup code once', async () => {
    const member = await createMember(ctx, 'Perdeu o Celular');
    const { backupCodes } = await enable(member);
    const challenge = (await passwordStep(member.email)).cookie;
    const used = await call(ctx, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: challenge,
      body: { code: backupCodes[0] },
    });
    expect(used.status).toBe(200);
    expect((await me(jar(challenge, used.cookie))).email).toBe(member.email);

    const again = (await passwordStep(member.email)).cookie;
    const reused = await call(ctx, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: again,
      body: { code: backupCodes[0] },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toEqual({
      code: 'invalid_backup_code',
      message: 'Código de recuperação inválido ou já usado.',
    });
  });

  it('skips the code for 30 days in a browser she trusted', async () => {
    const member = await createMember(ctx, 'Confia no Notebook');
    const { totpURI } = await enable(member);
    const challenge = (await passwordStep(member.email)).cookie;
    const trusted = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: await codeFor(totpURI), trustDevice: true },
    });
    expect(trusted.headers.getSetCookie().find((c) => c.includes('trust_device'))).toMatch(/Max-Age=2592000/);
    const browser = jar(challenge, trusted.cookie);
    const next = await passwordStep(member.email, browser);
    expect(next.status).toBe(200);
    expect(next.body.twoFactorRedirect).toBeUndefined();
    expect((await me(jar(browser, next.cookie))).email).toBe(member.email);
  });

  it('refuses a code step nobody started', async () => {
    const res = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', { body: { code: '123456' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: 'two_factor_expired',
      message: 'A verificação expirou. Entre de novo com seu e-mail e senha.',
    });
  });
});

describe('managing two-factor', () => {
  it('regenerates backup codes (the old ones stop working) and turns off with her password', async () => {
    const member = await createMember(ctx, 'Gerencia Tudo');
    const { backupCodes, cookie } = await enable(member);
    const fresh = await call(ctx, 'POST', '/api/auth/two-factor/generate-backup-codes', {
      cookie,
      body: { password: PASSWORD },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    const old = await call(ctx, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: (await passwordStep(member.email)).cookie,
      body: { code: backupCodes[1] },
    });
    expect(old.status).toBe(401);

    const wrong = await call(ctx, 'POST', '/api/auth/two-factor/disable', {
      cookie,
      body: { password: 'nao e a senha' },
    });
    expect(wrong.status).toBe(400);
    const off = await call(ctx, 'POST', '/api/auth/two-factor/disable', {
      cookie,
      body: { password: PASSWORD },
    });
    expect(off.status).toBe(200);
    expect((await me(jar(cookie, off.cookie))).twoFactorEnabled).toBe(false);
    const plain = await passwordStep(member.email);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect(plain.cookie).toMatch(/session_token=/);
  });

  it('lets an operator turn it off for a member who lost everything, ending her sessions', async () => {
    const member = await createMember(ctx, 'Sem Celular Nem Códigos');
    const { cookie } = await enable(member);
    expect(await disableTwoFactor(ctx.db, ` ${member.email.toUpperCase()} `)).toBe(true);
    expect(await me(cookie)).toBeNull();
    const [user] = await ctx.db.select().from(authUser).where(eq(authUser.id, member.id));
    expect(user!.twoFactorEnabled).toBe(false);
    expect(await ctx.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, member.id))).toEqual([]);
    const plain = await passwordStep(member.email);
    expect(plain.cookie).toMatch(/session_token=/);
    expect(await disableTwoFactor(ctx.db, 'ninguem@exemplo.com.br')).toBe(false);
  });
});
