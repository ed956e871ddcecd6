import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_COPY } from '../../../domain/copy/network.js';
import { CONNECTION_INVITES_PER_WEEK, CONNECTION_PENDING_MAX } from '../../../domain/limits.js';
import {
  connectionInvitations,
  connections,
  memberBlocks,
  memberFollows,
  notifications,
} from '../../db/schema/index.js';
import { insertBulkMembers } from '../../test/bulk-data.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import {
  answer,
  connectPair,
  disconnect,
  follow,
  invitations,
  invite,
  memberNetwork,
  unfollow,
  withdraw,
} from './fixtures.js';

// Connections, invitations and follows (issue 17), through the API as members use it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const E = NETWORK_COPY.errors;
/** New members, one per name (each tuple element is a member, never undefined). */
const members = <N extends string[]>(...names: N) =>
  Promise.all(names.map((name) => createMember(ctx, name))) as Promise<{ [K in keyof N]: TestMember }>;

async function notificationsOf(member: TestMember, kind: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.id), eq(notifications.kind, kind)));
}

const pendingBetween = (a: TestMember, b: TestMember) =>
  ctx.db
    .select()
    .from(connectionInvitations)
    .where(
      sql`${connectionInvitations.status} = 'pending' and least(sender_id, recipient_id) = least(${a.id}::uuid, ${b.id}::uuid)
        and greatest(sender_id, recipient_id) = greatest(${a.id}::uuid, ${b.id}::uuid)`,
    );

const connectionRows = (a: TestMember, b: TestMember) =>
  ctx.db
    .select()
    .from(connections)
    .where(sql`(user_id = ${a.id} and other_id = ${b.id}) or (user_id = ${b.id} and other_id = ${a.id})`);

describe('an invitation, from sending to an answer', () => {
  it('reaches her with the note and a notification; accepting connects both and they follow each other', async () => {
    const [ana, bia, carla] = await members('Ana Convite', 'Bia Convidada', 'Carla Comum');
    const sent = await invite(ctx, ana, bia, '  Nos conhecemos no evento de dados.  ');
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('pending');
    expect(sent.body.network).toMatchObject({ invitation: { direction: 'sent' }, connected: false });
    expect(sent.body.network.viewer).toMatchObject({ canConnect: false, canCancelInvitation: true });

    const received = await invitations(ctx, bia, 'received');
    expect(received.status).toBe(200);
    expect(received.body.total).toBe(1);
    expect(received.body.items[0]).toMatchObject({
      direction: 'received',
      member: { id: ana.id, name: 'Ana Convite' },
      note: 'Nos conhecemos no evento de dados.',
    });
    expect((await invitations(ctx, ana, 'sent')).body.total).toBe(1);
    const [notice] = await notificationsOf(bia, 'connection_invitation');
    expect(notice).toMatchObject({ actorIds: [ana.id], excerpt: 'Nos conhecemos no evento de dados.' });

    const accepted = await answer(ctx, bia, received.body.items[0].id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      network: { connected: true, following: true },
    });
    expect(await connectionRows(ana, bia)).toHaveLength(2);
    expect(
      await ctx.db.select().from(memberFollows).where(sql`follower_id in (${ana.id}, ${bia.id})`),
    ).toHaveLength(2);
    expect(await notificationsOf(ana, 'connection')).toHaveLength(1);
    // The notice that asked her is read once answered.
    expect((await notificationsOf(bia, 'connection_invitation'))[0]!.readAt).not.toBeNull();

    // Counts as a third member sees them, and connections in common.
    await connectPair(ctx, carla, bia);
    const seen = await memberNetwork(ctx, carla, ana);
    expect(seen.body).toMatchObject({ connectionCount: 1, followerCount: 1, mutualConnectionCount: 1 });
    expect(seen.body.viewer).toMatchObject({ canConnect: true, canFollow: true, canDisconnect: false });
    const summary = await call(ctx, 'GET', '/api/network/summary', { cookie: bia.cookie });
    expect(summary.body).toEqual({
      connections: 2,
      followers: 2,
      following: 2,
      invitationsReceived: 0,
      invitationsSent: 0,
    });

    // Answered once: nothing left to answer.
    expect((await answer(ctx, bia, received.body.items[0].id, 'accept')).status).toBe(404);
    const again = await invite(ctx, ana, bia);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(E.alreadyConnected);
  });

  it('lets her decline silently, and the sender invite again only after the wait', async () => {
    const [ana, bia] = await members('Ana Recusada', 'Bia Recusa');
    const sent = await invite(ctx, ana, bia);
    const id = (await invitations(ctx, bia, 'received')).body.items[0].id;
    const declined = await answer(ctx, bia, id, 'decline');
    expect(declined.body).toMatchObject({
      status: 'declined',
      network: { connected: false, invitation: null },
    });
    expect(sent.status).toBe(201);
    expect(await notificationsOf(ana, 'connection')).toHaveLength(0);

    const tooSoon = await invite(ctx, ana, bia);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error.message).toMatch(
      /^Esta pessoa recusou um convite seu recentemente\. .* de \d{4}\.$/,
    );
    // She herself may still invite the sender, and after the wait the sender may again.
    await ctx.db
      .update(connectionInvitations)
      .set({ respondedAt: sql`now() - interval '22 days'` })
      .where(eq(connectionInvitations.id, id));
    expect((await invite(ctx, ana, bia)).status).toBe(201);
  });

  it('lets the sender withdraw it: its notice disappears and nobody can answer it any more', async () => {
    const [ana, bia, eva] = await members('Ana Desiste', 'Bia Esperava', 'Eva Outra');
    await invite(ctx, ana, bia);
    const id = (await invitations(ctx, ana, 'sent')).body.items[0].id;
    expect((await withdraw(ctx, bia, id)).status).toBe(404);
    expect((await withdraw(ctx, eva, id)).status).toBe(404);
    expect((await answer(ctx, ana, id, 'accept')).status).toBe(404);
    const cancelled = await withdraw(ctx, ana, id);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', network: { invitation: null } });
    expect(await notificationsOf(bia, 'connection_invitation')).toHaveLength(0);
    expect((await answer(ctx, bia, id, 'accept')).status).toBe(404);
    expect((await invitations(ctx, bia, 'received')).body.total).toBe(0);
  });

  it('accepts hers when she invites a member who had already invited her', async () => {
    const [ana, bia] = await members('Ana Primeira', 'Bia Segunda');
    await invite(ctx, ana, bia);
    const back = await invite(ctx, bia, ana);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'accepted', network: { connected: true } });
    expect(await connectionRows(ana, bia)).toHaveLength(2);
    expect(await pendingBetween(ana, bia)).toHaveLength(0);
  });

  it('refuses herself, unknown members, malformed ids and long notes, changing nothing', async () => {
    const [ana] = await members('Ana Sozinha');
    const self = await invite(ctx, ana, ana);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(E.self);
    const unknown = await invite(ctx, ana, { id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(E.memberNotFound);
    expect((await invite(ctx, ana, { id: 'nao-e-um-id' })).status).toBe(400);
    const [bia] = await members('Bia Longa');
    const long = await invite(ctx, ana, bia, 'a'.repeat(301));
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.note ?? long.body.error.message).toBe(E.noteTooLong);
    expect((await invite(ctx, null, bia)).status).toBe(401);
    expect(
      await ctx.db.select().from(connectionInvitations).where(eq(connectionInvitations.senderId, ana.id)),
    ).toHaveLength(0);
  });

  it('leaves one invitation or one connection after 30 at once, either way', async () => {
    const [ana, bia] = await members('Ana Pressa', 'Bia Pressa');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? invite(ctx, ana, bia) : invite(ctx, bia, ana))),
    );
    expect(answers.every((a) => [200, 201, 409].includes(a.status))).toBe(true);
    const pending = await pendingBetween(ana, bia);
    const connected = await connectionRows(ana, bia);
    // One invitation, then the other side's first one accepted it; the rest were refused.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(pending).toHaveLength(0);
    expect(connected).toHaveLength(2);
    const all = await ctx.db
      .select()
      .from(connectionInvitations)
      .where(sql`sender_id in (${ana.id}, ${bia.id})`);
    expect(all).toHaveLength(1);
    expect(all[0]!.status).toBe('accepted');
  });

  it('leaves one pending invitation after 30 at once from one side', async () => {
    const [ana, bia] = await members('Ana Insiste', 'Bia Insistida');
    const answers = await Promise.all(Array.from({ length: 30 }, () => invite(ctx, ana, bia)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect(await pendingBetween(ana, bia)).toHaveLength(1);
    expect(await notificationsOf(bia, 'connection_invitation')).toHaveLength(1);
  });
});

describe('caps on invitations', () => {
  it(`refuses invitations past ${CONNECTION_INVITES_PER_WEEK} in 7 days and past ${CONNECTION_PENDING_MAX} pending`, async () => {
    const [ana, bia, carla] = await members('Ana Spam', 'Bia Alvo', 'Carla Alvo');
    await insertBulkMembers(ctx.db, CONNECTION_PENDING_MAX, 'cap');
    const bulk = sql`(select id from user_profile where slug like 'cap-%' order by slug)`;
    // A week of invitations, all answered: only the weekly cap applies.
    await ctx.db.execute(sql`
      insert into connection_invitations (sender_id, recipient_id, status, created_at)
      select ${ana.id}, id, 'declined', now() - interval '6 days'
      from ${bulk} b limit ${CONNECTION_INVITES_PER_WEEK}`);
    const weekly = await invite(ctx, ana, bia);
    expect(weekly.status).toBe(429);
    expect(weekly.body.error.message).toBe(E.weeklyCap);

    // Older invitations still waiting: the pending cap applies whatever their age.
    await ctx.db.execute(sql`
      update connection_invitations set created_at = now() - interval '30 days', status = 'pending'
      where sender_id = ${ana.id}`);
    await ctx.db.execute(sql`
      insert into connection_invitations (sender_id, recipient_id, status, created_at)
      select ${ana.id}, id, 'pending', now() - interval '30 days'
      from ${bulk} b offset ${CONNECTION_INVITES_PER_WEEK}`);
    const pending = await invite(ctx, ana, carla);
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toBe(E.pendingCap);
    expect(await pendingBetween(ana, carla)).toHaveLength(0);
  });
});

describe('removing a connection', () => {
  it('ends it for both, with the follows it implied, silently; twice is not an error', async () => {
    const [ana, bia] = await members('Ana Remove', 'Bia Removida');
    await connectPair(ctx, ana, bia);
    const before = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, bia.id));
    const removed = await disconnect(ctx, ana, bia);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ connected: false, following: false, connectionCount: 0 });
    expect(await connectionRows(ana, bia)).toHaveLength(0);
    expect(
      await ctx.db.select().from(memberFollows).where(sql`follower_id in (${ana.id}, ${bia.id})`),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.recipientId, bia.id)),
    ).toHaveLength(before.length);
    expect((await disconnect(ctx, ana, bia)).status).toBe(200);
    expect((await disconnect(ctx, null, bia)).status).toBe(401);
  });
});

describe('following a member', () => {
  it('is one-way, idempotent, counted, and tells her once per burst of new followers', async () => {
    const [ana, bia, carla] = await members('Ana Publica', 'Bia Segue', 'Carla Segue');
    const first = await follow(ctx, bia, ana);
    expect(first.body).toMatchObject({ following: true, followerCount: 1, connected: false });
    expect(first.body.viewer).toMatchObject({ canFollow: false, canUnfollow: true, canConnect: true });
    expect((await follow(ctx, bia, ana)).body.followerCount).toBe(1);
    await follow(ctx, carla, ana);
    const notices = await notificationsOf(ana, 'follow');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.actorCount).toBe(2);
    // Her follow does not make Ana follow her back.
    expect((await memberNetwork(ctx, ana, bia)).body.following).toBe(false);

    const unfollowed = await unfollow(ctx, bia, ana);
    expect(unfollowed.body).toMatchObject({ following: false, followerCount: 1 });
    expect((await unfollow(ctx, bia, ana)).status).toBe(200);
    const self = await follow(ctx, ana, ana);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(E.self);
  });

  it('keeps the connection when one of them unfollows', async () => {
    const [ana, bia] = await members('Ana Fica', 'Bia Silencia');
    await connectPair(ctx, ana, bia);
    const after = await unfollow(ctx, bia, ana);
    expect(after.body).toMatchObject({ connected: true, following: false });
  });
});

describe('a block between two members', () => {
  it('hides each from the other: no profile network, invitation, follow or search result', async () => {
    const [ana, bia] = await members('Ana Bloqueia', 'Bia Bloqueada');
    await ctx.db.insert(memberBlocks).values({ blockerId: ana.id, blockedId: bia.id });
    for (const [viewer, other] of [
      [ana, bia],
      [bia, ana],
    ] as const) {
      expect((await memberNetwork(ctx, viewer, other)).status).toBe(404);
      expect((await invite(ctx, viewer, other)).status).toBe(404);
      expect((await follow(ctx, viewer, other)).status).toBe(404);
      const search = await call(ctx, 'GET', `/api/network/people?q=${encodeURIComponent('Bloque')}`, {
        cookie: viewer.cookie,
      });
      expect(search.body.items.map((p: { id: string }) => p.id)).not.toContain(other.id);
    }
    expect(await pendingBetween(ana, bia)).toHaveLength(0);
  });
});

describe('people and connections lists', () => {
  it('finds members by name without accents, never herself, each with her relation', async () => {
    const [ana, bia] = await members('Ana Busca', 'Bía Quixabéira Lista');
    await invite(ctx, ana, bia);
    const found = await call(ctx, 'GET', '/api/network/people?q=quixabeira', { cookie: ana.cookie });
    expect(found.status).toBe(200);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({ id: bia.id, network: { invitation: { direction: 'sent' } } });
    const mine = await call(ctx, 'GET', '/api/network/people?q=Ana%20Busca', { cookie: ana.cookie });
    expect(mine.body.items).toEqual([]);
    const tooLong = await call(ctx, 'GET', `/api/network/people?q=${'a'.repeat(101)}`, {
      cookie: ana.cookie,
    });
    expect(tooLong.status).toBe(400);
  });

  it('pages her connections newest first and searches them', async () => {
    const [ana, ...others] = await members('Ana Rede', 'Bia Um', 'Carla Dois', 'Dani Três');
    for (const other of others) await connectPair(ctx, other, ana);
    const first = await call(ctx, 'GET', '/api/network/connections?limit=2', { cookie: ana.cookie });
    expect(first.body.items.map((p: { name: string }) => p.name)).toEqual(['Dani Três', 'Carla Dois']);
    const next = await call(ctx, 'GET', `/api/network/connections?limit=2&cursor=${first.body.nextCursor}`, {
      cookie: ana.cookie,
    });
    expect(next.body.items.map((p: { name: string }) => p.name)).toEqual(['Bia Um']);
    expect(next.body.nextCursor).toBeNull();
    const search = await call(ctx, 'GET', '/api/network/connections?q=tres', { cookie: ana.cookie });
    expect(search.body.items.map((p: { name: string }) => p.name)).toEqual(['Dani Três']);
    expect(search.body.items[0].network).toMatchObject({ connected: true, viewer: { canDisconnect: true } });
  });
});

describe('a malformed member id', () => {
  it('answers 404 to following, unfollowing and disconnecting, never a 500 (the fuzzer found one)', async () => {
    const [ana] = await members('Ana Malformada');
    for (const [method, path] of [
      ['PUT', '/api/members/0/follow'],
      ['DELETE', '/api/members/0/follow'],
      ['DELETE', '/api/network/connections/0'],
      ['GET', '/api/members/0/network'],
    ] as const) {
      expect((await call(ctx, method, path, { cookie: ana.cookie })).status, `${method} ${path}`).toBe(404);
    }
  });
});
