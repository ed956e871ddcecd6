import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDirectoryQuerySchema } from '../../../domain/schemas/companies.js';
import { queryRows } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { directoryStatement } from './directory.js';
import { insertCompany } from './fixtures.js';

// The company directory (/empresas, issue 22): GET /api/companies with its filters, by name in
// keyset pages. Names carry a per-run tag so that the other companies of the database stay out.

let ctx: TestContext;
let owner: TestMember;
const TAG = `Dir${Date.now().toString(36)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createMember(ctx, 'Olga Diretório');
  const make = async (
    name: string,
    values: { industry?: string; location?: string; sealed?: boolean; active?: boolean },
  ) => {
    const row = await insertCompany(ctx, owner, {
      name: `${TAG} ${name}`,
      isActive: values.active ?? true,
      ...(values.sealed ? { sealedAt: new Date() } : {}),
    });
    await ctx.db
      .update(companies)
      .set({ industry: values.industry ?? null, location: values.location ?? null })
      .where(eq(companies.id, row.id));
  };
  await make('Árvore Tech', { industry: 'Tecnologia', location: 'São Paulo, SP', sealed: true });
  await make('Banco Bom', { industry: 'Financeiro', location: 'Rio de Janeiro, RJ' });
  await make('Clínica Cuidar', { industry: 'Saúde', location: 'Campinas, sp', sealed: true });
  await make('Dados Delta', { industry: 'Tecnologia', location: 'Remoto' });
  await make('Escola Eva', { industry: 'Educação', location: 'Recife, PE' });
  await make('Fechada', { industry: 'Tecnologia', location: 'São Paulo, SP', sealed: true, active: false });
});
afterAll(() => ctx?.close());

type Listed = { id: string; name: string; industry: string | null; location: string | null; seal: unknown };

const list = (query: string, who: TestMember | null = owner) =>
  call(ctx, 'GET', `/api/companies?q=${encodeURIComponent(TAG)}${query}`, who ? { cookie: who.cookie } : {});
const names = (body: { items: Listed[] }) => body.items.map((c) => c.name.replace(`${TAG} `, ''));

describe('GET /api/companies (the directory)', () => {
  it('answers 401 to a visitor', async () => {
    expect((await list('', null)).status).toBe(401);
  });

  it('lists the active companies by name, A to Z, with their card fields', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([
      'Árvore Tech',
      'Banco Bom',
      'Clínica Cuidar',
      'Dados Delta',
      'Escola Eva',
    ]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).toMatchObject({
      industry: 'Tecnologia',
      location: 'São Paulo, SP',
      seal: { criteriaVersion: '2025.1' },
    });
    expect(res.body.items[1].seal).toBeNull();
  });

  it('matches the name anywhere, ignoring case and accents', async () => {
    const res = await call(ctx, 'GET', `/api/companies?q=${encodeURIComponent('clinica cui')}`, {
      cookie: owner.cookie,
    });
    expect(names(res.body)).toContain('Clínica Cuidar');
    expect(names(res.body)).not.toContain('Banco Bom');
  });

  it('filters by sector, by UF (any letter case) and by the seal, together too', async () => {
    expect(names((await list('&industry=Tecnologia')).body)).toEqual(['Árvore Tech', 'Dados Delta']);
    expect(names((await list('&uf=sp')).body)).toEqual(['Árvore Tech', 'Clínica Cuidar']);
    expect(names((await list('&uf=RJ')).body)).toEqual(['Banco Bom']);
    expect(names((await list('&sealed=true')).body)).toEqual(['Árvore Tech', 'Clínica Cuidar']);
    expect(names((await list('&sealed=false')).body)).toHaveLength(5);
    expect(names((await list('&sealed=true&industry=Saúde&uf=SP')).body)).toEqual(['Clínica Cuidar']);
    expect(names((await list('&uf=AM')).body)).toEqual([]);
  });

  it('pages by keyset: every company once, in order, then a null cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(res.body));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Árvore Tech', 'Banco Bom', 'Clínica Cuidar', 'Dados Delta', 'Escola Eva']);
  });

  it('answers 400, never 500, to bad filters and forged cursors', async () => {
    for (const query of [
      '&industry=Mineração',
      '&uf=SPX',
      '&sealed=talvez',
      '&limit=0',
      '&limit=999',
      '&cursor=xyz',
      `&cursor=${Buffer.from('["a","not-a-uuid"]').toString('base64url')}`,
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
    }
  });

  it.each([
    ['no filter', {}, /companies_directory_idx/],
    ['a sector', { industry: 'Tecnologia' }, /companies_directory_industry_idx/],
    ['a UF', { uf: 'SP' }, /companies_directory_uf_idx/],
    ['the seal', { sealed: 'true' }, /companies_directory_sealed_idx/],
  ])('can read the list with %s off its index', async (_label, filters, index) => {
    const query = companyDirectoryQuerySchema.parse(filters);
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(tx, sql`explain ${directoryStatement(tx, query)}`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(index);
  });
});
