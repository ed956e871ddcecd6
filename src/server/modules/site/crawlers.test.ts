import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, events, news, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember } from '../../test/members.js';
import { insertCompany, insertVacancy } from '../vacancies/fixtures.js';
import { PUBLIC_SITE_PAGES } from './crawlers.js';

// What search engines are told: /robots.txt and /sitemap.xml.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** The sitemap's <loc> addresses. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('/robots.txt', () => {
  it('points to the sitemap by its absolute address and keeps crawlers off the API and private pages', async () => {
    const res = await ctx.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`);
    for (const path of ['/api/', '/chat', '/notificacoes', '/configuracoes', '/feed'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Allow: /\n');
    // No rule keeps crawlers off the public pages (rules read as Google does: prefix, `*`, `$`).
    const rules = text
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => {
        const rule = line.slice('Disallow: '.length);
        const pattern = rule
          .replace(/\$$/, '')
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*');
        return new RegExp(`^${pattern}${rule.endsWith('$') ? '$' : ''}`);
      });
    const blocked = (path: string) => rules.some((rule) => rule.test(path));
    for (const path of ['/m/ana', '/perfil-publico/x', '/vagas/x', '/eventos/x', '/news/x', '/home', '/'])
      expect(blocked(path), path).toBe(false);
    for (const path of ['/perfil', '/vagas', '/vagas/x/candidaturas', '/news/x/editar', '/chat/x'])
      expect(blocked(path), path).toBe(true);
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages, open vacancies, public events, published news and public profiles, and nothing else', async () => {
    const company = await insertCompany(ctx);
    const open = await insertVacancy(ctx, company.id, { title: 'Vaga aberta' });
    const inactive = await insertVacancy(ctx, company.id, { isActive: false });
    const closedCompany = await insertCompany(ctx, { isActive: false });
    const ofClosed = await insertVacancy(ctx, closedCompany.id);
    const ana = await createMember(ctx, 'Ana Pública');
    const bia = await createMember(ctx, 'Bia Suspensa');
    const dora = await createMember(ctx, 'Dora Fora dos Buscadores');
    await ctx.db.update(userProfile).set({ suspendedUntil: 'infinity' }).where(eq(userProfile.id, bia.id));
    const carla = await createMember(ctx, 'Carla Sem Confirmação');
    // Search engines list only those who allowed it (Privacidade → Buscadores): not Dora.
    for (const member of [ana, bia, carla]) {
      const res = await call(ctx, 'PUT', '/api/me/privacy/search-engines', {
        cookie: member.cookie,
        body: { enabled: true },
      });
      expect(res.body).toEqual({ enabled: true });
    }
    await ctx.db.update(authUser).set({ emailVerified: false }).where(eq(authUser.id, carla.id));
    const event = (visibility: string, status = 'scheduled') => ({
      organiserType: 'platform',
      title: `Evento ${visibility} ${status}`,
      description: 'Conversa sobre carreira',
      mode: 'online',
      onlineUrl: 'https://meet.exemplo/sala',
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      visibility,
      status,
    });
    const [publicEvent, membersEvent, cancelledEvent] = await ctx.db
      .insert(events)
      .values([event('public'), event('members'), event('public', 'cancelled')])
      .returning();
    const article = (slug: string, publishedAt: Date, isPublished = true) => ({
      typeId: 'article',
      slug,
      title: `Artigo ${slug}`,
      content: '<p>Texto</p>',
      publishedAt,
      isPublished,
    });
    const [published, draft, scheduled] = await ctx.db
      .insert(news)
      .values([
        article('publicado', new Date(Date.now() - 60_000)),
        article('rascunho', new Date(Date.now() - 60_000), false),
        article('agendado', new Date(Date.now() + 86_400_000)),
      ])
      .returning();
    const slugs = Object.fromEntries(
      (
        await ctx.db
          .select({ id: userProfile.id, slug: userProfile.slug })
          .from(userProfile)
          .where(sql`${userProfile.id} in (${ana.id}, ${bia.id}, ${carla.id}, ${dora.id})`)
      ).map((row) => [row.id, row.slug]),
    );

    const res = await ctx.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const urls = locations(xml);
    const base = ctx.config.publicUrl;
    for (const page of PUBLIC_SITE_PAGES) expect(urls).toContain(`${base}${page}`);
    expect(urls).toContain(`${base}/vagas/${open.id}`);
    expect(urls).not.toContain(`${base}/vagas/${inactive.id}`);
    expect(urls).not.toContain(`${base}/vagas/${ofClosed.id}`);
    expect(urls).toContain(`${base}/m/${slugs[ana.id]}`);
    expect(urls).not.toContain(`${base}/m/${slugs[bia.id]}`);
    expect(urls).not.toContain(`${base}/m/${slugs[carla.id]}`);
    expect(urls).not.toContain(`${base}/m/${slugs[dora.id]}`);
    expect(urls).toContain(`${base}/eventos/${publicEvent!.id}`);
    expect(urls).not.toContain(`${base}/eventos/${membersEvent!.id}`);
    expect(urls).not.toContain(`${base}/eventos/${cancelledEvent!.id}`);
    // An article at its one address, the blog (issue 22), never also at /news/{id}.
    expect(urls).toContain(`${base}/blog/${published!.slug}`);
    expect(urls).not.toContain(`${base}/news/${published!.id}`);
    expect(urls).not.toContain(`${base}/blog/${draft!.slug}`);
    expect(urls).not.toContain(`${base}/blog/${scheduled!.slug}`);
    // A vacancy's lastmod is its last edit.
    expect(xml).toContain(
      `<url><loc>${base}/vagas/${open.id}</loc><lastmod>${open.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(new Set(urls).size).toBe(urls.length);
  });
});
