import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { MSG } from '../../domain/messages.js';
import { authUser, posts, userProfile } from '../db/schema/index.js';
import { makePlatformAdmin } from '../modules/companies/fixtures.js';
import { encodeCursor } from '../modules/shared/keyset-cursor.js';
import { insertCompany, insertVacancy } from '../modules/vacancies/fixtures.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { solidPng } from '../test/image-fixtures.js';
import { createMember, type TestMember } from '../test/members.js';

// Issue 13, point 8: input the database cannot take — a NUL character in any text, a cursor
// naming a day that does not exist — is refused at validation with 400 in pt-BR, never by the
// database with a 500.

let ctx: TestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Caractere');
});
afterAll(() => ctx?.close());

const NUL = '\u0000';
const invalidField = (field: string) => ({
  error: {
    code: 'invalid_input',
    message: MSG.common.invalidInput,
    fields: { [field]: HTTP_COPY.invalidCharacter },
  },
});
const invalidAddress = { error: { code: 'invalid_input', message: HTTP_COPY.invalidAddress } };

describe('a NUL character', () => {
  it("is refused in better-auth's JSON fields (sign-in, sign-up, reset), anonymous", async () => {
    const cases = [
      [
        '/api/auth/sign-in/email',
        { email: `ana${NUL}@exemplo.com.br`, password: 'uma senha longa e boa' },
        'email',
      ],
      [
        '/api/auth/sign-up/email',
        { name: `Ana${NUL}`, email: 'nul@exemplo.com.br', password: 'x'.repeat(12) },
        'name',
      ],
      ['/api/auth/request-password-reset', { email: `${NUL}@exemplo.com.br`, redirectTo: '/r' }, 'email'],
      ['/api/auth/reset-password', { newPassword: 'uma senha longa e boa', token: `a${NUL}b` }, 'token'],
    ] as const;
    for (const [path, body, field] of cases) {
      const res = await call(ctx, 'POST', path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual(invalidField(field));
    }
    expect(await ctx.db.select().from(authUser).where(eq(authUser.email, 'nul@exemplo.com.br'))).toEqual([]);
  });

  it('is refused in path and query parameters, encoded or not', async () => {
    for (const path of ['/api/profiles/by-slug/%00', '/api/news/%00', '/api/profiles/a%00b']) {
      const res = await call(ctx, 'GET', path);
      expect(res, path).toMatchObject({ status: 400, body: invalidAddress });
    }
    const search = await call(ctx, 'GET', '/api/search?q=ana%00', { cookie: ana.cookie });
    expect(search).toMatchObject({ status: 400, body: invalidField('q') });
    const explore = await call(ctx, 'GET', `/api/communities?q=${encodeURIComponent(`x${NUL}`)}`, {
      cookie: ana.cookie,
    });
    expect(explore).toMatchObject({ status: 400, body: invalidField('q') });
  });

  it('refuses an address whose escapes are not UTF-8 text (better-auth answered it with a 500)', async () => {
    const verify = await call(ctx, 'GET', '/api/auth/verify-email?token=abc&callbackURL=%C3%28');
    expect(verify).toMatchObject({ status: 400, body: invalidField('callbackURL') });
    const profile = await call(ctx, 'GET', '/api/profiles/by-slug/%E0%A4%A');
    expect(profile).toMatchObject({ status: 400, body: invalidAddress });
  });

  it('is refused deep in a JSON body, naming the field, and nothing is stored', async () => {
    const profile = await call(ctx, 'GET', '/api/profile/me', { cookie: ana.cookie });
    const res = await call(ctx, 'PUT', '/api/profile/me', {
      cookie: ana.cookie,
      body: { ...profile.body, softSkills: ['Liderança', `Escuta${NUL}ativa`] },
    });
    expect(res).toMatchObject({ status: 400, body: invalidField('softSkills.1') });
    const [row] = await ctx.db.select().from(userProfile).where(eq(userProfile.id, ana.id));
    expect(row?.softSkills ?? []).not.toContain(`Escuta${NUL}ativa`);
  });

  it('is refused in form fields, URL-encoded or multipart', async () => {
    const before = await ctx.db.select({ n: count() }).from(posts);
    const fields = { content: `Olá${NUL}`, authorType: 'user', authorId: ana.id };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    for (const body of [new URLSearchParams(fields), form]) {
      const res = await ctx.app.request('/api/posts', {
        method: 'POST',
        headers: { cookie: ana.cookie },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalidField('content'));
    }
    expect(await ctx.db.select({ n: count() }).from(posts)).toEqual(before);
  });

  it('refuses a lone surrogate too: PostgreSQL refuses it in JSON values (the queued contact e-mail)', async () => {
    const res = await call(ctx, 'POST', '/api/contact', {
      body: {
        name: 'Joana',
        email: 'joana@exemplo.com.br',
        subject: 'privacidade',
        message: 'olá \ud800 sozinho',
      },
    });
    expect(res).toMatchObject({ status: 400, body: invalidField('message') });
    // A real pair (an emoji) is text like any other.
    const emoji = await call(ctx, 'POST', '/api/contact', {
      body: { name: 'Joana', email: 'joana@exemplo.com.br', subject: 'privacidade', message: 'olá 👩🏽‍💻' },
    });
    expect(emoji.status).toBe(202);
  });

  it('is welcome inside an image: file parts are bytes, not text', async () => {
    const png = await solidPng(64, 64, '#aa3366');
    expect(png.includes(0)).toBe(true);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' }));
    const res = await ctx.app.request('/api/profile/me/avatar', {
      method: 'PUT',
      headers: { cookie: ana.cookie },
      body: form,
    });
    expect(res.status).toBe(200);
  });
});

describe('a keyset cursor naming a day that does not exist', () => {
  it('is refused with 400 on each of the six lists that take one', async () => {
    const admin = await createMember(ctx, 'Administradora Cursor');
    await makePlatformAdmin(ctx, admin);
    const company = await insertCompany(ctx, { staff: [{ user: ana, role: 'admin' }] });
    const vacancy = await insertVacancy(ctx, company.id);
    const id = crypto.randomUUID();
    const lists = [
      ['/api/posts', ana],
      ['/api/communities', ana],
      ['/api/vacancies', ana],
      [`/api/vacancies/${vacancy.id}/applications`, ana],
      ['/api/news', null],
      ['/api/news/admin', admin],
    ] as const;
    for (const at of ['2024-13-01T10:00:00.000000Z', '2023-02-30T10:00:00.000000Z']) {
      const cursor = encodeCursor({ at, id });
      for (const [path, member] of lists) {
        const res = await call(ctx, 'GET', `${path}?cursor=${cursor}`, { cookie: member?.cookie });
        expect(res.status, `${path} ${at}`).toBe(400);
        expect(res.body.error, path).toMatchObject({
          code: 'invalid_input',
          fields: { cursor: MSG.common.invalidInput },
        });
      }
    }
  });
});
