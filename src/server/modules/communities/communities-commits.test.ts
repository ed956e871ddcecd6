import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers } from '../../db/schema/index.js';
import { createFaultyTestContext, type FaultyTestContext } from '../../test/faults.js';
import { call } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { imageFile, multipart } from '../posts/fixtures.js';
import { communitySnapshot, insertCommunity } from './fixtures.js';

// Issue 13, point 15: a change is answered by what its own transaction read after writing. The
// connection drops right after the write (the next read fails): she is told it failed, and
// nothing was written. Without a fault, the answer is exactly what a later read finds.

let ctx: FaultyTestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createFaultyTestContext();
  ana = await createMember(ctx, 'Ana Comunidade');
});
afterAll(() => ctx?.close());

const valid = () => ({
  name: `Mulheres em Dados ${randomUUID().slice(0, 6)}`,
  description: 'Ciência de dados entre nós',
  niche: 'tecnologia',
});
const read = (id: string) => call(ctx, 'GET', `/api/communities/${id}`, { cookie: ana.cookie });

async function rowCounts() {
  const [all] = await ctx.db.select({ n: count() }).from(communities);
  const [members] = await ctx.db.select({ n: count() }).from(communityMembers);
  return { communities: all!.n, members: members!.n };
}

/** The community's row and everything membership counts, for before/after comparisons. */
async function snapshot(id: string) {
  const row = await ctx.db.select().from(communities).where(eq(communities.id, id));
  return { row, ...(await communitySnapshot(ctx, id)), files: await communityFiles(id) };
}

async function communityFiles(id: string) {
  return [
    ...(await ctx.store.list(`community-images/logos/${id}/`)),
    ...(await ctx.store.list(`community-images/banners/${id}/`)),
  ];
}

describe('POST /api/communities', () => {
  it('answers an error and creates neither the community nor her membership when the connection drops', async () => {
    const before = await rowCounts();
    const res = await ctx.faults.dropAfterWrite(() =>
      call(ctx, 'POST', '/api/communities', { cookie: ana.cookie, body: valid() }),
    );
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers, when nothing fails, exactly the community a later read finds', async () => {
    const res = await call(ctx, 'POST', '/api/communities', { cookie: ana.cookie, body: valid() });
    expect(res.status).toBe(201);
    expect((await read(res.body.id)).body).toEqual(res.body);
  });
});

describe('PUT /api/communities/{id}', () => {
  it('answers an error and leaves the community as it was when the connection drops', async () => {
    const { id } = await insertCommunity(ctx, ana);
    const before = await snapshot(id);
    const res = await ctx.faults.dropAfterWrite(() =>
      call(ctx, 'PUT', `/api/communities/${id}`, { cookie: ana.cookie, body: valid() }),
    );
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers, when nothing fails, exactly the community a later read finds', async () => {
    const { id } = await insertCommunity(ctx, ana);
    const body = { ...valid(), location: 'Belém, PA', isPrivate: true };
    const res = await call(ctx, 'PUT', `/api/communities/${id}`, { cookie: ana.cookie, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: body.name, location: 'Belém, PA', isPrivate: true });
    expect((await read(id)).body).toEqual(res.body);
  });
});

describe('POST /api/communities/{id}/banner', () => {
  it('answers an error, keeps the old banner and removes the new file when the connection drops', async () => {
    const { id } = await insertCommunity(ctx, ana);
    const upload = async (color: string) =>
      multipart(
        ctx,
        'POST',
        `/api/communities/${id}/banner`,
        { file: imageFile(await solidPng(1200, 300, color)) },
        ana,
      );
    const first = await upload('#223344');
    expect(first.status).toBe(200);
    expect((await read(id)).body).toEqual(first.body);
    const before = await snapshot(id);
    const res = await ctx.faults.dropAfterWrite(() => upload('#ddeeff'));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await snapshot(id)).toEqual(before);
  });
});
