import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.js';
import { createFaultyTestContext, type FaultyTestContext } from '../../test/faults.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { editPost, feed, imageFile, publish } from './fixtures.js';

// Issue 13, point 15: an answer is never an error for a change that was committed, nor a
// success that differs from what was. The connection drops right after the write (the first
// read that follows it fails): the member is told it failed, and nothing was written.

let ctx: FaultyTestContext;
let ana: TestMember;

beforeAll(async () => {
  ctx = await createFaultyTestContext();
  ana = await createMember(ctx, 'Ana Falha');
});
afterAll(() => ctx?.close());

const rowOf = async (id: string) => (await ctx.db.select().from(posts).where(eq(posts.id, id)))[0];
const postCount = async () => (await ctx.db.select({ n: count() }).from(posts))[0]!.n;

async function inFeed(id: string) {
  const res = await feed(ctx, ana, { limit: '50' });
  return res.body.items.find((item: { id: string }) => item.id === id);
}

describe('POST /api/posts when the connection drops after the insert', () => {
  it('answers an error and leaves no post and no file behind', async () => {
    const before = await postCount();
    const image = imageFile(await solidPng(40, 40, '#c0ffee'));
    const res = await ctx.faults.dropAfterWrite(() =>
      publish(ctx, ana, { content: 'Nunca publicada', image }),
    );
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await postCount()).toBe(before);
    expect(await ctx.store.list(`post-image/${ana.id}/`)).toEqual([]);
  });

  it('removes the stored image again when the insert itself fails', async () => {
    const before = await postCount();
    const image = imageFile(await solidPng(32, 32, '#2980b9'));
    const res = await ctx.faults.dropOnWrite(() => publish(ctx, ana, { content: 'Sem linha', image }));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await postCount()).toBe(before);
    expect(await ctx.store.list(`post-image/${ana.id}/`)).toEqual([]);
  });

  it('answers, when nothing fails, exactly the post the feed then shows', async () => {
    const res = await publish(ctx, ana, { content: 'Publicada de verdade' });
    expect(res.status).toBe(201);
    expect(await inFeed(res.body.id)).toEqual(res.body);
    expect((await rowOf(res.body.id))?.content).toBe('Publicada de verdade');
  });
});

describe('PATCH /api/posts/{id} when the connection drops after the update', () => {
  it('answers an error and keeps the post, its text and its image as they were', async () => {
    const created = await publish(ctx, ana, {
      content: 'Texto original',
      image: imageFile(await solidPng(40, 40, '#123456')),
    });
    expect(created.status).toBe(201);
    const before = await rowOf(created.body.id);
    const files = await ctx.store.list(`post-image/${ana.id}/`);
    const image = imageFile(await solidPng(40, 40, '#654321'));
    const res = await ctx.faults.dropAfterWrite(() =>
      editPost(ctx, ana, created.body.id, { content: 'Texto trocado', image }),
    );
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await rowOf(created.body.id)).toEqual(before);
    // The image it still points at is kept; the new one was removed again.
    expect(await ctx.store.list(`post-image/${ana.id}/`)).toEqual(files);
    expect(await inFeed(created.body.id)).toEqual(created.body);
  });

  it('answers, when nothing fails, exactly the post the feed then shows', async () => {
    const created = await publish(ctx, ana, { content: 'Antes' });
    const res = await editPost(ctx, ana, created.body.id, { content: 'Depois' });
    expect(res.status).toBe(200);
    expect(res.body.editedAt).not.toBeNull();
    expect(await inFeed(created.body.id)).toEqual(res.body);
  });
});
