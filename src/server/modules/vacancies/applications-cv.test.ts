import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCIES_SERVER_COPY as COPY } from '../../../domain/copy/vacancies-server.js';
import { APPLICATION_CV_MAX_BYTES } from '../../../domain/limits.js';
import { jobApplicationNotes, jobApplications, notifications } from '../../db/schema/index.js';
import { createLocalPrivateStore, localPrivateDir, type PrivateStore } from '../../storage/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCompany, insertVacancy } from './fixtures.js';

// A CV attached to an application (stored privately, read by her and the company's staff), the
// staff's private notes, the status filter, and her notification when the status changes.

let ctx: TestContext;
let files: PrivateStore;
let admin: TestMember;
let editor: TestMember;
let outsider: TestMember;
let otherStaff: TestMember;
let company: Awaited<ReturnType<typeof insertCompany>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  ctx = await createTestContext();
  files = createLocalPrivateStore(localPrivateDir(ctx.dataDir));
  admin = await createMember(ctx, 'Alice Admin');
  editor = await createMember(ctx, 'Edna Editora');
  outsider = await createMember(ctx, 'Olga Curiosa');
  otherStaff = await createMember(ctx, 'Rita Rival');
  company = await insertCompany(ctx, {
    name: 'Acme Currículos',
    staff: [
      { user: admin, role: 'admin' },
      { user: editor, role: 'editor' },
    ],
  });
  await insertCompany(ctx, { name: 'Rival SA', staff: [{ user: otherStaff, role: 'admin' }] });
});
afterAll(() => ctx?.close());

async function applyWith(
  member: TestMember | null,
  vacancyId: string,
  fields: Record<string, string | File>,
): Promise<HttpResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await ctx.app.request(`/api/vacancies/${vacancyId}/application`, {
    method: 'POST',
    body: form,
    headers: { origin: ctx.config.publicUrl, ...(member ? { cookie: member.cookie } : {}) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookie: '', headers: res.headers };
}

const pdfFile = (bytes: Buffer, name = 'curriculo.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

async function download(member: TestMember | null, vacancyId: string, applicationId: string) {
  const res = await ctx.app.request(`/api/vacancies/${vacancyId}/applications/${applicationId}/cv`, {
    headers: { origin: ctx.config.publicUrl, ...(member ? { cookie: member.cookie } : {}) },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function storedCvs(member: TestMember) {
  return files.list(`application-cvs/${member.id}/`);
}

describe('a CV attached to an application', () => {
  it('is stored privately and read back only by her and the staff who see applications', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const bia = await createMember(ctx, 'Bia Candidata');
    const res = await applyWith(bia, vacancy.id, { message: 'Segue meu currículo.', cv: pdfFile(PDF) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Segue meu currículo.', hasCv: true, status: 'new' });
    const keys = await storedCvs(bia);
    expect(keys).toHaveLength(1);
    // Not under the served uploads folder: no public address reaches it.
    const [row] = await ctx.db.select().from(jobApplications).where(eq(jobApplications.id, res.body.id));
    expect(row!.cvKey).toBe(keys[0]);
    expect((await call(ctx, 'GET', `/uploads/${keys[0]}`)).status).toBe(404);
    expect((await call(ctx, 'GET', `/uploads/private/${keys[0]}`)).status).toBe(404);

    for (const reader of [bia, admin, editor]) {
      const got = await download(reader, vacancy.id, res.body.id);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(PDF)).toBe(true);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-disposition')).toBe(
        'attachment; filename="curriculo-bia-candidata.pdf"',
      );
      expect(got.headers.get('cache-control')).toContain('no-store');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const stranger of [outsider, otherStaff]) {
      const got = await download(stranger, vacancy.id, res.body.id);
      expect(got.status).toBe(404);
      expect(JSON.parse(got.bytes.toString()).error.message).toBe(COPY.applicationNotFound);
    }
    expect((await download(null, vacancy.id, res.body.id)).status).toBe(401);
    // The right application under another vacancy's id is not found either.
    const other = await insertVacancy(ctx, company.id);
    expect((await download(admin, other.id, res.body.id)).status).toBe(404);

    // The staff's list says a CV is attached.
    const list = await call(ctx, 'GET', `/api/vacancies/${vacancy.id}/applications`, {
      cookie: admin.cookie,
    });
    expect(list.body.items[0]).toMatchObject({ id: res.body.id, hasCv: true, noteCount: 0 });
  });

  it('answers 404 for an application without a CV', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const cida = await createMember(ctx, 'Cida Sem Anexo');
    const res = await applyWith(cida, vacancy.id, { message: 'Olá' });
    expect(res.status).toBe(201);
    expect(res.body.hasCv).toBe(false);
    const got = await download(admin, vacancy.id, res.body.id);
    expect(got.status).toBe(404);
    expect(JSON.parse(got.bytes.toString()).error.message).toBe(COPY.cvNotFound);
  });

  it('refuses a PNG or a text renamed .pdf (415) and stores nothing', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const dani = await createMember(ctx, 'Dani Renomeia');
    for (const bytes of [PNG, Buffer.from('Meu currículo em texto')]) {
      const res = await applyWith(dani, vacancy.id, { cv: pdfFile(bytes) });
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe(COPY.cvNotPdf);
    }
    expect(await storedCvs(dani)).toEqual([]);
    expect(await ctx.db.select().from(jobApplications).where(eq(jobApplications.jobId, vacancy.id))).toEqual(
      [],
    );
  });

  it('refuses a CV over the limit (413) and stores nothing', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const eva = await createMember(ctx, 'Eva Extensa');
    const big = Buffer.concat([PDF, Buffer.alloc(APPLICATION_CV_MAX_BYTES)]);
    const res = await applyWith(eva, vacancy.id, { cv: pdfFile(big) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(COPY.cvTooLarge);
    expect(await storedCvs(eva)).toEqual([]);
    expect(await ctx.db.select().from(jobApplications).where(eq(jobApplications.jobId, vacancy.id))).toEqual(
      [],
    );
  });

  it('stores nothing when the application itself is refused (staff, twice)', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const res = await applyWith(admin, vacancy.id, { cv: pdfFile(PDF) });
    expect(res.status).toBe(403);
    expect(await storedCvs(admin)).toEqual([]);
    const fe = await createMember(ctx, 'Fê Repetida');
    expect((await applyWith(fe, vacancy.id, { cv: pdfFile(PDF) })).status).toBe(201);
    expect((await applyWith(fe, vacancy.id, { cv: pdfFile(PDF) })).status).toBe(409);
    expect(await storedCvs(fe)).toHaveLength(1);
  });

  it('goes with her withdrawal, with the vacancy, and with her account', async () => {
    const gabi = await createMember(ctx, 'Gabi Desiste');
    const v1 = await insertVacancy(ctx, company.id);
    const v2 = await insertVacancy(ctx, company.id);
    const v3 = await insertVacancy(ctx, company.id);
    for (const v of [v1, v2, v3])
      expect((await applyWith(gabi, v.id, { cv: pdfFile(PDF) })).status).toBe(201);
    expect(await storedCvs(gabi)).toHaveLength(3);
    expect(
      (await call(ctx, 'DELETE', `/api/vacancies/${v1.id}/application`, { cookie: gabi.cookie })).status,
    ).toBe(204);
    expect(await storedCvs(gabi)).toHaveLength(2);
    expect((await call(ctx, 'DELETE', `/api/vacancies/${v2.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect(await storedCvs(gabi)).toHaveLength(1);
    expect((await call(ctx, 'DELETE', '/api/profile/me', { cookie: gabi.cookie })).status).toBe(204);
    expect(await storedCvs(gabi)).toEqual([]);
  });
});

describe('the staff side: status filter, notes, her notification', () => {
  it('filters the list by status, keeping keyset pages', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const people = await Promise.all(['Ana Um', 'Bea Dois', 'Cia Tres'].map((n) => createMember(ctx, n)));
    const ids: string[] = [];
    for (const p of people) ids.push((await applyWith(p, vacancy.id, { message: 'Oi' })).body.id);
    const patch = (id: string, status: string) =>
      call(ctx, 'PATCH', `/api/vacancies/${vacancy.id}/applications/${id}`, {
        cookie: editor.cookie,
        body: { status },
      });
    expect((await patch(ids[0]!, 'shortlisted')).status).toBe(200);
    expect((await patch(ids[2]!, 'shortlisted')).status).toBe(200);
    const base = `/api/vacancies/${vacancy.id}/applications`;
    const first = await call(ctx, 'GET', `${base}?status=shortlisted&limit=1`, { cookie: admin.cookie });
    expect(first.status).toBe(200);
    expect(first.body.items.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    const second = await call(
      ctx,
      'GET',
      `${base}?status=shortlisted&limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { cookie: admin.cookie },
    );
    expect(second.body.items.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    expect(second.body.nextCursor).toBeNull();
    const bad = await call(ctx, 'GET', `${base}?status=hired`, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });

  it('notifies her when the status changes', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const hana = await createMember(ctx, 'Hana Aguarda');
    const app = await applyWith(hana, vacancy.id, {});
    const res = await call(ctx, 'PATCH', `/api/vacancies/${vacancy.id}/applications/${app.body.id}`, {
      cookie: admin.cookie,
      body: { status: 'shortlisted' },
    });
    expect(res.status).toBe(200);
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, hana.id), eq(notifications.kind, 'application_status')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.vacancyId).toBe(vacancy.id);
  });

  it('keeps private notes for staff only, with author and time, never in her answers', async () => {
    const vacancy = await insertVacancy(ctx, company.id);
    const iris = await createMember(ctx, 'Iris Observada');
    const app = await applyWith(iris, vacancy.id, { message: 'Olá', cv: pdfFile(PDF) });
    const notesUrl = `/api/vacancies/${vacancy.id}/applications/${app.body.id}/notes`;
    const secret = 'Perfil forte em dados; chamar para entrevista técnica.';
    const added = await call(ctx, 'POST', notesUrl, {
      cookie: editor.cookie,
      body: { body: `  ${secret}  ` },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ body: secret, author: { id: editor.id, fullName: 'Edna Editora' } });
    expect(typeof added.body.createdAt).toBe('string');
    expect((await call(ctx, 'POST', notesUrl, { cookie: editor.cookie, body: { body: '  ' } })).status).toBe(
      400,
    );

    const list = await call(ctx, 'GET', notesUrl, { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const page = await call(ctx, 'GET', `/api/vacancies/${vacancy.id}/applications`, {
      cookie: admin.cookie,
    });
    expect(page.body.items[0].noteCount).toBe(1);

    // Her, other members and other companies' staff: refused; anonymous 401.
    for (const who of [iris, outsider, otherStaff]) {
      expect((await call(ctx, 'GET', notesUrl, { cookie: who.cookie })).status).toBe(403);
      expect((await call(ctx, 'POST', notesUrl, { cookie: who.cookie, body: { body: 'x' } })).status).toBe(
        403,
      );
    }
    expect((await call(ctx, 'GET', notesUrl)).status).toBe(401);

    // Nothing she reads carries the note.
    const answers = [
      await call(ctx, 'GET', '/api/me/applications', { cookie: iris.cookie }),
      await call(ctx, 'GET', `/api/vacancies/${vacancy.id}`, { cookie: iris.cookie }),
      await call(ctx, 'GET', '/api/notifications', { cookie: iris.cookie }),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer.body)).not.toContain('entrevista técnica');
      expect(JSON.stringify(answer.body)).not.toContain('noteCount');
    }
    expect(
      await ctx.db
        .select()
        .from(jobApplicationNotes)
        .where(eq(jobApplicationNotes.applicationId, app.body.id)),
    ).toHaveLength(1);
  });
});
