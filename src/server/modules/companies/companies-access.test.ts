import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES_SERVER_COPY } from '../../../domain/copy/companies-server.js';
import { MSG } from '../../../domain/messages.js';
import { authUser, companyAdmins, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { companySnapshot, forbiddenBody, insertCompany, staffRow } from './fixtures.js';

// The grant page of a company: 'Membros atuais' (staff), the user search and the grant (admins).

let ctx: TestContext;
let admin: TestMember;
let editor: TestMember;
let stranger: TestMember;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, editor, stranger] = await Promise.all([
    createMember(ctx, 'Alice Administradora'),
    createMember(ctx, 'Edna Editora'),
    createMember(ctx, 'Sara Estranha'),
  ]);
});
afterAll(() => ctx?.close());

const company = () => insertCompany(ctx, admin, { staff: [{ user: editor, role: 'editor' }] });

const members = (who: TestMember, id: string) =>
  call(ctx, 'GET', `/api/companies/${id}/members`, { cookie: who.cookie });
const candidates = (who: TestMember, id: string, q: string) =>
  call(ctx, 'GET', `/api/companies/${id}/access/candidates?q=${encodeURIComponent(q)}`, {
    cookie: who.cookie,
  });
const grant = (who: TestMember, id: string, body: unknown) =>
  call(ctx, 'POST', `/api/companies/${id}/access`, { cookie: who.cookie, body });
const viewerOf = async (who: TestMember, id: string) =>
  (await call(ctx, 'GET', `/api/companies/${id}`, { cookie: who.cookie })).body.viewer;

/** A platform member made straight in the database (auth user + profile). */
async function person(fullName: string, options: { email?: string; showEmail?: boolean } = {}) {
  counter += 1;
  const email = options.email ?? `pessoa-${counter}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const [user] = await ctx.db.insert(authUser).values({ name: fullName, email }).returning();
  await ctx.db.insert(userProfile).values({
    id: user!.id,
    fullName,
    email,
    slug: `pessoa-${user!.id}`,
    showEmail: options.showEmail ?? false,
  });
  return { id: user!.id, email, fullName, slug: `pessoa-${user!.id}` };
}

describe('GET /api/companies/{id}/members (Membros atuais)', () => {
  it('lists admins, then editors, each by name; the e-mail only when she shows it', async () => {
    const zelia = await person('Zélia Admin');
    const beatriz = await person('Beatriz Editora', { showEmail: true });
    const acme = await insertCompany(ctx, admin, {
      staff: [
        { user: zelia, role: 'admin' },
        { user: beatriz, role: 'editor' },
        { user: editor, role: 'editor' },
      ],
    });
    for (const who of [admin, editor]) {
      const res = await members(who, acme.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body).toEqual([
        { userId: admin.id, fullName: 'Alice Administradora', email: null, role: 'admin' },
        { userId: zelia.id, fullName: 'Zélia Admin', email: null, role: 'admin' },
        { userId: beatriz.id, fullName: 'Beatriz Editora', email: beatriz.email, role: 'editor' },
        { userId: editor.id, fullName: 'Edna Editora', email: null, role: 'editor' },
      ]);
    }
    expect((await members(stranger, acme.id)).body).toEqual(forbiddenBody);
  });
});

describe('GET /api/companies/{id}/access/candidates', () => {
  it('uses the platform-wide search: name without accents or case, e-mail only when shown or typed whole', async () => {
    const acme = await company();
    const marques = await person('Ana Terezinha Marquês Busca');
    const hidden = await person('Helena Oculta', { email: 'helena.oculta.empresa@exemplo.com.br' });
    const byName = await candidates(admin, acme.id, 'MARQUES BUSCA');
    expect(byName.status).toBe(200);
    expect(byName.headers.get('cache-control')).toBe('private, no-store');
    expect(byName.body).toEqual([
      {
        userId: marques.id,
        fullName: marques.fullName,
        email: null,
        slug: marques.slug,
        profileImageUrl: null,
      },
    ]);
    const byPart = await candidates(admin, acme.id, 'oculta.empresa');
    expect(byPart.body).toEqual([
      { userId: hidden.id, fullName: 'Helena Oculta', email: null, slug: hidden.slug, profileImageUrl: null },
    ]);
    const whole = await candidates(admin, acme.id, hidden.email.toUpperCase());
    expect(whole.body[0].email).toBe(hidden.email);
    expect((await candidates(admin, acme.id, '  ')).body).toEqual([]);
    expect((await candidates(admin, acme.id, 'x'.repeat(101))).status).toBe(400);
    // Editors may not grant, so they may not search either.
    expect((await candidates(editor, acme.id, 'Helena')).status).toBe(403);
  });
});

describe('POST /api/companies/{id}/access', () => {
  it('refuses a missing or invalid user and a missing role with the spec messages; 404 for an unknown user', async () => {
    const acme = await company();
    const before = await companySnapshot(ctx, acme.id);
    const cases: { body: unknown; fields: Record<string, string> }[] = [
      { body: {}, fields: { userId: MSG.access.pickUser, role: MSG.access.rolePlaceholder } },
      { body: { userId: 'maria', role: 'editor' }, fields: { userId: MSG.access.pickUser } },
      { body: { userId: stranger.id }, fields: { role: MSG.access.rolePlaceholder } },
      { body: { userId: stranger.id, role: 'moderator' }, fields: { role: MSG.access.rolePlaceholder } },
    ];
    for (const { body, fields } of cases) {
      const res = await grant(admin, acme.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_input', message: MSG.common.invalidInput, fields });
    }
    const unknown = await grant(admin, acme.id, { userId: randomUUID(), role: 'editor' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: MSG.access.notFound } });
    expect(await companySnapshot(ctx, acme.id)).toEqual(before);
  });

  it('grants the editor role, then the admin role; she finds the company and gains its rights', async () => {
    const acme = await company();
    const res = await grant(admin, acme.id, { userId: stranger.id, role: 'editor' });
    expect(res.status).toBe(204);
    expect(await staffRow(ctx, acme.id, stranger.id)).toMatchObject({ role: 'editor', isApproved: true });
    expect(await viewerOf(stranger, acme.id)).toMatchObject({
      role: 'editor',
      canEdit: true,
      canManageVacancies: true,
      canDelete: false,
      canGrant: false,
    });
    const mine = await call(ctx, 'GET', '/api/companies/mine', { cookie: stranger.cookie });
    expect(mine.body.find((c: { id: string }) => c.id === acme.id)).toMatchObject({ role: 'editor' });
    // The same grant again changes nothing; a higher one replaces it.
    expect((await grant(admin, acme.id, { userId: stranger.id, role: 'editor' })).status).toBe(204);
    expect((await grant(admin, acme.id, { userId: stranger.id, role: 'admin' })).status).toBe(204);
    expect(await staffRow(ctx, acme.id, stranger.id)).toMatchObject({ role: 'admin', isApproved: true });
    expect(await viewerOf(stranger, acme.id)).toMatchObject({
      role: 'admin',
      canDelete: true,
      canGrant: true,
    });
    const staff = (await members(admin, acme.id)).body.map((m: { userId: string }) => m.userId);
    expect(staff).toEqual([admin.id, stranger.id, editor.id]);
  });

  it('approves a row that was not approved', async () => {
    const acme = await company();
    const pending = await person('Paula Pendente');
    await ctx.db
      .insert(companyAdmins)
      .values({ companyId: acme.id, userId: pending.id, role: 'editor', isApproved: false });
    expect((await grant(admin, acme.id, { userId: pending.id, role: 'editor' })).status).toBe(204);
    expect(await staffRow(ctx, acme.id, pending.id)).toMatchObject({ role: 'editor', isApproved: true });
  });

  it('refuses to take the admin role from the last admin (409), and allows it once there is another', async () => {
    const acme = await company();
    const before = await companySnapshot(ctx, acme.id);
    const res = await grant(admin, acme.id, { userId: admin.id, role: 'editor' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: COMPANIES_SERVER_COPY.lastAdminDemote } });
    expect(await companySnapshot(ctx, acme.id)).toEqual(before);

    expect((await grant(admin, acme.id, { userId: editor.id, role: 'admin' })).status).toBe(204);
    expect((await grant(admin, acme.id, { userId: admin.id, role: 'editor' })).status).toBe(204);
    expect(await staffRow(ctx, acme.id, admin.id)).toMatchObject({ role: 'editor' });
    // Now an editor, she may no longer grant; the new admin may.
    const refused = await grant(admin, acme.id, { userId: stranger.id, role: 'editor' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(forbiddenBody);
    expect((await grant(editor, acme.id, { userId: stranger.id, role: 'editor' })).status).toBe(204);
  });
});
