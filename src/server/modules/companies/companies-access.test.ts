import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { person as makePerson } from '../invitations/fixtures.js';
import { forbiddenBody, insertCompany } from './fixtures.js';

// The grant page of a company: 'Participantes atuais' (staff) and the user search (admins). Role offers
// are invitations: modules/invitations.

let ctx: TestContext;
let admin: TestMember;
let editor: TestMember;
let stranger: TestMember;

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

const person = (fullName: string, options: Parameters<typeof makePerson>[2] = {}) =>
  makePerson(ctx, fullName, options);

/** Her own e-mail is always hers to see (issue 19's privacy); another's only when she shows it. */
const own = (reader: TestMember, row: TestMember) => (reader.id === row.id ? row.email : null);

describe('GET /api/companies/{id}/members (Participantes atuais)', () => {
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
        { userId: admin.id, fullName: 'Alice Administradora', email: own(who, admin), role: 'admin' },
        { userId: zelia.id, fullName: 'Zélia Admin', email: null, role: 'admin' },
        { userId: beatriz.id, fullName: 'Beatriz Editora', email: beatriz.email, role: 'editor' },
        { userId: editor.id, fullName: 'Edna Editora', email: own(who, editor), role: 'editor' },
      ]);
    }
    expect((await members(stranger, acme.id)).body).toEqual(forbiddenBody);
  });
});

describe('GET /api/companies/{id}/access/candidates', () => {
  it('uses the platform-wide search by name only, accents and case ignored; addresses never match (issue 13)', async () => {
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
    for (const q of ['oculta.empresa', hidden.email, hidden.email.toUpperCase()]) {
      expect((await candidates(admin, acme.id, q)).body, q).toEqual([]);
    }
    expect((await candidates(admin, acme.id, 'helena oculta')).body).toEqual([
      { userId: hidden.id, fullName: 'Helena Oculta', email: null, slug: hidden.slug, profileImageUrl: null },
    ]);
    expect((await candidates(admin, acme.id, '  ')).body).toEqual([]);
    expect((await candidates(admin, acme.id, 'x'.repeat(101))).status).toBe(400);
    // Editors may not grant, so they may not search either.
    expect((await candidates(editor, acme.id, 'Helena')).status).toBe(403);
  });
});
