import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, userProfile } from '../db/schema/index.js';
import { insertCommunity } from '../modules/moderation/fixtures.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import { pageState } from '../test/page-state.js';
import type { RendererModule } from './page-renderer.js';

// Pages people share and search engines index arrive with their content (issue 14): the
// renderer (src/web/entry-server.tsx, here from source) runs inside the real app, its API
// requests answered in-process with the visitor's cookie.

const loadRenderer = () => import('../../web/entry-server.js') as Promise<RendererModule>;

let dist: string;
let ctx: TestContext;
let ana: TestMember;
let anaSlug: string;

/** What the server rendered inside <div id="root">, as text. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&#x27;': "'",
    '&quot;': '"',
    '&lt;': '<',
    '&gt;': '>',
  };
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|#x27|quot|lt|gt);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

async function makeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><title>Elas Rede</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

beforeAll(async () => {
  dist = await makeDist();
  ctx = await createTestContext({ webDistDir: dist, loadRenderer });
  // A `$'` in a name must reach the page as text, not as a string-replacement pattern.
  ana = await createMember(ctx, "Ana $' Renderizada");
  anaSlug = (await call(ctx, 'GET', '/api/me', { cookie: ana.cookie })).body.profile.slug;
  await ctx.db
    .update(userProfile)
    .set({ professionalTitle: 'Engenheira de Dados' })
    .where(eq(userProfile.id, ana.id));
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('sends a public profile with her name and title in the HTML, and the data the browser hydrates from', async () => {
    const res = await call(ctx, 'GET', `/m/${anaSlug}`);
    expect(res.status).toBe(200);
    const text = rootText(res.body);
    expect(text).toContain("Ana $' Renderizada");
    expect(text).toContain('Engenheira de Dados');
    expect(res.body).not.toContain(ana.email);
    // Her profile's head tags (title and preview card) win over the rendered page's title.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<meta property="og:title"');

    const state = pageState(res.body);
    const keys = state.rendered.queries.queries.map((q: { queryKey: unknown }) => JSON.stringify(q.queryKey));
    expect(keys.some((key: string) => key.includes(anaSlug))).toBe(true);
    expect(state.rendered.router.loaderData).toBeTruthy();
    // The page's own data, exactly as the API answers it.
    const profileQuery = state.rendered.queries.queries.find((q: { queryKey: unknown }) =>
      JSON.stringify(q.queryKey).includes(anaSlug),
    );
    expect(profileQuery.state.data).toEqual(
      (await call(ctx, 'GET', `/api/profiles/by-slug/${anaSlug}`)).body,
    );
  });

  it('renders the visitors home and the login page, but leaves a member’s login page to the browser', async () => {
    expect(rootText((await call(ctx, 'GET', '/home')).body)).toContain('Elas Rede');
    const visitorLogin = await call(ctx, 'GET', '/login');
    expect(rootText(visitorLogin.body)).toContain('Entrar');
    // The page's own title, for crawlers and previews that run no script.
    expect(visitorLogin.body).toContain('<title>Entrar | Elas Rede</title>');

    const memberLogin = await call(ctx, 'GET', '/login', { cookie: ana.cookie });
    expect(memberLogin.status).toBe(200);
    expect(rootText(memberLogin.body)).toBe('');
    expect(pageState(memberLogin.body).rendered).toBeUndefined();
  });

  it('renders a shared page with her session for a signed-in member (her bar, her data)', async () => {
    const res = await call(ctx, 'GET', `/m/${anaSlug}`, { cookie: ana.cookie });
    expect(rootText(res.body)).toContain('Engenheira de Dados');
    expect(pageState(res.body).me.user.id).toBe(ana.id);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends a public event with its title and date in the HTML, and its preview card', async () => {
    const community = await insertCommunity(ctx, [{ user: ana, role: 'admin' }]);
    const starts = new Date(Date.now() + 3 * 86_400_000);
    const created = await call(ctx, 'POST', '/api/events', {
      cookie: ana.cookie,
      body: {
        organiser: { kind: 'community', id: community.id },
        title: 'Roda de Dados',
        description: 'Conversa sobre carreira em dados.',
        mode: 'online',
        onlineUrl: 'https://meet.exemplo.com/segredo-123',
        startsAt: starts.toISOString(),
        endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
        visibility: 'public',
      },
    });
    expect(created.status).toBe(201);
    const res = await call(ctx, 'GET', `/eventos/${created.body.id}`);
    const text = rootText(res.body);
    expect(text).toContain('Roda de Dados');
    expect(text).toContain(created.body.when);
    expect(text).toContain('Entre para confirmar presença');
    expect(res.body).not.toContain('segredo-123');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<meta property="og:title" content="Roda de Dados" />');
  });

  it('leaves pages that are not shared, and pages whose data failed, to the browser', async () => {
    for (const pathname of [
      '/feed',
      '/m/ninguem-com-este-endereco',
      '/vagas/00000000-0000-0000-0000-000000000000',
      '/eventos/00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await call(ctx, 'GET', pathname);
      expect(res.status, pathname).toBe(200);
      expect(rootText(res.body), pathname).toBe('');
      expect(pageState(res.body).rendered, pathname).toBeUndefined();
    }
  });
});

describe('news and articles (issue 22)', () => {
  it("renders a news item's own page with its summary and the original link, never a frame", async () => {
    const [item] = await ctx.db
      .insert(news)
      .values({
        typeId: 'news',
        slug: 'licenca-parental-renderizada',
        title: 'Cresce a licença parental estendida',
        excerpt: 'Empresas ampliam a licença para mães e pais.',
        source: 'Jornal Carreira',
        newsUrl: 'https://jornal.example/licenca',
        publishedAt: new Date(Date.now() - 60_000),
        isPublished: true,
      })
      .returning();
    const res = await call(ctx, 'GET', `/news/${item!.id}`);
    expect(res.status).toBe(200);
    const text = rootText(res.body);
    expect(text).toContain('Cresce a licença parental estendida');
    expect(text).toContain('Empresas ampliam a licença para mães e pais.');
    expect(text).toContain('Fonte: Jornal Carreira');
    expect(text).toContain('Ler no site original');
    expect(res.body).not.toContain('<iframe');
  });

  it("leaves an article's /news/{id} to the browser, which replaces it with /blog/{slug}", async () => {
    const [article] = await ctx.db
      .insert(news)
      .values({
        typeId: 'article',
        slug: 'artigo-renderizado',
        title: 'Artigo renderizado',
        content: '<p>Texto</p>',
        publishedAt: new Date(Date.now() - 60_000),
        isPublished: true,
      })
      .returning();
    const res = await call(ctx, 'GET', `/news/${article!.id}`);
    expect(res.status).toBe(200);
    expect(rootText(res.body)).toBe('');
    expect(pageState(res.body).rendered).toBeUndefined();
  });
});

describe('pages the client does not have', () => {
  it('answers an unknown path with 404 and the page whose router shows its not-found page', async () => {
    for (const pathname of ['/isto-nao-existe', '/vagas/x/y/z', '/m']) {
      const res = await call(ctx, 'GET', pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type'), pathname).toContain('text/html');
      expect(pageState(res.body).me, pathname).toEqual({ user: null, profile: null });
    }
    // Known patterns answer 200, even when what they name does not exist (the page says so).
    for (const pathname of [
      '/',
      '/home',
      '/vagas',
      '/vagas/',
      '/vagas/00000000-0000-0000-0000-000000000000',
      '/m/ninguem-com-este-endereco',
      '/blog/um-artigo',
      '/chat/123',
    ]) {
      expect((await call(ctx, 'GET', pathname)).status, pathname).toBe(200);
    }
    // The API and stale assets keep their JSON 404.
    const api = await call(ctx, 'GET', '/api/nao-existe');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('json');
    const asset = await call(ctx, 'GET', '/assets/gone-999.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toContain('json');
  });
});

describe('a renderer that fails', () => {
  it('still serves the page, for the browser to render', async () => {
    const failing = await createTestContext({
      webDistDir: dist,
      loadRenderer: async () => ({
        configureRenderer: () => undefined,
        renderPage: () => Promise.reject(new Error('boom')),
      }),
    });
    try {
      const res = await call(failing, 'GET', '/home');
      expect(res.status).toBe(200);
      expect(rootText(res.body)).toBe('');
      expect(pageState(res.body).me).toEqual({ user: null, profile: null });
    } finally {
      await failing.close();
    }
  });
});
