import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { apiCacheControl, cachePublicly, PRIVATE_NO_STORE, publicCacheControl } from './cache-control.js';

// Issue 15: one default Cache-Control for /api, public caching an explicit opt-in.

function app() {
  const api = new Hono();
  api.onError((err, c) => c.json({ error: (err as AppError).toBody().error }, (err as AppError).status));
  api.use('*', apiCacheControl);
  api.get('/private', (c) => c.json({ ok: true }));
  api.get('/own-header', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=60' }));
  api.get('/public', (c) => cachePublicly(c, { maxAge: 3600 }).json({ ok: true }));
  api.get('/shared', (c) => cachePublicly(c, { maxAge: 0, sharedMaxAge: 60 }).json({ ok: true }));
  api.get('/public-then-fails', (c) => {
    cachePublicly(c, { maxAge: 3600 });
    throw new AppError(404, 'not_found', 'Não encontrado.');
  });
  api.get('/public-404', (c) => cachePublicly(c, { maxAge: 3600 }).json({ ok: false }, 404));
  return api;
}

const cacheControl = async (path: string) => (await app().request(path)).headers.get('cache-control');

describe('apiCacheControl', () => {
  it('answers private, no-store by default, over whatever a handler set itself', async () => {
    expect(await cacheControl('/private')).toBe(PRIVATE_NO_STORE);
    expect(await cacheControl('/own-header')).toBe(PRIVATE_NO_STORE);
    expect(await cacheControl('/nowhere')).toBe(PRIVATE_NO_STORE);
  });

  it('lets a route opt in to public caching with cachePublicly', async () => {
    expect(await cacheControl('/public')).toBe('public, max-age=3600');
    expect(await cacheControl('/shared')).toBe('public, max-age=0, s-maxage=60');
  });

  it('keeps an error private even after the route opted in', async () => {
    expect(await cacheControl('/public-then-fails')).toBe(PRIVATE_NO_STORE);
    expect(await cacheControl('/public-404')).toBe(PRIVATE_NO_STORE);
  });

  it('writes the header values routes used before (issue 13)', () => {
    expect(publicCacheControl({ maxAge: 300 })).toBe('public, max-age=300');
    expect(publicCacheControl({ maxAge: 0, sharedMaxAge: 60 })).toBe('public, max-age=0, s-maxage=60');
  });
});
