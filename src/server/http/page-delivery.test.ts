import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import { pageState } from '../test/page-state.js';

// How the whole application delivers pages and answers (issue 14): compressed, and with the
// session state in the page so the client's first render needs no round trip.

let dist: string;
let ctx: TestContext;
let ana: TestMember;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    // About the size of the real page (its module preloads), above the compression threshold.
    `<!doctype html><html lang="pt-BR"><head><title>Elas Rede</title>${'<link rel="modulepreload" href="/assets/chunk-0123456789.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`,
  );
  ctx = await createTestContext({ webDistDir: dist });
  ana = await createMember(ctx, 'Ana Entrega');
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('gzips JSON and pages for a client that accepts it, and only then', async () => {
    for (const pathname of ['/api/openapi.json', '/api/catalogue/idiomas', '/feed']) {
      const res = await ctx.app.request(pathname, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-encoding'), pathname).toBe('gzip');
      expect(res.headers.get('vary'), pathname).toContain('Accept-Encoding');
      const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(text.length, pathname).toBeGreaterThan(100);
    }
    const br = await ctx.app.request('/api/catalogue/idiomas', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(
      await (await ctx.app.request('/api/catalogue/idiomas')).json(),
    );

    const plain = await ctx.app.request('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).openapi).toBe('3.1.0');
  });
});

describe('session state in the page', () => {
  it('carries exactly what GET /api/me and GET /api/config answer, for her and for a visitor', async () => {
    for (const cookie of [ana.cookie, undefined]) {
      const pageRes = await call(ctx, 'GET', '/feed', { cookie });
      const state = pageState(pageRes.body);
      expect(state.me).toEqual((await call(ctx, 'GET', '/api/me', { cookie })).body);
      expect(state.config).toEqual((await call(ctx, 'GET', '/api/config')).body);
    }
    const member = await call(ctx, 'GET', '/feed', { cookie: ana.cookie });
    expect(pageState(member.body).me.user.email).toBe(ana.email);
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
  });
});
