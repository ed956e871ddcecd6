import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleApp } from './bootstrap.js';
import { type Database, ping, queryRows } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { createLifecycle } from './lifecycle.js';
import { createTestContext, type TestContext } from './test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('platform endpoints', () => {
  it('reports health with the database reachable', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 to the health check while draining, and closes every connection after its answer', async () => {
    const lifecycle = createLifecycle();
    const { app } = assembleApp({
      config: ctx.config,
      database: { db: ctx.db, executeSql: () => Promise.resolve({ rows: [] }) },
      logger: createLogger('silent', false),
      lifecycle,
      rateLimit: false,
    });
    expect((await app.request('/api/health')).headers.get('connection')).toBeNull();
    lifecycle.startDraining();
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    expect(await health.json()).toMatchObject({ status: 'draining' });
    // Requests already on their way are still answered, as the last one on their connection.
    const me = await app.request('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('connection')).toBe('close');
  });

  it('answers the health check within its bound when the database does not answer', async () => {
    const silentDatabase = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    expect(await ping(silentDatabase, 200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers unknown API paths with a JSON 404 in pt-BR', async () => {
    for (const path of ['/api/nada', '/api/profile/nada', '/api/a/b/c']) {
      const res = await ctx.app.request(path, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
    }
  });

  it('publishes an OpenAPI document and an interactive reference without inline scripts', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/profile/me/avatar']));

    const page = await ctx.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect((await ctx.app.request('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect((await ctx.app.request('/api/docs/init.js')).status).toBe(200);
  });

  it("documents the session cookie, better-auth's endpoints and a unique id for every operation", async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(
      doc.paths['/auth/sign-in/email'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
    expect(doc.paths['/auth/verify-email'].get.responses).toHaveProperty('302');
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as object));
    const ids = operations.map((op: { operationId: string }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // What the HTTP layer answers for any body: documented on every operation that takes one.
    for (const op of operations as Array<{ requestBody?: object; responses: object }>) {
      if (op.requestBody) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['413', '415']));
    }
  });

  it('sends the security headers on every response', async () => {
    const res = await ctx.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('requires a session for member endpoints', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const res = await ctx.app.request('/api/profile/me/avatar', { method: 'PUT', body: form });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Faça login para continuar.');
  });
});

describe('database access under concurrency', () => {
  it('runs 50 concurrent transactions with other queries in between, without deadlock or lost updates', async () => {
    await ctx.db.execute(
      sql`create table if not exists concurrency_probe (id int primary key, n int not null)`,
    );
    await ctx.db.execute(
      sql`insert into concurrency_probe values (1, 0) on conflict (id) do update set n = 0`,
    );

    const transactions = Array.from({ length: 50 }, () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select n from concurrency_probe where id = 1 for update`,
        );
        // Yield to the event loop mid-transaction: on a shared connection another request's
        // statement would slip in here and the read-modify-write would lose updates.
        await new Promise((r) => setTimeout(r, 1));
        await tx.execute(sql`update concurrency_probe set n = ${(row?.n ?? 0) + 1} where id = 1`);
      }),
    );
    const requests = Array.from({ length: 50 }, () => ctx.app.request('/api/health'));
    const [, responses] = await Promise.all([Promise.all(transactions), Promise.all(requests)]);

    expect(responses.every((r) => r.status === 200)).toBe(true);
    const [final] = await queryRows<{ n: number }>(ctx.db, sql`select n from concurrency_probe where id = 1`);
    expect(final?.n).toBe(50);
  });

  it('rolls a failed transaction back completely', async () => {
    await ctx.db.execute(sql`create table if not exists rollback_probe (id int primary key)`);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into rollback_probe values (1)`);
        await tx.execute(sql`insert into rollback_probe values (1)`);
      }),
    ).rejects.toThrow();
    expect(await queryRows(ctx.db, sql`select count(*)::int as c from rollback_probe`)).toEqual([{ c: 0 }]);
  });
});
