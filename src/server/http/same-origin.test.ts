import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { authUser, posts } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';

// Issue 13, point 5: a page on another site — a sibling subdomain included — cannot make her
// browser change anything, whatever the body's format; our own pages and non-browser clients can.

let ctx: TestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Origem');
});
afterAll(() => ctx?.close());

const EVIL = 'https://elasrede.evil.example';
const refused = { error: { code: 'cross_site', message: HTTP_COPY.crossSite } };

async function postCount() {
  const [row] = await ctx.db.select({ n: count() }).from(posts).where(eq(posts.userId, ana.id));
  return row?.n ?? 0;
}

/** POST /api/posts as a browser would send it from `headers`' page, in each format a form can take. */
async function postAs(format: 'json' | 'multipart' | 'form', headers: Record<string, string>) {
  const fields = { content: 'Publicado por outro site', authorType: 'user', authorId: ana.id };
  let body: BodyInit;
  const sent: Record<string, string> = { cookie: ana.cookie, ...headers };
  if (format === 'json') {
    body = JSON.stringify(fields);
    sent['content-type'] = 'application/json';
  } else if (format === 'form') {
    body = new URLSearchParams(fields);
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    body = form;
  }
  const res = await ctx.app.request('/api/posts', { method: 'POST', headers: sent, body });
  return { status: res.status, body: await res.json() };
}

describe('state-changing requests from another site', () => {
  it.each(['json', 'multipart', 'form'] as const)(
    'refuses a foreign Origin (%s body) with 403 and writes nothing',
    async (format) => {
      const before = await postCount();
      const res = await postAs(format, { origin: EVIL, 'sec-fetch-site': 'cross-site' });
      expect(res).toEqual({ status: 403, body: refused });
      // The Origin alone is enough (a browser without Fetch Metadata).
      expect((await postAs(format, { origin: EVIL })).status).toBe(403);
      expect(await postCount()).toBe(before);
    },
  );

  it('refuses a sibling subdomain (Sec-Fetch-Site: same-site) and a null Origin', async () => {
    expect(await postAs('multipart', { 'sec-fetch-site': 'same-site' })).toEqual({
      status: 403,
      body: refused,
    });
    expect((await postAs('multipart', { origin: 'null' })).status).toBe(403);
    expect(
      (await postAs('multipart', { origin: ctx.config.publicUrl, 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
  });

  it("guards better-auth's endpoints too: no account is made from another site", async () => {
    const email = 'forjada@exemplo.com.br';
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Forjada', email, password: 'uma senha longa e boa' },
      headers: { origin: EVIL },
    });
    expect(res).toMatchObject({ status: 403, body: refused });
    expect(await ctx.db.select().from(authUser).where(eq(authUser.email, email))).toEqual([]);
    const signOut = await call(ctx, 'POST', '/api/auth/sign-out', {
      cookie: ana.cookie,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(signOut.status).toBe(403);
    expect((await call(ctx, 'GET', '/api/me', { cookie: ana.cookie })).body.user?.id).toBe(ana.id);
  });

  it('accepts her own pages, and clients that are not browsers (no Origin, no Sec-Fetch-Site)', async () => {
    const before = await postCount();
    const own = await postAs('multipart', { origin: ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(201);
    expect((await postAs('form', {})).status).toBe(201);
    expect(await postCount()).toBe(before + 2);
  });

  it('never blocks a read', async () => {
    const res = await call(ctx, 'GET', '/api/posts', {
      cookie: ana.cookie,
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
    const head = await ctx.app.request('/api/catalogue/states', {
      method: 'HEAD',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(head.status).toBe(200);
  });
});
