import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCIES_SERVER_COPY } from '../../../domain/copy/vacancies-server.js';
import { MSG } from '../../../domain/messages.js';
import {
  industrySectors,
  jobApplications,
  jobCategories,
  jobRoles,
  jobVacancies,
} from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertApplication, insertCompany, insertVacancy, vacancyBody, vacancySnapshot } from './fixtures.js';

// Creating, editing, (de)activating and deleting vacancies (SPEC §2 'Criar Nova Vaga' and
// 'Minhas Vagas', §4 Vacancy, §5 Vacancy).

let ctx: TestContext;
let admin: TestMember;
let editor: TestMember;
let company: Awaited<ReturnType<typeof insertCompany>>;
let otherCompany: Awaited<ReturnType<typeof insertCompany>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx, 'Alice Admin');
  editor = await createMember(ctx, 'Edna Editora');
  company = await insertCompany(ctx, {
    name: 'Acme Soluções',
    sealed: true,
    staff: [
      { user: admin, role: 'admin' },
      { user: editor, role: 'editor' },
    ],
  });
  // She manages this one too: the vacancy still cannot move there.
  otherCompany = await insertCompany(ctx, { staff: [{ user: admin, role: 'admin' }] });
});
afterAll(() => ctx?.close());

const create = (member: TestMember, body: unknown) =>
  call(ctx, 'POST', '/api/vacancies', { cookie: member.cookie, body });
const update = (member: TestMember, id: string, body: unknown) =>
  call(ctx, 'PUT', `/api/vacancies/${id}`, { cookie: member.cookie, body });
const row = async (id: string) =>
  (await ctx.db.select().from(jobVacancies).where(eq(jobVacancies.id, id)))[0];

describe('POST /api/vacancies', () => {
  it('creates an active vacancy attributed to her, with its location derived', async () => {
    const res = await create(editor, vacancyBody(company.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Desenvolvedora Back-end Pleno',
      companyId: company.id,
      companyName: 'Acme Soluções',
      companySealed: true,
      location: 'São Paulo, SP',
      state: 'SP',
      city: 'São Paulo',
      workModel: 'Híbrido',
      employmentType: 'CLT',
      howToReceive: 'internal',
      externalPlatform: null,
      isActive: true,
      applicationCount: 0,
      myApplicationStatus: null,
      requirements: 'TypeScript e PostgreSQL',
      benefits: 'Plano de saúde',
      company: {
        id: company.id,
        name: 'Acme Soluções',
        industry: 'Tecnologia',
        seal: { grantedAt: '2025-03-01T12:00:00.000Z', criteriaVersion: '2025.1' },
      },
      viewer: { signedIn: true, canManage: true, canApply: false, canWithdraw: false, application: null },
    });
    const stored = await row(res.body.id);
    expect(stored).toMatchObject({ createdBy: editor.id, isActive: true, location: 'São Paulo, SP' });
  });

  it("derives 'UF' from a state alone and null from nothing; the UF is upper-cased", async () => {
    const stateOnly = await create(admin, vacancyBody(company.id, { state: 'rj', city: '' }));
    expect(stateOnly.status).toBe(201);
    expect(stateOnly.body).toMatchObject({ location: 'RJ', state: 'RJ', city: null });
    const nowhere = await create(
      admin,
      vacancyBody(company.id, { state: null, city: null, workModel: 'Remoto' }),
    );
    expect(nowhere.status).toBe(201);
    expect(nowhere.body).toMatchObject({ location: null, state: null, city: null });
    expect((await row(nowhere.body.id))!.location).toBeNull();
  });

  it('refuses a state outside the catalogue with a field error, storing nothing', async () => {
    const before = await vacancySnapshot(ctx, company.id);
    const res = await create(admin, vacancyBody(company.id, { state: 'XX' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ state: VACANCIES_SERVER_COPY.unknownState });
    const malformed = await create(admin, vacancyBody(company.id, { state: 'São Paulo' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toHaveProperty('state');
    expect(await vacancySnapshot(ctx, company.id)).toEqual(before);
  });

  it('stores an optional role of the job taxonomy, shows it with its category and sector, refuses an unknown one', async () => {
    const [sector] = await ctx.db.insert(industrySectors).values({ name: 'Setor do Teste' }).returning();
    const [category] = await ctx.db
      .insert(jobCategories)
      .values({ sectorId: sector!.id, name: 'Categoria do Teste' })
      .returning();
    const [role] = await ctx.db
      .insert(jobRoles)
      .values({ categoryId: category!.id, name: 'Cargo do Teste' })
      .returning();
    const res = await create(admin, vacancyBody(company.id, { roleId: role!.id }));
    expect(res.status).toBe(201);
    expect(res.body.role).toEqual({
      id: role!.id,
      name: 'Cargo do Teste',
      categoryId: category!.id,
      categoryName: 'Categoria do Teste',
      sectorId: sector!.id,
      sectorName: 'Setor do Teste',
    });
    const none = await create(admin, vacancyBody(company.id));
    expect(none.body.role).toBeNull();
    const before = await vacancySnapshot(ctx, company.id);
    const unknown = await create(admin, vacancyBody(company.id, { roleId: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ roleId: VACANCIES_SERVER_COPY.unknownRole });
    expect(await vacancySnapshot(ctx, company.id)).toEqual(before);
  });

  it("answers the spec's messages for the required fields", async () => {
    const res = await create(admin, { companyId: '', title: '  ', description: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      companyId: MSG.vacancies.companyRequired,
      title: MSG.vacancies.titleRequired,
      description: MSG.vacancies.descriptionRequired,
    });
  });

  it('needs a web address for an external vacancy; an internal one drops the link', async () => {
    const before = await vacancySnapshot(ctx, company.id);
    for (const link of ['não é um link', 'javascript:alert(1)', 'localhost']) {
      const res = await create(
        admin,
        vacancyBody(company.id, { howToReceive: 'external', externalPlatform: link }),
      );
      expect(res.status, link).toBe(400);
      expect(res.body.error.fields, link).toEqual({ externalPlatform: MSG.common.invalidUrl });
    }
    const missing = await create(admin, vacancyBody(company.id, { howToReceive: 'external' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ externalPlatform: MSG.vacancies.externalLinkRequired });
    expect(await vacancySnapshot(ctx, company.id)).toEqual(before);

    const external = await create(
      admin,
      vacancyBody(company.id, { howToReceive: 'external', externalPlatform: 'vagas.acme.com.br/123' }),
    );
    expect(external.status).toBe(201);
    expect(external.body).toMatchObject({
      howToReceive: 'external',
      externalPlatform: 'https://vagas.acme.com.br/123',
      viewer: { canApply: false },
    });

    const internal = await create(
      admin,
      vacancyBody(company.id, { howToReceive: 'internal', externalPlatform: 'https://vagas.acme.com.br/9' }),
    );
    expect(internal.status).toBe(201);
    expect(internal.body.externalPlatform).toBeNull();
    expect((await row(internal.body.id))!.externalPlatform).toBeNull();
  });

  it("answers 404 'Empresa não encontrada.' for an unknown company", async () => {
    const res = await create(admin, vacancyBody(crypto.randomUUID()));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.companies.notFound);
  });
});

describe('PUT /api/vacancies/{id}', () => {
  it('replaces the fields, derives the location again and keeps it active', async () => {
    const created = await create(admin, vacancyBody(company.id));
    const res = await update(
      editor,
      created.body.id,
      vacancyBody(company.id, {
        title: 'Desenvolvedora Back-end Sênior',
        state: 'MG',
        city: 'Belo Horizonte',
        requirements: '',
        employmentType: 'PJ',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      title: 'Desenvolvedora Back-end Sênior',
      location: 'Belo Horizonte, MG',
      requirements: null,
      employmentType: 'PJ',
      isActive: true,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedAt));
    expect((await row(created.body.id))!.createdBy).toBe(admin.id);
  });

  it('refuses to move the vacancy to another company, even one she manages', async () => {
    const created = await create(admin, vacancyBody(company.id));
    const before = await row(created.body.id);
    const res = await update(admin, created.body.id, vacancyBody(otherCompany.id, { title: 'Mudou' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: VACANCIES_SERVER_COPY.companyLocked,
      fields: { companyId: VACANCIES_SERVER_COPY.companyLocked },
    });
    expect(await row(created.body.id)).toEqual(before);
  });

  it('refuses an unknown state and an invalid external link, changing nothing', async () => {
    const created = await create(admin, vacancyBody(company.id));
    const before = await row(created.body.id);
    const state = await update(admin, created.body.id, vacancyBody(company.id, { state: 'ZZ' }));
    expect(state.status).toBe(400);
    expect(state.body.error.fields).toEqual({ state: VACANCIES_SERVER_COPY.unknownState });
    const link = await update(
      admin,
      created.body.id,
      vacancyBody(company.id, { howToReceive: 'external', externalPlatform: 'nada' }),
    );
    expect(link.status).toBe(400);
    expect(await row(created.body.id)).toEqual(before);
  });
});

describe('PATCH /api/vacancies/{id}/active and DELETE', () => {
  it('deactivates (still readable, no longer open) and activates again', async () => {
    const created = await create(admin, vacancyBody(company.id));
    const off = await call(ctx, 'PATCH', `/api/vacancies/${created.body.id}/active`, {
      cookie: editor.cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const stranger = await createMember(ctx, 'Sara Estranha');
    const read = await call(ctx, 'GET', `/api/vacancies/${created.body.id}`, { cookie: stranger.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ isActive: false, viewer: { canApply: false } });
    const visitor = await call(ctx, 'GET', `/api/vacancies/${created.body.id}`);
    expect(visitor.body.isActive).toBe(false);

    const on = await call(ctx, 'PATCH', `/api/vacancies/${created.body.id}/active`, {
      cookie: admin.cookie,
      body: { isActive: true },
    });
    expect(on.body.isActive).toBe(true);
    const again = await call(ctx, 'GET', `/api/vacancies/${created.body.id}`, { cookie: stranger.cookie });
    expect(again.body.viewer.canApply).toBe(true);
  });

  it('answers 400 to a missing or non-boolean isActive', async () => {
    const created = await create(admin, vacancyBody(company.id));
    for (const body of [{}, { isActive: 'sim' }]) {
      const res = await call(ctx, 'PATCH', `/api/vacancies/${created.body.id}/active`, {
        cookie: admin.cookie,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect((await row(created.body.id))!.isActive).toBe(true);
  });

  it('deletes the vacancy with its applications', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const applicant = await createMember(ctx, 'Ana Candidata');
    await insertApplication(ctx, vacancy.id, applicant);
    const res = await call(ctx, 'DELETE', `/api/vacancies/${vacancy.id}`, { cookie: editor.cookie });
    expect(res.status).toBe(204);
    expect(await row(vacancy.id)).toBeUndefined();
    expect(await ctx.db.select().from(jobApplications).where(eq(jobApplications.jobId, vacancy.id))).toEqual(
      [],
    );
    const gone = await call(ctx, 'GET', `/api/vacancies/${vacancy.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(VACANCIES_SERVER_COPY.notFound);
  });
});

describe('OpenAPI', () => {
  it('documents every vacancy endpoint with its refusals', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    // Each endpoint's own answers, plus those the document adds to every operation (400 and 503),
    // to every change (403: a request from another site) and to every body (413, 415).
    const expected: [string, string, string[]][] = [
      ['/vacancies', 'get', ['200', '400', '401', '503']],
      ['/vacancies', 'post', ['201', '400', '401', '403', '404', '413', '415', '503']],
      ['/vacancies/managed', 'get', ['200', '400', '401', '503']],
      ['/vacancies/recommended', 'get', ['200', '400', '401', '503']],
      ['/vacancies/{id}', 'get', ['200', '400', '404', '503']],
      ['/vacancies/{id}', 'put', ['200', '400', '401', '403', '404', '413', '415', '503']],
      ['/vacancies/{id}', 'delete', ['204', '400', '401', '403', '404', '503']],
      ['/vacancies/{id}/active', 'patch', ['200', '400', '401', '403', '404', '413', '415', '503']],
      [
        '/vacancies/{id}/application',
        'post',
        ['201', '400', '401', '403', '404', '409', '413', '415', '503'],
      ],
      ['/vacancies/{id}/application', 'delete', ['204', '400', '401', '403', '404', '503']],
      ['/vacancies/{id}/applications', 'get', ['200', '400', '401', '403', '404', '503']],
      [
        '/vacancies/{id}/applications/{applicationId}',
        'patch',
        ['200', '400', '401', '403', '404', '413', '415', '422', '503'],
      ],
      ['/companies/{id}/vacancies', 'get', ['200', '400', '401', '404', '503']],
      ['/me/applications', 'get', ['200', '400', '401', '503']],
    ];
    for (const [path, method, statuses] of expected) {
      expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort(), `${method} ${path}`).toEqual(
        statuses,
      );
    }
    expect(doc.paths['/vacancies/{id}/applications'].get.description).toContain("'viewed'");
  });
});
