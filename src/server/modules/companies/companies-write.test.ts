import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { queryRows } from '../../db/client.js';
import {
  companies,
  companyAdmins,
  companyFollowers,
  jobApplications,
  jobVacancies,
  posts,
} from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { imageFile, multipart, publish } from '../posts/fixtures.js';
import { companyFiles, companyName, insertCompany, insertJob, insertVacancy } from './fixtures.js';
import { companyDetailStatement } from './service.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let edna: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Admin');
  bia = await createMember(ctx, 'Bia Outra');
  edna = await createMember(ctx, 'Edna Editora');
});
afterAll(() => ctx?.close());

const valid = { name: 'Tecnologia Delas', description: 'Software feito por mulheres' };
const thisYear = new Date().getFullYear();

const create = (member: TestMember, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/companies', { cookie: member.cookie, body });
const update = (member: TestMember, id: string, body: Record<string, unknown>) =>
  call(ctx, 'PUT', `/api/companies/${id}`, { cookie: member.cookie, body });
const read = (member: TestMember, id: string) =>
  call(ctx, 'GET', `/api/companies/${id}`, { cookie: member.cookie });

async function rowCounts() {
  const [all] = await ctx.db.select({ n: count() }).from(companies);
  const [admins] = await ctx.db.select({ n: count() }).from(companyAdmins);
  return { companies: all!.n, admins: admins!.n };
}

describe('POST /api/companies', () => {
  it('creates the company and her approved admin row; she may do everything but seal it', async () => {
    const res = await create(ana, {
      ...valid,
      industry: 'Tecnologia',
      website: 'delas.exemplo.com.br',
      companyUrl: 'https://linkedin.exemplo/delas',
      location: '  Recife, PE ',
      size: '51-200',
      foundedYear: 2015,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Tecnologia Delas',
      description: 'Software feito por mulheres',
      industry: 'Tecnologia',
      logoUrl: null,
      location: 'Recife, PE',
      followerCount: 0,
      seal: null,
      website: 'https://delas.exemplo.com.br',
      companyUrl: 'https://linkedin.exemplo/delas',
      bannerUrl: null,
      bannerLuminance: null,
      size: '51-200',
      foundedYear: 2015,
      employeeCount: 0,
      creatorId: ana.id,
      createdAt: expect.any(String),
      viewer: {
        role: 'admin',
        following: false,
        followerCount: 0,
        canEdit: true,
        canDelete: true,
        canGrant: true,
        canManageVacancies: true,
        canPost: true,
        canViewMembers: true,
        canModerateComments: true,
        canSeal: false,
        canCreateEvents: true,
        canSearchTalent: true,
      },
    });
    const admins = await ctx.db
      .select({ userId: companyAdmins.userId, role: companyAdmins.role, ok: companyAdmins.isApproved })
      .from(companyAdmins)
      .where(eq(companyAdmins.companyId, res.body.id));
    expect(admins).toEqual([{ userId: ana.id, role: 'admin', ok: true }]);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, res.body.id));
    expect(row).toMatchObject({ isActive: true, creatorId: ana.id, sealGrantedAt: null });
  });

  it('is atomic: when her admin row cannot be written, no company is left either', async () => {
    // A member of her own: the other tests make companies as Bia.
    const bia = await createMember(ctx, 'Bia Atômica');
    const before = await rowCounts();
    await ctx.db.execute(sql`create or replace function refuse_company_admin() returns trigger
      language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_company_admin before insert on company_admins for each row execute function refuse_company_admin()`,
    );
    try {
      const res = await create(bia, { name: 'Empresa Que Falha', description: 'd' });
      expect(res.status).toBe(500);
      expect(res.body.error.message).toBe(MSG.common.internal);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_company_admin on company_admins`);
    }
    expect(await ctx.db.select().from(companies).where(eq(companies.name, 'Empresa Que Falha'))).toEqual([]);
    expect(await ctx.db.select().from(companyAdmins).where(eq(companyAdmins.userId, bia.id))).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // And with the trigger gone, the same company can be made.
    expect((await create(bia, { name: 'Empresa Que Falha', description: 'd' })).status).toBe(201);
  });

  it('accepts founded years from 1800 to the current year, and refuses 1799 and next year', async () => {
    const before = await rowCounts();
    for (const foundedYear of [1799, thisYear + 1, 1990.5, 'mil']) {
      const res = await create(bia, { name: companyName('Fundação'), description: 'd', foundedYear });
      expect(res.status, String(foundedYear)).toBe(400);
      expect(res.body.error.fields).toEqual({ foundedYear: MSG.companies.foundedYearInvalid(thisYear) });
    }
    expect(await rowCounts()).toEqual(before);
    for (const [foundedYear, stored] of [
      [1800, 1800],
      [thisYear, thisYear],
      [String(thisYear), thisYear],
      ['', null],
      [null, null],
    ] as const) {
      const res = await create(bia, { name: companyName('Fundação'), description: 'd', foundedYear });
      expect(res.status, String(foundedYear)).toBe(201);
      expect(res.body.foundedYear).toBe(stored);
    }
  });

  it('answers 400 with the spec’s field messages and stores nothing', async () => {
    const before = await rowCounts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ description: 'd' }, { name: MSG.companies.nameRequired }],
      [{ name: '   ', description: 'd' }, { name: MSG.companies.nameRequired }],
      [{ name: 'Sem descrição' }, { description: MSG.companies.descriptionRequired }],
      [{ ...valid, name: 'Outra', website: 'não é um endereço' }, { website: MSG.common.invalidUrl }],
      [{ ...valid, name: 'Outra', industry: 'Astrologia' }, { industry: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const res = await create(bia, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 to a name taken in any letter case, leaving nothing behind', async () => {
    await insertCompany(ctx, ana, { name: 'Nome Tomado' });
    const before = await rowCounts();
    for (const name of ['NOME TOMADO', 'nome tomado', ' Nome Tomado ']) {
      const res = await create(bia, { name, description: 'cópia' });
      expect(res.status, name).toBe(409);
      expect(res.body.error).toEqual({
        code: 'conflict',
        message: MSG.companies.duplicateName,
        fields: { name: MSG.companies.duplicateName },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /api/companies/{id}', () => {
  it('answers 404 to an unknown, malformed or inactive id', async () => {
    const inactive = await insertCompany(ctx, ana, { isActive: false });
    for (const id of [crypto.randomUUID(), 'nao-e-um-id', inactive.id]) {
      const res = await read(bia, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe(MSG.companies.notFound);
    }
  });

  it("counts 'trabalha aqui': members with a current job there, ignoring case and accents, once each", async () => {
    const company = await insertCompany(ctx, ana, { name: 'Ácme Soluções' });
    const [c, d, e, f] = await Promise.all([
      createMember(ctx, 'Carla'),
      createMember(ctx, 'Dora'),
      createMember(ctx, 'Eva'),
      createMember(ctx, 'Fia'),
    ]);
    await insertJob(ctx, c, 'acme solucoes');
    await insertJob(ctx, c, 'ACME SOLUÇÕES'); // two current jobs there: counted once
    await insertJob(ctx, d, 'Ácme Soluções');
    await insertJob(ctx, e, 'Acme Soluções', false); // a past job
    await insertJob(ctx, f, 'Acme'); // another company
    const res = await read(bia, company.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.employeeCount).toBe(2);
    expect(res.body.viewer).toMatchObject({ role: null, canEdit: false });
  });

  it("reads 'trabalha aqui' through the index on company names", async () => {
    const company = await insertCompany(ctx, ana);
    const plan = await ctx.db.transaction(async (tx) => {
      // A handful of rows would be scanned whole; the point is that the index CAN serve it.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql`explain ${companyDetailStatement(tx, bia.id, company.id)}`,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/professional_experience_company_idx/);
  });
});

describe('PUT /api/companies/{id}', () => {
  it('saves every field for an editor; the same validation and 409 as creation', async () => {
    await insertCompany(ctx, ana, { name: 'Outra Já Registrada' });
    const company = await insertCompany(ctx, ana, { staff: [{ user: edna, role: 'editor' }] });
    const res = await update(edna, company.id, {
      name: 'Editada Pela Editora',
      description: 'depois',
      industry: 'Saúde',
      website: 'https://site.exemplo',
      companyUrl: 'empresa.exemplo',
      location: 'Manaus',
      size: 'Grande',
      foundedYear: 1800,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: company.id,
      name: 'Editada Pela Editora',
      description: 'depois',
      industry: 'Saúde',
      website: 'https://site.exemplo',
      companyUrl: 'https://empresa.exemplo',
      location: 'Manaus',
      size: 'Grande',
      foundedYear: 1800,
      creatorId: ana.id,
      viewer: { role: 'editor', canEdit: true, canDelete: false, canGrant: false },
    });
    const invalid = await update(edna, company.id, { name: '', description: 'd', foundedYear: thisYear + 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      name: MSG.companies.nameRequired,
      foundedYear: MSG.companies.foundedYearInvalid(thisYear),
    });
    const taken = await update(edna, company.id, { name: 'outra JÁ registrada', description: 'd' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ name: MSG.companies.duplicateName });
    // Its own name in another letter case is no conflict.
    const recased = await update(edna, company.id, { name: 'EDITADA PELA EDITORA', description: 'd' });
    expect(recased.status).toBe(200);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: 'EDITADA PELA EDITORA', description: 'd', foundedYear: null });
  });
});

describe('DELETE /api/companies/{id}', () => {
  it('deletes the company with its vacancies, applications, posts, staff, follows and files', async () => {
    const made = await create(ana, { name: 'Para Apagar', description: 'd' });
    const id: string = made.body.id;
    await ctx.db.insert(companyAdmins).values({ companyId: id, userId: edna.id, role: 'editor' });
    expect((await call(ctx, 'PUT', `/api/companies/${id}/follow`, { cookie: bia.cookie })).status).toBe(200);
    const vacancy = await insertVacancy(ctx, id, [bia]);
    const png = await solidPng(300, 300, '#335577');
    for (const kind of ['logo', 'banner']) {
      const res = await multipart(ctx, 'POST', `/api/companies/${id}/${kind}`, { file: imageFile(png) }, ana);
      expect(res.status).toBe(200);
    }
    const byAdmin = await publish(ctx, ana, { authorType: 'company', authorId: id, image: imageFile(png) });
    const byEditor = await publish(ctx, edna, { authorType: 'company', authorId: id, image: imageFile(png) });
    const elsewhere = await publish(ctx, edna, { image: imageFile(png) });
    expect([byAdmin.status, byEditor.status, elsewhere.status]).toEqual([201, 201, 201]);
    const other = await insertCompany(ctx, ana, { followers: [bia] });
    const otherVacancy = await insertVacancy(ctx, other.id, [bia]);
    const postFiles = async () => [
      ...(await ctx.store.list(`post-image/${ana.id}/`)),
      ...(await ctx.store.list(`post-image/${edna.id}/`)),
    ];
    expect(await companyFiles(ctx, id)).toHaveLength(2);
    expect(await postFiles()).toHaveLength(3);

    const res = await call(ctx, 'DELETE', `/api/companies/${id}`, { cookie: ana.cookie });
    expect(res.status).toBe(204);
    expect((await read(ana, id)).status).toBe(404);
    expect(await ctx.db.select().from(companies).where(eq(companies.id, id))).toEqual([]);
    expect(await ctx.db.select().from(companyAdmins).where(eq(companyAdmins.companyId, id))).toEqual([]);
    expect(await ctx.db.select().from(companyFollowers).where(eq(companyFollowers.companyId, id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(jobVacancies).where(eq(jobVacancies.companyId, id))).toEqual([]);
    expect(await ctx.db.select().from(jobApplications).where(eq(jobApplications.jobId, vacancy.id))).toEqual(
      [],
    );
    expect(
      await ctx.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.authorType, 'company'), eq(posts.authorId, id))),
    ).toEqual([]);
    expect(
      (await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, elsewhere.body.id))).length,
    ).toBe(1);
    expect(await companyFiles(ctx, id)).toEqual([]);
    expect(await postFiles()).toEqual([ctx.store.keyFromUrl(elsewhere.body.imageUrl)]);
    // Another company keeps everything.
    expect(
      await ctx.db.select().from(companyFollowers).where(eq(companyFollowers.companyId, other.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(jobApplications).where(eq(jobApplications.jobId, otherVacancy.id)),
    ).toHaveLength(1);
    expect((await call(ctx, 'DELETE', `/api/companies/${id}`, { cookie: ana.cookie })).status).toBe(404);
  });
});

describe('PUT and DELETE /api/companies/{id}/follow', () => {
  it('keeps follower_count equal to the rows; following or unfollowing twice counts once', async () => {
    const company = await insertCompany(ctx, ana, { followers: [edna] });
    const follow = (m: TestMember) =>
      call(ctx, 'PUT', `/api/companies/${company.id}/follow`, { cookie: m.cookie });
    const unfollow = (m: TestMember) =>
      call(ctx, 'DELETE', `/api/companies/${company.id}/follow`, { cookie: m.cookie });
    const rows = async () =>
      (await ctx.db.select().from(companyFollowers).where(eq(companyFollowers.companyId, company.id))).length;

    const first = await follow(bia);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body).toEqual({
      role: null,
      following: true,
      followerCount: 2,
      canEdit: false,
      canDelete: false,
      canGrant: false,
      canManageVacancies: false,
      canPost: false,
      canViewMembers: false,
      canModerateComments: false,
      canSeal: false,
      canCreateEvents: false,
      canSearchTalent: false,
    });
    expect((await follow(bia)).body).toMatchObject({ following: true, followerCount: 2 });
    expect(await rows()).toBe(2);
    // The admin follows too, and sees her rights in the same answer.
    expect((await follow(ana)).body).toMatchObject({
      following: true,
      followerCount: 3,
      role: 'admin',
      canGrant: true,
    });
    expect((await read(bia, company.id)).body).toMatchObject({
      followerCount: 3,
      viewer: { following: true },
    });

    expect((await unfollow(bia)).body).toMatchObject({ following: false, followerCount: 2 });
    expect((await unfollow(bia)).body).toMatchObject({ following: false, followerCount: 2 });
    expect(await rows()).toBe(2);
    const concurrent = await Promise.all([follow(bia), follow(bia), unfollow(edna), unfollow(edna)]);
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.followerCount).toBe(await rows());
    expect(row!.followerCount).toBe(2);
  });
});

describe('GET /api/companies/mine', () => {
  it('lists the active companies she is staff of, with her role, by name ignoring accents', async () => {
    const owner = await createMember(ctx, 'Olga Dona');
    const helper = await createMember(ctx, 'Hilda Ajudante');
    const zeta = await insertCompany(ctx, owner, { name: 'Zeta Minha' });
    const eta = await insertCompany(ctx, owner, {
      name: 'Éta Minha',
      staff: [{ user: helper, role: 'editor' }],
    });
    const alfa = await insertCompany(ctx, helper, {
      name: 'alfa Dela',
      staff: [{ user: owner, role: 'admin' }],
    });
    await insertCompany(ctx, owner, { name: 'Beta Fechada', isActive: false });
    await insertCompany(ctx, helper, { name: 'Gama Só Dela' });
    await ctx.db
      .update(companies)
      .set({ sealGrantedAt: new Date('2026-01-02T03:04:05Z'), sealCriteriaVersion: '2026.1' })
      .where(eq(companies.id, zeta.id));

    const res = await call(ctx, 'GET', '/api/companies/mine', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.map((c: { name: string; role: string }) => [c.name, c.role])).toEqual([
      ['alfa Dela', 'admin'],
      ['Éta Minha', 'admin'],
      ['Zeta Minha', 'admin'],
    ]);
    expect(res.body[2]).toEqual({
      id: zeta.id,
      name: 'Zeta Minha',
      description: 'Empresa de teste',
      industry: null,
      logoUrl: null,
      location: null,
      followerCount: 0,
      seal: { grantedAt: '2026-01-02T03:04:05.000Z', criteriaVersion: '2026.1' },
      role: 'admin',
      viewer: {
        canEdit: true,
        canPost: true,
        canManageVacancies: true,
        canViewMembers: true,
        canModerateComments: true,
        canDelete: true,
        canGrant: true,
        canSeal: false,
        canCreateEvents: true,
        canSearchTalent: true,
      },
    });
    // An editor's card offers what an editor may do.
    const helpedAt = await call(ctx, 'GET', '/api/companies/mine', { cookie: helper.cookie });
    expect(helpedAt.body.find((c: { role: string }) => c.role === 'editor').viewer).toMatchObject({
      canEdit: true,
      canDelete: false,
      canGrant: false,
    });
    // Her editor seat counts: the granted company is hers to find.
    const helped = await call(ctx, 'GET', '/api/companies/mine', { cookie: helper.cookie });
    expect(helped.body.map((c: { id: string; role: string }) => [c.id, c.role])).toEqual([
      [alfa.id, 'admin'],
      [eta.id, 'editor'],
      [expect.any(String), 'admin'],
    ]);
  });
});
