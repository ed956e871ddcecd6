import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_PER_CATEGORY } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { searchResultsSchema } from '../../../domain/schemas/search.js';
import { queryRows } from '../../db/client.js';
import { authUser, communities, companies, userProfile } from '../../db/schema/index.js';
import {
  insertBulkGroups,
  insertBulkMembers,
  refreshSearchStatistics,
  sequentialScans,
} from '../../test/bulk-data.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { explainSearch, PLAN_READER } from './plans.js';
import { SEARCH_CANDIDATES, search, searchStatements } from './service.js';

let ctx: TestContext;
let maria: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  maria = await createMember(ctx, 'Maria Pesquisa');
});
afterAll(() => ctx?.close());

const find = (q: string, cookie = maria.cookie) =>
  call(ctx, 'GET', `/api/search?q=${encodeURIComponent(q)}`, { cookie });

type Named = { name?: string; fullName?: string };
const names = (items: Named[]) => items.map((item) => item.fullName ?? item.name);

let people = 0;
/** Members written straight to the tables: signing up dozens through the API would be slow. */
async function insertPeople(fullNames: string[]) {
  const rows = fullNames.map((name) => {
    people += 1;
    return { name, email: `pessoa${people}@exemplo.com.br`, slug: `pessoa-${people}` };
  });
  const users = await ctx.db
    .insert(authUser)
    .values(rows.map(({ name, email }) => ({ name, email, emailVerified: true })))
    .returning({ id: authUser.id });
  await ctx.db
    .insert(userProfile)
    .values(
      rows.map((row, i) => ({ id: users[i]!.id, slug: row.slug, fullName: row.name, email: row.email })),
    );
  return users.map((u) => u.id);
}

const insertCompanies = (rows: (Partial<typeof companies.$inferInsert> & { name: string })[]) =>
  ctx.db
    .insert(companies)
    .values(rows.map((row) => ({ description: 'Uma empresa.', ...row })))
    .returning({ id: companies.id });

const insertCommunities = (rows: (Partial<typeof communities.$inferInsert> & { name: string })[]) =>
  ctx.db
    .insert(communities)
    .values(rows.map((row) => ({ description: 'Uma comunidade.', ...row })))
    .returning({ id: communities.id });

const numbered = (stem: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${stem} ${String(i + 1).padStart(2, '0')}`);

describe('who may search', () => {
  it('refuses visitors with 401, before looking at the text', async () => {
    for (const q of ['maria', '']) {
      const res = await call(ctx, 'GET', `/api/search?q=${q}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: MSG.common.unauthorized } });
    }
  });

  it('refuses an empty, blank or too long text with 400', async () => {
    const tooLong = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1);
    for (const path of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20%20',
      `/api/search?q=${tooLong}`,
    ]) {
      const res = await call(ctx, 'GET', path, { cookie: maria.cookie });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('invalid_input');
      expect(res.body.error.message, path).toBe(MSG.common.invalidInput);
    }
    // The limit counts the trimmed text.
    const longest = await find(`  ${'a'.repeat(SEARCH_QUERY_MAX_LENGTH)}  `);
    expect(longest.status).toBe(200);
  });
});

describe('the contract', () => {
  it('is described in the OpenAPI document with the answers a client must handle', async () => {
    const doc = await call(ctx, 'GET', '/api/openapi.json');
    const operation = doc.body.paths['/search']?.get;
    // Its own answers, plus 503 (database away) that the document adds to every operation.
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '400', '401', '503']);
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'q', in: 'query', required: true }),
    );
  });
});

describe('what a search finds', () => {
  it('answers the shape of the contract, with the trimmed text it searched', async () => {
    const [companyId] = await insertCompanies([
      { name: 'Yolanda Sistemas', industry: 'Tecnologia', location: 'Recife, PE', logoUrl: '/uploads/x.png' },
    ]);
    const [communityId] = await insertCommunities([
      { name: 'Yolanda Rede', niche: 'tecnologia', memberCount: 3 },
    ]);
    const yolanda = await createMember(ctx, 'Yolanda Brito');

    const res = await find('  Yolanda  ');
    expect(res.status).toBe(200);
    expect(searchResultsSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      query: 'Yolanda',
      professionals: {
        items: [
          {
            id: yolanda.id,
            slug: 'yolanda-brito',
            fullName: 'Yolanda Brito',
            professionalTitle: null,
            profileImageUrl: null,
            location: null,
          },
        ],
        hasMore: false,
      },
      companies: {
        items: [
          {
            id: companyId!.id,
            name: 'Yolanda Sistemas',
            industry: 'Tecnologia',
            logoUrl: '/uploads/x.png',
            location: 'Recife, PE',
          },
        ],
        hasMore: false,
      },
      communities: {
        items: [
          { id: communityId!.id, name: 'Yolanda Rede', niche: 'tecnologia', logoUrl: null, memberCount: 3 },
        ],
        hasMore: false,
      },
    });
  });

  it('ignores accents and case, both ways', async () => {
    await createMember(ctx, 'Íris Conceição');
    await insertPeople(['IRIS CONCEICAO LIMA', 'iris conceicão reis']);
    await insertCompanies([{ name: 'Educação Já' }, { name: 'EDUCACAO PARA TODAS' }]);
    await insertCommunities([{ name: 'Mães Criativas' }, { name: 'MAES NA TECNOLOGIA' }]);

    for (const q of ['iris conceicao', 'ÍRIS CONCEIÇÃO', 'Íris Conceição', 'IrIs CoNcEiÇaO']) {
      const res = await find(q);
      expect(res.status, q).toBe(200);
      expect(names(res.body.professionals.items), q).toEqual([
        'Íris Conceição',
        'IRIS CONCEICAO LIMA',
        'iris conceicão reis',
      ]);
    }
    for (const q of ['educacao', 'EDUCAÇÃO']) {
      const res = await find(q);
      expect(names(res.body.companies.items), q).toEqual(['Educação Já', 'EDUCACAO PARA TODAS']);
    }
    for (const q of ['maes', 'MÃES']) {
      const res = await find(q);
      expect(names(res.body.communities.items), q).toEqual(['Mães Criativas', 'MAES NA TECNOLOGIA']);
    }
  });

  it('ranks names starting with the text, then a later word, then inside a word, then other fields', async () => {
    await insertPeople(['Teodora Reis', 'Ana Dora', 'Dora Lima', 'Isadora Maia', 'Dora']);
    await insertCompanies([
      { name: 'Pandora Joias' },
      { name: 'Ateliê Bela', description: 'Fundada por Dora em 1999.' },
      { name: 'Casa Dora' },
      { name: 'Dora Tech' },
    ]);
    await insertCommunities([
      { name: 'Leitoras Unidas', description: 'Fãs de Dora, a exploradora.' },
      { name: 'Clube Dora' },
      { name: 'Doras do Brasil' },
    ]);

    const res = await find('dora');
    expect(names(res.body.professionals.items)).toEqual([
      'Dora',
      'Dora Lima',
      'Ana Dora',
      'Isadora Maia',
      'Teodora Reis',
    ]);
    expect(names(res.body.companies.items)).toEqual([
      'Dora Tech',
      'Casa Dora',
      'Pandora Joias',
      'Ateliê Bela',
    ]);
    expect(names(res.body.communities.items)).toEqual(['Doras do Brasil', 'Clube Dora', 'Leitoras Unidas']);
  });

  it('finds companies by sector and communities by niche, after name matches', async () => {
    await insertCompanies([
      { name: 'Clínica Aurora', industry: 'Saúde' },
      { name: 'Saúde Já', industry: 'Serviços' },
      { name: 'Aurora Moda', industry: 'Varejo' },
    ]);
    await insertCommunities([
      { name: 'Vida Plena', niche: 'saude' },
      { name: 'Saúde Mental em Rede', niche: 'geral' },
      { name: 'Aurora Literária', niche: 'cultura' },
    ]);
    const res = await find('SAUDE');
    expect(names(res.body.companies.items)).toEqual(['Saúde Já', 'Clínica Aurora']);
    expect(names(res.body.communities.items)).toEqual(['Saúde Mental em Rede', 'Vida Plena']);
    // The niche is matched on the label she reads ('Liderança'), not only the stored value.
    await insertCommunities([{ name: 'Chefas', niche: 'lideranca' }]);
    expect(names((await find('liderança')).body.communities.items)).toEqual(['Chefas']);
  });

  it('shows at most 20 per category and says when there are more', async () => {
    await insertPeople(numbered('Begônia Teste', SEARCH_RESULTS_PER_CATEGORY));
    await insertPeople(numbered('Camélia Teste', SEARCH_RESULTS_PER_CATEGORY + 1));
    await insertCompanies(numbered('Begônia Firma', SEARCH_RESULTS_PER_CATEGORY).map((name) => ({ name })));
    await insertCompanies(
      numbered('Camélia Firma', SEARCH_RESULTS_PER_CATEGORY + 5).map((name) => ({ name })),
    );
    await insertCommunities(numbered('Begônia Grupo', SEARCH_RESULTS_PER_CATEGORY).map((name) => ({ name })));
    await insertCommunities(
      numbered('Camélia Grupo', SEARCH_RESULTS_PER_CATEGORY + 1).map((name) => ({ name })),
    );

    const exactly = await find('begonia');
    for (const category of ['professionals', 'companies', 'communities']) {
      expect(exactly.body[category].items, category).toHaveLength(SEARCH_RESULTS_PER_CATEGORY);
      expect(exactly.body[category].hasMore, category).toBe(false);
    }
    const more = await find('camelia');
    for (const category of ['professionals', 'companies', 'communities']) {
      expect(more.body[category].items, category).toHaveLength(SEARCH_RESULTS_PER_CATEGORY);
      expect(more.body[category].hasMore, category).toBe(true);
    }
    // The first twenty by name: '… 21' is the one left out.
    expect(names(more.body.professionals.items)).toEqual(
      numbered('Camélia Teste', SEARCH_RESULTS_PER_CATEGORY),
    );
  });

  it('leaves out inactive companies and deactivated communities', async () => {
    await insertCompanies([{ name: 'Girassol Ativa' }, { name: 'Girassol Fechada', isActive: false }]);
    await insertCommunities([{ name: 'Girassol Viva' }, { name: 'Girassol Encerrada', isActive: false }]);
    for (const q of ['girassol', 'gi']) {
      const res = await find(q);
      expect(names(res.body.companies.items), q).toEqual(['Girassol Ativa']);
      expect(names(res.body.communities.items), q).toEqual(['Girassol Viva']);
    }
  });

  it('never shows a member whose account was deleted', async () => {
    const zuleica = await createMember(ctx, 'Zuleica Apagada');
    const before = await find('zuleica');
    expect(before.body.professionals.items.map((p: { id: string }) => p.id)).toEqual([zuleica.id]);

    const deleted = await call(ctx, 'DELETE', '/api/profile/me', { cookie: zuleica.cookie });
    expect(deleted.status).toBe(204);

    expect((await find('zuleica')).body.professionals).toEqual({ items: [], hasMore: false });
    expect((await find('zu')).body.professionals).toEqual({ items: [], hasMore: false });
    expect((await find('zuleica', zuleica.cookie)).status).toBe(401);
  });

  it("takes '%', '_' and '\\' literally", async () => {
    await insertCompanies([{ name: '100% Mulheres' }, { name: '100 Mulheres' }]);
    await insertCommunities([{ name: 'Rede_Elas' }, { name: 'Rede Elas' }, { name: 'Barra\\Invertida' }]);
    await insertPeople(['Percentual Souza']);

    // A wildcard would match every row; taken literally it matches none (no name starts with it).
    for (const q of ['%', '%%', '_', '__', '%%%', '___', '\\', '％']) {
      const res = await find(q);
      expect(res.status, q).toBe(200);
      expect(res.body.professionals.items, q).toEqual([]);
      expect(res.body.companies.items, q).toEqual([]);
      expect(res.body.communities.items, q).toEqual([]);
    }
    expect(names((await find('0% mu')).body.companies.items)).toEqual(['100% Mulheres']);
    expect(names((await find('DE_EL')).body.communities.items)).toEqual(['Rede_Elas']);
    expect(names((await find('a\\in')).body.communities.items)).toEqual(['Barra\\Invertida']);
  });

  it('matches only the start of names for texts shorter than 3 characters', async () => {
    await insertPeople(['Quênia Duarte', 'Ana Quintas', 'Raquel Prado']);
    await insertCompanies([{ name: 'Quero Mais', description: 'Quem quer, faz.' }, { name: 'Aqui Agora' }]);
    await insertCommunities([{ name: 'Quilombo Digital' }, { name: 'Roda de Quintal' }]);
    for (const q of ['qu', 'QU', 'Qu ']) {
      const res = await find(q);
      expect(res.status, q).toBe(200);
      expect(names(res.body.professionals.items), q).toEqual(['Quênia Duarte']);
      expect(names(res.body.companies.items), q).toEqual(['Quero Mais']);
      expect(names(res.body.communities.items), q).toEqual(['Quilombo Digital']);
    }
    // Three characters and more match anywhere in the name.
    for (const q of ['que', 'QUÊ']) {
      expect(names((await find(q)).body.professionals.items), q).toEqual(['Quênia Duarte', 'Raquel Prado']);
    }
  });

  it('costs one statement however many rows match', async () => {
    const few = await countQueries(ctx.db, () => search(ctx.db, 'girassol', PLAN_READER));
    const many = await countQueries(ctx.db, () => search(ctx.db, 'camelia', PLAN_READER));
    expect(few).toBe(1);
    expect(many).toBe(1);
  });
});

// Last in the file: the bulk rows would crowd the small cases above.
describe('at scale', () => {
  const MEMBERS = 5000;
  const GROUPS = 2000;

  beforeAll(async () => {
    await insertBulkMembers(ctx.db, MEMBERS, 'escala');
    await insertBulkGroups(ctx.db, GROUPS);
    await refreshSearchStatistics(ctx.db);
  });

  it('reads every table through an index, for trigram and for prefix searches', async () => {
    const expected = {
      // Any part of the name, description…: the trigram indexes, combined.
      oliveira: /Bitmap Index Scan on (user_profile|companies|communities)_name_trgm_idx/,
      // The start of the name: the prefix index, read in name order and only as far as needed.
      ca: /Index Scan using (user_profile|companies|communities)_name_prefix_idx/,
    };
    for (const [q, index] of Object.entries(expected)) {
      const plans = await explainSearch(ctx.db, q);
      for (const [category, plan] of Object.entries(plans)) {
        expect(sequentialScans(plan), `${q} ${category}:\n${plan}`).toEqual([]);
        expect(plan, `${q} ${category}`).toMatch(index);
      }
    }
  });

  it('still answers with the best-ranked names', async () => {
    const res = await find('oliveira');
    expect(res.status).toBe(200);
    expect(res.body.professionals.hasMore).toBe(true);
    const found = names(res.body.professionals.items) as string[];
    expect(found).toHaveLength(SEARCH_RESULTS_PER_CATEGORY);
    for (const name of found) expect(name).toMatch(/Oliveira/);
    expect(res.body.companies.items[0].name).toMatch(/^Oliveira /);
  });

  type PlanNode = {
    'Node Type': string;
    'Index Name'?: string;
    'Actual Rows': number;
    'Actual Loops': number;
    Plans?: PlanNode[];
  };
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  async function executedPlan(q: string, category: 'professionals' | 'companies' | 'communities') {
    const [row] = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`explain (analyze, format json) ${searchStatements(q, PLAN_READER)[category]}`,
    );
    const json = Object.values(row!)[0];
    const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    return nodes(plan.Plan);
  }

  it('ranks a bounded number of candidates for a common surname, however many names match', async () => {
    const [matching] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from user_profile where f_unaccent(lower(full_name)) like '%oliveira%'`,
    );
    expect(matching!.n).toBeGreaterThan(SEARCH_CANDIDATES);
    const plan = await executedPlan('oliveira', 'professionals');
    const sorted = plan.filter((node) => node['Node Type'] === 'Sort').flatMap((node) => node.Plans ?? []);
    expect(sorted.length).toBeGreaterThan(0);
    // No name starts with 'oliveira' (names start with a first name): all come from the candidates.
    for (const input of sorted) expect(input['Actual Rows']).toBeLessThanOrEqual(SEARCH_CANDIDATES);
  });

  it('reads nothing beyond the names that start with the text when they fill the page', async () => {
    // Companies are named '<Surname> <word> <n>': hundreds start with 'oliveira'.
    const plan = await executedPlan('oliveira', 'companies');
    const trigram = plan.filter((node) => node['Index Name']?.endsWith('_trgm_idx'));
    expect(trigram.length).toBeGreaterThan(0);
    for (const scan of trigram) expect(scan['Actual Loops']).toBe(0);
  });
});
