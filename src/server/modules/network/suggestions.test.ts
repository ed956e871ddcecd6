import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_SOURCE_SAMPLE, SUGGESTIONS_MAX } from '../../../domain/limits.js';
import { compareSuggestions, suggestionScore } from '../../../domain/rules/suggestions.js';
import { queryRows } from '../../db/client.js';
import { explainStatement } from '../../db/explain.js';
import { communities, communityMembers } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCommunity } from '../communities/fixtures.js';
import {
  addJob,
  block,
  connect,
  insertCrowd,
  invite,
  join,
  joinCrowd,
  setProfile,
  unique,
} from './suggestion-fixtures.js';
import { type SuggestionRow, signalsOf, suggestionsStatement, suggestPeople } from './suggestions.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

// Distinct names: sign-ups running side by side with one name race for the same slug.
const member = () => createMember(ctx, unique('Maria'));
/** `n` fresh members, typed as a tuple of that length. */
type Members<N extends number, T extends TestMember[] = []> = T['length'] extends N
  ? T
  : Members<N, [...T, TestMember]>;
const members = <N extends number>(n: N) =>
  Promise.all(Array.from({ length: n }, member)) as Promise<Members<N>>;
const suggest = (viewer: { id: string }, limit?: number) => suggestPeople(ctx.db, viewer.id, limit);
const ids = async (viewer: { id: string }, limit?: number) =>
  (await suggest(viewer, limit)).map((s) => s.memberId);
const reasonsFor = async (viewer: { id: string }, candidate: { id: string }) =>
  (await suggest(viewer)).find((s) => s.memberId === candidate.id)?.reasons;

describe('people she may know: each signal says why', () => {
  it('connections in common, counted exactly', async () => {
    const [ana, bia, carla, dora] = await Promise.all([member(), member(), member(), member()]);
    // Ana knows Bia and Carla; both know Dora.
    await connect(ctx, ana, bia);
    await connect(ctx, ana, carla);
    await connect(ctx, bia, dora);
    await connect(ctx, carla, dora);
    expect(await suggest(ana)).toEqual([{ memberId: dora.id, reasons: [{ kind: 'mutual', count: 2 }] }]);
  });

  it('a shared community, named by the smallest one, with how many others', async () => {
    const [ana, bia] = await Promise.all([member(), member()]);
    const big = await insertCommunity(ctx, ana, { label: 'Grande', seats: [{ user: bia }] });
    const small = await insertCommunity(ctx, ana, { label: 'Pequena', seats: [{ user: bia }] });
    await ctx.db.update(communities).set({ memberCount: 500 }).where(eq(communities.id, big.id));
    expect(await reasonsFor(ana, bia)).toEqual([{ kind: 'community', name: small.name, others: 1 }]);
  });

  it('the same company, now or before, accent- and case-insensitive, in her spelling', async () => {
    const [ana, bia, carla] = await Promise.all([member(), member(), member()]);
    const company = unique('Itaú Unibanco');
    await addJob(ctx, ana, company);
    await addJob(ctx, bia, company.toUpperCase().replace('Ú', 'U'), true);
    await addJob(ctx, carla, unique('Outra Empresa'), true);
    expect(await suggest(ana)).toEqual([{ memberId: bia.id, reasons: [{ kind: 'company', name: company }] }]);
  });

  it('the same city and UF (not the same city name in another UF)', async () => {
    const [ana, bia, carla] = await Promise.all([member(), member(), member()]);
    const city = unique('Campinas');
    await setProfile(ctx, ana, { state: 'SP', city });
    await setProfile(ctx, bia, { state: 'SP', city });
    await setProfile(ctx, carla, { state: 'MG', city });
    expect(await suggest(ana)).toEqual([
      { memberId: bia.id, reasons: [{ kind: 'city', city, state: 'SP' }] },
    ]);
  });

  it('shared skills: at most three names, in her order', async () => {
    const [ana, bia] = await Promise.all([member(), member()]);
    const [a, b, c, d] = ['Python', 'SQL', 'UX', 'Figma'].map(unique) as [string, string, string, string];
    await setProfile(ctx, ana, { skills: [a, b, c, d] });
    await setProfile(ctx, bia, { skills: [d, unique('Scrum'), c, b, a] });
    expect(await suggest(ana)).toEqual([
      { memberId: bia.id, reasons: [{ kind: 'skills', skills: [a, b, c] }] },
    ]);
  });
});

describe('people she may know: ranking', () => {
  it('orders by the rule: more connections in common first, then company, community, city', async () => {
    const [ana, f1, f2, twoMutual, oneMutual, colleague, neighbour, peer] = await members(8);
    await connect(ctx, ana, f1);
    await connect(ctx, ana, f2);
    await connect(ctx, f1, twoMutual);
    await connect(ctx, f2, twoMutual);
    await connect(ctx, f1, oneMutual);
    const company = unique('Natura');
    await addJob(ctx, ana, company, true);
    await addJob(ctx, colleague, company);
    await insertCommunity(ctx, ana, { seats: [{ user: peer }] });
    const city = unique('Recife');
    await setProfile(ctx, ana, { state: 'PE', city });
    await setProfile(ctx, neighbour, { state: 'PE', city });
    // Everyone shares the city with her, so the city never decides between them.
    for (const m of [twoMutual, oneMutual, colleague, peer]) await setProfile(ctx, m, { state: 'PE', city });

    const ranked = await ids(ana);
    expect(ranked).toEqual([twoMutual.id, oneMutual.id, colleague.id, peer.id, neighbour.id]);
    const first = (await suggest(ana))[0]!;
    expect(first.reasons).toEqual([
      { kind: 'mutual', count: 2 },
      { kind: 'city', city, state: 'PE' },
    ]);
  });

  it('scores in SQL exactly as the rule does, and orders as compareSuggestions', async () => {
    const [ana, f1, x, y, z] = await members(5);
    await connect(ctx, ana, f1);
    await connect(ctx, f1, x);
    const skills = ['a', 'b', 'c', 'd'].map(unique);
    await setProfile(ctx, ana, { skills });
    await setProfile(ctx, x, { skills: skills.slice(0, 1) });
    await setProfile(ctx, y, { skills });
    await insertCommunity(ctx, ana, { seats: [{ user: y }, { user: z }] });
    await setProfile(ctx, z, { skills: skills.slice(0, 2) });

    const rows = await queryRows<SuggestionRow>(ctx.db, suggestionsStatement(ana.id, SUGGESTIONS_MAX));
    expect(rows.length).toBe(3);
    for (const row of rows) expect(row.score).toBe(suggestionScore(signalsOf(row)));
    expect(rows.map((r) => r.id)).toEqual([...rows].sort(compareSuggestions).map((r) => r.id));
    // x: mutual 8 + skill 1 = 9; y: community 5 + skills 3 (4, capped) = 8; z: community 5 + skills 2 = 7.
    expect(rows.map((r) => r.id)).toEqual([x.id, y.id, z.id]);
  });

  it('breaks equal scores by id', async () => {
    const [ana, ...others] = await members(5);
    await insertCommunity(ctx, ana, { seats: others.map((user) => ({ user })) });
    expect(await ids(ana)).toEqual(others.map((o) => o.id).sort());
  });
});

describe('people she may know: never suggested', () => {
  it('herself, her connections, pending invitations either way, blocks either way, no profile', async () => {
    const [ana, connected, invitedByHer, invitedHer, blockedByHer, blockedHer, ok] = await members(7);
    const [noProfile] = await insertCrowd(ctx, 1, false);
    const everyone = [connected, invitedByHer, invitedHer, blockedByHer, blockedHer, ok].map((user) => ({
      user,
    }));
    const group = await insertCommunity(ctx, ana, { seats: everyone });
    await join(ctx, group.id, { id: noProfile! });
    await connect(ctx, ana, connected);
    await invite(ctx, ana, invitedByHer);
    await invite(ctx, invitedHer, ana);
    await block(ctx, ana, blockedByHer);
    await block(ctx, blockedHer, ana);

    expect(await ids(ana)).toEqual([ok.id]);
    // The same holds from the other side for the two-way relations.
    for (const other of [connected, invitedByHer, invitedHer, blockedByHer, blockedHer]) {
      expect(await ids(other)).not.toContain(ana.id);
    }
  });

  it('anyone through an inactive community', async () => {
    const [ana, bia] = await Promise.all([member(), member()]);
    await insertCommunity(ctx, ana, { isActive: false, seats: [{ user: bia }] });
    await insertCommunity(ctx, ana, { seats: [{ user: bia, approved: false }] });
    expect(await ids(ana)).toEqual([]);
  });

  it('but a declined or cancelled invitation does not exclude', async () => {
    const [ana, declined, cancelled] = await Promise.all([member(), member(), member()]);
    await insertCommunity(ctx, ana, { seats: [{ user: declined }, { user: cancelled }] });
    await invite(ctx, ana, declined, 'declined');
    await invite(ctx, ana, cancelled, 'cancelled');
    expect((await ids(ana)).sort()).toEqual([declined.id, cancelled.id].sort());
  });
});

describe('people she may know: bounded sources', () => {
  it(`reads only the newest ${SUGGESTION_SOURCE_SAMPLE} participants of a larger community, and respects the limit`, async () => {
    const ana = await member();
    const group = await insertCommunity(ctx, ana);
    const crowd = await insertCrowd(ctx, SUGGESTION_SOURCE_SAMPLE + 50);
    // Ana joined long before all of them; crowd[0] is the newest participant.
    await ctx.db
      .update(communityMembers)
      .set({ joinedAt: new Date(Date.now() - 365 * 86_400_000) })
      .where(eq(communityMembers.communityId, group.id));
    await joinCrowd(ctx, group.id, crowd, new Date());

    const all = await ids(ana, 1000);
    expect([...all].sort()).toEqual(crowd.slice(0, SUGGESTION_SOURCE_SAMPLE).sort());
    const page = await ids(ana);
    expect(page).toHaveLength(SUGGESTIONS_MAX);
    expect(page).toEqual(all.slice(0, SUGGESTIONS_MAX));
    expect(await ids(ana, 5)).toEqual(all.slice(0, 5));
  });

  it('runs as one statement whose plan the bench can read', async () => {
    const ana = await member();
    const friend = await member();
    await connect(ctx, ana, friend);
    const plan = await explainStatement(ctx.db, new PgDialect().sqlToQuery(suggestionsStatement(ana.id, 24)));
    expect(plan).toMatch(/Limit/);
    expect(plan).toMatch(/connections/);
  });
});
