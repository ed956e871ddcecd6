import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, news } from '../../db/schema/index.js';
import { createFaultyTestContext, type FaultyTestContext } from '../../test/faults.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';

// Issue 13, point 15: publishing or editing news is answered by what its own transaction read
// after writing. The connection drops right after the write (the next read fails): the
// administrator is told it failed, and nothing was written.

let ctx: FaultyTestContext;
let admin: TestMember;
let counter = 0;

beforeAll(async () => {
  ctx = await createFaultyTestContext();
  admin = await createMember(ctx, 'Camila Administradora');
  await ctx.db
    .update(authUser)
    .set({ role: 'admin', twoFactorEnabled: true })
    .where(eq(authUser.id, admin.id));
});
afterAll(() => ctx?.close());

function article(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 'article',
    title: `Artigo de falhas ${counter}`,
    excerpt: 'Resumo',
    authorName: 'Equipe Elas Rede',
    content: '<p>Texto.</p>',
    ...overrides,
  };
}

const send = (method: string, path: string, body?: unknown) =>
  call(ctx, method, path, { cookie: admin.cookie, body });
const newsCount = async () => (await ctx.db.select({ n: count() }).from(news))[0]!.n;
const rowOf = async (id: string) => (await ctx.db.select().from(news).where(eq(news.id, id)))[0];

describe('POST /api/news/admin', () => {
  it('answers an error and publishes nothing when the connection drops after the insert', async () => {
    const before = await newsCount();
    const res = await ctx.faults.dropAfterWrite(() => send('POST', '/api/news/admin', article()));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await newsCount()).toBe(before);
  });

  it('answers, when nothing fails, exactly the item a later read finds', async () => {
    const res = await send('POST', '/api/news/admin', article());
    expect(res.status).toBe(201);
    expect((await send('GET', `/api/news/admin/${res.body.id}`)).body).toEqual(res.body);
  });
});

describe('PUT /api/news/admin/{id}', () => {
  it('answers an error and leaves the item as it was when the connection drops after the update', async () => {
    const created = await send('POST', '/api/news/admin', article());
    const before = await rowOf(created.body.id);
    const res = await ctx.faults.dropAfterWrite(() =>
      send('PUT', `/api/news/admin/${created.body.id}`, article({ title: 'Nunca salvo' })),
    );
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await rowOf(created.body.id)).toEqual(before);
  });

  it('answers, when nothing fails, exactly the item a later read finds', async () => {
    const created = await send('POST', '/api/news/admin', article());
    const res = await send('PUT', `/api/news/admin/${created.body.id}`, article({ title: 'Título novo' }));
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Título novo');
    expect((await send('GET', `/api/news/admin/${created.body.id}`)).body).toEqual(res.body);
  });
});
