import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACTION_KINDS } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { notifications, postReactions } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { feed, publish } from '../posts/fixtures.js';
import { notificationsOf, react, reactors, readPost, unreact, walk } from './fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Lúcia Araújo');
  bia = await createMember(ctx, 'Beatriz Souza');
  carla = await createMember(ctx, 'Carla Dias');
});
afterAll(() => ctx?.close());

const zero = Object.fromEntries(REACTION_KINDS.map((kind) => [kind, 0]));

async function newPost(writer: TestMember, content = 'Consegui minha primeira vaga como tech lead!') {
  const res = await publish(ctx, writer, { content });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('PUT/DELETE /api/posts/{id}/reaction', () => {
  it('sets, changes and takes back her reaction, answering the summary each time', async () => {
    const postId = await newPost(ana);
    const first = await react(ctx, bia, postId, 'congrats');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ counts: { ...zero, congrats: 1 }, total: 1, mine: 'congrats' });

    expect((await react(ctx, carla, postId, 'congrats')).body).toMatchObject({ total: 2, mine: 'congrats' });
    const changed = await react(ctx, bia, postId, 'support');
    expect(changed.body).toEqual({ counts: { ...zero, congrats: 1, support: 1 }, total: 2, mine: 'support' });

    // The same kind again and a second removal change nothing.
    expect((await react(ctx, bia, postId, 'support')).body).toEqual(changed.body);
    const removed = await unreact(ctx, bia, postId);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ counts: { ...zero, congrats: 1 }, total: 1, mine: null });
    expect((await unreact(ctx, bia, postId)).body).toEqual(removed.body);

    // The card tells the same, in the feed and on the post's own page.
    const card = (await feed(ctx, carla, { limit: '50' })).body.items.find(
      (p: { id: string }) => p.id === postId,
    );
    expect(card.reactions).toEqual({ counts: { ...zero, congrats: 1 }, total: 1, mine: 'congrats' });
    expect((await readPost(ctx, bia, postId)).body.reactions).toEqual(removed.body);
  });

  it('refuses an unknown kind, an unknown post and a visitor, changing nothing', async () => {
    const postId = await newPost(ana);
    const bad = await react(ctx, bia, postId, 'love');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
    expect((await react(ctx, bia, crypto.randomUUID(), 'like')).status).toBe(404);
    expect((await react(ctx, bia, 'not-a-uuid', 'like')).status).toBe(404);
    expect((await unreact(ctx, bia, crypto.randomUUID())).status).toBe(404);
    const anonymous = await react(ctx, null, postId, 'like');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(MSG.common.unauthorized);
    const [{ n }] = (await ctx.db
      .select({ n: count() })
      .from(postReactions)
      .where(eq(postReactions.postId, postId))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('tells the post’s writer of new reactions, grouped, and never of a change of kind or of her own', async () => {
    const dani = await createMember(ctx, 'Daniela Reis');
    const postId = await newPost(dani, 'Palestra amanhã sobre liderança feminina');
    await react(ctx, dani, postId, 'like');
    expect(await notificationsOf(ctx, dani)).toEqual([]);

    await react(ctx, bia, postId, 'like');
    await react(ctx, bia, postId, 'brilliant');
    await react(ctx, carla, postId, 'support');
    await react(ctx, carla, postId, 'support');
    const rows = await notificationsOf(ctx, dani);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'post_reaction',
      postId,
      actorIds: [carla.id, bia.id],
      actorCount: 2,
      excerpt: 'Palestra amanhã sobre liderança feminina',
      readAt: null,
    });
  });

  it('leaves exact counts after 50 concurrent reactions, double clicks included', async () => {
    const eve = await createMember(ctx, 'Eva Concorrente');
    const postId = await newPost(eve);
    const crowd = await Promise.all(Array.from({ length: 25 }, (_, i) => createMember(ctx, `Pessoa ${i}`)));
    // 25 members, each clicking twice at once (the second time a different kind for odd ones).
    const results = await Promise.all(
      crowd.flatMap((member, i) => [
        react(ctx, member, postId, 'like'),
        react(ctx, member, postId, i % 2 === 1 ? 'support' : 'like'),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));

    const summary = (await readPost(ctx, eve, postId)).body.reactions;
    expect(summary.total).toBe(25);
    expect(summary.counts.like + summary.counts.support).toBe(25);
    const rows = await ctx.db.select().from(postReactions).where(eq(postReactions.postId, postId));
    expect(rows).toHaveLength(25);
    expect(summary.counts.like).toBe(rows.filter((r) => r.kind === 'like').length);
    // Each of them counted once in her one notification.
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, eve.id), eq(notifications.postId, postId)));
    expect(notice?.actorCount).toBe(25);
    expect(new Set(notice?.actorIds)).toEqual(new Set(crowd.map((m) => m.id)));
  });
});

describe('GET /api/posts/{id}/reactions', () => {
  it('lists who reacted, newest first, in keyset pages, optionally of one kind', async () => {
    const fia = await createMember(ctx, 'Fia Autora');
    const postId = await newPost(fia);
    const people = await Promise.all(Array.from({ length: 7 }, (_, i) => createMember(ctx, `Reagente ${i}`)));
    for (const [i, member] of people.entries()) {
      expect((await react(ctx, member, postId, i % 3 === 0 ? 'inspiring' : 'like')).status).toBe(200);
    }
    const newestFirst = people.map((p) => p.id).reverse();
    for (const limit of [1, 3, 7, 50]) {
      const keys = await walk<{ member: { id: string } }>(
        (query) => reactors(ctx, ana, postId, query),
        limit,
        (item) => item.member.id,
      );
      expect(keys, `limit ${limit}`).toEqual(newestFirst);
    }
    const inspiring = await reactors(ctx, ana, postId, { kind: 'inspiring' });
    expect(inspiring.body.items.map((i: { member: { id: string } }) => i.member.id)).toEqual(
      [people[6]!, people[3]!, people[0]!].map((p) => p.id),
    );
    expect(inspiring.body.items[0]).toEqual({
      member: {
        id: people[6]!.id,
        name: 'Reagente 6',
        imageUrl: null,
        professionalTitle: null,
        slug: expect.any(String),
      },
      kind: 'inspiring',
      createdAt: expect.any(String),
    });
    expect((await reactors(ctx, ana, postId, { cursor: 'nope' })).status).toBe(400);
    expect((await reactors(ctx, ana, postId, { kind: 'love' })).status).toBe(400);
  });
});
