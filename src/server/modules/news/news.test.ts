import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { news } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { sanitizeArticleHtml } from './sanitize.js';

let ctx: TestContext;
let counter = 0;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

type NewsInsert = typeof news.$inferInsert;

async function article(overrides: Partial<NewsInsert> = {}) {
  counter += 1;
  const [row] = await ctx.db
    .insert(news)
    .values({
      typeId: 'article',
      slug: `artigo-${counter}`,
      title: `Artigo ${counter}`,
      excerpt: 'Resumo do artigo',
      authorName: 'Maria Autora',
      content: '<p>Texto do artigo.</p>',
      publishedAt: ago(counter),
      ...overrides,
    })
    .returning();
  return row!;
}

async function newsItem(overrides: Partial<NewsInsert> = {}) {
  counter += 1;
  const [row] = await ctx.db
    .insert(news)
    .values({
      typeId: 'news',
      slug: `noticia-${counter}`,
      title: `Notícia ${counter}`,
      source: 'Jornal Exemplo',
      newsUrl: `https://jornal.example/materia-${counter}`,
      publishedAt: ago(counter),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Every visible id, newest first, as the database orders them. */
async function visibleIds(type?: 'article' | 'news') {
  const rows = await ctx.db
    .select({ id: news.id })
    .from(news)
    .where(
      and(
        eq(news.isPublished, true),
        lte(news.publishedAt, sql`now()`),
        type ? eq(news.typeId, type) : undefined,
      ),
    )
    .orderBy(desc(news.publishedAt), desc(news.id));
  return rows.map((r) => r.id);
}

async function walk(query: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const qs = new URLSearchParams(query);
    qs.set('limit', String(limit));
    if (cursor) qs.set('cursor', cursor);
    const res = await call(ctx, 'GET', `/api/news?${qs}`);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.items.map((i: { id: string }) => i.id));
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages };
}

let hidden: { draft: string; scheduled: string; scheduledSlug: string };
/** What beforeAll made visible; the detail tests add items of their own, in any order. */
let fixture: { all: string[]; articles: string[] };

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 6; i++) await article();
  for (let i = 0; i < 5; i++) await newsItem();
  // Several items at the very same instant: only the id tells them apart.
  const same = ago(30);
  for (let i = 0; i < 4; i++) await (i % 2 ? article : newsItem)({ publishedAt: same });
  // Two items a tenth of a millisecond apart, which a JavaScript Date cannot tell apart.
  for (const micro of ['100', '200']) {
    const [row] = await ctx.db
      .insert(news)
      .values({
        typeId: 'news',
        slug: `micro-${micro}`,
        title: `Micro ${micro}`,
        newsUrl: 'https://jornal.example/micro',
        publishedAt: ago(40),
      })
      .returning();
    await ctx.db.execute(
      sql`update news set published_at = '2020-01-01 10:00:00.000${sql.raw(micro)}+00' where id = ${row!.id}`,
    );
  }
  const draft = await article({ isPublished: false, title: 'Rascunho' });
  const scheduled = await newsItem({ publishedAt: new Date(Date.now() + 24 * HOUR), title: 'Agendada' });
  hidden = { draft: draft.id, scheduled: scheduled.id, scheduledSlug: scheduled.slug };
  fixture = { all: await visibleIds(), articles: await visibleIds('article') };
});
afterAll(() => ctx?.close());

describe('GET /api/news (visitors may read)', () => {
  it('lists published items newest first with their summary fields, cached for a minute', async () => {
    const res = await call(ctx, 'GET', '/api/news?limit=3');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const expected = (await visibleIds()).slice(0, 3);
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual(expected);
    const times = res.body.items.map((i: { publishedAt: string }) => Date.parse(i.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      type: 'article',
      slug: 'artigo-1',
      title: 'Artigo 1',
      excerpt: 'Resumo do artigo',
      coverImageUrl: null,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      authorName: 'Maria Autora',
      source: null,
    });
    expect(res.body.items[0]).not.toHaveProperty('content');
    expect(res.body.nextCursor).toEqual(expect.any(String));
  });

  it('walks every page without repeating or skipping an item, ties and microseconds included', async () => {
    expect(fixture.all).toHaveLength(17);
    const all = await visibleIds();
    for (const limit of [1, 4, 5]) {
      const { ids } = await walk('', limit);
      expect(ids).toEqual(all);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const { ids, pages } = await walk('', 50);
    expect(ids).toEqual(all);
    expect(pages).toBe(1);
  });

  it('filters by type, across pages too', async () => {
    const articles = await walk('type=article', 2);
    expect(articles.ids).toEqual(await visibleIds('article'));
    expect(articles.ids).toEqual(expect.arrayContaining(fixture.articles));
    expect(fixture.articles).toHaveLength(8);
    const onlyNews = await walk('type=news', 3);
    expect(onlyNews.ids).toEqual(await visibleIds('news'));
    const res = await call(ctx, 'GET', '/api/news?type=news');
    expect(res.body.items.every((i: { type: string }) => i.type === 'news')).toBe(true);
  });

  it('hides drafts and items scheduled for later', async () => {
    const { ids } = await walk('', 50);
    expect(ids).not.toContain(hidden.draft);
    expect(ids).not.toContain(hidden.scheduled);
  });

  it('answers 400 to a cursor it did not issue, a bad type or a limit out of bounds', async () => {
    const before = await visibleIds();
    const forged = [
      'nao-e-um-cursor',
      Buffer.from('2020-01-01T00:00:00.000000Z|nao-e-uuid').toString('base64url'),
      Buffer.from("2020-01-01'; drop table news; --|00000000-0000-0000-0000-000000000000").toString(
        'base64url',
      ),
      Buffer.from('2020-01-01T00:00:00.000000Z|00000000-0000-0000-0000-000000000000|x').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await call(ctx, 'GET', `/api/news?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_input',
        message: MSG.common.invalidInput,
        fields: { cursor: MSG.common.invalidInput },
      });
    }
    for (const query of ['type=blog', 'limit=0', 'limit=51', 'limit=dez']) {
      expect((await call(ctx, 'GET', `/api/news?${query}`)).status, query).toBe(400);
    }
    // The forged cursors changed nothing.
    expect(await visibleIds()).toEqual(before);
  });
});

describe('GET /api/news/{idOrSlug}', () => {
  it('finds an article by id and by slug, with its body sanitised and no external link', async () => {
    const row = await article({
      slug: 'artigo-com-script',
      content: '<p>Olá <strong>rede</strong><script>alert(1)</script><img src=x onerror="alert(1)"></p>',
      coverImageUrl: 'https://cdn.example/capa.webp',
    });
    const byId = await call(ctx, 'GET', `/api/news/${row.id}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(byId.body).toMatchObject({
      id: row.id,
      type: 'article',
      slug: 'artigo-com-script',
      coverImageUrl: 'https://cdn.example/capa.webp',
      content: '<p>Olá <strong>rede</strong></p>',
      newsUrl: null,
    });
    const bySlug = await call(ctx, 'GET', '/api/news/artigo-com-script');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
  });

  it('gives a news item its source link and no body', async () => {
    const row = await newsItem({ slug: 'noticia-externa', content: null });
    const res = await call(ctx, 'GET', '/api/news/noticia-externa');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: row.id,
      type: 'news',
      source: 'Jornal Exemplo',
      newsUrl: row.newsUrl,
      content: null,
    });
  });

  it("answers 404 'Notícia ou artigo não encontrado.' to unknown, draft and scheduled items", async () => {
    for (const key of [
      'nao-existe',
      '00000000-0000-4000-8000-000000000000',
      hidden.draft,
      hidden.scheduled,
      hidden.scheduledSlug,
    ]) {
      const res = await call(ctx, 'GET', `/api/news/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: MSG.news.notFound });
    }
  });
});

describe('sanitizeArticleHtml', () => {
  it('keeps the allowed structure and emphasis', () => {
    const html =
      '<h2>Título</h2><p>Um <strong>forte</strong>, <em>ênfase</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s><br></p>' +
      '<h3>Sub</h3><h4>Sub2</h4><blockquote>Citação</blockquote><ul><li>um</li></ul><ol><li>dois</li></ol>' +
      '<pre><code>x = 1</code></pre><hr>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Título</h2><p>Um <strong>forte</strong>, <em>ênfase</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s><br /></p>' +
        '<h3>Sub</h3><h4>Sub2</h4><blockquote>Citação</blockquote><ul><li>um</li></ul><ol><li>dois</li></ol>' +
        '<pre><code>x = 1</code></pre><hr />',
    );
  });

  it('removes scripts with their content, and event handlers', () => {
    expect(sanitizeArticleHtml('<p>a<script>alert("x")</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeArticleHtml('<p onclick="alert(1)">a</p><img src="x" onerror="alert(1)">')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeArticleHtml('<svg onload="alert(1)"><p>t</p></svg>')).toBe('<p>t</p>');
  });

  it('removes frames, forms, styles and style attributes', () => {
    expect(sanitizeArticleHtml('<iframe src="https://mal.example">texto</iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(
      sanitizeArticleHtml('<style>p{color:red}</style><p style="color:red" class="x" id="y">ok</p>'),
    ).toBe('<p>ok</p>');
    expect(sanitizeArticleHtml('<form action="/x"><input name="a"><button>b</button></form>')).toBe('b');
  });

  it('keeps http(s) and mailto links, marked to open apart, and drops javascript: and data: ones', () => {
    expect(sanitizeArticleHtml('<a href="https://elas.example/x" title="T">link</a>')).toBe(
      '<a href="https://elas.example/x" title="T" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:oi@elas.example">mail</a>')).toContain(
      'href="mailto:oi@elas.example"',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
    ]) {
      const out = sanitizeArticleHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/javascript|data:/i);
      expect(out).toContain('>x</a>');
    }
    // A rel or target someone wrote is replaced by ours.
    expect(sanitizeArticleHtml('<a href="https://a.example" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });
});
