import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedAffinity, rankedAt } from '../../../domain/rules/feed-ranking.js';
import { communityFollowers, companyFollowers, posts } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { connectPair, follow } from '../network/fixtures.js';
import { community, company, feed, join, publish, walkFeed } from './fixtures.js';

// 'Para você' (issue 17): her network first, by the documented rule (rules/feed-ranking.ts),
// keyset-paged without a duplicate or a gap.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const HOUR = 3_600_000;

describe("'Para você'", () => {
  it("ranks a followed member's post above a newer stranger's; 'Recentes' keeps time order", async () => {
    const [alice, carla, sara] = await Promise.all([
      createMember(ctx, 'Alice Seguida'),
      createMember(ctx, 'Carla Leitora'),
      createMember(ctx, 'Sara Estranha'),
    ]);
    await follow(ctx, carla, alice);
    const followed = (await publish(ctx, alice, { content: 'De quem eu sigo' })).body.id;
    const newer = (await publish(ctx, sara, { content: 'De uma desconhecida' })).body.id;

    const forYou = (await feed(ctx, carla)).body.items.map((p: { id: string }) => p.id);
    expect(forYou.indexOf(followed)).toBeLessThan(forYou.indexOf(newer));
    const recent = (await feed(ctx, carla, { order: 'recent' })).body.items.map((p: { id: string }) => p.id);
    expect(recent.indexOf(newer)).toBeLessThan(recent.indexOf(followed));
  });

  it('walks every post she may read once, in the order the rule gives, whatever the page size', async () => {
    const viewer = await createMember(ctx, 'Vera Rede');
    const [friend, followed, stranger, member] = await Promise.all([
      createMember(ctx, 'Fabi Conexão'),
      createMember(ctx, 'Gabi Seguida'),
      createMember(ctx, 'Hana Estranha'),
      createMember(ctx, 'Iara Comunidade'),
    ]);
    await connectPair(ctx, viewer, friend);
    await follow(ctx, viewer, followed);
    const group = await community(ctx, 'Rede Vera');
    await join(ctx, viewer, group.id);
    const followedGroup = await community(ctx, 'Seguida Vera');
    await ctx.db.insert(communityFollowers).values({ communityId: followedGroup.id, followerId: viewer.id });
    const firm = await company(ctx, 'Empresa Vera');
    await ctx.db.insert(companyFollowers).values({ companyId: firm.id, followerId: viewer.id });
    const closed = await community(ctx, 'Fechada Vera', { isPrivate: true });

    // Posts spread over three days, from every source; the same instant twice on purpose.
    const now = Date.now();
    type Seed = { by: TestMember; affinity: FeedAffinity[]; communityId?: string; company?: boolean };
    const seeds: Seed[] = [
      { by: viewer, affinity: ['own'] },
      { by: friend, affinity: ['connection'] },
      { by: followed, affinity: ['followedMember'] },
      { by: stranger, affinity: [] },
      { by: member, affinity: ['community'], communityId: group.id },
      { by: member, affinity: ['community'], communityId: followedGroup.id },
      { by: friend, affinity: ['connection', 'community'], communityId: group.id },
      { by: stranger, affinity: ['followedCompany'], company: true },
    ];
    const expected: { id: string; rank: number }[] = [];
    for (let i = 0; i < 40; i++) {
      const seed = seeds[i % seeds.length]!;
      const createdAt = new Date(now - Math.floor(i / 2) * 3.7 * HOUR);
      const [row] = await ctx.db
        .insert(posts)
        .values({
          content: `Post ${i}`,
          userId: seed.by.id,
          createdByUserId: seed.by.id,
          authorType: seed.company ? 'company' : 'user',
          authorId: seed.company ? firm.id : seed.by.id,
          communityId: seed.communityId ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: posts.id });
      expected.push({ id: row!.id, rank: rankedAt(createdAt.getTime(), seed.affinity) });
    }
    // Never shown to her: a private community's post.
    await ctx.db.insert(posts).values({
      content: 'Fechado',
      userId: member.id,
      createdByUserId: member.id,
      authorId: member.id,
      communityId: closed.id,
    });
    const everything = await walkFeed(ctx, viewer, {}, 50);
    const order = everything.filter((id) => expected.some((e) => e.id === id));
    const byRule = [...expected].sort((a, b) => b.rank - a.rank || (a.id < b.id ? 1 : -1)).map((e) => e.id);
    expect(order).toEqual(byRule);
    for (const limit of [1, 3, 7]) {
      const walked = await walkFeed(ctx, viewer, {}, limit);
      expect(walked).toEqual(everything);
    }
    expect(new Set(everything).size).toBe(everything.length);
  });
});
