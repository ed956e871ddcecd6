import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { authAccount, authUser, userProfile } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember } from '../test/members.js';
import { answerFloorMs } from './endpoints.js';
import { passwordHashing } from './password-hashing.js';

// Issue 13, points 10, 11, 16 and 4: what the auth endpoints accept, password changes, racing
// sign-ups, and answers (and work) that do not depend on whether an account exists.

const PASSWORD = 'uma senha longa e boa';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let seq = 0;
const uniqueEmail = (name: string) => `${name}.${++seq}.${Date.now()}@exemplo.com.br`;
const signUp = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/auth/sign-up/email', { body });
const userByEmail = async (email: string) =>
  (await ctx.db.select().from(authUser).where(eq(authUser.email, email)))[0];

describe('sign-up accepts only what the form sends, checked by the API schemas', () => {
  it('refuses a name longer than the profile allows, with the field named', async () => {
    const email = uniqueEmail('longo');
    const res = await signUp({ name: 'A'.repeat(3000), email, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message: MSG.common.invalidInput,
      fields: { name: 'Use no máximo 120 caracteres.' },
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('answers a megabyte name with a client error in the API envelope, never a 500', async () => {
    const res = await signUp({
      name: 'B'.repeat(1024 * 1024),
      email: uniqueEmail('mega'),
      password: PASSWORD,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toEqual(expect.any(String));
  });

  it('refuses fields the client never sends (an image, a role), creating nothing', async () => {
    const email = uniqueEmail('campos');
    const res = await signUp({
      name: 'Campos Extras',
      email,
      password: PASSWORD,
      image: `data:image/png;base64,${'A'.repeat(5000)}`,
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ image: 'Campo não permitido.', role: 'Campo não permitido.' });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('requires her name, and stores it trimmed like the profile does', async () => {
    const missing = await signUp({ name: '   ', email: uniqueEmail('vazio'), password: PASSWORD });
    expect(missing.body.error.fields).toEqual({ name: MSG.auth.fullNameRequired });
    const email = uniqueEmail('espacos');
    expect((await signUp({ name: '  Rosa   Lima ', email, password: PASSWORD })).status).toBe(200);
    const user = await userByEmail(email);
    const [profile] = await ctx.db.select().from(userProfile).where(eq(userProfile.id, user!.id));
    expect(user?.name).toBe('Rosa   Lima');
    expect(profile?.fullName).toBe('Rosa   Lima');
  });

  it('checks the fields of the other endpoints too', async () => {
    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'não é e-mail', password: 'p'.repeat(200), rememberMe: false },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error.fields).toEqual({
      email: MSG.auth.emailInvalid,
      password: MSG.auth.passwordTooLong,
      rememberMe: 'Campo não permitido.',
    });
    const reset = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token: 'não é um token!', newPassword: PASSWORD },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.fields).toEqual({ token: MSG.auth.resetInvalid });
    const elsewhere = await call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email: uniqueEmail('x'), redirectTo: 'https://phishing.example/' },
    });
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.body.error.fields)).toEqual(['redirectTo']);
  });
});

describe('the e-mailed links', () => {
  it('refuse a callbackURL that is not a path of this site with 400, never a 500', async () => {
    for (const callbackURL of ['0', 'xxx', '🙂', 'https://outro.example/x', '//outro.example']) {
      for (const path of [
        `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`,
        `/api/auth/reset-password/abc?callbackURL=${encodeURIComponent(callbackURL)}`,
      ]) {
        const res = await call(ctx, 'GET', path);
        expect(res.status, path).toBe(400);
        expect(res.body.error, path).toMatchObject({
          code: 'invalid_input',
          fields: { callbackURL: expect.any(String) },
        });
      }
    }
  });

  it('say a bad confirmation link is a bad confirmation link, not a bad reset link', async () => {
    const res = await call(ctx, 'GET', '/api/auth/verify-email?token=nao-existe');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.auth.verificationInvalid);
  });
});

describe('auth endpoints the client does not use are not served', () => {
  it('answers update-user with 404 and stores nothing, whatever the image size', async () => {
    const member = await createMember(ctx, 'Imagem Grande');
    const updateUser = (image: string) =>
      call(ctx, 'POST', '/api/auth/update-user', {
        cookie: member.cookie,
        body: { image, name: 'Outro Nome' },
      });
    const small = await updateUser('https://exemplo.com.br/foto.png');
    expect(small.status).toBe(404);
    expect(small.body.error).toEqual({ code: 'not_found', message: MSG.common.apiNotFound });
    // 5 MB: refused before anything reads it (the body limit of auth routes, or this 404).
    const large = await updateUser(`data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`);
    expect([404, 413]).toContain(large.status);
    expect(await userByEmail(member.email)).toMatchObject({ image: null, name: 'Imagem Grande' });
  });

  it.each([
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/sign-in/social'],
    ['POST', '/api/auth/two-factor/get-totp-uri'],
    ['GET', '/api/auth/ok'],
  ])('%s %s → 404', async (method, path) => {
    const member = await createMember(ctx, 'Curiosa');
    const res = await call(ctx, method, path, {
      cookie: member.cookie,
      body: method === 'POST' ? {} : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('changing the password', () => {
  it('always ends her other sessions, even when the client asks to keep them', async () => {
    const member = await createMember(ctx, 'Troca Senha');
    const phone = member.cookie;
    const laptop = (
      await call(ctx, 'POST', '/api/auth/sign-in/email', {
        body: { email: member.email, password: PASSWORD },
      })
    ).cookie;
    const res = await call(ctx, 'POST', '/api/auth/change-password', {
      cookie: laptop,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'outra frase bem comprida',
        revokeOtherSessions: false,
      },
    });
    expect(res.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { cookie: phone })).body.user).toBeNull();
    // The browser that changed it stays signed in, with the cookie the answer set.
    expect((await call(ctx, 'GET', '/api/me', { cookie: res.cookie || laptop })).body.user?.email).toBe(
      member.email,
    );
  });
});

describe('sign-ups racing on one e-mail (a double click)', () => {
  it('all get the answer every sign-up gets, and one account exists', async () => {
    const email = uniqueEmail('duplo');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => signUp({ name: 'Clique Duplo', email, password: PASSWORD })),
    );
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        token: null,
        user: expect.objectContaining({ email, emailVerified: false }),
      });
    }
    const keys = answers.map((r) => Object.keys(r.body.user).sort().join());
    expect(new Set(keys).size).toBe(1);
    expect(await ctx.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(1);
    const user = await userByEmail(email);
    expect(await ctx.db.select().from(authAccount).where(eq(authAccount.userId, user!.id))).toHaveLength(1);
  });
});

describe('answers and work that do not tell whether an account exists', () => {
  /** The same answer, once what is unique to every answer (ids, times) is set aside. */
  const shape = (body: { user?: Record<string, unknown> }) =>
    JSON.stringify({
      ...body,
      user: body.user && { ...body.user, id: 'id', createdAt: 't', updatedAt: 't' },
    });

  async function hashesDuring(request: () => Promise<unknown>): Promise<number> {
    const hash = vi.spyOn(passwordHashing, 'hash');
    const verify = vi.spyOn(passwordHashing, 'verify');
    try {
      await request();
      return hash.mock.calls.length + verify.mock.calls.length;
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  }

  it('sign-up: the same answer and one password hash, new address or member', async () => {
    const member = await createMember(ctx, 'Já Membro');
    const fresh = uniqueEmail('nova');
    let existing: Awaited<ReturnType<typeof signUp>> | undefined;
    let created: Awaited<ReturnType<typeof signUp>> | undefined;
    const forExisting = await hashesDuring(async () => {
      existing = await signUp({ name: 'Já Membro', email: member.email, password: PASSWORD });
    });
    const forNew = await hashesDuring(async () => {
      created = await signUp({ name: 'Já Membro', email: fresh, password: PASSWORD });
    });
    expect([forExisting, forNew]).toEqual([1, 1]);
    expect(existing!.status).toBe(created!.status);
    expect(shape({ ...existing!.body, user: { ...existing!.body.user, email: 'e' } })).toBe(
      shape({ ...created!.body, user: { ...created!.body.user, email: 'e' } }),
    );
  });

  it('sign-in: the same bytes and one password hash, unknown address or wrong password', async () => {
    const member = await createMember(ctx, 'Senha Errada');
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    const counts = [];
    for (const email of [member.email, uniqueEmail('ninguem')]) {
      counts.push(
        await hashesDuring(async () => {
          answers.push(
            await call(ctx, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'nao e esta' } }),
          );
        }),
      );
    }
    expect(counts).toEqual([1, 1]);
    expect(JSON.stringify(answers[0]!.body)).toBe(JSON.stringify(answers[1]!.body));
    expect(answers[0]!.status).toBe(answers[1]!.status);
  });

  it('password reset and a new confirmation link: the same bytes, and never sooner than the floor', async () => {
    const member = await createMember(ctx, 'Esqueceu');
    const unverified = uniqueEmail('sem.confirmar');
    expect((await signUp({ name: 'Sem Confirmar', email: unverified, password: PASSWORD })).status).toBe(200);
    for (const [path, body, known] of [
      [
        '/request-password-reset',
        (email: string) => ({ email, redirectTo: '/redefinir-senha' }),
        member.email,
      ],
      [
        '/send-verification-email',
        (email: string) => ({ email, callbackURL: '/verification-success' }),
        unverified,
      ],
    ] as const) {
      const answers = [];
      for (const email of [known, uniqueEmail('fantasma')]) {
        const started = performance.now();
        const res = await call(ctx, 'POST', `/api/auth${path}`, { body: body(email) });
        // The member's answer stores a token and queues an e-mail; the stranger's does not. Both
        // wait for the same floor (endpoints.ts), so the time says nothing (a lower bound only).
        expect(performance.now() - started, path).toBeGreaterThanOrEqual(answerFloorMs('POST', path) - 1);
        answers.push(res);
      }
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]!.status).toBe(200);
      expect(JSON.stringify(answers[0]!.body)).toBe(JSON.stringify(answers[1]!.body));
    }
  });
});
