import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { MSG } from '../../domain/messages.js';
import { AppError, tooManyRequests } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import { errorHandler } from './error-responses.js';

// Issue 13, point 16 (the HTTP part) and point 11 (Cache-Control): whatever goes wrong, the
// answer is the API's envelope with a pt-BR message — never a framework's English text — and a
// private answer is never kept by a cache.

let ctx: TestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Erro');
});
afterAll(() => ctx?.close());

async function raw(path: string, init: RequestInit) {
  const res = await ctx.app.request(path, init);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('framework errors, in pt-BR', () => {
  it('malformed JSON: 400 on our routes and on better-auth’s', async () => {
    for (const [path, cookie, message] of [
      ['/api/projects', ana.cookie, HTTP_COPY.unreadableBody],
      ['/api/contact', '', HTTP_COPY.unreadableBody],
      // better-auth's 'Invalid JSON in request body', as its errors are translated (auth-errors.ts).
      ['/api/auth/sign-in/email', '', MSG.common.invalidInput],
    ] as const) {
      const res = await raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{"title": "sem fim',
      });
      expect(res.status, path).toBe(400);
      expect(res.body.error.message, path).toBe(message);
    }
  });

  it('a body type the route does not take: 415', async () => {
    const res = await raw('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'olá',
    });
    expect(res).toMatchObject({
      status: 415,
      body: { error: { code: 'unsupported_type', message: HTTP_COPY.unsupportedType } },
    });
  });

  it('a method the path does not take: 405 with Allow', async () => {
    const res = await raw('/api/catalogue/states', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: { code: 'method_not_allowed', message: HTTP_COPY.methodNotAllowed } });
    expect(res.headers.get('allow')).toContain('GET');
    // A path that does not exist at all is still a 404.
    expect((await raw('/api/nada', { method: 'DELETE' })).body).toEqual({
      error: { code: 'not_found', message: MSG.common.apiNotFound },
    });
  });

  it('a path outside the API that nothing serves: 404 in the envelope, not hono’s text', async () => {
    const res = await ctx.app.request('/perfil', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: MSG.common.apiNotFound } });
  });

  it('an unknown auth endpoint: 404 in the envelope', async () => {
    const res = await call(ctx, 'POST', '/api/auth/nada', { body: {} });
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});

describe('the error handler', () => {
  function appWith(error: unknown) {
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.onError(errorHandler(logger as unknown as Logger));
    app.use(async (c, next) => {
      c.set('requestId', 'req-1');
      await next();
    });
    app.get('/', () => {
      throw error;
    });
    return { app, logger };
  }

  it('answers an unexpected error with a logged 500 that carries the request id', async () => {
    const { app, logger } = appWith(new Error('column "x" does not exist'));
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal', message: MSG.common.internal, requestId: 'req-1' },
    });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it.each([
    [400, HTTP_COPY.unreadableBody],
    [401, MSG.common.unauthorized],
    [403, MSG.common.forbidden],
    [413, HTTP_COPY.tooLarge],
    [503, HTTP_COPY.unavailable],
  ] as const)('translates a framework exception %i by its status', async (status, message) => {
    const { app } = appWith(new HTTPException(status, { message: 'Some English text' }));
    const res = await app.request('/');
    expect(res.status).toBe(status);
    expect((await res.json()).error.message).toBe(message);
  });

  it('does not log refusals (a 429 is an answer, not a fault)', async () => {
    for (const error of [tooManyRequests(MSG.common.rateLimited), new AppError(404, 'not_found', 'x')]) {
      const { app, logger } = appWith(error);
      await app.request('/');
      expect(logger.error).not.toHaveBeenCalled();
    }
  });
});

describe('Cache-Control', () => {
  it('keeps private answers out of every cache unless the route chose otherwise', async () => {
    const me = await call(ctx, 'GET', '/api/profile/me', { cookie: ana.cookie });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const refused = await call(ctx, 'GET', '/api/profile/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const session = await call(ctx, 'GET', '/api/auth/get-session', { cookie: ana.cookie });
    expect(session.headers.get('cache-control')).toMatch(/no-store/);
    // Public reference data keeps the cache life its route gives it.
    const states = await call(ctx, 'GET', '/api/catalogue/states');
    expect(states.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  // Issue 15: one default for every /api answer; public caching only where a route opts in
  // (http/cache-control.ts), with the cache lives those routes had.
  it('answers private, no-store everywhere but on the routes that cache publicly', async () => {
    for (const path of ['/api/health', '/api/me', '/api/config', '/api/posts', '/api/nowhere']) {
      const res = await call(ctx, 'GET', path, { cookie: ana.cookie });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    for (const [path, cacheControl] of [
      ['/api/catalogue/states', 'public, max-age=3600'],
      ['/api/companies/sealed', 'public, max-age=300'],
      ['/api/news', 'public, max-age=0, s-maxage=60'],
      ['/api/openapi.json', 'public, max-age=300'],
    ] as const) {
      const res = await call(ctx, 'GET', path, { cookie: ana.cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(cacheControl);
    }
  });
});
