import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCIES_SERVER_COPY as COPY } from '../../../domain/copy/vacancies-server.js';
import { jobApplications, jobVacancies, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { insertApplication, insertCompany, insertVacancy } from './fixtures.js';

// Applying, withdrawing, and the company's side: the applications page and their statuses
// (issue 8: /vagas/{id}, /vagas/{id}/candidaturas).

let ctx: TestContext;
let admin: TestMember;
let editor: TestMember;
let company: Awaited<ReturnType<typeof insertCompany>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx, 'Alice Admin');
  editor = await createMember(ctx, 'Edna Editora');
  company = await insertCompany(ctx, {
    name: 'Acme Candidaturas',
    staff: [
      { user: admin, role: 'admin' },
      { user: editor, role: 'editor' },
    ],
  });
});
afterAll(() => ctx?.close());

const apply = (member: TestMember, vacancyId: string, body: unknown = {}) =>
  call(ctx, 'POST', `/api/vacancies/${vacancyId}/application`, { cookie: member.cookie, body });
const withdraw = (member: TestMember, vacancyId: string) =>
  call(ctx, 'DELETE', `/api/vacancies/${vacancyId}/application`, { cookie: member.cookie });
const applications = (member: TestMember, vacancyId: string, query = '') =>
  call(ctx, 'GET', `/api/vacancies/${vacancyId}/applications${query}`, { cookie: member.cookie });
const move = (member: TestMember, vacancyId: string, applicationId: string, status: unknown) =>
  call(ctx, 'PATCH', `/api/vacancies/${vacancyId}/applications/${applicationId}`, {
    cookie: member.cookie,
    body: { status },
  });
const detail = (member: TestMember, vacancyId: string) =>
  call(ctx, 'GET', `/api/vacancies/${vacancyId}`, { cookie: member.cookie });
const mine = (member: TestMember, query = '') =>
  call(ctx, 'GET', `/api/me/applications${query}`, { cookie: member.cookie });

async function count(vacancyId: string) {
  const [row] = await ctx.db
    .select({ n: jobVacancies.applicationCount })
    .from(jobVacancies)
    .where(eq(jobVacancies.id, vacancyId));
  return row!.n;
}
async function rowsOf(vacancyId: string) {
  return ctx.db.select().from(jobApplications).where(eq(jobApplications.jobId, vacancyId));
}

describe('POST /api/vacancies/{id}/application', () => {
  it('applies once, counting her; a second time answers 409 and the count stays 1', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const bia = await createMember(ctx, 'Bia Candidata');
    const first = await apply(bia, vacancy.id, { message: '  Adoraria fazer parte do time.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'new', message: 'Adoraria fazer parte do time.' });
    expect(await count(vacancy.id)).toBe(1);

    const second = await apply(bia, vacancy.id, { message: 'De novo' });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'conflict', message: COPY.alreadyApplied });
    expect(await count(vacancy.id)).toBe(1);
    const rows = await rowsOf(vacancy.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Adoraria fazer parte do time.');
  });

  it('takes an empty message as none, and refuses one over 2000 characters', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const carla = await createMember(ctx, 'Carla Sucinta');
    const long = await apply(carla, vacancy.id, { message: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('message');
    expect(await rowsOf(vacancy.id)).toEqual([]);
    const res = await apply(carla, vacancy.id, { message: '   ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBeNull();
  });

  it('refuses an inactive vacancy (409) and an external one (409), storing nothing', async () => {
    const closed = await insertVacancy(ctx, company.id, { isActive: false });
    const external = await insertVacancy(ctx, company.id, {
      howToReceive: 'external',
      externalPlatform: 'https://vagas.acme.com.br/1',
    });
    const dani = await createMember(ctx, 'Dani Atenta');
    const a = await apply(dani, closed.id);
    expect(a.status).toBe(409);
    expect(a.body.error.message).toBe(COPY.closed);
    const b = await apply(dani, external.id);
    expect(b.status).toBe(409);
    expect(b.body.error.message).toBe(COPY.external);
    expect(await rowsOf(closed.id)).toEqual([]);
    expect(await rowsOf(external.id)).toEqual([]);
    expect([await count(closed.id), await count(external.id)]).toEqual([0, 0]);
  });

  it('honours a deactivation: once inactive, nobody else may apply', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const eva = await createMember(ctx, 'Eva Pontual');
    const fe = await createMember(ctx, 'Fê Atrasada');
    expect((await apply(eva, vacancy.id)).status).toBe(201);
    const off = await call(ctx, 'PATCH', `/api/vacancies/${vacancy.id}/active`, {
      cookie: admin.cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect((await apply(fe, vacancy.id)).status).toBe(409);
    // Her earlier application stays, and she sees the vacancy closed.
    const page = await detail(eva, vacancy.id);
    expect(page.body).toMatchObject({
      isActive: false,
      viewer: { canApply: false, application: { status: 'new' } },
    });
    expect(await count(vacancy.id)).toBe(1);
  });

  it('counts concurrent applications exactly', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const crowd = await Promise.all([1, 2, 3, 4].map((i) => createMember(ctx, `Candidata ${i}`)));
    const results = await Promise.all(crowd.flatMap((m) => [apply(m, vacancy.id), apply(m, vacancy.id)]));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    expect(await count(vacancy.id)).toBe(4);
    expect(await rowsOf(vacancy.id)).toHaveLength(4);
  });
});

describe('DELETE /api/vacancies/{id}/application', () => {
  it('withdraws hers (count back to 0); then 404; then she may apply again', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const gabi = await createMember(ctx, 'Gabi Indecisa');
    expect((await apply(gabi, vacancy.id)).status).toBe(201);
    expect(await count(vacancy.id)).toBe(1);

    expect((await withdraw(gabi, vacancy.id)).status).toBe(204);
    expect(await count(vacancy.id)).toBe(0);
    expect(await rowsOf(vacancy.id)).toEqual([]);
    expect((await detail(gabi, vacancy.id)).body.viewer).toMatchObject({ canApply: true, application: null });

    const again = await withdraw(gabi, vacancy.id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(COPY.applicationNotFound);
    expect(await count(vacancy.id)).toBe(0);

    const back = await apply(gabi, vacancy.id, { message: 'Voltei' });
    expect(back.status).toBe(201);
    expect(await count(vacancy.id)).toBe(1);
  });

  it('takes nothing of anybody else', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const helo = await createMember(ctx, 'Helô');
    const iris = await createMember(ctx, 'Íris');
    await apply(helo, vacancy.id);
    expect((await withdraw(iris, vacancy.id)).status).toBe(404);
    expect(await rowsOf(vacancy.id)).toHaveLength(1);
    expect(await count(vacancy.id)).toBe(1);
  });
});

describe('the applications page and statuses', () => {
  it("lists applicants oldest first with their profile; 'new' ones become 'viewed' and she sees it", async () => {
    const vacancy = await insertVacancy(ctx, company.id, { title: 'Analista de Dados' });
    const julia = await createMember(ctx, 'Júlia Dados');
    await ctx.db
      .update(userProfile)
      .set({
        professionalTitle: 'Cientista de Dados',
        location: 'Recife, PE',
        profileImageUrl: 'https://cdn.exemplo/julia.png',
      })
      .where(eq(userProfile.id, julia.id));
    const karla = await createMember(ctx, 'Karla Nova');
    await insertApplication(ctx, vacancy.id, julia, { message: 'Olá!', minutesAgo: 10 });
    await insertApplication(ctx, vacancy.id, karla, { minutesAgo: 5 });

    const first = await applications(editor, vacancy.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.vacancy).toMatchObject({
      id: vacancy.id,
      title: 'Analista de Dados',
      applicationCount: 2,
    });
    const [slug] = await ctx.db
      .select({ slug: userProfile.slug })
      .from(userProfile)
      .where(eq(userProfile.id, julia.id));
    expect(first.body.items).toEqual([
      {
        id: expect.any(String),
        userId: julia.id,
        fullName: 'Júlia Dados',
        professionalTitle: 'Cientista de Dados',
        profileImageUrl: 'https://cdn.exemplo/julia.png',
        slug: slug!.slug,
        location: 'Recife, PE',
        message: 'Olá!',
        // As loaded: the page badges it 'Nova'.
        status: 'new',
        hasCv: false,
        noteCount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ userId: karla.id, fullName: 'Karla Nova', message: null, status: 'new' }),
    ]);
    expect(first.body.nextCursor).toBeNull();

    // Stored as seen: the next load, and the applicant, read 'viewed'.
    expect((await rowsOf(vacancy.id)).map((r) => r.status)).toEqual(['viewed', 'viewed']);
    const second = await applications(admin, vacancy.id);
    expect(second.body.items.map((a: { status: string }) => a.status)).toEqual(['viewed', 'viewed']);
    expect((await detail(julia, vacancy.id)).body.viewer.application.status).toBe('viewed');
    const hers = await mine(julia);
    expect(hers.body.items[0]).toMatchObject({
      status: 'viewed',
      vacancy: { id: vacancy.id, myApplicationStatus: 'viewed' },
    });
  });

  it('moves an application to shortlisted and declined; the applicant sees each', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const lia = await createMember(ctx, 'Lia Promissora');
    const application = await insertApplication(ctx, vacancy.id, lia);

    const shortlisted = await move(editor, vacancy.id, application.id, 'shortlisted');
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body).toMatchObject({ id: application.id, userId: lia.id, status: 'shortlisted' });
    expect((await detail(lia, vacancy.id)).body.viewer.application.status).toBe('shortlisted');
    expect((await mine(lia)).body.items[0].status).toBe('shortlisted');

    // Loading the page later leaves a status already set alone.
    await applications(admin, vacancy.id);
    expect((await rowsOf(vacancy.id))[0]!.status).toBe('shortlisted');

    const declined = await move(admin, vacancy.id, application.id, 'declined');
    expect(declined.body.status).toBe('declined');
    const hers = await mine(lia);
    expect(hers.body.items[0]).toMatchObject({
      status: 'declined',
      vacancy: { myApplicationStatus: 'declined' },
    });
    expect(Date.parse(hers.body.items[0].updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(hers.body.items[0].createdAt),
    );

    // Staying where it is is fine too.
    expect((await move(admin, vacancy.id, application.id, 'declined')).status).toBe(200);
  });

  it("refuses 'new' and unknown statuses (400), and applications of another vacancy (404)", async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const other = await insertVacancy(ctx, company.id);
    const mila = await createMember(ctx, 'Mila');
    const application = await insertApplication(ctx, vacancy.id, mila, { status: 'viewed' });
    const theirs = await insertApplication(ctx, other.id, mila);

    for (const status of ['new', 'aprovada', null]) {
      const res = await move(admin, vacancy.id, application.id, status);
      expect(res.status, String(status)).toBe(400);
      expect(res.body.error.fields).toHaveProperty('status');
    }
    for (const id of [theirs.id, crypto.randomUUID(), 'nao-e-uuid']) {
      const res = await move(admin, vacancy.id, id, 'shortlisted');
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe(COPY.applicationNotFound);
    }
    const [a, b] = await Promise.all([
      ctx.db.select().from(jobApplications).where(eq(jobApplications.id, application.id)),
      ctx.db.select().from(jobApplications).where(eq(jobApplications.id, theirs.id)),
    ]);
    expect([a[0]!.status, b[0]!.status]).toEqual(['viewed', 'new']);
  });

  it('pages the applicants by keyset, without repeats, in a fixed number of queries', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const people = await Promise.all([1, 2, 3, 4, 5].map((i) => createMember(ctx, `Candidata Página ${i}`)));
    // Two of them in the very same instant: the id breaks the tie.
    const same = new Date(Date.now() - 30 * 60_000);
    for (const [i, person] of people.entries()) {
      await ctx.db.insert(jobApplications).values({
        jobId: vacancy.id,
        userId: person.id,
        createdAt: i < 2 ? same : new Date(Date.now() - (20 - i) * 60_000),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const res = await applications(admin, vacancy.id, query);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((a: { userId: string }) => a.userId));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(2)).toEqual(people.slice(2).map((p) => p.id));

    const small = await countQueries(ctx.db, () => applications(admin, vacancy.id, '?limit=1'));
    const large = await countQueries(ctx.db, () => applications(admin, vacancy.id, '?limit=50'));
    expect(large).toBe(small);

    const bad = await applications(admin, vacancy.id, '?cursor=lixo');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/me/applications', () => {
  it('lists hers newest first in keyset pages, inactive vacancies included', async () => {
    const nina = await createMember(ctx, 'Nina Ativa');
    const older = await insertVacancy(ctx, company.id, { title: 'Vaga antiga' });
    const closed = await insertVacancy(ctx, company.id, { title: 'Vaga encerrada' });
    const newest = await insertVacancy(ctx, company.id, { title: 'Vaga nova' });
    await insertApplication(ctx, older.id, nina, { minutesAgo: 30 });
    await insertApplication(ctx, closed.id, nina, { minutesAgo: 20, status: 'declined' });
    await insertApplication(ctx, newest.id, nina, { minutesAgo: 10, message: 'Oi' });
    await ctx.db.update(jobVacancies).set({ isActive: false }).where(eq(jobVacancies.id, closed.id));

    const first = await mine(nina, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((a: { vacancy: { title: string } }) => a.vacancy.title)).toEqual([
      'Vaga nova',
      'Vaga encerrada',
    ]);
    expect(first.body.items[0]).toMatchObject({
      status: 'new',
      message: 'Oi',
      vacancy: { companyName: 'Acme Candidaturas', isActive: true, myApplicationStatus: 'new' },
    });
    expect(first.body.items[1]).toMatchObject({ status: 'declined', vacancy: { isActive: false } });
    const second = await mine(nina, `?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.items.map((a: { vacancy: { title: string } }) => a.vacancy.title)).toEqual([
      'Vaga antiga',
    ]);
    expect(second.body.nextCursor).toBeNull();

    const nobody = await createMember(ctx, 'Olga Sem Candidaturas');
    expect((await mine(nobody)).body).toEqual({ items: [], nextCursor: null });
  });

  it('only ever shows her own', async () => {
    const paula = await createMember(ctx, 'Paula');
    const vacancy = await insertVacancy(ctx, company.id);
    const theirs = await createMember(ctx, 'Quitéria');
    await insertApplication(ctx, vacancy.id, theirs);
    expect((await mine(paula)).body.items).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, vacancy.id), eq(jobApplications.userId, theirs.id)));
    expect(row).toBeDefined();
  });
});
