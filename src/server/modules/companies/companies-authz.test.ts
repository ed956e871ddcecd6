import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInputSchema } from '../../../domain/schemas/companies.js';
import { accessInvitations, companies, companyFollowers } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { replaceGroupImage } from '../access/index.js';
import { grantByInvitation, invitationRows } from '../invitations/fixtures.js';
import { offerRole } from '../invitations/index.js';
import { imageFile, multipart, publish } from '../posts/fixtures.js';
import {
  companySnapshot,
  forbiddenBody,
  insertCompany,
  insertVacancy,
  makePlatformAdmin,
  notFoundBody,
  unauthorizedBody,
} from './fixtures.js';
import { COMPANY_GROUP } from './group.js';
import { grantSeal, revokeSeal } from './seal.js';
import { deleteCompany, updateCompany } from './service.js';

// Issue 8 as a matrix (ARCHITECTURE.md, "Tests"): every company endpoint × every kind of viewer
// (rules/permissions/company.ts; the seal is the platform administrators'). A refused request must
// leave the company, its staff, follows, posts, vacancies, applications and files exactly as
// they were.

type Viewer = 'anonymous' | 'stranger' | 'editor' | 'admin' | 'platformAdmin';
const VIEWERS: Viewer[] = ['anonymous', 'stranger', 'editor', 'admin', 'platformAdmin'];

const silentLogger = createLogger('silent', false);

let ctx: TestContext;
const people = {} as Record<Exclude<Viewer, 'anonymous'>, TestMember>;
/** Follows every company and applies to its vacancy; never one of the viewers. */
let fan: TestMember;
/** Whom the grant endpoint grants to. */
let target: TestMember;
let png: Buffer;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const viewer of VIEWERS) {
    if (viewer !== 'anonymous') people[viewer] = await createMember(ctx, `Pessoa ${viewer}`);
  }
  fan = await createMember(ctx, 'Fã da Empresa');
  target = await createMember(ctx, 'Joana Alvo');
  await makePlatformAdmin(ctx, people.platformAdmin);
  png = await solidPng(400, 200, '#224466');
});
afterAll(() => ctx?.close());

const cookieOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : people[viewer].cookie);
const memberOf = (viewer: Viewer) => (viewer === 'anonymous' ? null : people[viewer]);

/**
 * A company created by `admin` through the API, sealed, with an editor, a follower, a logo, a
 * post with an image, and a vacancy with an application.
 */
async function setUp(): Promise<string> {
  counter += 1;
  const res = await call(ctx, 'POST', '/api/companies', {
    cookie: people.admin.cookie,
    body: { name: `Matriz ${counter} ${randomUUID().slice(0, 6)}`, description: 'Empresa da matriz' },
  });
  expect(res.status).toBe(201);
  const id: string = res.body.id;
  await grantByInvitation(ctx, people.admin, 'company', id, people.editor, 'editor');
  expect((await call(ctx, 'PUT', `/api/companies/${id}/follow`, { cookie: fan.cookie })).status).toBe(200);
  const logo = await multipart(
    ctx,
    'POST',
    `/api/companies/${id}/logo`,
    { file: imageFile(png) },
    people.admin,
  );
  expect(logo.status).toBe(200);
  const post = await publish(ctx, people.admin, {
    authorType: 'company',
    authorId: id,
    image: imageFile(png),
  });
  expect(post.status).toBe(201);
  await insertVacancy(ctx, id, [fan]);
  await ctx.db
    .update(companies)
    .set({ sealGrantedAt: new Date(), sealCriteriaVersion: '2025.1' })
    .where(eq(companies.id, id));
  return id;
}

const snapshot = (id: string) => companySnapshot(ctx, id);

type Action = (viewer: Viewer, id: string) => Promise<HttpResult>;

const get: Action = (viewer, id) => call(ctx, 'GET', `/api/companies/${id}`, { cookie: cookieOf(viewer) });
const edit: Action = (viewer, id) =>
  call(ctx, 'PUT', `/api/companies/${id}`, {
    cookie: cookieOf(viewer),
    body: { name: `Editada por ${viewer} ${id.slice(0, 8)}`, description: 'nova descrição' },
  });
const remove: Action = (viewer, id) =>
  call(ctx, 'DELETE', `/api/companies/${id}`, { cookie: cookieOf(viewer) });
const uploadTo =
  (kind: 'logo' | 'banner'): Action =>
  (viewer, id) =>
    multipart(ctx, 'POST', `/api/companies/${id}/${kind}`, { file: imageFile(png) }, memberOf(viewer));
const follow: Action = (viewer, id) =>
  call(ctx, 'PUT', `/api/companies/${id}/follow`, { cookie: cookieOf(viewer) });
const unfollow: Action = (viewer, id) =>
  call(ctx, 'DELETE', `/api/companies/${id}/follow`, { cookie: cookieOf(viewer) });
const members: Action = (viewer, id) =>
  call(ctx, 'GET', `/api/companies/${id}/members`, { cookie: cookieOf(viewer) });
const candidates: Action = (viewer, id) =>
  call(ctx, 'GET', `/api/companies/${id}/access/candidates?q=Joana`, { cookie: cookieOf(viewer) });
const grant: Action = (viewer, id) =>
  call(ctx, 'POST', `/api/companies/${id}/invitations`, {
    cookie: cookieOf(viewer),
    body: { userId: target.id, role: 'editor' },
  });
const seal: Action = (viewer, id) =>
  call(ctx, 'PUT', `/api/companies/${id}/seal`, {
    cookie: cookieOf(viewer),
    body: { criteriaVersion: '2026.9' },
  });
const unseal: Action = (viewer, id) =>
  call(ctx, 'DELETE', `/api/companies/${id}/seal`, { cookie: cookieOf(viewer) });

const EVERYONE = { anonymous: 401, stranger: 200, editor: 200, admin: 200, platformAdmin: 200 };
const EDITORS = { anonymous: 401, stranger: 403, editor: 200, admin: 200, platformAdmin: 403 };
const ADMINS = { anonymous: 401, stranger: 403, editor: 403, admin: 200, platformAdmin: 403 };
const PLATFORM = { anonymous: 401, stranger: 403, editor: 403, admin: 403, platformAdmin: 200 };

/** Reads: they answer, and change nothing for anyone. */
const READS = new Set(['GET /companies/{id}', 'GET /companies/{id}/members', 'GET …/access/candidates']);

const MATRIX: [string, Action, Record<Viewer, number>][] = [
  ['GET /companies/{id}', get, EVERYONE],
  ['PUT /companies/{id}', edit, EDITORS],
  ['DELETE /companies/{id}', remove, { ...ADMINS, admin: 204 }],
  ['POST /companies/{id}/logo', uploadTo('logo'), EDITORS],
  ['POST /companies/{id}/banner', uploadTo('banner'), EDITORS],
  ['PUT /companies/{id}/follow', follow, EVERYONE],
  ['DELETE /companies/{id}/follow', unfollow, EVERYONE],
  ['GET /companies/{id}/members', members, EDITORS],
  ['GET …/access/candidates', candidates, ADMINS],
  ['POST /companies/{id}/invitations', grant, ADMINS],
  ['PUT /companies/{id}/seal', seal, PLATFORM],
  ['DELETE /companies/{id}/seal', unseal, PLATFORM],
];

async function expectFollowerCountMatchesRows(id: string) {
  const [row] = await ctx.db
    .select({ n: companies.followerCount })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) return;
  const rows = await ctx.db.select().from(companyFollowers).where(eq(companyFollowers.companyId, id));
  expect(row.n).toBe(rows.length);
}

describe.each(MATRIX)('%s', (name, action, expected) => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const id = await setUp();
    const before = await snapshot(id);
    // setUp's own invitation (the editor's) is answered; a refused request adds none.
    await ctx.db.delete(accessInvitations).where(eq(accessInvitations.companyId, id));
    const res = await action(viewer, id);
    const status = expected[viewer];
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body).toEqual(unauthorizedBody);
    if (status === 403) expect(res.body).toEqual(forbiddenBody);
    if (status >= 400 || READS.has(name)) expect(await snapshot(id)).toEqual(before);
    if (status >= 400) expect(await invitationRows(ctx, id)).toHaveLength(0);
    await expectFollowerCountMatchesRows(id);
  });
});

describe('what the allowed requests did', () => {
  it('edit, delete, upload, grant and seal changed exactly their part', async () => {
    const id = await setUp();
    const edited = await edit('editor', id);
    expect(edited.body).toMatchObject({
      name: `Editada por editor ${id.slice(0, 8)}`,
      description: 'nova descrição',
    });
    const banner = await uploadTo('banner')('editor', id);
    expect(banner.body.bannerUrl).toMatch(new RegExp(`^/uploads/company-images/banners/${id}/`));
    // A grant is an invitation: the staff change only once she accepts.
    expect((await grant('admin', id)).status).toBe(200);
    expect((await members('editor', id)).body).toHaveLength(2);
    await grantByInvitation(ctx, people.admin, 'company', id, target, 'editor');
    const staff = await members('editor', id);
    expect(staff.body.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [people.admin.id, 'admin'],
      [target.id, 'editor'],
      [people.editor.id, 'editor'],
    ]);
    const sealed = await seal('platformAdmin', id);
    expect(sealed.body.seal).toEqual({ grantedAt: expect.any(String), criteriaVersion: '2026.9' });
    expect(sealed.body.viewer).toMatchObject({ role: null, canSeal: true, canEdit: false });
    const unsealed = await unseal('platformAdmin', id);
    expect(unsealed.body.seal).toBeNull();
    expect((await remove('admin', id)).status).toBe(204);
    expect(await ctx.db.select().from(companies).where(eq(companies.id, id))).toEqual([]);
  });

  it('GET /companies/{id} tells each viewer what she may do', async () => {
    const id = await setUp();
    const flags = {
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
    };
    const expected: Record<Exclude<Viewer, 'anonymous'>, object> = {
      stranger: { ...flags, role: null },
      editor: {
        ...flags,
        role: 'editor',
        canEdit: true,
        canPost: true,
        canViewMembers: true,
        canModerateComments: true,
        canManageVacancies: true,
        canCreateEvents: true,
        canSearchTalent: true,
      },
      admin: {
        role: 'admin',
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
      platformAdmin: { ...flags, role: null, canSeal: true },
    };
    for (const viewer of VIEWERS.slice(1) as Exclude<Viewer, 'anonymous'>[]) {
      const res = await get(viewer, id);
      expect(res.headers.get('cache-control'), viewer).toBe('private, no-store');
      expect(res.body.viewer, viewer).toEqual({ ...expected[viewer], following: false, followerCount: 1 });
    }
  });
});

describe('the lists and creation', () => {
  it.each(VIEWERS)('GET /companies/mine as %s lists only her staff companies', async (viewer) => {
    const id = await setUp();
    const res = await call(ctx, 'GET', '/api/companies/mine', { cookie: cookieOf(viewer) });
    if (viewer === 'anonymous') {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorizedBody);
      return;
    }
    expect(res.status).toBe(200);
    const mine = res.body.find((c: { id: string }) => c.id === id);
    if (viewer === 'admin' || viewer === 'editor') expect(mine).toMatchObject({ id, role: viewer });
    else expect(mine).toBeUndefined();
  });

  it.each(VIEWERS)('GET /companies/sealed as %s is public', async (viewer) => {
    const id = await setUp();
    const res = await call(ctx, 'GET', '/api/companies/sealed?limit=50', { cookie: cookieOf(viewer) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('POST /companies: 401 for a visitor (nothing stored), 201 for anyone signed in', async () => {
    const before = await ctx.db.select({ id: companies.id }).from(companies);
    const body = { name: 'Da visitante', description: 'd' };
    const refused = await call(ctx, 'POST', '/api/companies', { body });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(unauthorizedBody);
    expect(await ctx.db.select({ id: companies.id }).from(companies)).toEqual(before);
    for (const viewer of VIEWERS.slice(1)) {
      const res = await call(ctx, 'POST', '/api/companies', {
        cookie: cookieOf(viewer),
        body: { name: `Criada por ${viewer}`, description: 'd' },
      });
      expect(res.status, viewer).toBe(201);
      expect(res.body.viewer).toMatchObject({ role: 'admin', canGrant: true, canDelete: true });
    }
  });
});

describe('refusal comes first', () => {
  it('answers 401/403, not 400, to an invalid body from someone who may not act', async () => {
    const id = await setUp();
    const before = await snapshot(id);
    const cases: [Viewer, string, string, unknown, number][] = [
      ['stranger', 'PUT', `/api/companies/${id}`, {}, 403],
      ['anonymous', 'PUT', `/api/companies/${id}`, {}, 401],
      ['editor', 'POST', `/api/companies/${id}/invitations`, {}, 403],
      ['admin', 'PUT', `/api/companies/${id}/seal`, { criteriaVersion: '' }, 403],
      ['anonymous', 'PUT', `/api/companies/${id}/seal`, { criteriaVersion: '' }, 401],
    ];
    for (const [viewer, method, path, body, status] of cases) {
      const res = await call(ctx, method, path, { cookie: cookieOf(viewer), body });
      expect(res.status, `${viewer} ${method} ${path}`).toBe(status);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers 404 to every company action on an unknown, malformed or inactive company', async () => {
    const closed = await insertCompany(ctx, people.admin, {
      isActive: false,
      staff: [{ user: people.editor, role: 'editor' }],
    });
    const before = await snapshot(closed.id);
    for (const [name, action, expected] of MATRIX) {
      for (const id of [closed.id, randomUUID(), 'nao-e-um-id']) {
        // Whoever would be allowed on an active company.
        for (const viewer of VIEWERS.filter((v) => expected[v] < 300)) {
          const res = await action(viewer, id);
          expect(res.status, `${name} ${viewer} ${id}`).toBe(404);
          expect(res.body).toEqual(notFoundBody);
        }
      }
    }
    expect(await snapshot(closed.id)).toEqual(before);
  });
});

describe('the services check on their own', () => {
  it('refuses without the route guards, changing nothing', async () => {
    const id = await setUp();
    const before = await snapshot(id);
    const deps = { db: ctx.db, store: ctx.store, logger: silentLogger };
    const values = companyInputSchema.parse({ name: 'Sem guarda', description: 'd' });
    const actor = (viewer: Exclude<Viewer, 'anonymous'>) => ({
      id: people[viewer].id,
      role: viewer === 'platformAdmin' ? 'admin' : 'member',
    });
    await expect(updateCompany(ctx.db, actor('stranger'), id, values)).rejects.toMatchObject({ status: 403 });
    await expect(updateCompany(ctx.db, actor('platformAdmin'), id, values)).rejects.toMatchObject({
      status: 403,
    });
    await expect(deleteCompany(deps, actor('editor'), id)).rejects.toMatchObject({ status: 403 });
    await expect(
      replaceGroupImage(deps, actor('stranger'), COMPANY_GROUP, id, 'banner', png, async () => null),
    ).rejects.toMatchObject({
      status: 403,
    });
    const invitationDeps = { db: ctx.db, mailer: ctx.mailer, publicUrl: '', rateLimit: false };
    await expect(
      offerRole(invitationDeps, people.editor, 'company', id, { userId: people.editor.id, role: 'admin' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(grantSeal(ctx.db, actor('admin'), id)).rejects.toMatchObject({ status: 403 });
    await expect(revokeSeal(ctx.db, actor('admin'), id)).rejects.toMatchObject({ status: 403 });
    await expect(revokeSeal(ctx.db, null, id)).rejects.toMatchObject({ status: 401 });
    expect(await snapshot(id)).toEqual(before);
  });

  it('documents every route with its refusals in the OpenAPI document', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    const guarded: [string, string][] = [
      ['/companies/mine', 'get'],
      ['/companies', 'get'],
      ['/companies', 'post'],
      ['/companies/{id}', 'get'],
      ['/companies/{id}', 'put'],
      ['/companies/{id}', 'delete'],
      ['/companies/{id}/logo', 'post'],
      ['/companies/{id}/banner', 'post'],
      ['/companies/{id}/follow', 'put'],
      ['/companies/{id}/follow', 'delete'],
      ['/companies/{id}/members', 'get'],
      ['/companies/{id}/access/candidates', 'get'],
      ['/companies/{id}/invitations', 'post'],
      ['/companies/{id}/invitations', 'get'],
      ['/companies/{id}/invitations/{invitationId}', 'delete'],
      ['/companies/{id}/seal', 'put'],
      ['/companies/{id}/seal', 'delete'],
    ];
    for (const [path, method] of guarded) {
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('401');
      if (path.includes('{id}')) expect(doc.paths[path][method].responses).toHaveProperty('404');
    }
    for (const [path, method] of guarded.filter(([p]) => p.includes('{id}/') || p === '/companies/{id}')) {
      if (!(path === '/companies/{id}' && method === 'get') && !path.endsWith('/follow')) {
        expect(doc.paths[path][method].responses, `${method} ${path}`).toHaveProperty('403');
      }
    }
    expect(doc.paths['/companies/sealed'].get.responses).not.toHaveProperty('401');
    expect(doc.paths['/companies'].post.responses).toHaveProperty('409');
    expect(doc.paths['/companies/{id}/invitations'].post.responses).toHaveProperty('409');
    // No endpoint imposes a role any more (issue 13).
    expect(doc.paths['/companies/{id}/access']).toBeUndefined();
  });
});
