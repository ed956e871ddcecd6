import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageState } from '../test/page-state.js';
import { BOOTSTRAP_ELEMENT_ID, bootstrapScript, staticSite } from './static-site.js';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Elas Rede</title><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // As the build leaves them: compressed twins beside the file (scripts/vite-precompress.ts).
  await writeFile(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('static site', () => {
  it('caches hashed assets forever', async () => {
    const res = await staticSite(dist).request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip twin of an asset to a browser that accepts it', async () => {
    const br = await staticSite(dist).request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');

    const gz = await staticSite(dist).request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await staticSite(dist).request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
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

  it('answers a path the client has no page for with 404 and the same page, a known one with 200', async () => {
    const site = staticSite(dist, { isKnownPath: async (p) => p !== '/isto-nao-existe' });
    const missing = await site.request('/isto-nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    const known = await site.request('/home');
    expect(known.status).toBe(200);
    expect(await missing.text()).toBe(await known.text());
    // Files are still served, and a stale asset still answers JSON.
    expect((await site.request('/favicon.svg')).status).toBe(200);
    expect((await site.request('/assets/gone-999.js')).headers.get('content-type')).toContain('json');
  });

  it('serves the page as known when it cannot tell', async () => {
    for (const isKnownPath of [async () => null, async () => Promise.reject(new Error('no renderer'))]) {
      expect((await staticSite(dist, { isKnownPath }).request('/isto-nao-existe')).status).toBe(200);
    }
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

describe('static site bootstrap hook', () => {
  it('writes the state into the page, private when the request carries a cookie', async () => {
    const site = staticSite(dist, {
      renderBootstrap: async (request) => ({ me: request.headers.get('cookie') ? 'ana' : null }),
    });
    const visitor = await site.request('/feed');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(pageState(await visitor.text())).toEqual({ me: null });

    const member = await site.request('/feed', { headers: { Cookie: 'session=1' } });
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    expect(pageState(await member.text())).toEqual({ me: 'ana' });
  });

  it('cannot be closed early by a value', () => {
    const script = bootstrapScript({ name: '</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });

  it('serves the page without it when the hook fails', async () => {
    const site = staticSite(dist, {
      renderBootstrap: async () => {
        throw new Error('database down');
      },
    });
    const res = await site.request('/feed');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(BOOTSTRAP_ELEMENT_ID);
  });
});
