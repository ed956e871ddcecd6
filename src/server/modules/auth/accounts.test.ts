import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { authAccount, authUser, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember } from '../../test/members.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const PASSWORD = 'girassol no quintal';
let seq = 0;
const uniqueEmail = (name: string) => `${name}.${++seq}@exemplo.com.br`;

function signUp(name: string, email: string, password = PASSWORD) {
  return call(ctx, 'POST', '/api/auth/sign-up/email', {
    body: { name, email, password, callbackURL: '/verification-success' },
  });
}
const signIn = (email: string, password = PASSWORD, ip?: string) =>
  call(ctx, 'POST', '/api/auth/sign-in/email', { body: { email, password }, ip });

async function verificationLink(email: string) {
  const mail = [...ctx.smtp.messages]
    .reverse()
    .find((m) => m.to.includes(email) && m.subject === 'Confirme seu e-mail');
  const link = mail?.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no verification link for ${email}`);
  return new URL(link);
}

async function verifiedMember(name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  expect((await signUp(name, email)).status).toBe(200);
  await ctx.smtp.waitFor(email);
  const link = await verificationLink(email);
  const res = await call(ctx, 'GET', link.pathname + link.search);
  expect(res.status).toBe(302);
  return email;
}

async function userByEmail(email: string) {
  const [row] = await ctx.db.select().from(authUser).where(eq(authUser.email, email));
  return row;
}

describe('sign-up', () => {
  it('creates the account and her profile with the slug rule and the spec defaults, and e-mails a link', async () => {
    const email = uniqueEmail('ana');
    const res = await signUp('Ana Lúcia Araújo', email);
    expect(res.status).toBe(200);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: 'Ana Lúcia Araújo', emailVerified: false, role: 'member' });
    const [profile] = await ctx.db.select().from(userProfile).where(eq(userProfile.id, user!.id));
    expect(profile).toMatchObject({
      slug: 'ana-lucia-araujo',
      fullName: 'Ana Lúcia Araújo',
      email,
      isLookingForJob: true,
      experienceYears: 0,
    });

    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toBe('Confirme seu e-mail');
    const link = await verificationLink(email);
    expect(link.origin).toBe(ctx.config.publicUrl);
    expect(link.searchParams.get('callbackURL')).toBe('/verification-success');
  });

  it('uses her user id as the slug when the name is taken or has no letters', async () => {
    const first = uniqueEmail('celia');
    await signUp('Célia Repetida', first);
    const taken = uniqueEmail('celia2');
    await signUp('Célia Repetida', taken);
    const symbols = uniqueEmail('sym');
    await signUp('!!! ???', symbols);
    for (const email of [taken, symbols]) {
      const user = await userByEmail(email);
      const [profile] = await ctx.db
        .select({ slug: userProfile.slug })
        .from(userProfile)
        .where(eq(userProfile.id, user!.id));
      expect(profile?.slug).toBe(user!.id);
    }
  });

  it("never gives her another member's id as slug, so /m/{that id} stays that member's", async () => {
    const victim = await createMember(ctx, 'Vítima da Silva');
    const email = uniqueEmail('takeover');
    expect((await signUp(victim.id, email)).status).toBe(200);
    const user = await userByEmail(email);
    const [profile] = await ctx.db
      .select({ slug: userProfile.slug })
      .from(userProfile)
      .where(eq(userProfile.id, user!.id));
    expect(profile?.slug).toBe(user!.id);
    const page = await call(ctx, 'GET', `/api/profiles/by-slug/${victim.id}`);
    expect(page.body).toMatchObject({ id: victim.id });
  });

  it('answers a duplicate sign-up exactly like a new one and changes nothing', async () => {
    const email = uniqueEmail('dup');
    const first = await signUp('Joana Conceição', email);
    const before = await userByEmail(email);
    const second = await signUp('Outra Pessoa', email, 'outra senha bem longa');
    expect(second.status).toBe(first.status);
    expect(Object.keys(second.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(Object.keys(second.body.user).sort()).toEqual(Object.keys(first.body.user).sort());
    const users = await ctx.db.select().from(authUser).where(eq(authUser.email, email));
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ name: 'Joana Conceição', updatedAt: before!.updatedAt });
  });

  it('refuses weak passwords with the reasons, creating nothing', async () => {
    const email = uniqueEmail('weak');
    const common = await signUp('Fraca Senha', email, 'senha123');
    expect(common.status).toBe(400);
    expect(common.body.error).toEqual({
      code: 'weak_password',
      message: 'Senha fraca',
      reasons: [MSG.auth.passwordTooCommon],
    });
    const short = await signUp('Fraca Senha', email, 'curta');
    expect(short.body.error.reasons).toEqual([MSG.auth.passwordTooShort]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('accepts a 64-character password', async () => {
    expect((await signUp('Longa Senha', uniqueEmail('long'), 'p'.repeat(40) + 'a'.repeat(24))).status).toBe(
      200,
    );
  });

  it('rolls the whole sign-up back when her profile cannot be created', async () => {
    await ctx.db.execute(sql`create or replace function refuse_profile() returns trigger language plpgsql as $$
      begin if new.full_name = 'Falha Proposital' then raise exception 'refused'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_profile before insert on user_profile for each row execute function refuse_profile()`,
    );
    const email = uniqueEmail('fail');
    const res = await signUp('Falha Proposital', email);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.error.message).toBe(MSG.auth.registerFailed);
    expect(await userByEmail(email)).toBeUndefined();
    const accounts = await ctx.db.select().from(authAccount).where(eq(authAccount.accountId, email));
    expect(accounts).toHaveLength(0);
    await ctx.db.execute(sql`drop trigger refuse_profile on user_profile`);
  });
});

describe('sign-in', () => {
  it('refuses an unverified member with a pt-BR message and sends her a fresh link', async () => {
    const email = uniqueEmail('unverified');
    await signUp('Bia Santos', email);
    await ctx.smtp.waitFor(email);
    const mailsBefore = ctx.smtp.messages.filter((m) => m.to.includes(email)).length;
    const res = await signIn(email);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'email_not_verified', message: MSG.auth.emailNotVerified });
    expect(res.cookie).toBe('');
    await expect
      .poll(() => ctx.smtp.messages.filter((m) => m.to.includes(email)).length)
      .toBe(mailsBefore + 1);
  });

  it('the link resent on sign-in confirms her e-mail, signs her in and lands on the confirmation page', async () => {
    const email = uniqueEmail('resent');
    await signUp('Rita Reenvio', email);
    await ctx.smtp.waitFor(email);
    const mailsOf = () => ctx.smtp.messages.filter((m) => m.to.includes(email)).length;
    const mailsBefore = mailsOf();
    expect((await signIn(email)).status).toBe(403);
    await expect.poll(mailsOf).toBe(mailsBefore + 1);
    const link = await verificationLink(email);
    // The same route and landing as the sign-up link, not the bare root page.
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/verification-success');

    const res = await call(ctx, 'GET', link.pathname + link.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/verification-success');
    expect((await userByEmail(email))?.emailVerified).toBe(true);
    expect(res.cookie).toContain('session_token');
    const me = await call(ctx, 'GET', '/api/me', { cookie: res.cookie });
    expect(me.body).toMatchObject({ user: { email, name: 'Rita Reenvio' } });
  });

  it('the sign-up link signs her in too', async () => {
    const email = uniqueEmail('signup');
    await signUp('Sara Cadastro', email);
    await ctx.smtp.waitFor(email);
    const link = await verificationLink(email);
    const res = await call(ctx, 'GET', link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/verification-success');
    const me = await call(ctx, 'GET', '/api/me', { cookie: res.cookie });
    expect(me.body).toMatchObject({ user: { email } });
  });

  it('verifies the e-mail through the link, then signs in with a secure session cookie', async () => {
    const email = await verifiedMember('Carla Dias');
    expect((await userByEmail(email))?.emailVerified).toBe(true);
    const res = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie!.split(';')[0]!;
    const me = await call(ctx, 'GET', '/api/me', { cookie });
    expect(me.body).toMatchObject({ user: { email, name: 'Carla Dias' }, profile: { slug: 'carla-dias' } });
  });

  it('redirects a bad verification link to the success page with an error', async () => {
    const res = await call(
      ctx,
      'GET',
      '/api/auth/verify-email?token=nao-vale&callbackURL=/verification-success',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/verification-success\?error=/);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const email = await verifiedMember('Dora Lima');
    const wrong = await signIn(email, 'nao e essa a senha');
    const unknown = await signIn(uniqueEmail('ninguem'), 'nao e essa a senha');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({
        code: 'invalid_credentials',
        message: 'Falha ao entrar. Verifique suas credenciais.',
      });
      expect(res.cookie).toBe('');
    }
  });

  it('answers /api/me for a visitor with nulls, not an error', async () => {
    expect(await call(ctx, 'GET', '/api/me')).toMatchObject({
      status: 200,
      body: { user: null, profile: null },
    });
  });
});

describe('sign-out and password changes', () => {
  it('signs out', async () => {
    const email = await verifiedMember('Eva Rocha');
    const { cookie } = await signIn(email);
    expect((await call(ctx, 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { cookie })).body.user).toBeNull();
  });

  it('changes the password only with the current one, ending her other sessions', async () => {
    const email = await verifiedMember('Fabi Nunes');
    const phone = (await signIn(email)).cookie;
    const laptop = (await signIn(email)).cookie;
    const wrong = await call(ctx, 'POST', '/api/auth/change-password', {
      cookie: laptop,
      body: {
        currentPassword: 'errada errada',
        newPassword: 'uma nova frase secreta',
        revokeOtherSessions: true,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_password', message: 'Senha atual incorreta.' });

    const ok = await call(ctx, 'POST', '/api/auth/change-password', {
      cookie: laptop,
      body: { currentPassword: PASSWORD, newPassword: 'uma nova frase secreta', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { cookie: phone })).body.user).toBeNull();
    expect((await signIn(email, 'uma nova frase secreta')).status).toBe(200);
  });

  it('signs out of every device', async () => {
    const email = await verifiedMember('Gabi Reis');
    const a = (await signIn(email)).cookie;
    const b = (await signIn(email)).cookie;
    expect((await call(ctx, 'POST', '/api/auth/revoke-sessions', { cookie: a, body: {} })).status).toBe(200);
    for (const cookie of [a, b]) expect((await call(ctx, 'GET', '/api/me', { cookie })).body.user).toBeNull();
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/redefinir-senha' },
    });
    expect(res.status).toBe(200);
    const mail = await ctx.smtp.waitFor(email, { subject: 'Redefina sua senha' });
    return mail;
  }

  async function resetToken(email: string) {
    await requestReset(email);
    const mail = [...ctx.smtp.messages]
      .reverse()
      .find((m) => m.to.includes(email) && m.subject === 'Redefina sua senha');
    const link = new URL(mail!.links[0]!);
    const opened = await call(ctx, 'GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location')!, ctx.config.publicUrl);
    expect(location.pathname).toBe('/redefinir-senha');
    return location.searchParams.get('token')!;
  }

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/redefinir-senha' },
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.smtp.messages.some((m) => m.to.includes(email))).toBe(false);
  });

  it('resets with the e-mailed link, ends every session, and refuses the link a second time', async () => {
    const email = await verifiedMember('Helena Prado');
    const oldSession = (await signIn(email)).cookie;
    const token = await resetToken(email);

    const done = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'caminho das águas claras' },
    });
    expect(done.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { cookie: oldSession })).body.user).toBeNull();
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'caminho das águas claras')).status).toBe(200);

    const reused = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'mais uma frase nova' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual({ code: 'invalid_token', message: MSG.auth.resetInvalid });
    expect((await signIn(email, 'mais uma frase nova')).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const email = await verifiedMember('Iara Souza');
    const token = await resetToken(email);
    await ctx.db.execute(
      sql`update auth_verification set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    const res = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'frase nova e longa' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.auth.resetInvalid);
    expect((await signIn(email)).status).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const email = await verifiedMember('Jussara Melo');
    const token = await resetToken(email);
    const res = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: '12345678' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'weak_password', reasons: [MSG.auth.passwordTooCommon] });
  });
});
