import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, news } from '../db/schema/index.js';
import { describeMe } from '../modules/auth/index.js';
import { listPosts } from '../modules/posts/index.js';
import { publicProfile } from '../modules/profile/index.js';
import { insertCompany, insertVacancy } from '../modules/vacancies/fixtures.js';
import { getVacancy } from '../modules/vacancies/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import { recordStatements } from '../test/statements.js';
import { routeReadsNoMember } from './session.js';

// Issue 14, point 5: the SQL a request costs. A signed-in request looks its session up with at
// most one statement (session and member joined); a request that does not need the member —
// a visitor without a cookie, or anyone on a public route — costs no session statement at all.
// Each request is compared with its service called directly, so the difference is exactly what
// the HTTP layer (the session) adds.

let ctx: TestContext;
let ana: TestMember;
let slug: string;
let vacancyId: string;
let newsId: string;

const touchesSession = (statements: string[]) => statements.filter((s) => /\bauth_session\b/.test(s));

/** Statements of one request, and of the same work done by its service straight away. */
async function compare(request: () => Promise<unknown>, direct: () => Promise<unknown>) {
  const viaHttp = await recordStatements(ctx.db, request);
  const service = await recordStatements(ctx.db, direct);
  return { viaHttp, service, added: viaHttp.length - service.length };
}

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Contagem');
  slug = (await call(ctx, 'GET', '/api/me', { cookie: ana.cookie })).body.profile.slug;
  const company = await insertCompany(ctx);
  vacancyId = (await insertVacancy(ctx, company.id)).id;
  const [item] = await ctx.db
    .insert(news)
    .values({
      typeId: 'news',
      slug: 'noticia-contagem',
      title: 'Notícia de contagem',
      source: 'Jornal Exemplo',
      newsUrl: 'https://jornal.example/contagem',
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  newsId = item!.id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('a signed-in request', () => {
  it('GET /api/me costs one session statement and the profile query', async () => {
    let user: Parameters<typeof describeMe>[1] = null;
    const { viaHttp, added } = await compare(
      async () => {
        const res = await call(ctx, 'GET', '/api/me', { cookie: ana.cookie });
        expect(res.body.user.id).toBe(ana.id);
        user = res.body.user;
      },
      () => describeMe(ctx.db, user),
    );
    expect(touchesSession(viaHttp)).toHaveLength(1);
    expect(added).toBe(1);
    expect(viaHttp).toHaveLength(2);
  });

  it('GET /api/posts costs one session statement on top of the feed query', async () => {
    const { viaHttp, added } = await compare(
      async () =>
        expect((await call(ctx, 'GET', '/api/posts?limit=20', { cookie: ana.cookie })).status).toBe(200),
      () => listPosts(ctx.db, ana, { limit: 20 }),
    );
    expect(touchesSession(viaHttp)).toHaveLength(1);
    expect(added).toBe(1);
  });

  it('GET /api/vacancies/{id} looks the session up once', async () => {
    const { viaHttp, added } = await compare(
      async () =>
        expect((await call(ctx, 'GET', `/api/vacancies/${vacancyId}`, { cookie: ana.cookie })).status).toBe(
          200,
        ),
      () => getVacancy(ctx.db, ana.id, vacancyId),
    );
    expect(touchesSession(viaHttp)).toHaveLength(1);
    expect(added).toBe(1);
  });

  it('a public profile looks the session up once: her privacy choices depend on who reads', async () => {
    const { viaHttp, added } = await compare(
      async () =>
        expect((await call(ctx, 'GET', `/api/profiles/by-slug/${slug}`, { cookie: ana.cookie })).status).toBe(
          200,
        ),
      () => publicProfile(ctx.db, { slug }, ana.id),
    );
    expect(touchesSession(viaHttp)).toHaveLength(1);
    expect(added).toBe(1);
    const visitor = await recordStatements(ctx.db, async () =>
      expect((await call(ctx, 'GET', `/api/profiles/by-slug/${slug}`)).status).toBe(200),
    );
    expect(touchesSession(visitor)).toEqual([]);
  });

  it('costs no session statement on a public route, cookie or not', async () => {
    for (const path of ['/api/health', `/api/news/${newsId}`, '/api/catalogue/states', '/api/config']) {
      const statements = await recordStatements(ctx.db, async () =>
        expect((await call(ctx, 'GET', path, { cookie: ana.cookie })).status, path).toBe(200),
      );
      expect(touchesSession(statements), path).toEqual([]);
    }
  });

  it('still refreshes a session older than updateAge (a second statement, that once)', async () => {
    const member = await createMember(ctx, 'Bia Renovada');
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    await ctx.db
      .update(authSession)
      .set({ expiresAt: sql`now() + interval '28 days'`, updatedAt: old })
      .where(eq(authSession.userId, member.id));
    const refreshing = await recordStatements(ctx.db, async () =>
      expect((await call(ctx, 'GET', '/api/me', { cookie: member.cookie })).body.user.id).toBe(member.id),
    );
    expect(touchesSession(refreshing)).toHaveLength(2);
    const [session] = await ctx.db
      .select({ expiresAt: authSession.expiresAt })
      .from(authSession)
      .where(eq(authSession.userId, member.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    const next = await recordStatements(ctx.db, () => call(ctx, 'GET', '/api/me', { cookie: member.cookie }));
    expect(touchesSession(next)).toHaveLength(1);
  });

  it('ends at once when her sessions are revoked (no cached session outlives it)', async () => {
    const member = await createMember(ctx, 'Carla Revogada');
    expect((await call(ctx, 'GET', '/api/me', { cookie: member.cookie })).body.user.id).toBe(member.id);
    await ctx.db.delete(authSession).where(eq(authSession.userId, member.id));
    expect((await call(ctx, 'GET', '/api/me', { cookie: member.cookie })).body.user).toBeNull();
    expect((await call(ctx, 'GET', '/api/posts', { cookie: member.cookie })).status).toBe(401);
  });
});

describe('a visitor without a cookie', () => {
  it.each([
    ['/api/me', null],
    ['/api/profiles/by-slug/{slug}', 200],
    ['/api/vacancies/{vacancy}', 200],
    ['/api/news/{news}', 200],
  ])('GET %s costs no session statement', async (template, status) => {
    const path = template.replace('{slug}', slug).replace('{vacancy}', vacancyId).replace('{news}', newsId);
    const statements = await recordStatements(ctx.db, async () => {
      const res = await call(ctx, 'GET', path);
      if (status) expect(res.status).toBe(status);
    });
    expect(touchesSession(statements)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is built and serialised once, then served as the same bytes without touching the database', async () => {
    const first = await ctx.app.request('/api/openapi.json');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await first.text();
    expect(JSON.parse(body).openapi).toBe('3.1.0');
    const statements = await recordStatements(ctx.db, async () => {
      expect(
        await (await ctx.app.request('/api/openapi.json', { headers: { cookie: ana.cookie } })).text(),
      ).toBe(body);
    });
    expect(statements).toEqual([]);
    // Compressed once as well: the same bytes for every client that takes brotli or gzip.
    const br = await ctx.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body);
    const gzip = await ctx.app.request('/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
    const plain = await ctx.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
  });
});

describe('routes that never read the member', () => {
  it('are the public ones, and only those', () => {
    for (const path of ['/api/news', '/api/news/noticia-1', '/api/catalogue/states', '/api/openapi.json'])
      expect(routeReadsNoMember('GET', path), path).toBe(true);
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['GET', '/api/news/admin'],
      ['GET', '/api/news/admin/1'],
      ['PATCH', '/api/news/noticia-1'],
      ['GET', '/api/profile'],
      ['GET', '/api/vacancies/1'],
      ['POST', '/api/profiles/by-slug/ana'],
      // Privacy per field (issue 19): what a profile shows depends on who reads it.
      ['GET', '/api/profiles/by-slug/ana'],
      ['GET', '/api/profiles/6f1c0a56-8d1e-4a0e-9a57-2f1d8c3b9e10'],
    ] as const)
      expect(routeReadsNoMember(method, path), `${method} ${path}`).toBe(false);
  });
});
