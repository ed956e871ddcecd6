import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_COPY } from '../../../domain/copy/vacancy-match.js';
import { MSG } from '../../../domain/messages.js';
import { type PreferenceForMatch, rankVacancies } from '../../../domain/rules/vacancy-match.js';
import {
  companies,
  industrySectors,
  jobCategories,
  jobRoles,
  jobVacancies,
  userJobPreferences,
} from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { preferenceEntry } from '../preferences/fixtures.js';
import { recommendVacancies } from './recommended.js';

let ctx: TestContext;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

type VacancyInsert = typeof jobVacancies.$inferInsert;
type PreferenceInsert = typeof userJobPreferences.$inferInsert;

async function company(name: string, isActive = true) {
  const [row] = await ctx.db
    .insert(companies)
    .values({ name, description: 'Empresa de teste', isActive, logoUrl: `https://cdn.exemplo/${name}.png` })
    .returning();
  return row!;
}

async function vacancy(companyId: string, hoursAgo: number, overrides: Partial<VacancyInsert>) {
  const [row] = await ctx.db
    .insert(jobVacancies)
    .values({
      companyId,
      title: `Vaga de ${hoursAgo} horas atrás`,
      description: 'Descrição da vaga',
      createdAt: ago(hoursAgo),
      ...overrides,
    })
    .returning();
  return row!;
}

async function profile(member: TestMember, overrides: Partial<PreferenceInsert> = {}) {
  await ctx.db.insert(userJobPreferences).values({ userId: member.id, isActive: true, ...overrides });
}

const recommended = (member?: TestMember, query = '') =>
  call(ctx, 'GET', `/api/vacancies/recommended${query}`, { cookie: member?.cookie });
const ids = (body: { id: string }[]) => body.map((v) => v.id);

/** Her profile in São Paulo or remote, CLT, R$ 7.000 – 12.000. */
const saoPaulo: Partial<PreferenceInsert> = {
  preferredWorkModels: ['Remoto', 'Híbrido'],
  preferredContractTypes: ['CLT'],
  preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
  minSalary: '7000.00',
  maxSalary: '12000.00',
};

let v: Record<string, { id: string }>;
let acme: Awaited<ReturnType<typeof company>>;

beforeAll(async () => {
  ctx = await createTestContext();
  acme = await company('Acme Tecnologia');
  const closed = await company('Empresa Encerrada', false);
  const clt = { employmentType: 'CLT' } as const;
  v = {
    // Remote, CLT, salary overlaps: 2 + 2 + 2 (remote) + 2.
    remoteOlder: await vacancy(acme.id, 5, {
      ...clt,
      workModel: 'Remoto',
      salaryRange: 'R$ 8.000 - R$ 10.000',
      location: 'Remoto',
    }),
    remoteNewer: await vacancy(acme.id, 2, {
      ...clt,
      workModel: 'Remoto',
      salaryRange: 'R$ 8.000 - R$ 10.000',
    }),
    // Hybrid in her city: 2 + 2 + 3 + 2, the best.
    hybridInCity: await vacancy(acme.id, 10, {
      ...clt,
      workModel: 'Híbrido',
      state: 'SP',
      city: 'São Paulo',
      location: 'São Paulo, SP',
      salaryRange: 'R$ 9.000',
      title: 'Analista de Dados Pleno',
    }),
    // Remote with a salary that cannot be read: 2 + 2 + 2.
    remoteUnreadableSalary: await vacancy(acme.id, 1, {
      ...clt,
      workModel: 'Remoto',
      salaryRange: 'A combinar',
    }),
    // No work model said, in her city: 0 + 2 + 3.
    noWorkModel: await vacancy(acme.id, 0.5, { ...clt, state: 'SP', city: 'São Paulo' }),
    onSite: await vacancy(acme.id, 0.2, { ...clt, workModel: 'Presencial', state: 'SP', city: 'Campinas' }),
    pj: await vacancy(acme.id, 0.3, { employmentType: 'PJ', workModel: 'Remoto' }),
    otherState: await vacancy(acme.id, 0.4, {
      ...clt,
      workModel: 'Híbrido',
      state: 'RJ',
      city: 'Rio de Janeiro',
    }),
    lowSalary: await vacancy(acme.id, 0.6, {
      ...clt,
      workModel: 'Remoto',
      salaryRange: 'R$ 3.000 - R$ 4.000',
    }),
    closedVacancy: await vacancy(acme.id, 0.1, {
      ...clt,
      workModel: 'Híbrido',
      state: 'SP',
      city: 'São Paulo',
      salaryRange: 'R$ 9.000',
      isActive: false,
    }),
    closedCompany: await vacancy(closed.id, 0.1, {
      ...clt,
      workModel: 'Híbrido',
      state: 'SP',
      city: 'São Paulo',
      salaryRange: 'R$ 9.000',
    }),
    internship: await vacancy(acme.id, 3, {
      employmentType: 'estagio',
      workModel: 'Presencial',
      state: 'PE',
      city: 'Recife',
    }),
  };
});
afterAll(() => ctx?.close());

describe('GET /api/vacancies/recommended (Vagas Recomendadas)', () => {
  it('answers 401 to a visitor', async () => {
    const res = await recommended();
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: MSG.common.unauthorized });
  });

  it('gives nothing, and says she has no profile, to a member without an active one', async () => {
    const nothing = { hasActivePreference: false, nearest: false, items: [] };
    const none = await createMember(ctx, 'Nina Sem Perfil');
    const res = await recommended(none);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual(nothing);

    const inactive = await createMember(ctx, 'Ines Inativa');
    await profile(inactive, { ...saoPaulo, isActive: false });
    expect((await recommended(inactive)).body).toEqual(nothing);
  });

  it('recommends the best matches of her active profile, newest first among equals', async () => {
    const ana = await createMember(ctx, 'Ana Paulista');
    // Created through the wizard: her first profile is the active one.
    const created = await call(ctx, 'POST', '/api/job-preferences', {
      cookie: ana.cookie,
      body: preferenceEntry({
        preferredWorkModels: ['Remoto', 'Híbrido'],
        preferredContractTypes: ['CLT'],
        minSalary: 7000,
        maxSalary: 12000,
        preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
      }),
    });
    expect(created.status).toBe(201);

    const res = await recommended(ana);
    expect(res.status).toBe(200);
    expect(res.body.hasActivePreference).toBe(true);
    expect(res.body.nearest).toBe(false);
    expect(res.body.items).toEqual([
      {
        id: v.hybridInCity!.id,
        title: 'Analista de Dados Pleno',
        companyId: acme.id,
        companyName: 'Acme Tecnologia',
        companyLogoUrl: acme.logoUrl,
        location: 'São Paulo, SP',
        workModel: 'Híbrido',
        employmentType: 'CLT',
        salaryRange: 'R$ 9.000',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        matchReasons: [
          { criterion: 'workModel', met: true, label: 'Híbrido' },
          { criterion: 'contractType', met: true, label: 'CLT' },
          { criterion: 'place', met: true, label: MATCH_COPY.reasons.place },
          { criterion: 'salary', met: true, label: MATCH_COPY.reasons.salary },
        ],
        exact: true,
      },
      expect.objectContaining({ id: v.remoteNewer!.id, location: null, exact: true }),
    ]);

    // With room, the nearest ones follow her exact matches, each missing a criterion she set.
    const listed = (await recommended(ana, '?limit=20')).body.items as {
      id: string;
      exact: boolean;
      location: string | null;
      matchReasons: { met: boolean }[];
    }[];
    const all = listed.filter((x) => x.exact);
    expect(listed.slice(0, all.length)).toEqual(all);
    for (const near of listed.slice(all.length)) {
      expect(near.matchReasons.some((r) => r.met)).toBe(true);
      expect(near.matchReasons.some((r) => !r.met)).toBe(true);
    }
    expect(ids(all)).toEqual([
      v.hybridInCity!.id,
      v.remoteNewer!.id,
      v.remoteOlder!.id,
      v.remoteUnreadableSalary!.id,
      v.noWorkModel!.id,
    ]);
    expect(all.find((r) => r.id === v.remoteOlder!.id)?.location).toBe('Remoto');
    expect(all.at(-1)?.location).toBe('São Paulo, SP');
  });

  it('never recommends a closed vacancy or one of an inactive company', async () => {
    const bia = await createMember(ctx, 'Bia Exigente');
    await profile(bia, saoPaulo);
    const found = ids((await recommended(bia, '?limit=20')).body.items);
    expect(found).not.toContain(v.closedVacancy!.id);
    expect(found).not.toContain(v.closedCompany!.id);
    expect(found[0]).toBe(v.hybridInCity!.id);

    // Closing the best one takes it off at once.
    await ctx.db.update(jobVacancies).set({ isActive: false }).where(eq(jobVacancies.id, v.hybridInCity!.id));
    try {
      expect(ids((await recommended(bia, '?limit=20')).body.items)).not.toContain(v.hybridInCity!.id);
    } finally {
      await ctx.db
        .update(jobVacancies)
        .set({ isActive: true })
        .where(eq(jobVacancies.id, v.hybridInCity!.id));
    }
  });

  it("follows her active profile only; when nothing matches exactly, the nearest real vacancies ('Próximas do seu perfil')", async () => {
    const carla = await createMember(ctx, 'Carla Acreana');
    await profile(carla, { ...saoPaulo, isActive: false });
    await profile(carla, {
      preferredWorkModels: ['Presencial'],
      preferredLocations: [{ country: 'Brasil', state: 'AC', city: 'Rio Branco' }],
    });
    const res = await recommended(carla);
    expect(res.status).toBe(200);
    expect(res.body.hasActivePreference).toBe(true);
    expect(res.body.nearest).toBe(true);
    // On-site in Campinas (work model met, place missed), then the newest remote one (place met,
    // work model missed): equal scores, newest first. Real vacancies only, never samples.
    expect(res.body.items.map((x: { id: string; exact: boolean }) => [x.id, x.exact])).toEqual([
      [v.onSite!.id, false],
      [v.pj!.id, false],
    ]);
    expect(res.body.items[0].matchReasons).toEqual([
      { criterion: 'workModel', met: true, label: 'Presencial' },
      { criterion: 'place', met: false, label: MATCH_COPY.reasons.placeMissed },
    ]);
    const real = (await ctx.db.select({ id: jobVacancies.id }).from(jobVacancies)).map((x) => x.id);
    const all = (await recommended(carla, '?limit=20')).body.items as {
      id: string;
      matchReasons: { met: boolean }[];
    }[];
    for (const item of all) {
      expect(real).toContain(item.id);
      expect(item.matchReasons.some((r) => r.met)).toBe(true);
    }
  });

  it("explains area and role: the vacancy's role, else its title naming one of hers", async () => {
    const [sector] = await ctx.db.insert(industrySectors).values({ name: 'Setor Teste Match' }).returning();
    const [category] = await ctx.db
      .insert(jobCategories)
      .values({ sectorId: sector!.id, name: 'Dados' })
      .returning();
    const [dataAnalyst, designer] = await ctx.db
      .insert(jobRoles)
      .values([
        { categoryId: category!.id, name: 'Analista de Dados' },
        { categoryId: category!.id, name: 'Designer de Produto' },
      ])
      .returning();
    const other = await company('Outra Empresa Match');
    const byRole = await vacancy(other.id, 0.05, { title: 'Pessoa cientista', roleId: dataAnalyst!.id });
    const byTitle = await vacancy(other.id, 0.06, { title: 'ANALISTA DE DADOS Júnior' });
    const otherRole = await vacancy(other.id, 0.04, { title: 'Analista de Dados', roleId: designer!.id });
    const lia = await createMember(ctx, 'Lia Dados');
    await profile(lia, { preferredRoles: [dataAnalyst!.id] });
    const res = await recommended(lia, '?limit=20');
    expect(res.body.nearest).toBe(false);
    const found = ids(res.body.items);
    expect(found.slice(0, 2)).toEqual([byRole.id, byTitle.id]);
    expect(found).not.toContain(otherRole.id);
    expect(res.body.items[0].matchReasons).toEqual([
      { criterion: 'role', met: true, label: MATCH_COPY.reasons.role },
    ]);
    await ctx.db.delete(jobVacancies).where(eq(jobVacancies.companyId, other.id));
  });

  it('maps contract types onto employment types (Estágio = estagio)', async () => {
    const dani = await createMember(ctx, 'Dani Estagiária');
    await profile(dani, { preferredContractTypes: ['Estágio'] });
    const found = ids((await recommended(dani, '?limit=20')).body.items);
    expect(found).toEqual([v.internship!.id]);
  });

  it('the SQL pre-filter never drops what the rule would recommend', async () => {
    const all = await ctx.db
      .select({
        id: jobVacancies.id,
        workModel: jobVacancies.workModel,
        employmentType: jobVacancies.employmentType,
        state: jobVacancies.state,
        city: jobVacancies.city,
        salaryRange: jobVacancies.salaryRange,
      })
      .from(jobVacancies)
      .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
      .where(and(eq(jobVacancies.isActive, true), eq(companies.isActive, true)))
      .orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id));
    const preferences: Partial<PreferenceInsert>[] = [
      {},
      saoPaulo,
      { preferredLocations: [{ country: 'Brasil', state: 'RJ', city: null }] },
      { preferredLocations: [{ country: 'Portugal', state: null, city: 'Lisboa' }] },
      { preferredLocations: [{ country: 'Brasil', state: null, city: 'Recife' }] },
      { preferredWorkModels: ['Presencial'], preferredContractTypes: ['PJ', 'Estágio'] },
      { minSalary: '3500.00' },
    ];
    for (const [i, overrides] of preferences.entries()) {
      const member = await createMember(ctx, `Membro ${i}`);
      await profile(member, overrides);
      const rule: PreferenceForMatch = {
        preferredWorkModels: overrides.preferredWorkModels ?? [],
        preferredContractTypes: overrides.preferredContractTypes ?? [],
        preferredLocations: overrides.preferredLocations ?? [],
        minSalary: overrides.minSalary ? Number(overrides.minSalary) : null,
        maxSalary: overrides.maxSalary ? Number(overrides.maxSalary) : null,
      };
      const expected = rankVacancies(all, rule).map((x) => x.id);
      const got = await recommendVacancies(ctx.db, member.id, 20);
      expect(
        got.items.filter((x) => x.exact).map((x) => x.id),
        JSON.stringify(overrides),
      ).toEqual(expected);
    }
  });

  it('is bounded: two queries whatever the number of vacancies', async () => {
    const eva = await createMember(ctx, 'Eva Contida');
    await profile(eva, saoPaulo);
    expect(await countQueries(ctx.db, () => recommendVacancies(ctx.db, eva.id, 2))).toBe(2);
    const none = await createMember(ctx, 'Fê Sem Perfil');
    expect(await countQueries(ctx.db, () => recommendVacancies(ctx.db, none.id, 2))).toBe(1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    expect(doc.paths['/vacancies/recommended'].get.responses).toHaveProperty('401');
  });

  it('answers 400 to a limit out of bounds', async () => {
    const gabi = await createMember(ctx, 'Gabi Limite');
    for (const query of ['?limit=0', '?limit=21', '?limit=duas']) {
      const res = await recommended(gabi, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields).toHaveProperty('limit');
    }
  });
});
