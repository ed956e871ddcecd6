import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_SERVER_COPY } from '../../../domain/copy/notifications-server.js';
import { MSG } from '../../../domain/messages.js';
import { EMAIL_DEFAULTS, EMAIL_SETTING_KINDS } from '../../../domain/rules/notifications.js';
import { communities, communityMembers, notifications, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertGroup, insertPost, notifyNow } from './fixtures.js';

// The list, the bell and reading (issue 16): grouping, keyset pages, what she may see, and her
// e-mail choices.

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Souza');
  bia = await createMember(ctx, 'Bia Lima');
  carla = await createMember(ctx, 'Carla Dias');
});
afterAll(() => ctx?.close());

const list = (member: TestMember, query = '') =>
  call(ctx, 'GET', `/api/notifications${query}`, { cookie: member.cookie });

describe('the list', () => {
  it('groups 3 reactions from 2 people on one post into one row, actorCount 2, newest person first', async () => {
    const dana = await createMember(ctx, 'Dana Reis');
    const post = await insertPost(ctx, dana);
    await notifyNow(ctx, { recipientId: dana.id, kind: 'post_reaction', actorId: bia.id, postId: post.id });
    await notifyNow(ctx, { recipientId: dana.id, kind: 'post_reaction', actorId: carla.id, postId: post.id });
    await notifyNow(ctx, { recipientId: dana.id, kind: 'post_reaction', actorId: bia.id, postId: post.id });

    const res = await list(dana);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const [item] = res.body.items;
    expect(item).toMatchObject({
      kind: 'post_reaction',
      actorCount: 2,
      readAt: null,
      object: { postId: post.id, community: null, company: null, vacancy: null },
    });
    expect(item.actors.map((a: { name: string }) => a.name)).toEqual(['Bia Lima', 'Carla Dias']);
    expect(item.actors[0]).toMatchObject({ id: bia.id, imageUrl: null });
    expect(typeof item.actors[0].slug).toBe('string');
    expect(res.body.unreadCount).toBe(1);
  });

  it('never notifies her of what she did herself', async () => {
    const post = await insertPost(ctx, carla);
    await notifyNow(ctx, {
      recipientId: carla.id,
      kind: 'post_reaction',
      actorId: carla.id,
      postId: post.id,
    });
    const res = await list(carla);
    expect(res.body.items.filter((i: { object: { postId: string } }) => i.object.postId === post.id)).toEqual(
      [],
    );
  });

  it('starts a new row once she has read the grouped one', async () => {
    const eva = await createMember(ctx, 'Eva Prado');
    const post = await insertPost(ctx, eva);
    await notifyNow(ctx, { recipientId: eva.id, kind: 'post_reaction', actorId: bia.id, postId: post.id });
    await call(ctx, 'POST', '/api/notifications/read-all', { cookie: eva.cookie });
    await notifyNow(ctx, { recipientId: eva.id, kind: 'post_reaction', actorId: carla.id, postId: post.id });
    const res = await list(eva);
    expect(
      res.body.items.map((i: { actorCount: number; readAt: string | null }) => [i.actorCount, !!i.readAt]),
    ).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it('pages newest first with an opaque cursor, moving a grouped row up when a new event joins it', async () => {
    const fer = await createMember(ctx, 'Fernanda Melo');
    const postA = await insertPost(ctx, fer);
    const postB = await insertPost(ctx, fer);
    const groups = [];
    for (let i = 0; i < 4; i++) groups.push(await insertGroup(ctx));
    await notifyNow(ctx, { recipientId: fer.id, kind: 'post_reaction', actorId: bia.id, postId: postA.id });
    for (const g of groups) {
      await notifyNow(ctx, { recipientId: fer.id, kind: 'join_approved', actorId: null, communityId: g.id });
    }
    await notifyNow(ctx, {
      recipientId: fer.id,
      kind: 'post_comment',
      actorId: bia.id,
      postId: postB.id,
      excerpt: 'Oi!',
    });
    // A new reaction on post A: its row comes back to the top.
    await notifyNow(ctx, { recipientId: fer.id, kind: 'post_reaction', actorId: carla.id, postId: postA.id });

    const seen: { kind: string; seq: number }[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res = await list(fer, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (!cursor) break;
      expect(cursor).not.toMatch(/^\d+$/);
    }
    expect(seen.map((i) => i.kind)).toEqual([
      'post_reaction',
      'post_comment',
      'join_approved',
      'join_approved',
      'join_approved',
      'join_approved',
    ]);
    const seqs = seen.map((i) => i.seq);
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
    const approved = seen.filter((i) => i.kind === 'join_approved') as unknown as {
      object: { community: { id: string } };
    }[];
    expect(approved.map((i) => i.object.community.id)).toEqual(groups.map((g) => g.id).reverse());
  });

  it('answers 400 to a cursor it did not hand out, and to a limit out of range', async () => {
    for (const query of [
      '?cursor=abc',
      `?cursor=${Buffer.from('n-1').toString('base64url')}`,
      '?cursor=%20',
      '?limit=0',
      '?limit=51',
    ]) {
      const res = await list(ana, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_input', message: MSG.common.invalidInput });
    }
  });

  it('answers 401 without a session, on every route of hers', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
      ['GET', '/api/notifications/stream'],
      ['GET', '/api/notifications/email-settings'],
      ['PUT', '/api/notifications/email-settings'],
    ] as const) {
      const res = await call(ctx, method, path, method === 'PUT' ? { body: { settings: [] } } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('reading', () => {
  it('counts her unread, marks one read (hers only, 404 otherwise) and all read', async () => {
    const gabi = await createMember(ctx, 'Gabriela Rocha');
    const post = await insertPost(ctx, gabi);
    const group = await insertGroup(ctx);
    await notifyNow(ctx, { recipientId: gabi.id, kind: 'post_reaction', actorId: bia.id, postId: post.id });
    await notifyNow(ctx, {
      recipientId: gabi.id,
      kind: 'join_approved',
      actorId: null,
      communityId: group.id,
    });
    await notifyNow(ctx, { recipientId: gabi.id, kind: 'mention', actorId: carla.id, postId: post.id });

    const count = await call(ctx, 'GET', '/api/notifications/unread-count', { cookie: gabi.cookie });
    expect(count).toMatchObject({ status: 200, body: { count: 3 } });

    const { body } = await list(gabi);
    const first = body.items[0];
    const someoneElse = await call(ctx, 'POST', `/api/notifications/${first.id}/read`, {
      cookie: bia.cookie,
    });
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.error.message).toBe(NOTIFICATIONS_SERVER_COPY.errors.notFound);
    expect(
      (await call(ctx, 'POST', '/api/notifications/nao-e-um-id/read', { cookie: gabi.cookie })).status,
    ).toBe(404);

    const read = await call(ctx, 'POST', `/api/notifications/${first.id}/read`, { cookie: gabi.cookie });
    expect(read).toMatchObject({ status: 200, body: { count: 2 } });
    // Again: nothing changes.
    expect(
      await call(ctx, 'POST', `/api/notifications/${first.id}/read`, { cookie: gabi.cookie }),
    ).toMatchObject({
      status: 200,
      body: { count: 2 },
    });
    const after = await list(gabi);
    expect(after.body.items[0].readAt).not.toBeNull();
    expect(after.body.unreadCount).toBe(2);

    const all = await call(ctx, 'POST', '/api/notifications/read-all', { cookie: gabi.cookie });
    expect(all).toMatchObject({ status: 200, body: { count: 0 } });
    expect((await list(gabi)).body.items.every((i: { readAt: string | null }) => i.readAt !== null)).toBe(
      true,
    );
    // Bia's own notifications were not touched by Gabriela's read-all.
    const [biaRow] = await ctx.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.recipientId, bia.id))
      .limit(1);
    expect(biaRow?.readAt ?? null).toBeNull();
  });
});

describe('what she may see', () => {
  it('leaves out a notification about a post she can no longer read, from the list and the count', async () => {
    const helena = await createMember(ctx, 'Helena Castro');
    const group = await insertGroup(ctx, { isPrivate: true, members: [helena, bia] });
    const post = await insertPost(ctx, helena, group.id);
    const open = await insertPost(ctx, helena);
    await notifyNow(ctx, { recipientId: helena.id, kind: 'post_comment', actorId: bia.id, postId: post.id });
    await notifyNow(ctx, { recipientId: helena.id, kind: 'post_reaction', actorId: bia.id, postId: open.id });
    expect((await list(helena)).body.items).toHaveLength(2);

    // She leaves the private community: its posts, and what happens to them, are no longer hers.
    await ctx.db
      .delete(communityMembers)
      .where(and(eq(communityMembers.communityId, group.id), eq(communityMembers.userId, helena.id)));
    const res = await list(helena);
    expect(res.body.items.map((i: { object: { postId: string } }) => i.object.postId)).toEqual([open.id]);
    expect(res.body.unreadCount).toBe(1);
    expect(
      (await call(ctx, 'GET', '/api/notifications/unread-count', { cookie: helena.cookie })).body.count,
    ).toBe(1);

    // And nothing new about it is even written.
    await notifyNow(ctx, { recipientId: helena.id, kind: 'post_reaction', actorId: bia.id, postId: post.id });
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, helena.id));
    expect(rows).toHaveLength(2);
  });

  it('leaves out a notification about a community that was deactivated', async () => {
    const iris = await createMember(ctx, 'Iris Nunes');
    const group = await insertGroup(ctx);
    await notifyNow(ctx, {
      recipientId: iris.id,
      kind: 'join_approved',
      actorId: null,
      communityId: group.id,
    });
    expect((await list(iris)).body.items).toHaveLength(1);
    await ctx.db.update(communities).set({ isActive: false }).where(eq(communities.id, group.id));
    expect((await list(iris)).body).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('shows the current name of the people behind it', async () => {
    const julia = await createMember(ctx, 'Júlia Alves');
    const post = await insertPost(ctx, julia);
    const kelly = await createMember(ctx, 'Kelly Sá');
    await notifyNow(ctx, {
      recipientId: julia.id,
      kind: 'post_reaction',
      actorId: kelly.id,
      postId: post.id,
    });
    await ctx.db.update(userProfile).set({ fullName: 'Kelly Sá Moura' }).where(eq(userProfile.id, kelly.id));
    expect((await list(julia)).body.items[0].actors[0].name).toBe('Kelly Sá Moura');
  });
});

describe('e-mail settings', () => {
  it('lists every kind she may choose for, with its default until she chooses', async () => {
    const res = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: ana.cookie });
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual(
      EMAIL_SETTING_KINDS.map((kind) => ({ kind, mode: EMAIL_DEFAULTS[kind] })),
    );
  });

  it('changes the kinds she lists and keeps the others', async () => {
    const res = await call(ctx, 'PUT', '/api/notifications/email-settings', {
      cookie: ana.cookie,
      body: {
        settings: [
          { kind: 'post_comment', mode: 'none' },
          { kind: 'post_reaction', mode: 'digest' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const modes = Object.fromEntries(
      res.body.settings.map((s: { kind: string; mode: string }) => [s.kind, s.mode]),
    );
    expect(modes).toMatchObject({
      post_comment: 'none',
      post_reaction: 'digest',
      mention: EMAIL_DEFAULTS.mention,
    });
    const again = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: ana.cookie });
    expect(again.body).toEqual(res.body);
    // Bia's are her own.
    const hers = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: bia.cookie });
    expect(hers.body.settings.find((s: { kind: string }) => s.kind === 'post_comment').mode).toBe(
      EMAIL_DEFAULTS.post_comment,
    );
  });

  it('refuses an unknown kind or mode, and a kind listed twice, in pt-BR (400), changing nothing', async () => {
    const before = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: bia.cookie });
    for (const settings of [
      [{ kind: 'spam', mode: 'none' }],
      [{ kind: 'mention', mode: 'sometimes' }],
      [
        { kind: 'mention', mode: 'none' },
        { kind: 'mention', mode: 'each' },
      ],
    ]) {
      const res = await call(ctx, 'PUT', '/api/notifications/email-settings', {
        cookie: bia.cookie,
        body: { settings },
      });
      expect(res.status, JSON.stringify(settings)).toBe(400);
      expect(res.body.error.message).toBe(MSG.common.invalidInput);
    }
    const after = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: bia.cookie });
    expect(after.body).toEqual(before.body);
  });
});
