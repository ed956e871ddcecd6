import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_ADMIN_ERRORS } from '../../../domain/copy/news-admin.js';
import { MSG } from '../../../domain/messages.js';
import { authUser, news } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng, TEXT_FILE } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';

let ctx: TestContext;
let admin: TestMember;
let member: TestMember;
let counter = 0;

const HOUR = 3_600_000;

function articleBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 'article',
    title: `Artigo de teste ${counter}`,
    excerpt: 'Resumo do artigo',
    authorName: 'Equipe Elas Rede',
    content: '<p>Texto do artigo.</p>',
    ...overrides,
  };
}

function newsBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 'news',
    title: `Notícia de teste ${counter}`,
    source: 'Jornal Exemplo',
    newsUrl: `https://jornal.example/materia-${counter}`,
    ...overrides,
  };
}

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(ctx, method, path, { cookie: admin.cookie, body });

async function create(body: Record<string, unknown>) {
  const res = await asAdmin('POST', '/api/news/admin', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; slug: string; coverImageUrl: string | null };
}

async function stored(id: string) {
  const [row] = await ctx.db.select().from(news).where(eq(news.id, id));
  return row;
}

function uploadCover(id: string, bytes: Buffer, who: TestMember | null = admin) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'capa.png', { type: 'image/png' }));
  return ctx.app.request(`/api/news/admin/${id}/cover`, {
    method: 'POST',
    body: form,
    headers: { origin: ctx.config.publicUrl, ...(who ? { cookie: who.cookie } : {}) },
  });
}

async function publicIds() {
  const res = await call(ctx, 'GET', '/api/news?limit=50');
  return res.body.items.map((i: { id: string }) => i.id) as string[];
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx, 'Camila Administradora');
  // Platform administrators must have two-factor sign-in on (issue 13, 7b).
  await ctx.db
    .update(authUser)
    .set({ role: 'admin', twoFactorEnabled: true })
    .where(eq(authUser.id, admin.id));
  member = await createMember(ctx, 'Marina Membro');
});
afterAll(() => ctx?.close());

describe('GET /api/me tells the client whether she is a platform administrator', () => {
  it("gives role 'admin' to an administrator and 'member' to everyone else", async () => {
    expect((await call(ctx, 'GET', '/api/me', { cookie: admin.cookie })).body.user).toMatchObject({
      id: admin.id,
      role: 'admin',
    });
    expect((await call(ctx, 'GET', '/api/me', { cookie: member.cookie })).body.user).toMatchObject({
      id: member.id,
      role: 'member',
    });
    expect((await call(ctx, 'GET', '/api/me')).body.user).toBeNull();
  });
});

describe('permissions: every authoring endpoint × anonymous, member, administrator', () => {
  it('answers 401 to visitors and 403 to members, changing nothing; administrators succeed', async () => {
    const item = await create(articleBody({ title: 'Matriz de permissões' }));
    const png = await solidPng(1200, 630, '#7a1f5c');
    const requests: {
      name: string;
      send: (who: TestMember | null) => Promise<{ status: number; body: unknown }>;
      ok: number;
    }[] = [
      { name: 'list', send: (who) => call(ctx, 'GET', '/api/news/admin', { cookie: who?.cookie }), ok: 200 },
      {
        name: 'get',
        send: (who) => call(ctx, 'GET', `/api/news/admin/${item.id}`, { cookie: who?.cookie }),
        ok: 200,
      },
      {
        name: 'create',
        send: (who) => call(ctx, 'POST', '/api/news/admin', { cookie: who?.cookie, body: newsBody() }),
        ok: 201,
      },
      {
        name: 'update',
        send: (who) =>
          call(ctx, 'PUT', `/api/news/admin/${item.id}`, {
            cookie: who?.cookie,
            body: articleBody({ title: 'Matriz de permissões (editado)' }),
          }),
        ok: 200,
      },
      {
        name: 'cover',
        send: async (who) => {
          const res = await uploadCover(item.id, png, who);
          return { status: res.status, body: await res.json() };
        },
        ok: 200,
      },
    ];
    const before = await ctx.db.select().from(news);
    for (const r of requests) {
      const anonymous = await r.send(null);
      expect(anonymous.status, `${r.name} anonymous`).toBe(401);
      expect(anonymous.body, r.name).toEqual({
        error: { code: 'unauthorized', message: MSG.common.unauthorized },
      });
      const plain = await r.send(member);
      expect(plain.status, `${r.name} member`).toBe(403);
      expect(plain.body, r.name).toEqual({ error: { code: 'forbidden', message: MSG.common.forbidden } });
    }
    // Even an invalid body from a member is refused as forbidden, not validated.
    expect((await call(ctx, 'POST', '/api/news/admin', { cookie: member.cookie, body: {} })).status).toBe(
      403,
    );
    expect(await ctx.db.select().from(news)).toEqual(before);
    expect(await ctx.store.list(`news-covers/${item.id}/`)).toEqual([]);

    for (const r of requests) expect((await r.send(admin)).status, `${r.name} admin`).toBe(r.ok);

    const remove = (who: TestMember | null) =>
      call(ctx, 'DELETE', `/api/news/admin/${item.id}`, { cookie: who?.cookie });
    expect((await remove(null)).status).toBe(401);
    expect((await remove(member)).status).toBe(403);
    expect(await stored(item.id)).toBeDefined();
    expect((await remove(admin)).status).toBe(204);
    expect(await stored(item.id)).toBeUndefined();
  });

  it('takes a role change into account at the next request', async () => {
    const promoted = await createMember(ctx, 'Paula Promovida');
    expect((await call(ctx, 'GET', '/api/news/admin', { cookie: promoted.cookie })).status).toBe(403);
    await ctx.db
      .update(authUser)
      .set({ role: 'admin', twoFactorEnabled: true })
      .where(eq(authUser.id, promoted.id));
    expect((await call(ctx, 'GET', '/api/news/admin', { cookie: promoted.cookie })).status).toBe(200);
    await ctx.db.update(authUser).set({ role: 'member' }).where(eq(authUser.id, promoted.id));
    expect((await call(ctx, 'GET', '/api/news/admin', { cookie: promoted.cookie })).status).toBe(403);
  });
});

describe('platform administrators need two-factor sign-in', () => {
  it('refuses every news power to an administrator without it, saying where to turn it on', async () => {
    const noSecondFactor = await createMember(ctx, 'Sônia Sem Código');
    await ctx.db.update(authUser).set({ role: 'admin' }).where(eq(authUser.id, noSecondFactor.id));
    const before = await ctx.db.select().from(news);
    for (const [method, path, body] of [
      ['GET', '/api/news/admin', undefined],
      [
        'POST',
        '/api/news/admin',
        { type: 'news', title: 'Sem 2FA', excerpt: 'x', source: 'x', newsUrl: 'https://a.b' },
      ],
    ] as const) {
      const res = await call(ctx, method, path, { cookie: noSecondFactor.cookie, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toEqual({
        code: 'two_factor_required',
        message:
          'Administradoras da plataforma precisam da verificação em duas etapas. Ative-a em Configurações → Segurança.',
      });
    }
    expect(await ctx.db.select().from(news)).toEqual(before);
    await ctx.db.update(authUser).set({ twoFactorEnabled: true }).where(eq(authUser.id, noSecondFactor.id));
    expect((await call(ctx, 'GET', '/api/news/admin', { cookie: noSecondFactor.cookie })).status).toBe(200);
  });
});

describe('POST /api/news/admin: validation messages', () => {
  async function fieldsOf(body: unknown) {
    const res = await asAdmin('POST', '/api/news/admin', body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.message).toBe(MSG.common.invalidInput);
    return res.body.error.fields as Record<string, string>;
  }

  it('requires a type and a title', async () => {
    expect(await fieldsOf({})).toEqual({
      type: NEWS_ADMIN_ERRORS.typeRequired,
      title: NEWS_ADMIN_ERRORS.titleRequired,
    });
    expect(await fieldsOf(articleBody({ type: 'blog', title: '   ' }))).toEqual({
      type: NEWS_ADMIN_ERRORS.typeRequired,
      title: NEWS_ADMIN_ERRORS.titleRequired,
    });
  });

  it("requires an article's authorship and body, and a news item's source and link, all at once", async () => {
    expect(await fieldsOf({ type: 'article' })).toEqual({
      title: NEWS_ADMIN_ERRORS.titleRequired,
      authorName: NEWS_ADMIN_ERRORS.authorRequired,
      content: NEWS_ADMIN_ERRORS.contentRequired,
    });
    expect(await fieldsOf(articleBody({ authorName: '  ', content: '   ' }))).toEqual({
      authorName: NEWS_ADMIN_ERRORS.authorRequired,
      content: NEWS_ADMIN_ERRORS.contentRequired,
    });
    expect(await fieldsOf({ type: 'news', title: 'Sem fonte' })).toEqual({
      source: NEWS_ADMIN_ERRORS.sourceRequired,
      newsUrl: NEWS_ADMIN_ERRORS.newsUrlRequired,
    });
  });

  it('takes only http(s) links for news', async () => {
    for (const newsUrl of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://jornal.example/a',
      'https://localhost/x',
      'não é um link',
    ]) {
      expect(await fieldsOf(newsBody({ newsUrl })), newsUrl).toEqual({ newsUrl: MSG.common.invalidUrl });
    }
    const item = await create(newsBody({ newsUrl: 'jornal.example/sem-esquema' }));
    expect((await stored(item.id))!.newsUrl).toBe('https://jornal.example/sem-esquema');
  });

  it('checks the slug and the publication date', async () => {
    expect(await fieldsOf(articleBody({ slug: 'Não vale!' }))).toEqual({ slug: MSG.slug.invalidChars });
    expect(await fieldsOf(articleBody({ slug: 'admin' }))).toEqual({ slug: NEWS_ADMIN_ERRORS.slugReserved });
    expect(await fieldsOf(articleBody({ slug: '00000000-0000-4000-8000-000000000000' }))).toEqual({
      slug: NEWS_ADMIN_ERRORS.slugReserved,
    });
    expect(await fieldsOf(articleBody({ publishedAt: 'amanhã' }))).toEqual({
      publishedAt: MSG.common.invalidDate,
    });
    expect(await fieldsOf(articleBody({ publishedAt: '2030-01-01' }))).toEqual({
      publishedAt: MSG.common.invalidDate,
    });
  });

  it('refuses an article whose body is nothing once sanitised', async () => {
    const res = await asAdmin(
      'POST',
      '/api/news/admin',
      articleBody({ content: '<script>alert(1)</script><p> </p>' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ content: NEWS_ADMIN_ERRORS.contentRequired });
  });
});

describe('sanitising on store', () => {
  const hostile =
    '<p>Olá <strong>rede</strong><script>alert(1)</script></p>' +
    '<img src=x onerror="alert(1)"><a href="javascript:alert(1)" onclick="alert(2)">clique</a>' +
    '<a href="https://elas.example/ok">ok</a><iframe src="https://mal.example"></iframe>';

  function expectClean(content: string | null | undefined) {
    expect(content).toBeTruthy();
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
  }

  it('never lets scripts, handlers or javascript: links reach the database, on create and on edit', async () => {
    const item = await create(articleBody({ content: hostile }));
    const row = await stored(item.id);
    expectClean(row!.content);
    expect(row!.content).toBe(
      '<p>Olá <strong>rede</strong></p><a rel="noopener noreferrer nofollow" target="_blank">clique</a>' +
        '<a href="https://elas.example/ok" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );

    const edited = await asAdmin(
      'PUT',
      `/api/news/admin/${item.id}`,
      articleBody({ content: `<h2>Novo</h2>${hostile}` }),
    );
    expect(edited.status).toBe(200);
    expectClean((await stored(item.id))!.content);
    expect(edited.body.content).toBe((await stored(item.id))!.content);
  });
});

describe('slugs', () => {
  it('makes a slug from the title, with the next free suffix when taken', async () => {
    const first = await create(articleBody({ title: 'Carreira & Maternidade: um guia!' }));
    const second = await create(newsBody({ title: 'Carreira & maternidade — um guia' }));
    const third = await create(articleBody({ title: 'Carreira e Maternidade Um Guia' }));
    expect([first.slug, second.slug]).toEqual([
      'carreira-maternidade-um-guia',
      'carreira-maternidade-um-guia-2',
    ]);
    expect(third.slug).toBe('carreira-e-maternidade-um-guia');
    expect((await create(articleBody({ title: 'Admin' }))).slug).toBe('admin-2');
    expect((await create(articleBody({ title: '!!!' }))).slug).toBe('artigo');
    expect((await create(newsBody({ title: '???' }))).slug).toBe('noticia');
    const long = await create(articleBody({ title: 'palavra '.repeat(24) }));
    expect(long.slug.length).toBeLessThanOrEqual(120);
    expect(long.slug).toMatch(/^palavra(-palavra)+$/);
  });

  it('answers 409 when a slug given is taken, on create and on edit, and lets an item keep its own', async () => {
    const taken = await create(articleBody({ slug: 'Guia-De-Entrevistas' }));
    expect(taken.slug).toBe('guia-de-entrevistas');
    const clash = await asAdmin('POST', '/api/news/admin', newsBody({ slug: 'guia-de-entrevistas' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({
      code: 'conflict',
      message: NEWS_ADMIN_ERRORS.slugTaken,
      fields: { slug: NEWS_ADMIN_ERRORS.slugTaken },
    });

    const other = await create(articleBody());
    const moved = await asAdmin(
      'PUT',
      `/api/news/admin/${other.id}`,
      articleBody({ slug: 'guia-de-entrevistas' }),
    );
    expect(moved.status).toBe(409);
    expect((await stored(other.id))!.slug).toBe(other.slug);

    const same = await asAdmin(
      'PUT',
      `/api/news/admin/${taken.id}`,
      articleBody({ slug: 'guia-de-entrevistas' }),
    );
    expect(same.status).toBe(200);
    expect(same.body.slug).toBe('guia-de-entrevistas');
  });
});

describe('PUT /api/news/admin/{id}', () => {
  it('keeps slug, date and published flag when left out, and clears the other type’s fields', async () => {
    const publishedAt = new Date(Date.now() - 48 * HOUR).toISOString();
    const item = await create(articleBody({ title: 'Antes', publishedAt }));
    const res = await asAdmin(
      'PUT',
      `/api/news/admin/${item.id}`,
      newsBody({ title: 'Depois, como notícia' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: item.id,
      type: 'news',
      slug: item.slug,
      title: 'Depois, como notícia',
      publishedAt,
      isPublished: true,
      status: 'published',
      authorName: null,
      content: null,
      source: 'Jornal Exemplo',
    });
    const row = await stored(item.id);
    expect(row).toMatchObject({ authorName: null, content: null, excerpt: null });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it('answers 404 to an unknown or malformed id, and 400 to invalid fields', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-id']) {
      const res = await asAdmin('PUT', `/api/news/admin/${id}`, articleBody());
      expect(res.status, id).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: MSG.news.notFound });
      expect((await asAdmin('DELETE', `/api/news/admin/${id}`)).status, id).toBe(404);
      expect((await asAdmin('GET', `/api/news/admin/${id}`)).status, id).toBe(404);
    }
    const item = await create(newsBody());
    const res = await asAdmin('PUT', `/api/news/admin/${item.id}`, { type: 'news', title: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['newsUrl', 'source']);
  });
});

describe('drafts and scheduled items', () => {
  it('publishes at once by default, recording who wrote it', async () => {
    const item = await create(articleBody({ title: 'Publicado agora' }));
    expect(item).toMatchObject({ status: 'published', isPublished: true });
    expect(await publicIds()).toContain(item.id);
    expect((await call(ctx, 'GET', `/api/news/${item.slug}`)).body).toMatchObject({
      id: item.id,
      title: 'Publicado agora',
      authorName: 'Equipe Elas Rede',
      content: '<p>Texto do artigo.</p>',
    });
    expect((await stored(item.id))!.createdBy).toBe(admin.id);
  });

  it('hides a scheduled item from the public until its time, while administrators see it', async () => {
    const later = new Date(Date.now() + 24 * HOUR).toISOString();
    const item = await create(articleBody({ title: 'Agendado', publishedAt: later }));
    expect(item).toMatchObject({ status: 'scheduled', isPublished: true, publishedAt: later });
    expect(await publicIds()).not.toContain(item.id);
    expect((await call(ctx, 'GET', `/api/news/${item.id}`)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/news/${item.slug}`)).status).toBe(404);
    const adminView = await asAdmin('GET', `/api/news/admin/${item.id}`);
    expect(adminView.status).toBe(200);
    expect(adminView.headers.get('cache-control')).toBe('private, no-store');
    expect(adminView.body).toMatchObject({ status: 'scheduled', content: '<p>Texto do artigo.</p>' });

    // Its time comes.
    await ctx.db
      .update(news)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, item.id));
    expect(await publicIds()).toContain(item.id);
    expect((await call(ctx, 'GET', `/api/news/${item.slug}`)).status).toBe(200);
  });

  it('keeps a draft out of the public list until it is published', async () => {
    const draft = await create(newsBody({ title: 'Rascunho', isPublished: false }));
    expect(draft).toMatchObject({ status: 'draft', isPublished: false });
    expect(await publicIds()).not.toContain(draft.id);
    const published = await asAdmin(
      'PUT',
      `/api/news/admin/${draft.id}`,
      newsBody({ title: 'Publicado', isPublished: true }),
    );
    expect(published.body.status).toBe('published');
    expect(await publicIds()).toContain(draft.id);
  });

  it('lists every item to administrators, drafts and scheduled first by date, page by page', async () => {
    await create(
      articleBody({
        title: 'Futuro distante',
        publishedAt: new Date(Date.now() + 1000 * HOUR).toISOString(),
      }),
    );
    await create(newsBody({ isPublished: false }));
    const all = await ctx.db.select({ id: news.id, publishedAt: news.publishedAt }).from(news);
    const expected = [...all]
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await asAdmin('GET', `/api/news/admin?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      seen.push(...res.body.items.map((i: { id: string }) => i.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);

    const first = (await asAdmin('GET', '/api/news/admin?limit=1')).body.items[0];
    expect(first).toMatchObject({ title: 'Futuro distante', status: 'scheduled' });
    expect(first).not.toHaveProperty('content');
    const drafts = (await asAdmin('GET', '/api/news/admin?limit=50&type=news')).body.items.filter(
      (i: { status: string }) => i.status === 'draft',
    );
    expect(drafts.length).toBeGreaterThan(0);
    expect((await asAdmin('GET', '/api/news/admin?cursor=forjado')).status).toBe(400);
  });
});

describe('POST /api/news/admin/{id}/cover', () => {
  it('stores the cover through the image pipeline and deletes the previous one on replace', async () => {
    const item = await create(articleBody({ title: 'Com capa' }));
    const first = await uploadCover(item.id, await solidPng(2400, 1260, '#7a1f5c'));
    expect(first.status).toBe(200);
    const { url: firstUrl } = await first.json();
    expect(firstUrl).toMatch(new RegExp(`^/uploads/news-covers/${item.id}/\\d+_[\\w-]+\\.webp$`));
    expect((await stored(item.id))!.coverImageUrl).toBe(firstUrl);
    const served = await ctx.app.request(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const second = await uploadCover(item.id, await solidPng(800, 600, '#f0c040'));
    expect(second.status).toBe(200);
    const { url: secondUrl } = await second.json();
    expect(secondUrl).not.toBe(firstUrl);
    expect(await ctx.store.list(`news-covers/${item.id}/`)).toEqual([secondUrl.replace('/uploads/', '')]);
    expect((await call(ctx, 'GET', `/api/news/${item.id}`)).body.coverImageUrl).toBe(secondUrl);

    // A file that is not an image changes nothing.
    const bad = await uploadCover(item.id, TEXT_FILE);
    expect(bad.status).toBe(415);
    expect((await bad.json()).error.message).toBe(MSG.images.onlyImages);
    expect((await stored(item.id))!.coverImageUrl).toBe(secondUrl);

    // Deleting the item deletes its cover.
    expect((await asAdmin('DELETE', `/api/news/admin/${item.id}`)).status).toBe(204);
    expect(await ctx.store.list(`news-covers/${item.id}/`)).toEqual([]);
    expect((await call(ctx, 'GET', `/api/news/${item.id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown item and 400 without a file, storing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await uploadCover(unknown, await solidPng(100, 100, '#000'))).status).toBe(404);
    expect(await ctx.store.list(`news-covers/${unknown}/`)).toEqual([]);
    const item = await create(newsBody());
    const res = await ctx.app.request(`/api/news/admin/${item.id}/cover`, {
      method: 'POST',
      body: new FormData(),
      headers: { origin: ctx.config.publicUrl, cookie: admin.cookie },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty('file');
    expect((await stored(item.id))!.coverImageUrl).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the authoring endpoints', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    // Authoring lives under /news/admin, apart from the public /news/{idOrSlug}.
    expect(Object.keys(doc.paths['/news/admin']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/news/admin/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/news/admin/{id}/cover'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/news/{idOrSlug}'])).toEqual(['get']);
    expect(doc.paths['/news/admin'].post.responses).toHaveProperty('409');
  });
});
