import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { communities } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { join } from '../posts/fixtures.js';
import { listCommunities } from './service.js';

let ctx: TestContext;
let creator: TestMember;
let viewer: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createMember(ctx, 'Clara Criadora');
  viewer = await createMember(ctx, 'Vera Visitante');
});
afterAll(() => ctx?.close());

async function create(member: TestMember, name: string, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/communities', {
    cookie: member.cookie,
    body: { name, description: `Sobre ${name}`, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

const explore = (query: Record<string, string>, member: TestMember | null = viewer) =>
  call(ctx, 'GET', `/api/communities?${new URLSearchParams(query)}`, { cookie: member?.cookie });

const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('GET /api/communities (explore)', () => {
  it('answers 401 to a visitor', async () => {
    const res = await explore({}, null);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.common.unauthorized);
  });

  it('lists active communities newest first, in keyset pages that neither repeat nor skip', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 5; i++)
      made.unshift((await create(creator, `Mães Atípicas ${i}`, { niche: 'maternidade' })).name);
    // Two rows sharing one creation instant: the id breaks the tie.
    const at = new Date('2020-01-01T12:00:00.123456Z');
    await ctx.db.insert(communities).values([
      { name: 'Mães Gêmeas A', description: 'x', niche: 'maternidade', createdAt: at },
      { name: 'Mães Gêmeas B', description: 'x', niche: 'maternidade', createdAt: at },
    ]);
    await ctx.db
      .insert(communities)
      .values({ name: 'Mães Arquivadas', description: 'x', niche: 'maternidade', isActive: false });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await explore({ niche: 'maternidade', limit: '2', ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(res.body));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen.slice(0, 5)).toEqual(made);
    expect(seen.slice(5).sort()).toEqual(['Mães Gêmeas A', 'Mães Gêmeas B']);
    expect(seen).not.toContain('Mães Arquivadas');
  });

  it('gives each item the summary fields, private communities included', async () => {
    const made = await create(creator, 'Clube Reservado', {
      niche: 'lideranca',
      isPrivate: true,
      requiresApproval: true,
    });
    const res = await explore({ niche: 'lideranca' });
    expect(res.body).toEqual({
      items: [
        {
          id: made.id,
          name: 'Clube Reservado',
          description: 'Sobre Clube Reservado',
          niche: 'lideranca',
          logoUrl: null,
          isPrivate: true,
          requiresApproval: true,
          memberCount: 1,
          followerCount: 0,
        },
      ],
      nextCursor: null,
    });
  });

  it('filters by the chips’ niches (Gerais, Negócios, Tecnologia, Cultura)', async () => {
    await create(creator, 'Rede Geral', { niche: 'geral' });
    await create(creator, 'Rede de Negócios', { niche: 'negocios' });
    await create(creator, 'Rede Tech', { niche: 'tecnologia' });
    await create(creator, 'Rede Cultural', { niche: 'cultura' });
    for (const [niche, name] of [
      ['geral', 'Rede Geral'],
      ['negocios', 'Rede de Negócios'],
      ['tecnologia', 'Rede Tech'],
      ['cultura', 'Rede Cultural'],
    ] as const) {
      const res = await explore({ niche });
      expect(names(res.body), niche).toEqual([name]);
      expect(res.body.items.every((i: { niche: string }) => i.niche === niche)).toBe(true);
    }
  });

  it('matches the text anywhere in name or description, ignoring case and accents', async () => {
    await create(creator, 'Programação Criativa', { description: 'Código e arte', niche: 'educacao' });
    await create(creator, 'Clube do Livro', {
      description: 'Leituras sobre SAÚDE mental',
      niche: 'educacao',
    });
    await create(creator, 'Ateliê', { description: 'Costura', niche: 'educacao' });
    const search = async (q: string) => names((await explore({ niche: 'educacao', q })).body);
    expect(await search('programacao')).toEqual(['Programação Criativa']);
    expect(await search('CRIATIVA')).toEqual(['Programação Criativa']);
    expect(await search('codigo')).toEqual(['Programação Criativa']);
    expect(await search('saúde mental')).toEqual(['Clube do Livro']);
    expect(await search('  livro  ')).toEqual(['Clube do Livro']);
    expect(await search('atelie')).toEqual(['Ateliê']);
    expect(await search('inexistente')).toEqual([]);
    expect(await search('')).toHaveLength(3);
    // Combined with no niche: the text alone decides.
    expect(names((await explore({ q: 'criativa' })).body)).toEqual(['Programação Criativa']);
  });

  it('reads %, _ and \\ in the text literally, never as wildcards', async () => {
    await create(creator, 'Clube 100% Delas', { niche: 'outros' });
    await create(creator, 'Turma_Noturna', { niche: 'outros' });
    await create(creator, 'Barra \\ Invertida', { niche: 'outros' });
    await create(creator, 'Turma Diurna', { niche: 'outros' });
    const search = async (q: string) => names((await explore({ q })).body);
    expect(await search('%')).toEqual(['Clube 100% Delas']);
    expect(await search('_')).toEqual(['Turma_Noturna']);
    expect(await search('\\')).toEqual(['Barra \\ Invertida']);
    expect(await search('turma_')).toEqual(['Turma_Noturna']);
  });

  it('is one query per page', async () => {
    const query = { niche: 'maternidade' as const, q: 'mães', limit: 2 };
    expect(await countQueries(ctx.db, () => listCommunities(ctx.db, query))).toBe(1);
  });

  it('answers 400 to an unknown niche, a foreign cursor or a limit out of bounds', async () => {
    const queries: Record<string, string>[] = [
      { niche: 'astrologia' },
      { cursor: 'nao-e-um-cursor' },
      { limit: '0' },
      { limit: String(PAGE_SIZE_MAX + 1) },
    ];
    for (const query of queries) {
      const res = await explore(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(Object.keys(query));
    }
  });
});

describe('GET /api/communities/mine', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call(ctx, 'GET', '/api/communities/mine')).status).toBe(401);
  });

  it('lists the communities she runs, then those she joined, with her role; not pending or inactive ones', async () => {
    const nina = await createMember(ctx, 'Nina Nova');
    const first = await create(nina, 'Primeira da Nina');
    const second = await create(nina, 'Segunda da Nina');
    const archived = await create(nina, 'Arquivada da Nina');
    await ctx.db.update(communities).set({ isActive: false }).where(eq(communities.id, archived.id));
    const runByNina = await create(creator, 'Da Clara, administrada pela Nina');
    await join(ctx, nina, runByNina.id, { role: 'admin' });
    const moderated = await create(creator, 'Da Clara, moderada pela Nina');
    await join(ctx, nina, moderated.id, { role: 'moderator' });
    const joined = await create(creator, 'Da Clara, com a Nina');
    await join(ctx, nina, joined.id);
    const asked = await create(creator, 'Da Clara, pedido da Nina');
    await join(ctx, nina, asked.id, { approved: false });

    const res = await call(ctx, 'GET', '/api/communities/mine', { cookie: nina.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.map((c: { id: string; role: string }) => [c.id, c.role])).toEqual([
      [runByNina.id, 'admin'],
      [second.id, 'admin'],
      [first.id, 'admin'],
      [moderated.id, 'moderator'],
      [joined.id, 'member'],
    ]);
    expect(res.body[1]).toMatchObject({ name: 'Segunda da Nina', memberCount: 1, followerCount: 0 });

    const none = await call(ctx, 'GET', '/api/communities/mine', { cookie: viewer.cookie });
    expect(none.body).toEqual([]);
  });
});
