import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { withoutPageState } from '../../test/page-state.js';
import { countQueries } from '../../test/statements.js';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Elas Rede é a rede profissional das mulheres."
    />
    <title>Elas Rede — a rede profissional das mulheres</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let avatarUrl: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  ctx = await createTestContext({ webDistDir: dist });
  ana = await createMember(ctx, 'Ana Prévia');
  bia = await createMember(ctx, 'Bia Prévia');
  await call(ctx, 'PUT', '/api/profile/me', {
    cookie: ana.cookie,
    body: {
      fullName: 'Ana "Lu" <Dados> & Cia',
      professionalTitle: 'Cientista de Dados <sênior>',
      experienceYears: 0,
      isLookingForJob: true,
      softSkills: [],
      hardSkills: [],
      filhos: [],
      idiomas: [],
    },
  });
  const form = new FormData();
  form.set(
    'file',
    new File([new Uint8Array(await solidPng(300, 300, '#8e2f73'))], 'a.png', { type: 'image/png' }),
  );
  const upload = await ctx.app.request('/api/profile/me/avatar', {
    method: 'PUT',
    body: form,
    headers: { cookie: ana.cookie },
  });
  avatarUrl = (await upload.json()).url;
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await call(ctx, 'GET', pathname);
  expect(res.status, pathname).toBe(200);
  expect(res.headers.get('cache-control'), pathname).toBe('no-cache');
  expect(res.body, pathname).toContain('<div id="root"></div>');
  return res.body as string;
};

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(html)?.[1];

describe('Open Graph tags of public profile pages', () => {
  it('gives /m/{slug} her name, title, photo and address, HTML-escaped', async () => {
    const html = await page('/m/ana-previa');
    expect(html).toContain('<title>Ana &quot;Lu&quot; &lt;Dados&gt; &amp; Cia — Elas Rede</title>');
    expect(html).not.toContain('a rede profissional das mulheres</title>');
    expect(html).not.toContain('<Dados>');
    expect(meta(html, 'og:title')).toBe('Ana &quot;Lu&quot; &lt;Dados&gt; &amp; Cia');
    expect(meta(html, 'og:description')).toBe('Cientista de Dados &lt;sênior&gt;');
    expect(meta(html, 'description')).toBe('Cientista de Dados &lt;sênior&gt;');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:url')).toBe('http://localhost:3000/m/ana-previa');
    expect(meta(html, 'og:image')).toBe(`http://localhost:3000${avatarUrl}`);
    expect(meta(html, 'twitter:card')).toBe('summary');
    // She has not allowed search engines (off by default): they are asked not to list her.
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('lets search engines list her page once she allows it in Privacidade', async () => {
    const allowed = await call(ctx, 'PUT', '/api/me/privacy/search-engines', {
      cookie: ana.cookie,
      body: { enabled: true },
    });
    expect(allowed.body).toEqual({ enabled: true });
    expect(meta(await page('/m/ana-previa'), 'robots')).toBeUndefined();
    await call(ctx, 'PUT', '/api/me/privacy/search-engines', {
      cookie: ana.cookie,
      body: { enabled: false },
    });
    expect(meta(await page('/m/ana-previa'), 'robots')).toBe('noindex');
  });

  it('does the same for /perfil-publico/{id}, with one query', async () => {
    let html = '';
    const queries = await countQueries(ctx.db, async () => {
      html = await page(`/perfil-publico/${ana.id}`);
    });
    expect(queries).toBe(1);
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/perfil-publico/${ana.id}`);
    expect(meta(html, 'og:title')).toBe('Ana &quot;Lu&quot; &lt;Dados&gt; &amp; Cia');
  });

  it('falls back to the default description and no image when she has neither', async () => {
    const html = await page('/m/bia-previa');
    expect(html).toContain('<title>Bia Prévia — Elas Rede</title>');
    expect(meta(html, 'og:description')).toBe('Perfil profissional na Elas Rede');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect((await page(`/m/${bia.id}`)).match(/<title>[^<]*<\/title>/)?.[0]).toBe(
      '<title>Bia Prévia — Elas Rede</title>',
    );
  });

  it('serves the plain page for unknown members and other routes', async () => {
    for (const pathname of [
      '/m/ninguem',
      '/perfil-publico/nao-e-id',
      '/m/%E0%A4%A',
      '/feed',
      '/m/ana-previa/extra',
    ]) {
      // The page as built, plus only the session state every page carries.
      const html = withoutPageState(await page(pathname));
      expect(html, pathname).toBe(INDEX_HTML);
    }
  });
});
