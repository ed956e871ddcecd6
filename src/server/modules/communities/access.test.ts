import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_PER_CATEGORY } from '../../../domain/limits.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { person as makePerson } from '../invitations/fixtures.js';
import {
  communitySnapshot,
  forbiddenBody,
  insertCommunity,
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

const members = (who: TestMember | undefined, id: string) =>
  call(ctx, 'GET', `/api/communities/${id}/members`, { cookie: who?.cookie });
const candidates = (who: TestMember | undefined, id: string, q: string) =>
  call(ctx, 'GET', `/api/communities/${id}/access/candidates?q=${encodeURIComponent(q)}`, {
    cookie: who?.cookie,
  });

const person = (fullName: string, options: Parameters<typeof makePerson>[2] = {}) =>
  makePerson(ctx, fullName, options);

/** Her own e-mail is always hers to see (issue 19's privacy); another's only when she shows it. */
const own = (reader: TestMember, row: TestMember) => (reader.id === row.id ? row.email : null);

describe('GET /api/communities/{id}/members (Participantes atuais)', () => {
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
        { userId: admin.id, fullName: 'Alice Administradora', email: own(who, admin), role: 'admin' },
        { userId: zelia.id, fullName: 'Zélia Admin', email: null, role: 'admin' },
        { userId: beatriz.id, fullName: 'Beatriz Moderadora', email: beatriz.email, role: 'moderator' },
        {
          userId: moderator.id,
          fullName: 'Márcia Moderadora',
          email: own(who, moderator),
          role: 'moderator',
        },
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

  it('never matches or reveals an e-mail address: only names, and an address only when she shows it (issue 13)', async () => {
    const group = await community();
    const hidden = await person('Helena Oculta', { email: 'helena.oculta.busca@exemplo.com.br' });
    const shown = await person('Vera Visível', {
      email: 'vera.visivel.busca@exemplo.com.br',
      showEmail: true,
    });
    // Substrings of either address, and either address whole, find nobody.
    for (const q of [
      'oculta.busca',
      'VISIVEL.BUSCA@',
      'helena.oculta.busca@exemplo.com.br',
      'exemplo.com.br',
    ]) {
      const res = await candidates(admin, group.id, q);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual([]);
    }
    // By name: the address appears only for the one who shows it.
    const byName = await candidates(admin, group.id, 'Helena Oculta');
    expect(byName.body).toEqual([
      { userId: hidden.id, fullName: 'Helena Oculta', email: null, slug: hidden.slug, profileImageUrl: null },
    ]);
    const visible = await candidates(admin, group.id, 'vera visivel');
    expect(visible.body).toEqual([
      {
        userId: shown.id,
        fullName: 'Vera Visível',
        email: shown.email,
        slug: shown.slug,
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
