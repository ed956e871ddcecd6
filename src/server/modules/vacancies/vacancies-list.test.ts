import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { userJobPreferences } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { insertApplication, insertCompany, insertVacancy } from './fixtures.js';

// The lists: /vagas (filters, her matches first, keyset pages), 'Minhas Vagas' and a company's
// page.

let ctx: TestContext;
let admin: TestMember;
let seeker: TestMember;
let acme: Awaited<ReturnType<typeof insertCompany>>;
let beta: Awaited<ReturnType<typeof insertCompany>>;
const v: Record<string, { id: string }> = {};

type Card = { id: string };
const ids = (cards: Card[]) => cards.map((c) => c.id);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx, 'Alice Admin');
  seeker = await createMember(ctx, 'Sofia Procura');
  acme = await insertCompany(ctx, {
    name: 'Acme Soluções',
    sealed: true,
    staff: [{ user: admin, role: 'admin' }],
  });
  beta = await insertCompany(ctx, { name: 'Beta Ltda' });
  const closedCompany = await insertCompany(ctx, { name: 'Fechada SA', isActive: false });

  // Newest first: minutesAgo grows down the list.
  v.remoteClt = await insertVacancy(ctx, acme.id, {
    title: 'Engenheira de Software',
    workModel: 'Remoto',
    employmentType: 'CLT',
    salaryRange: 'R$ 9.000',
    minutesAgo: 1,
  });
  v.security = await insertVacancy(ctx, beta.id, {
    title: 'Analista de Segurança',
    workModel: 'Híbrido',
    employmentType: 'PJ',
    state: 'SP',
    city: 'São Paulo',
    location: 'São Paulo, SP',
    minutesAgo: 2,
  });
  v.intern = await insertVacancy(ctx, beta.id, {
    title: 'Estágio em Marketing',
    workModel: 'Presencial',
    employmentType: 'estagio',
    state: 'RJ',
    minutesAgo: 3,
  });
  v.hybridSp = await insertVacancy(ctx, acme.id, {
    title: 'Cientista de Dados',
    workModel: 'Híbrido',
    employmentType: 'CLT',
    state: 'SP',
    city: 'São Paulo',
    minutesAgo: 4,
  });
  v.percent = await insertVacancy(ctx, beta.id, { title: 'Vendas 100% comissão', minutesAgo: 5 });
  v.inactive = await insertVacancy(ctx, acme.id, { title: 'Vaga Encerrada', isActive: false, minutesAgo: 6 });
  v.hidden = await insertVacancy(ctx, closedCompany.id, { title: 'Engenheira Oculta', minutesAgo: 0 });
  v.onSiteRj = await insertVacancy(ctx, acme.id, {
    title: 'Gerente de Projetos',
    workModel: 'Presencial',
    employmentType: 'CLT',
    state: 'RJ',
    city: 'Rio de Janeiro',
    minutesAgo: 7,
  });

  // Her profile: CLT, remote or hybrid, in São Paulo.
  await ctx.db.insert(userJobPreferences).values({
    userId: seeker.id,
    isActive: true,
    preferredWorkModels: ['Remoto', 'Híbrido'],
    preferredContractTypes: ['CLT'],
    preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
  });
  await insertApplication(ctx, v.security.id, seeker);
});
afterAll(() => ctx?.close());

const list = (member: TestMember, query = '') =>
  call(ctx, 'GET', `/api/vacancies${query}`, { cookie: member.cookie });

describe('GET /api/vacancies (/vagas)', () => {
  it('lists open vacancies of active companies newest first, as cards', async () => {
    const none = await createMember(ctx, 'Nina Sem Perfil');
    const res = await list(none);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.hasActivePreference).toBe(false);
    expect(res.body.matching).toEqual([]);
    expect(ids(res.body.items)).toEqual([
      v.remoteClt!.id,
      v.security!.id,
      v.intern!.id,
      v.hybridSp!.id,
      v.percent!.id,
      v.onSiteRj!.id,
    ]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).toEqual({
      id: v.remoteClt!.id,
      title: 'Engenheira de Software',
      companyId: acme.id,
      companyName: 'Acme Soluções',
      companyLogoUrl: acme.logoUrl,
      companySealed: true,
      location: null,
      state: null,
      city: null,
      workModel: 'Remoto',
      employmentType: 'CLT',
      salaryRange: 'R$ 9.000',
      howToReceive: 'internal',
      isActive: true,
      applicationCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      myApplicationStatus: null,
      saved: false,
    });
    expect(res.body.items[1]).toMatchObject({
      companyName: 'Beta Ltda',
      companySealed: false,
      applicationCount: 1,
    });
  });

  it('puts her matches first, best first, and leaves them out of the items', async () => {
    const res = await list(seeker);
    expect(res.body.hasActivePreference).toBe(true);
    // Hybrid in her city scores above remote; one that says nothing suits her but confirms
    // nothing (last); PJ and on-site vacancies do not suit her.
    expect(ids(res.body.matching)).toEqual([v.hybridSp!.id, v.remoteClt!.id, v.percent!.id]);
    expect(ids(res.body.items)).toEqual([v.security!.id, v.intern!.id, v.onSiteRj!.id]);
    // Her own application shows on its card.
    expect(res.body.items[0].myApplicationStatus).toBe('new');
    expect(res.body.matching[0].location).toBe('São Paulo, SP');
  });

  it('keyset pages never repeat a vacancy nor show a match again, and carry matches on the first page only', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let matching: string[] = [];
    do {
      const query: string = cursor ? `?limit=1&cursor=${encodeURIComponent(cursor)}` : '?limit=1';
      const res = await list(seeker, query);
      expect(res.status).toBe(200);
      if (pages === 0) matching = ids(res.body.matching);
      else expect(res.body.matching).toEqual([]);
      seen.push(...ids(res.body.items));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(matching).toHaveLength(3);
    expect(seen).toHaveLength(3);
    expect(new Set([...matching, ...seen]).size).toBe(6);
    for (const id of matching) expect(seen).not.toContain(id);
  });

  it('filters by work model, contract type and state, both lists', async () => {
    const remote = await list(seeker, '?workModel=Remoto');
    expect(ids(remote.body.matching)).toEqual([v.remoteClt!.id]);
    expect(remote.body.items).toEqual([]);

    const hybrid = await list(seeker, '?workModel=H%C3%ADbrido');
    expect(ids(hybrid.body.matching)).toEqual([v.hybridSp!.id]);
    expect(ids(hybrid.body.items)).toEqual([v.security!.id]);

    // Nothing matches her exactly here: the nearest ones (meeting at least one of her criteria)
    // go on top, flagged, and the rest stays in the items; never both.
    const internship = await list(seeker, '?contractType=estagio');
    expect(internship.body.matching.every((m: { exact: boolean }) => !m.exact)).toBe(true);
    expect(internship.body.nearest).toBe(internship.body.matching.length > 0);
    expect([...ids(internship.body.matching), ...ids(internship.body.items)].sort()).toEqual([v.intern!.id]);

    const rj = await list(seeker, '?state=rj');
    expect(rj.body.nearest).toBe(true);
    expect(rj.body.matching.every((m: { exact: boolean }) => !m.exact)).toBe(true);
    expect([...ids(rj.body.matching), ...ids(rj.body.items)].sort()).toEqual(
      [v.intern!.id, v.onSiteRj!.id].sort(),
    );

    const spClt = await list(seeker, '?state=SP&contractType=CLT');
    expect(ids(spClt.body.matching)).toEqual([v.hybridSp!.id]);
    expect(spClt.body.items).toEqual([]);
  });

  it("matches q in the title or the company's name, ignoring case and accents", async () => {
    const q = async (text: string) => {
      const res = await list(seeker, `?q=${encodeURIComponent(text)}`);
      return [...ids(res.body.matching), ...ids(res.body.items)];
    };
    expect(await q('SEGURANCA')).toEqual([v.security!.id]);
    expect(await q('análise')).toEqual([]);
    expect(await q('analista')).toEqual([v.security!.id]);
    expect(await q('solucoes')).toEqual([v.hybridSp!.id, v.remoteClt!.id, v.onSiteRj!.id]);
    expect(await q('engenheira')).toEqual([v.remoteClt!.id]);
    // LIKE's wildcards match themselves.
    expect(await q('100%')).toEqual([v.percent!.id]);
    expect(await q('%')).toEqual([v.percent!.id]);
    expect(await q('_')).toEqual([]);
    expect(await q('   ')).toHaveLength(6);
  });

  it('answers 400 to unknown filters and a foreign cursor', async () => {
    for (const query of [
      '?workModel=Nuvem',
      '?contractType=Est%C3%A1gio',
      '?state=SaoPaulo',
      '?cursor=lixo',
      '?limit=51',
    ]) {
      const res = await list(seeker, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBe(MSG.common.invalidInput);
    }
  });

  it('runs a fixed number of queries whatever the page size', async () => {
    const small = await countQueries(ctx.db, () => list(seeker, '?limit=1'));
    const large = await countQueries(ctx.db, () => list(seeker, '?limit=50'));
    expect(large).toBe(small);
    const none = await createMember(ctx, 'Olga Sem Perfil');
    const withoutProfile = await countQueries(ctx.db, () => list(none, '?limit=50'));
    expect(withoutProfile).toBe(small - 1);
  });
});

describe("GET /api/vacancies/managed ('Minhas Vagas')", () => {
  // A database of its own: the open vacancies made here would otherwise join the /vagas lists
  // that the tests above expect to hold the fixture's alone, whichever order the tests run in.
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('gives each company she manages, by name, its counts, average and vacancies newest first', async () => {
    const maria = await createMember(ctx, 'Maria Gestora');
    const zeta = await insertCompany(ctx, { name: 'Zeta Tech', staff: [{ user: maria, role: 'admin' }] });
    const alfa = await insertCompany(ctx, {
      name: 'Álamo Consultoria',
      staff: [{ user: maria, role: 'editor' }],
    });
    const empty = await insertCompany(ctx, { name: 'Meio Vazia', staff: [{ user: maria, role: 'admin' }] });
    await insertCompany(ctx, { name: 'Antiga', isActive: false, staff: [{ user: maria, role: 'admin' }] });

    const older = await insertVacancy(ctx, zeta.id, { title: 'Z antiga', minutesAgo: 30 });
    const closed = await insertVacancy(ctx, zeta.id, {
      title: 'Z encerrada',
      isActive: false,
      minutesAgo: 20,
    });
    const newest = await insertVacancy(ctx, zeta.id, { title: 'Z nova', minutesAgo: 10 });
    const people = await Promise.all([1, 2, 3].map((i) => createMember(ctx, `Candidata ${i}`)));
    await insertApplication(ctx, older.id, people[0]!);
    await insertApplication(ctx, closed.id, people[1]!);
    const a1 = await insertVacancy(ctx, alfa.id, { title: 'A1' });
    const a2 = await insertVacancy(ctx, alfa.id, { title: 'A2', minutesAgo: 1 });
    // Two applications to A1, three to A2.
    for (const p of people.slice(0, 2)) await insertApplication(ctx, a1.id, p);
    for (const p of people) await insertApplication(ctx, a2.id, p);

    const res = await call(ctx, 'GET', '/api/vacancies/managed', { cookie: maria.cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((b: { company: { name: string } }) => b.company.name)).toEqual([
      'Álamo Consultoria',
      'Meio Vazia',
      'Zeta Tech',
    ]);
    const [alfaBlock, emptyBlock, zetaBlock] = res.body;
    expect(alfaBlock).toMatchObject({
      company: { id: alfa.id, role: 'editor', logoUrl: alfa.logoUrl },
      activeCount: 2,
      totalCount: 2,
      averageApplications: 2.5,
    });
    expect(ids(alfaBlock.vacancies)).toEqual([a1.id, a2.id]);
    expect(emptyBlock).toEqual({
      company: { id: empty.id, name: 'Meio Vazia', logoUrl: empty.logoUrl, role: 'admin' },
      activeCount: 0,
      totalCount: 0,
      averageApplications: 0,
      vacancies: [],
    });
    // Two applications over three vacancies: 0.7, inactive ones included.
    expect(zetaBlock).toMatchObject({ activeCount: 2, totalCount: 3, averageApplications: 0.7 });
    expect(ids(zetaBlock.vacancies)).toEqual([newest.id, closed.id, older.id]);
    expect(zetaBlock.vacancies[1].isActive).toBe(false);

    const nobody = await createMember(ctx, 'Nara Sem Empresa');
    expect((await call(ctx, 'GET', '/api/vacancies/managed', { cookie: nobody.cookie })).body).toEqual([]);
  });

  it('runs a fixed number of queries whatever the number of companies', async () => {
    const few = await createMember(ctx, 'Poucas Empresas');
    const many = await createMember(ctx, 'Muitas Empresas');
    const c = await insertCompany(ctx, { staff: [{ user: few, role: 'admin' }] });
    await insertVacancy(ctx, c.id);
    for (let i = 0; i < 4; i += 1) {
      const company = await insertCompany(ctx, { staff: [{ user: many, role: 'editor' }] });
      await insertVacancy(ctx, company.id);
      await insertVacancy(ctx, company.id);
    }
    const a = await countQueries(ctx.db, () =>
      call(ctx, 'GET', '/api/vacancies/managed', { cookie: few.cookie }),
    );
    const b = await countQueries(ctx.db, () =>
      call(ctx, 'GET', '/api/vacancies/managed', { cookie: many.cookie }),
    );
    expect(b).toBe(a);
  });
});

describe('GET /api/companies/{id}/vacancies', () => {
  it("lists a company's open vacancies newest first, with her application's status", async () => {
    const res = await call(ctx, 'GET', `/api/companies/${beta.id}/vacancies`, { cookie: seeker.cookie });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([v.security!.id, v.intern!.id, v.percent!.id]);
    expect(res.body[0].myApplicationStatus).toBe('new');
    const acmeList = await call(ctx, 'GET', `/api/companies/${acme.id}/vacancies`, { cookie: admin.cookie });
    expect(ids(acmeList.body)).not.toContain(v.inactive!.id);
  });

  it("answers 404 'Empresa não encontrada.' for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), 'acme']) {
      const res = await call(ctx, 'GET', `/api/companies/${id}/vacancies`, { cookie: seeker.cookie });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(MSG.companies.notFound);
    }
  });
});
