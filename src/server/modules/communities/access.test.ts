import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITIES_SERVER_COPY } from '../../../domain/copy/communities-server.js';
import { SEARCH_RESULTS_PER_CATEGORY } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { authUser, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import {
  communitySnapshot,
  forbiddenBody,
  insertCommunity,
  membershipRow,
  notFoundBody,
  type Seat,
  unauthorizedBody,
} from './fixtures.js';

let ctx: TestContext;
let admin: TestMember;
let moderator: TestMember;
let member: TestMember;
let pending: TestMember;
let stranger: TestMember;
let joao: TestMember;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, moderator, member, pending, stranger, joao] = await Promise.all([
    createMember(ctx, 'Alice Administradora'),
    createMember(ctx, 'Márcia Moderadora'),
    createMember(ctx, 'Bruna Membro'),
    createMember(ctx, 'Paula Pendente'),
    createMember(ctx, 'Sara Estranha'),
    createMember(ctx, 'Joana João Conceição'),
  ]);
});
afterAll(() => ctx?.close());

/** A community as the core's POST makes it (creator admin, counts matching rows) plus seats. */
const community = (options: { isActive?: boolean; seats?: Seat[] } = {}) =>
  insertCommunity(ctx, admin, { label: 'Acesso', ...options });

/** Admin, moderator, member and a pending member. */
const castedCommunity = (options: { isActive?: boolean } = {}) =>
  community({
    ...options,
    seats: [{ user: moderator, role: 'moderator' }, { user: member }, { user: pending, approved: false }],
  });

const snapshot = (communityId: string) => communitySnapshot(ctx, communityId);

async function expectCountMatchesRows(communityId: string) {
  const snap = await snapshot(communityId);
  expect(snap.counts!.memberCount).toBe(snap.members.filter((m) => m.isApproved).length);
  return snap;
}

const rowOf = (communityId: string, userId: string) => membershipRow(ctx, communityId, userId);

const members = (who: TestMember | undefined, id: string) =>
  call(ctx, 'GET', `/api/communities/${id}/members`, { cookie: who?.cookie });
const candidates = (who: TestMember | undefined, id: string, q: string) =>
  call(ctx, 'GET', `/api/communities/${id}/access/candidates?q=${encodeURIComponent(q)}`, {
    cookie: who?.cookie,
  });
const grant = (who: TestMember | undefined, id: string, body: unknown) =>
  call(ctx, 'POST', `/api/communities/${id}/access`, { cookie: who?.cookie, body });

/** A platform member made straight in the database (auth user + profile). */
async function person(fullName: string, options: { email?: string; showEmail?: boolean } = {}) {
  counter += 1;
  const email = options.email ?? `pessoa-${counter}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const [user] = await ctx.db.insert(authUser).values({ name: fullName, email }).returning();
  await ctx.db.insert(userProfile).values({
    id: user!.id,
    fullName,
    email,
    slug: `pessoa-${user!.id}`,
    showEmail: options.showEmail ?? false,
  });
  return { id: user!.id, email, fullName, slug: `pessoa-${user!.id}` };
}

describe('GET /api/communities/{id}/members (Membros atuais)', () => {
  it('lists approved members: admins, then moderators, then members, each by name', async () => {
    const zelia = await person('Zélia Admin');
    const beatriz = await person('Beatriz Moderadora', { showEmail: true });
    const andrea = await person('Andréa Membro');
    const group = await community({
      seats: [
        { user: zelia, role: 'admin' },
        { user: beatriz, role: 'moderator' },
        { user: moderator, role: 'moderator' },
        { user: andrea },
        { user: member },
        { user: pending, approved: false },
      ],
    });
    for (const who of [admin, moderator]) {
      const res = await members(who, group.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body).toEqual([
        { userId: admin.id, fullName: 'Alice Administradora', email: null, role: 'admin' },
        { userId: zelia.id, fullName: 'Zélia Admin', email: null, role: 'admin' },
        { userId: beatriz.id, fullName: 'Beatriz Moderadora', email: beatriz.email, role: 'moderator' },
        { userId: moderator.id, fullName: 'Márcia Moderadora', email: null, role: 'moderator' },
        { userId: andrea.id, fullName: 'Andréa Membro', email: null, role: 'member' },
        { userId: member.id, fullName: 'Bruna Membro', email: null, role: 'member' },
      ]);
    }
  });
});

describe('GET /api/communities/{id}/access/candidates', () => {
  it('finds members by name, accent- and case-insensitively, names starting with the query first', async () => {
    const group = await community();
    const late = await person('Ana Terezinha Marquês');
    const early = await person('Teresa Marques');
    const res = await candidates(admin, group.id, 'MARQUES');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ids = res.body.map((c: { userId: string }) => c.userId);
    expect(ids).toEqual([late.id, early.id]);
    expect(res.body[0]).toEqual({
      userId: late.id,
      fullName: 'Ana Terezinha Marquês',
      email: null,
      slug: late.slug,
      profileImageUrl: null,
    });
    const starts = await candidates(admin, group.id, 'teres');
    expect(starts.body.map((c: { userId: string }) => c.userId)).toEqual([early.id]);
    const accents = await candidates(admin, group.id, 'joao conceicao');
    expect(accents.body.map((c: { userId: string }) => c.userId)).toEqual([joao.id]);
  });

  it('finds members by e-mail, case-insensitively, showing the address only when she shows it or it was typed whole', async () => {
    const group = await community();
    const hidden = await person('Helena Oculta', { email: 'helena.oculta.busca@exemplo.com.br' });
    const shown = await person('Vera Visível', {
      email: 'vera.visivel.busca@exemplo.com.br',
      showEmail: true,
    });
    const partial = await candidates(admin, group.id, 'VISIVEL.BUSCA@');
    expect(partial.body).toEqual([
      {
        userId: shown.id,
        fullName: 'Vera Visível',
        email: shown.email,
        slug: shown.slug,
        profileImageUrl: null,
      },
    ]);
    const byPart = await candidates(admin, group.id, 'oculta.busca');
    expect(byPart.body).toEqual([
      { userId: hidden.id, fullName: 'Helena Oculta', email: null, slug: hidden.slug, profileImageUrl: null },
    ]);
    const whole = await candidates(admin, group.id, 'HELENA.OCULTA.BUSCA@exemplo.com.br');
    expect(whole.body).toEqual([
      {
        userId: hidden.id,
        fullName: 'Helena Oculta',
        email: hidden.email,
        slug: hidden.slug,
        profileImageUrl: null,
      },
    ]);
  });

  it('answers at most 20, nobody for a blank query, and takes % and _ literally', async () => {
    const group = await community();
    for (let i = 0; i < SEARCH_RESULTS_PER_CATEGORY + 3; i++) await person(`Quitéria Lote ${i}`);
    const res = await candidates(admin, group.id, 'quiteria lote');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(SEARCH_RESULTS_PER_CATEGORY);
    expect((await candidates(admin, group.id, '   ')).body).toEqual([]);
    expect((await candidates(admin, group.id, '')).body).toEqual([]);
    expect((await candidates(admin, group.id, '%%%')).body).toEqual([]);
    expect((await candidates(admin, group.id, 'q_iteria')).body).toEqual([]);
    // Short queries match the start of a name only.
    const short = await candidates(admin, group.id, 'qu');
    expect(short.body).toHaveLength(SEARCH_RESULTS_PER_CATEGORY);
    expect((await candidates(admin, group.id, 'lo')).body).toEqual([]);
    const tooLong = await candidates(admin, group.id, 'x'.repeat(101));
    expect(tooLong.status).toBe(400);
  });
});

describe('POST /api/communities/{id}/access', () => {
  it('refuses a missing or invalid user and a missing role with the spec messages', async () => {
    const group = await castedCommunity();
    const before = await snapshot(group.id);
    const cases: { body: unknown; fields: Record<string, string> }[] = [
      { body: {}, fields: { userId: MSG.access.pickUser, role: MSG.access.rolePlaceholder } },
      { body: { userId: 'maria', role: 'member' }, fields: { userId: MSG.access.pickUser } },
      { body: { userId: '', role: 'member' }, fields: { userId: MSG.access.pickUser } },
      { body: { userId: stranger.id }, fields: { role: MSG.access.rolePlaceholder } },
      { body: { userId: stranger.id, role: 'dona' }, fields: { role: MSG.access.rolePlaceholder } },
    ];
    for (const { body, fields } of cases) {
      const res = await grant(admin, group.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_input', message: MSG.common.invalidInput, fields });
    }
    const unknown = await grant(admin, group.id, { userId: randomUUID(), role: 'member' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: MSG.access.notFound } });
    expect(await snapshot(group.id)).toEqual(before);
  });

  it('adds someone new as an approved member with the role, counted once', async () => {
    const group = await castedCommunity();
    const res = await grant(admin, group.id, { userId: stranger.id, role: 'moderator' });
    expect(res.status).toBe(204);
    expect(await rowOf(group.id, stranger.id)).toMatchObject({ role: 'moderator', isApproved: true });
    let snap = await expectCountMatchesRows(group.id);
    expect(snap.counts!.memberCount).toBe(4);
    // The same grant again changes nothing.
    expect((await grant(admin, group.id, { userId: stranger.id, role: 'moderator' })).status).toBe(204);
    snap = await expectCountMatchesRows(group.id);
    expect(snap.counts!.memberCount).toBe(4);
    // And she now runs the community.
    const viewer = await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: stranger.cookie });
    expect(viewer.body).toMatchObject({
      membership: 'approved',
      role: 'moderator',
      canManage: true,
      canGrant: false,
    });
  });

  it('approves a pending member (counted) and changes an approved member’s role (not counted again)', async () => {
    const group = await castedCommunity();
    const before = await rowOf(group.id, member.id);
    expect((await grant(admin, group.id, { userId: pending.id, role: 'member' })).status).toBe(204);
    expect(await rowOf(group.id, pending.id)).toMatchObject({ role: 'member', isApproved: true });
    expect((await grant(admin, group.id, { userId: member.id, role: 'admin' })).status).toBe(204);
    const after = await rowOf(group.id, member.id);
    expect(after).toMatchObject({ role: 'admin', isApproved: true });
    expect(after!.joinedAt).toEqual(before!.joinedAt);
    const snap = await expectCountMatchesRows(group.id);
    expect(snap.counts!.memberCount).toBe(4);
    const viewer = await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: member.cookie });
    expect(viewer.body).toMatchObject({ role: 'admin', canManage: true, canGrant: true });
  });

  it('refuses to take the admin role from the last admin (409), and allows it once there is another', async () => {
    const group = await castedCommunity();
    const before = await snapshot(group.id);
    const res = await grant(admin, group.id, { userId: admin.id, role: 'member' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'conflict', message: COMMUNITIES_SERVER_COPY.lastAdminDemote },
    });
    expect(await snapshot(group.id)).toEqual(before);

    expect((await grant(admin, group.id, { userId: moderator.id, role: 'admin' })).status).toBe(204);
    expect((await grant(admin, group.id, { userId: admin.id, role: 'moderator' })).status).toBe(204);
    expect(await rowOf(group.id, admin.id)).toMatchObject({ role: 'moderator', isApproved: true });
    // Now a moderator, she may no longer grant.
    const refused = await grant(admin, group.id, { userId: stranger.id, role: 'member' });
    expect(refused.status).toBe(403);
    await expectCountMatchesRows(group.id);
  });
});

/**
 * Every action × every kind of viewer, each on a fresh community (admin, moderator, member,
 * pending). A refused request leaves every row and the count as they were.
 */
describe('authorization matrix', () => {
  const viewers = ['anonymous', 'stranger', 'pending', 'member', 'moderator', 'admin'] as const;
  type Viewer = (typeof viewers)[number];
  const who = (v: Viewer): TestMember | undefined =>
    ({ anonymous: undefined, stranger, pending, member, moderator, admin })[v];
  const refused = { anonymous: 401, stranger: 403, pending: 403, member: 403 };

  const actions: {
    name: string;
    run: (as: TestMember | undefined, id: string) => ReturnType<typeof call>;
    expected: Record<Viewer, number>;
  }[] = [
    { name: 'members', run: members, expected: { ...refused, moderator: 200, admin: 200 } },
    {
      name: 'candidates',
      run: (as, id) => candidates(as, id, 'Joana'),
      expected: { ...refused, moderator: 403, admin: 200 },
    },
    {
      name: 'grant',
      run: (as, id) => grant(as, id, { userId: joao.id, role: 'admin' }),
      expected: { ...refused, moderator: 403, admin: 204 },
    },
  ];

  for (const action of actions) {
    for (const v of viewers) {
      const status = action.expected[v];
      it(`${action.name} as ${v} → ${status}`, async () => {
        const group = await castedCommunity();
        const before = await snapshot(group.id);
        const res = await action.run(who(v), group.id);
        expect(res.status).toBe(status);
        if (status === 401) expect(res.body).toEqual(unauthorizedBody);
        if (status === 403) expect(res.body).toEqual(forbiddenBody);
        if (status >= 400) expect(await snapshot(group.id)).toEqual(before);
        if (action.name === 'grant' && status === 204) {
          expect(await rowOf(group.id, joao.id)).toMatchObject({ role: 'admin', isApproved: true });
        }
        await expectCountMatchesRows(group.id);
      });
    }
    it(`${action.name} on an unknown, malformed or inactive community → 404, nothing changes`, async () => {
      const closed = await castedCommunity({ isActive: false });
      const before = await snapshot(closed.id);
      for (const id of [closed.id, randomUUID(), 'nao-e-um-id']) {
        const res = await action.run(admin, id);
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual(notFoundBody);
      }
      expect(await snapshot(closed.id)).toEqual(before);
    });
  }
});
