import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_COMMUNITIES_LIMIT } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { communities, communityMembers } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { listActiveCommunities } from './active.js';

let ctx: TestContext;
let counter = 0;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function community(overrides: Partial<typeof communities.$inferInsert> = {}) {
  counter += 1;
  const [row] = await ctx.db
    .insert(communities)
    .values({ name: `Comunidade ${counter}`, description: 'Comunidade de teste', ...overrides })
    .returning();
  return row!;
}

async function join(
  member: TestMember,
  group: { id: string },
  options: { hoursAgo: number; approved?: boolean; role?: 'member' | 'admin' | 'moderator' },
) {
  await ctx.db.insert(communityMembers).values({
    communityId: group.id,
    userId: member.id,
    role: options.role ?? 'member',
    isApproved: options.approved ?? true,
    joinedAt: ago(options.hoursAgo),
  });
}

const mine = (member?: TestMember, query = '') =>
  call(ctx, 'GET', `/api/me/communities${query}`, { cookie: member?.cookie });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('GET /api/me/communities (Comunidades Ativas)', () => {
  it('answers 401 to a visitor', async () => {
    const res = await mine();
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: MSG.common.unauthorized });
  });

  it('gives a member of nothing an empty list, never cached', async () => {
    const loner = await createMember(ctx, 'Sofia Sozinha');
    const res = await mine(loner);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual([]);
  });

  it('lists her approved memberships of active communities, most recently joined first, any role', async () => {
    const ana = await createMember(ctx, 'Ana Ativa');
    const other = await createMember(ctx, 'Outra Pessoa');
    const older = await community({ name: 'Mulheres em Dados', niche: 'tecnologia', memberCount: 12 });
    const newer = await community({
      name: 'Mães que Programam',
      niche: 'maternidade',
      memberCount: 3,
      logoUrl: 'https://cdn.exemplo/maes.png',
    });
    const runs = await community({ name: 'Liderança Feminina', niche: 'lideranca', memberCount: 40 });
    const pending = await community({ name: 'Clube Fechado', requiresApproval: true });
    const archived = await community({ name: 'Comunidade Arquivada', isActive: false });
    const notHers = await community({ name: 'Comunidade Alheia' });
    await join(ana, older, { hoursAgo: 30 });
    await join(ana, newer, { hoursAgo: 1 });
    await join(ana, runs, { hoursAgo: 10, role: 'admin' });
    await join(ana, pending, { hoursAgo: 0.5, approved: false });
    await join(ana, archived, { hoursAgo: 0.2 });
    await join(other, notHers, { hoursAgo: 0.1 });

    const res = await mine(ana);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: newer.id,
        name: 'Mães que Programam',
        logoUrl: 'https://cdn.exemplo/maes.png',
        niche: 'maternidade',
        memberCount: 3,
      },
      { id: runs.id, name: 'Liderança Feminina', logoUrl: null, niche: 'lideranca', memberCount: 40 },
      { id: older.id, name: 'Mulheres em Dados', logoUrl: null, niche: 'tecnologia', memberCount: 12 },
    ]);

    // Approval makes the pending one appear, at its place by join date.
    await ctx.db
      .update(communityMembers)
      .set({ isApproved: true })
      .where(eq(communityMembers.communityId, pending.id));
    const after = await mine(ana);
    expect(after.body.map((c: { id: string }) => c.id)).toEqual([pending.id, newer.id, runs.id, older.id]);
  });

  it(`shows at most ${ACTIVE_COMMUNITIES_LIMIT} by default, fewer when asked, in one query`, async () => {
    const busy = await createMember(ctx, 'Bia Ocupada');
    const joined: string[] = [];
    for (let i = 0; i < ACTIVE_COMMUNITIES_LIMIT + 2; i++) {
      const group = await community();
      await join(busy, group, { hoursAgo: 100 - i });
      joined.unshift(group.id);
    }
    const all = await mine(busy);
    expect(all.body.map((c: { id: string }) => c.id)).toEqual(joined.slice(0, ACTIVE_COMMUNITIES_LIMIT));
    const two = await mine(busy, '?limit=2');
    expect(two.body.map((c: { id: string }) => c.id)).toEqual(joined.slice(0, 2));
    expect(await countQueries(ctx.db, () => listActiveCommunities(ctx.db, busy.id, 5))).toBe(1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    expect(doc.paths['/me/communities'].get.responses).toHaveProperty('401');
  });

  it('answers 400 to a limit out of bounds', async () => {
    const member = await createMember(ctx, 'Lia Limite');
    for (const query of ['?limit=0', `?limit=${ACTIVE_COMMUNITIES_LIMIT + 1}`, '?limit=muitas']) {
      const res = await mine(member, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields).toHaveProperty('limit');
    }
  });
});
