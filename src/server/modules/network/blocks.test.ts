import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBlocks, memberFollows, notifications } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { createGroup, history, openDirect, send } from '../chat/fixtures.js';
import { comment, commentsOf, react, reactors, readPost } from '../conversation/fixtures.js';
import { community, join, publish } from '../posts/fixtures.js';
import { connectPair, follow, invitations, invite, memberNetwork } from './fixtures.js';

// Blocking and muting (issue 19), through the API as members use it: a block is mutual and
// total whoever made it; a mute only takes posts out of her feed.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let n = 0;
/** New members with names unique to this file's run (search and mentions find them by name). */
const members = <N extends string[]>(...names: N) => {
  n += 1;
  return Promise.all(names.map((name) => createMember(ctx, `${name} Bloq${n}`))) as Promise<{
    [K in keyof N]: TestMember;
  }>;
};

const block = (who: TestMember | null, member: { id: string }) =>
  call(ctx, 'PUT', `/api/members/${member.id}/block`, { cookie: who?.cookie });
const unblock = (who: TestMember | null, member: { id: string }) =>
  call(ctx, 'DELETE', `/api/members/${member.id}/block`, { cookie: who?.cookie });
const blocks = (who: TestMember | null, query = '') =>
  call(ctx, 'GET', `/api/network/blocks${query}`, { cookie: who?.cookie });
const mute = (who: TestMember, member: { id: string }, verb: 'PUT' | 'DELETE' = 'PUT') =>
  call(ctx, verb, `/api/members/${member.id}/mute`, { cookie: who.cookie });
const muteCommunity = (who: TestMember, id: string, verb: 'PUT' | 'DELETE' = 'PUT') =>
  call(ctx, verb, `/api/communities/${id}/mute`, { cookie: who.cookie });
const feedIds = async (who: TestMember, order: 'for-you' | 'recent') => {
  const res = await call(ctx, 'GET', `/api/posts?order=${order}&limit=50`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((post) => post.id);
};
const searchNames = async (who: TestMember, q: string) => {
  const res = await call(ctx, 'GET', `/api/search?q=${encodeURIComponent(q)}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (res.body.professionals.items as { id: string }[]).map((p) => p.id);
};
const mentionIds = async (who: TestMember, q: string) => {
  const res = await call(ctx, 'GET', `/api/mentions/suggestions?q=${encodeURIComponent(q)}`, {
    cookie: who.cookie,
  });
  expect(res.status).toBe(200);
  return (res.body as { id: string }[]).map((m) => m.id);
};
const postOf = async (who: TestMember, content: string) => {
  const res = await publish(ctx, who, { content });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('blocking a member', () => {
  it('ends their connection, follows and pending invitation, silently, and lists her in Contas bloqueadas', async () => {
    const [ana, bia, carla] = await members('Ana', 'Bia', 'Carla');
    await connectPair(ctx, ana, bia);
    expect((await invite(ctx, carla, ana)).status).toBe(201);
    const before = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, bia.id));
    expect(before.length).toBeGreaterThan(0);

    expect((await block(ana, bia)).status).toBe(204);
    expect((await block(ana, carla)).status).toBe(204);
    // Again: nothing changes, no error.
    expect((await block(ana, bia)).status).toBe(204);

    const pair = sql`(follower_id = ${ana.id} and followed_id = ${bia.id}) or (follower_id = ${bia.id} and followed_id = ${ana.id})`;
    expect(await ctx.db.select().from(memberFollows).where(pair)).toEqual([]);
    expect((await call(ctx, 'GET', '/api/network/connections', { cookie: bia.cookie })).body.items).toEqual(
      [],
    );
    expect((await invitations(ctx, ana, 'received')).body.total).toBe(0);
    // Nothing one caused the other to hear of is left (the accepted invitation's notice).
    const left = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, bia.id), sql`${ana.id}::uuid = any(${notifications.actorIds})`),
      );
    expect(left).toEqual([]);
    // Bia is told nothing: no notification of any kind reached her.
    const after = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, bia.id));
    expect(after.length).toBeLessThanOrEqual(before.length);

    const list = await blocks(ana);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([carla.id, bia.id]);
    expect(list.body.items[0]).toMatchObject({
      name: expect.stringContaining('Carla'),
      blockedAt: expect.any(String),
    });
    const first = await blocks(ana, '?limit=1');
    expect(first.body.items).toHaveLength(1);
    const second = await blocks(ana, `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((p: { id: string }) => p.id)).toEqual([bia.id]);
    // Hers only: Bia's list does not show who blocked her.
    expect((await blocks(bia)).body.items).toEqual([]);
    // Her data export lists whom she blocked (oldest first); Bia's names nobody.
    const exported = async (who: TestMember) =>
      (await call(ctx, 'GET', '/api/profile/export', { cookie: who.cookie })).body.network;
    expect((await exported(ana)).blocked.map((p: { memberId: string }) => p.memberId)).toEqual([
      bia.id,
      carla.id,
    ]);
    expect((await exported(bia)).blocked).toEqual([]);
  });

  it('refuses herself, unknown and malformed members, and visitors, changing nothing', async () => {
    const [ana] = await members('Ana');
    expect((await block(ana, ana)).status).toBe(400);
    expect((await block(ana, { id: crypto.randomUUID() })).status).toBe(404);
    expect((await block(ana, { id: 'nao-e-um-id' })).status).toBe(404);
    expect((await block(null, ana)).status).toBe(401);
    expect((await blocks(null)).status).toBe(401);
    expect((await unblock(null, ana)).status).toBe(401);
    expect((await unblock(ana, { id: 'nao-e-um-id' })).status).toBe(404);
    expect(await ctx.db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, ana.id))).toEqual([]);
  });

  it('makes each not exist for the other, both ways, on every read and write path', async () => {
    const [ana, bia, dani] = await members('Ana', 'Bia', 'Dani');
    const anaPost = await postOf(ana, 'Publicação da Ana');
    const biaPost = await postOf(bia, 'Publicação da Bia');
    const daniPost = await postOf(dani, 'Publicação da Dani');
    expect((await comment(ctx, bia, daniPost, 'Comentário da Bia')).status).toBe(201);
    expect((await react(ctx, bia, daniPost, 'like')).status).toBe(200);
    expect((await block(bia, ana)).status).toBe(204);

    for (const [me, other, otherPost] of [
      [ana, bia, biaPost],
      [bia, ana, anaPost],
    ] as const) {
      // Her profile, its network and activity, the other's posts, in both feed orders and by address.
      expect((await call(ctx, 'GET', `/api/profiles/${other.id}`, { cookie: me.cookie })).status).toBe(404);
      expect((await memberNetwork(ctx, me, other)).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/members/${other.id}/posts`, { cookie: me.cookie })).status).toBe(
        404,
      );
      expect(await feedIds(me, 'for-you')).not.toContain(otherPost);
      expect(await feedIds(me, 'recent')).not.toContain(otherPost);
      expect((await readPost(ctx, me, otherPost)).status).toBe(404);
      // Nothing to answer: comments and reactions on the other's posts.
      expect((await comment(ctx, me, otherPost, 'Oi')).status).toBe(404);
      expect((await react(ctx, me, otherPost, 'like')).status).toBe(404);
      // Search, people, mentions.
      const otherName = me === ana ? 'Bia Bloq' : 'Ana Bloq';
      expect(await searchNames(me, `${otherName}${n}`)).not.toContain(other.id);
      const people = await call(
        ctx,
        'GET',
        `/api/network/people?q=${encodeURIComponent(`${otherName}${n}`)}`,
        {
          cookie: me.cookie,
        },
      );
      expect(people.body.items).toEqual([]);
      expect(await mentionIds(me, `${otherName}${n}`)).toEqual([]);
      // No invitation, follow or message.
      expect((await invite(ctx, me, other)).status).toBe(404);
      expect((await follow(ctx, me, other)).status).toBe(404);
      expect((await openDirect(ctx, me, other)).status).toBe(404);
      expect((await mute(me, other)).status).toBe(404);
    }
    // A third member's conversation: the other's comment and reaction are not there for Ana.
    const daniComments = await commentsOf(ctx, ana, daniPost);
    expect(daniComments.body.items).toEqual([]);
    expect((await commentsOf(ctx, dani, daniPost)).body.items).toHaveLength(1);
    expect((await reactors(ctx, ana, daniPost)).body.items).toEqual([]);
    expect((await reactors(ctx, dani, daniPost)).body.items).toHaveLength(1);
    // Dani still finds both, and a visitor still reads the public profile.
    expect(await searchNames(dani, `Ana Bloq${n}`)).toContain(ana.id);
    expect((await call(ctx, 'GET', `/api/profiles/${ana.id}`, { cookie: dani.cookie })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/profiles/${ana.id}`)).status).toBe(200);
  });

  it('stops notifications between the two (a mention, a comment on her post)', async () => {
    const [ana, bia, dani] = await members('Ana', 'Bia', 'Dani');
    const daniPost = await postOf(dani, 'Conversa aberta');
    expect((await block(ana, bia)).status).toBe(204);
    // Bia mentions Ana in a comment on Dani's post (she typed the reference herself).
    expect((await comment(ctx, bia, daniPost, `Olá @[${ana.id}]`)).status).toBe(201);
    const toAna = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, ana.id), sql`${bia.id}::uuid = any(${notifications.actorIds})`),
      );
    expect(toAna).toEqual([]);
    // Dani hears of Bia's comment as usual.
    const toDani = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, dani.id));
    expect(toDani.map((row) => row.kind)).toContain('post_comment');
  });

  it('keeps a group conversation, but neither can start one with the other', async () => {
    const [ana, bia, carla] = await members('Ana', 'Bia', 'Carla');
    await connectPair(ctx, carla, ana);
    await connectPair(ctx, carla, bia);
    const group = await createGroup(ctx, carla, 'Grupo misto', [ana, bia]);
    expect(group.status).toBe(201);
    expect((await block(ana, bia)).status).toBe(204);
    expect((await send(ctx, bia, group.body.id, { body: 'Ainda no grupo' })).status).toBe(201);
    expect((await send(ctx, ana, group.body.id, { body: 'Eu também' })).status).toBe(201);
    expect((await openDirect(ctx, bia, ana)).status).toBe(404);
    // Ana sees Bia's message collapsed; Bia is not told, and Carla sees both as usual.
    const flags = async (who: TestMember) =>
      ((await history(ctx, who, group.body.id)).body.items as { body: string; authorBlocked: boolean }[])
        .filter((m) => m.body === 'Ainda no grupo' || m.body === 'Eu também')
        .map((m) => [m.body, m.authorBlocked]);
    expect(await flags(ana)).toEqual([
      ['Ainda no grupo', true],
      ['Eu também', false],
    ]);
    expect(await flags(bia)).toEqual([
      ['Ainda no grupo', false],
      ['Eu também', false],
    ]);
    expect(await flags(carla)).toEqual([
      ['Ainda no grupo', false],
      ['Eu também', false],
    ]);
  });

  it('is lifted by her who made it, never by the other; what it ended does not come back', async () => {
    const [ana, bia] = await members('Ana', 'Bia');
    await connectPair(ctx, ana, bia);
    expect((await block(ana, bia)).status).toBe(204);
    // Bia cannot lift Ana's block (for her, Ana does not exist: nothing to lift).
    expect((await unblock(bia, ana)).status).toBe(204);
    expect((await memberNetwork(ctx, bia, ana)).status).toBe(404);
    expect((await unblock(ana, bia)).status).toBe(204);
    const network = await memberNetwork(ctx, ana, bia);
    expect(network.status).toBe(200);
    expect(network.body).toMatchObject({ connected: false, following: false });
    expect(network.body.viewer).toMatchObject({ canConnect: true, canBlock: true, canMute: true });
    expect((await unblock(ana, bia)).status).toBe(204);
  });
});

describe('muting', () => {
  it('takes a member’s posts out of her feed only; nothing else changes and nobody is told', async () => {
    const [ana, bia] = await members('Ana', 'Bia');
    await connectPair(ctx, ana, bia);
    const biaPost = await postOf(bia, 'Bia fala muito');
    const notices = async () =>
      (await ctx.db.select().from(notifications).where(eq(notifications.recipientId, bia.id))).length;
    const told = await notices();
    expect(await feedIds(ana, 'for-you')).toContain(biaPost);

    const muted = await mute(ana, bia);
    expect(muted.status).toBe(200);
    expect(muted.body).toMatchObject({ connected: true, following: true });
    expect(muted.body.viewer).toMatchObject({ canMute: false, canUnmute: true });
    expect((await mute(ana, bia)).status).toBe(200);
    const exported = (await call(ctx, 'GET', '/api/profile/export', { cookie: ana.cookie })).body.network;
    expect(exported.mutedMembers).toEqual([
      { memberId: bia.id, name: expect.stringContaining('Bia'), since: expect.any(String) },
    ]);
    expect(await feedIds(ana, 'for-you')).not.toContain(biaPost);
    expect(await feedIds(ana, 'recent')).not.toContain(biaPost);
    // Her profile's activity and the post itself stay.
    const activity = await call(ctx, 'GET', `/api/members/${bia.id}/posts`, { cookie: ana.cookie });
    expect(activity.body.items.map((p: { id: string }) => p.id)).toContain(biaPost);
    expect((await readPost(ctx, ana, biaPost)).status).toBe(200);
    expect(await notices()).toBe(told);
    // Bia's relation to Ana shows nothing of it.
    expect((await memberNetwork(ctx, bia, ana)).body.viewer).toMatchObject({
      canMute: true,
      canUnmute: false,
    });

    const unmuted = await mute(ana, bia, 'DELETE');
    expect(unmuted.body.viewer).toMatchObject({ canMute: true, canUnmute: false });
    expect(await feedIds(ana, 'recent')).toContain(biaPost);
    expect((await mute(ana, ana)).status).toBe(400);
  });

  it('takes a community’s posts out of her feed while she stays a member', async () => {
    const [ana, bia] = await members('Ana', 'Bia');
    const place = (await community(ctx, 'Comunidade Barulhenta')).id;
    await join(ctx, ana, place);
    await join(ctx, bia, place);
    const inPlace = await postOf(bia, 'Na comunidade');
    // Moved into the community as the composer would post it.
    const inside = await publish(ctx, bia, { content: 'Dentro da comunidade', communityId: place });
    expect(inside.status).toBe(201);
    expect(await feedIds(ana, 'recent')).toContain(inside.body.id);

    const muted = await muteCommunity(ana, place);
    expect(muted.status).toBe(200);
    expect(muted.body).toMatchObject({ muted: true, membership: 'approved' });
    expect(await feedIds(ana, 'recent')).not.toContain(inside.body.id);
    expect(await feedIds(ana, 'for-you')).not.toContain(inside.body.id);
    // Bia's own posts outside it stay; the community's own feed still shows it.
    expect(await feedIds(ana, 'recent')).toContain(inPlace);
    const own = await call(ctx, 'GET', `/api/posts?communityId=${place}`, { cookie: ana.cookie });
    expect(own.body.items.map((p: { id: string }) => p.id)).toContain(inside.body.id);
    const detail = await call(ctx, 'GET', `/api/communities/${place}`, { cookie: ana.cookie });
    expect(detail.body.viewer.muted).toBe(true);

    const exported = (await call(ctx, 'GET', '/api/profile/export', { cookie: ana.cookie })).body.network;
    expect(exported.mutedCommunities).toEqual([
      {
        communityId: place,
        name: expect.stringContaining('Comunidade Barulhenta'),
        since: expect.any(String),
      },
    ]);
    expect((await muteCommunity(ana, place, 'DELETE')).body.muted).toBe(false);
    expect(await feedIds(ana, 'recent')).toContain(inside.body.id);
    expect((await muteCommunity(ana, crypto.randomUUID())).status).toBe(404);
  });
});
