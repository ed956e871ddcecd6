import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site.js';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Elas Rede</title><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('static site', () => {
  it('caches hashed assets forever', async () => {
    const res = await staticSite(dist).request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files with a short cache', async () => {
    const res = await staticSite(dist).request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers every client route with index.html, never cached', async () => {
    for (const route of [
      '/',
      '/index.html',
      '/feed',
      '/comunidades/123',
      '/m/ana-lucia-araujo',
      '/nao-existe',
    ]) {
      const res = await staticSite(dist).request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toContain('<div id="root">');
    }
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    const res = await staticSite(dist).request('/assets/gone-999.js');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
  });

  it('explains a missing build instead of failing', async () => {
    const res = await staticSite(path.join(dist, 'nope')).request('/home');
    expect(res.status).toBe(503);
  });
});

describe('static site head hook', () => {
  it('puts the tags a feature renders in place of the page title, still never cached', async () => {
    const site = staticSite(dist, {
      renderHead: async (p) =>
        p === '/m/ana' ? '<title>Ana — Elas Rede</title><meta property="og:title" content="Ana" />' : null,
    });
    const res = await site.request('/m/ana');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Ana — Elas Rede</title><meta property="og:title" content="Ana" />');
    expect(html).not.toContain('<title>Elas Rede</title>');
    expect(await (await site.request('/feed')).text()).toContain('<title>Elas Rede</title>');
  });

  it('serves the plain page when the hook fails', async () => {
    const site = staticSite(dist, {
      renderHead: async () => {
        throw new Error('database down');
      },
    });
    const res = await site.request('/m/ana');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Elas Rede</title>');
  });
});
