import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BACKOFF } from '../../domain/limits.js';
import { authSignInFailures } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember } from '../test/members.js';

// Issue 13, point 7: failures back off per account, per device and per address; successes never
// count; strangers' failures never block her own devices.

const PASSWORD = 'uma senha longa e boa';
const WRONG = 'nao e a senha dela';
const FREE = SIGN_IN_BACKOFF.account.freeFailures;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: true });
});
afterAll(() => ctx?.close());

let lastAddress = 0;
/** A client address of its own, so one test's failures never meet another's. */
const newAddress = () => `10.20.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const signIn = (email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  call(ctx, 'POST', '/api/auth/sign-in/email', {
    body: { email, password },
    ip: options.ip ?? newAddress(),
    cookie: options.cookie,
  });

/** The device cookie a successful sign-in gave this browser (name=value). */
function deviceCookie(setCookie: string): string {
  const cookie = setCookie.split('; ').find((c) => c.split('=')[0]!.endsWith('.device'));
  if (!cookie) throw new Error(`no device cookie in: ${setCookie}`);
  return cookie;
}

/** Moves every failure of the table `ms` into the past, as if she had waited. */
async function waitFor(ms: number) {
  await ctx.db.execute(
    sql`update auth_sign_in_failures set last_failure_at = last_failure_at - ${`${ms} milliseconds`}::interval`,
  );
}

const THROTTLED = {
  code: 'sign_in_throttled',
  message: 'Muitas tentativas de entrar sem sucesso. Aguarde 1 minuto e tente de novo.',
};

describe('sign-in back-off per account', () => {
  it('answers 429 with Retry-After after the free failures, the same for a member and an unknown e-mail', async () => {
    const member = await createMember(ctx, 'Alvo Conhecido');
    const unknown = `ninguem.${Date.now()}@exemplo.com.br`;
    for (const email of [member.email, unknown]) {
      for (let i = 0; i < FREE; i++) expect((await signIn(email, WRONG)).status).toBe(401);
      const refused = await signIn(email, WRONG);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual(THROTTLED);
      expect(refused.headers.get('retry-after')).toBe('60');
    }
    // Even her right password, from a browser that never signed in to her account, waits.
    const blocked = await signIn(member.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.cookie).not.toMatch(/session_token/);

    // The wait is over after a minute; the next failure doubles it.
    await waitFor(60_000);
    expect((await signIn(member.email, WRONG)).status).toBe(401);
    const doubled = await signIn(member.email, WRONG);
    expect(doubled.status).toBe(429);
    expect(doubled.headers.get('retry-after')).toBe('120');
    await waitFor(120_000);
    expect((await signIn(member.email, PASSWORD)).status).toBe(200);
  });

  it('forgets the failures once she signs in, and never counts successes', async () => {
    const member = await createMember(ctx, 'Esquecida Depois');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE - 1; i++) expect((await signIn(member.email, WRONG)).status).toBe(401);
      expect((await signIn(member.email, PASSWORD)).status).toBe(200);
    }
  });

  it('lets concurrent guesses through no faster than one by one', async () => {
    const member = await createMember(ctx, 'Ataque Paralelo');
    const answers = await Promise.all(Array.from({ length: 15 }, () => signIn(member.email, WRONG)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(FREE);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15 - FREE);
  });
});

describe("strangers' failures never block her own device", () => {
  it('counts a browser that signed in to her account before on its own key', async () => {
    const member = await createMember(ctx, 'Dona do Celular');
    const first = await signIn(member.email, PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceCookie(first.cookie);
    expect(first.headers.getSetCookie().find((c) => c.includes('.device='))).toMatch(/HttpOnly/i);

    // Strangers exhaust her account's free failures…
    for (let i = 0; i < FREE + 3; i++) await signIn(member.email, WRONG);
    expect((await signIn(member.email, PASSWORD)).status).toBe(429);
    // …and her phone still signs in, even from the strangers' address.
    const own = await signIn(member.email, PASSWORD, { cookie: device });
    expect(own.status).toBe(200);

    // Her device backs off on its own failures, without touching the account's count.
    const renewed = deviceCookie(own.cookie);
    for (let i = 0; i < FREE; i++)
      expect((await signIn(member.email, WRONG, { cookie: renewed })).status).toBe(401);
    expect((await signIn(member.email, PASSWORD, { cookie: renewed })).status).toBe(429);
  });

  it('gives the device cookie only once the second step is done, when she has two-factor on', async () => {
    const member = await createMember(ctx, 'Dois Passos');
    const started = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
      cookie: member.cookie,
      body: { password: PASSWORD },
    });
    const key = new URL(started.body.totpURI).searchParams.get('secret')!;
    const code = () => createOTP(base32.decode(key)).totp();
    const confirmed = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: await code() },
    });
    expect(confirmed.status).toBe(200);

    const password = await signIn(member.email, PASSWORD);
    expect(password.body.twoFactorRedirect).toBe(true);
    expect(password.cookie).not.toMatch(/\.device=/);
    const second = await call(ctx, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: password.cookie,
      body: { code: await code() },
    });
    expect(second.status).toBe(200);
    expect(deviceCookie(second.cookie)).toMatch(/\.device=/);
  });

  it('ignores a device cookie made for another account or tampered with', async () => {
    const owner = await createMember(ctx, 'Outra Conta');
    const target = await createMember(ctx, 'Conta Alvo');
    const ownDevice = deviceCookie((await signIn(owner.email, PASSWORD)).cookie);
    const [name, value] = ownDevice.split('=') as [string, string];
    const forged = `${name}=${value.replace(/^[A-Za-z0-9_-]{4}/, 'AAAA')}`;
    for (let i = 0; i < FREE; i++) await signIn(target.email, WRONG, { cookie: ownDevice });
    expect((await signIn(target.email, PASSWORD, { cookie: ownDevice })).status).toBe(429);
    expect((await signIn(target.email, PASSWORD, { cookie: forged })).status).toBe(429);
  });

  it('ends the back-off on her account when she resets her password', async () => {
    const member = await createMember(ctx, 'Redefine Tudo');
    for (let i = 0; i < FREE + 1; i++) await signIn(member.email, WRONG);
    expect((await signIn(member.email, PASSWORD)).status).toBe(429);
    const asked = await call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email: member.email, redirectTo: '/redefinir-senha' },
      ip: newAddress(),
    });
    expect(asked.status).toBe(200);
    await expect
      .poll(() =>
        ctx.smtp.messages.find((m) => m.to.includes(member.email) && m.subject === 'Redefina sua senha'),
      )
      .toBeDefined();
    const mail = ctx.smtp.messages.find(
      (m) => m.to.includes(member.email) && m.subject === 'Redefina sua senha',
    );
    const token = new URL(mail!.links[0]!).pathname.split('/').at(-1)!;
    const reset = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'uma frase nova e comprida' },
      ip: newAddress(),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(member.email, 'uma frase nova e comprida')).status).toBe(200);
  });
});

describe('per client address: failures only', () => {
  it('lets a room of women behind one network sign in: 30 in a minute, typos included', async () => {
    const room = newAddress();
    const members = [];
    for (let i = 0; i < 30; i++) members.push(await createMember(ctx, `Participante ${i + 1}`));
    for (const [i, member] of members.entries()) {
      // A third of them mistype once first.
      if (i % 3 === 0) expect((await signIn(member.email, WRONG, { ip: room })).status).toBe(401);
      const res = await signIn(member.email, PASSWORD, { ip: room });
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
    const [row] = await ctx.db
      .select()
      .from(authSignInFailures)
      .where(eq(authSignInFailures.key, `address:${room}`));
    expect(row?.failures).toBe(10);
  }, 180_000);

  it('backs off one address guessing across many accounts, but not her own device there', async () => {
    const guesser = newAddress();
    const member = await createMember(ctx, 'Vizinha de Rede');
    const device = deviceCookie((await signIn(member.email, PASSWORD)).cookie);
    const free = SIGN_IN_BACKOFF.address.freeFailures;
    for (let i = 0; i < free; i++) {
      expect((await signIn(`alvo${i}.${Date.now()}@exemplo.com.br`, WRONG, { ip: guesser })).status).toBe(
        401,
      );
    }
    const refused = await signIn(`mais.um.${Date.now()}@exemplo.com.br`, WRONG, { ip: guesser });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(THROTTLED);
    expect((await signIn(member.email, PASSWORD, { ip: guesser, cookie: device })).status).toBe(200);
  });
});
