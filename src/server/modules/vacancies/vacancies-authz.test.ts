import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCIES_SERVER_COPY } from '../../../domain/copy/vacancies-server.js';
import { companies, companyAdmins } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import {
  bodies,
  insertApplication,
  insertCompany,
  insertVacancy,
  vacancyBody,
  vacancySnapshot,
} from './fixtures.js';

// Issue 8's matrix (ARCHITECTURE.md, "Tests"): every vacancy endpoint × {anonymous, stranger,
// editor, admin, applicant}. A refused request must leave the company's vacancies and their
// applications exactly as they were.

type Viewer = 'anonymous' | 'stranger' | 'editor' | 'admin' | 'applicant';
const VIEWERS: Viewer[] = ['anonymous', 'stranger', 'editor', 'admin', 'applicant'];

let ctx: TestContext;
const people = {} as Record<Exclude<Viewer, 'anonymous'>, TestMember>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const viewer of VIEWERS)
    if (viewer !== 'anonymous') people[viewer] = await createMember(ctx, `Pessoa ${viewer}`);
});
afterAll(() => ctx?.close());

const cookieOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : people[viewer].cookie);

type Scene = { companyId: string; vacancyId: string; applicationId: string };

/** A company with its admin and editor, one open internal vacancy, and the applicant's application. */
async function setUp(): Promise<Scene> {
  const company = await insertCompany(ctx, {
    staff: [
      { user: people.admin, role: 'admin' },
      { user: people.editor, role: 'editor' },
    ],
  });
  const vacancy = await insertVacancy(ctx, company.id, { state: 'SP', city: 'São Paulo' });
  const application = await insertApplication(ctx, vacancy.id, people.applicant, { message: 'Olá!' });
  return { companyId: company.id, vacancyId: vacancy.id, applicationId: application.id };
}

type Action = (viewer: Viewer, scene: Scene) => Promise<HttpResult>;
type Expected = Record<Viewer, number>;

const send =
  (method: string, path: (s: Scene) => string, body?: (s: Scene) => unknown): Action =>
  (viewer, scene) =>
    call(ctx, method, path(scene), { cookie: cookieOf(viewer), body: body?.(scene) });

const membersRead: Expected = { anonymous: 401, stranger: 200, editor: 200, admin: 200, applicant: 200 };
const managers = (ok: number): Expected => ({
  anonymous: 401,
  stranger: 403,
  editor: ok,
  admin: ok,
  applicant: 403,
});

/** [name, action, expected status per viewer, whether an allowed call may change data]. */
const MATRIX: [string, Action, Expected, boolean][] = [
  ['GET /vacancies', send('GET', () => '/api/vacancies'), membersRead, false],
  ['GET /vacancies/recommended', send('GET', () => '/api/vacancies/recommended'), membersRead, false],
  ['GET /vacancies/managed', send('GET', () => '/api/vacancies/managed'), membersRead, false],
  [
    'GET /vacancies/{id}',
    send('GET', (s) => `/api/vacancies/${s.vacancyId}`),
    { anonymous: 200, stranger: 200, editor: 200, admin: 200, applicant: 200 },
    false,
  ],
  [
    'GET /companies/{id}/vacancies',
    send('GET', (s) => `/api/companies/${s.companyId}/vacancies`),
    membersRead,
    false,
  ],
  ['GET /me/applications', send('GET', () => '/api/me/applications'), membersRead, false],
  [
    'POST /vacancies',
    send(
      'POST',
      () => '/api/vacancies',
      (s) => vacancyBody(s.companyId),
    ),
    managers(201),
    true,
  ],
  [
    'PUT /vacancies/{id}',
    send(
      'PUT',
      (s) => `/api/vacancies/${s.vacancyId}`,
      (s) => vacancyBody(s.companyId, { title: 'Título editado' }),
    ),
    managers(200),
    true,
  ],
  [
    'PATCH /vacancies/{id}/active',
    send(
      'PATCH',
      (s) => `/api/vacancies/${s.vacancyId}/active`,
      () => ({ isActive: false }),
    ),
    managers(200),
    true,
  ],
  ['DELETE /vacancies/{id}', send('DELETE', (s) => `/api/vacancies/${s.vacancyId}`), managers(204), true],
  [
    'POST /vacancies/{id}/application',
    send(
      'POST',
      (s) => `/api/vacancies/${s.vacancyId}/application`,
      () => ({ message: 'Tenho interesse' }),
    ),
    // The applicant has applied already; staff never apply to their own company.
    { anonymous: 401, stranger: 201, editor: 403, admin: 403, applicant: 409 },
    true,
  ],
  [
    'DELETE /vacancies/{id}/application',
    send('DELETE', (s) => `/api/vacancies/${s.vacancyId}/application`),
    // Only the applicant has one to withdraw.
    { anonymous: 401, stranger: 404, editor: 404, admin: 404, applicant: 204 },
    true,
  ],
  [
    'GET /vacancies/{id}/applications',
    send('GET', (s) => `/api/vacancies/${s.vacancyId}/applications`),
    // Allowed, it marks the page's new applications viewed.
    managers(200),
    true,
  ],
  [
    'PATCH /vacancies/{id}/applications/{applicationId}',
    send(
      'PATCH',
      (s) => `/api/vacancies/${s.vacancyId}/applications/${s.applicationId}`,
      () => ({ status: 'shortlisted' }),
    ),
    managers(200),
    true,
  ],
];

describe.each(MATRIX)('%s', (_name, action, expected, mutates) => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const scene = await setUp();
    const before = await vacancySnapshot(ctx, scene.companyId);
    const res = await action(viewer, scene);
    expect(res.status).toBe(expected[viewer]);
    if (res.status === 401) expect(res.body.error).toEqual(bodies.unauthorized);
    if (res.status === 403) {
      // Staff are refused only one thing: applying to their own company's vacancy.
      const staff = viewer === 'editor' || viewer === 'admin';
      expect(res.body.error.message).toBe(
        staff ? VACANCIES_SERVER_COPY.staffCannotApply : bodies.forbidden.message,
      );
    }
    if (res.status >= 400 || !mutates) expect(await vacancySnapshot(ctx, scene.companyId)).toEqual(before);
    else expect(await vacancySnapshot(ctx, scene.companyId)).not.toEqual(before);
  });
});

describe('what each viewer reads', () => {
  it('GET /vacancies/{id}: the viewer block per kind of viewer', async () => {
    const scene = await setUp();
    const viewerOf = async (viewer: Viewer) =>
      (await call(ctx, 'GET', `/api/vacancies/${scene.vacancyId}`, { cookie: cookieOf(viewer) })).body.viewer;
    expect(await viewerOf('anonymous')).toEqual({
      signedIn: false,
      canManage: false,
      canApply: false,
      canWithdraw: false,
      canSave: false,
      application: null,
    });
    expect(await viewerOf('stranger')).toEqual({
      signedIn: true,
      canManage: false,
      canApply: true,
      canWithdraw: false,
      canSave: true,
      application: null,
    });
    for (const staff of ['editor', 'admin'] as const) {
      expect(await viewerOf(staff)).toEqual({
        signedIn: true,
        canManage: true,
        canApply: false,
        canWithdraw: false,
        canSave: true,
        application: null,
      });
    }
    expect(await viewerOf('applicant')).toMatchObject({
      signedIn: true,
      canManage: false,
      canApply: false,
      canWithdraw: true,
      application: { id: scene.applicationId, status: 'new', message: 'Olá!' },
    });
  });

  it("GET /vacancies/managed lists the company for its admin and editor only, with each one's role", async () => {
    const scene = await setUp();
    for (const viewer of ['stranger', 'applicant', 'editor', 'admin'] as const) {
      const res = await call(ctx, 'GET', '/api/vacancies/managed', { cookie: cookieOf(viewer) });
      const block = res.body.find((b: { company: { id: string } }) => b.company.id === scene.companyId);
      if (viewer === 'editor' || viewer === 'admin') expect(block.company.role, viewer).toBe(viewer);
      else expect(block, viewer).toBeUndefined();
    }
  });

  it('GET /me/applications shows the applicant hers and nobody else anything of hers', async () => {
    const scene = await setUp();
    for (const viewer of ['stranger', 'editor', 'admin', 'applicant'] as const) {
      const res = await call(ctx, 'GET', '/api/me/applications', { cookie: cookieOf(viewer) });
      const ids = res.body.items.map((a: { id: string }) => a.id);
      expect(ids.includes(scene.applicationId), viewer).toBe(viewer === 'applicant');
    }
  });
});

describe('refusal comes before validation', () => {
  it('answers 403, not 400, to a stranger sending an invalid body', async () => {
    const scene = await setUp();
    const put = await call(ctx, 'PUT', `/api/vacancies/${scene.vacancyId}`, {
      cookie: people.stranger.cookie,
      body: {},
    });
    expect(put.status).toBe(403);
    const active = await call(ctx, 'PATCH', `/api/vacancies/${scene.vacancyId}/active`, {
      cookie: people.applicant.cookie,
      body: { isActive: 'talvez' },
    });
    expect(active.status).toBe(403);
    const move = await call(
      ctx,
      'PATCH',
      `/api/vacancies/${scene.vacancyId}/applications/${scene.applicationId}`,
      {
        cookie: people.applicant.cookie,
        body: { status: 'new' },
      },
    );
    expect(move.status).toBe(403);
  });

  it('answers 401, not 400, to a visitor sending an invalid body', async () => {
    const res = await call(ctx, 'POST', '/api/vacancies', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('unknown and hidden vacancies', () => {
  const ghostScene = (s: Scene, id: string): Scene => ({ ...s, vacancyId: id });
  const perVacancy = MATRIX.filter(([name]) => name.includes('/vacancies/{id}'));

  it("answers 404 'Vaga não encontrada.' to every vacancy endpoint for an unknown or malformed id", async () => {
    const scene = await setUp();
    for (const id of [crypto.randomUUID(), 'nao-e-um-uuid']) {
      for (const [name, action] of perVacancy) {
        for (const viewer of ['stranger', 'admin'] as const) {
          const res = await action(viewer, ghostScene(scene, id));
          expect(res.status, `${name} ${viewer} ${id}`).toBe(404);
          expect(res.body.error, name).toEqual(bodies.vacancyNotFound);
        }
      }
    }
  });

  it("answers 404 to everything about a deactivated company's vacancies, and hides them from lists", async () => {
    const scene = await setUp();
    await ctx.db.update(companies).set({ isActive: false }).where(eq(companies.id, scene.companyId));
    const before = await vacancySnapshot(ctx, scene.companyId);
    for (const [name, action] of perVacancy) {
      for (const viewer of VIEWERS) {
        const res = await action(viewer, scene);
        // Visitors are turned away first, except on the public page.
        const expected = viewer === 'anonymous' && name !== 'GET /vacancies/{id}' ? 401 : 404;
        expect(res.status, `${name} ${viewer}`).toBe(expected);
      }
    }
    const detail = await call(ctx, 'GET', `/api/vacancies/${scene.vacancyId}`);
    expect(detail.status).toBe(404);
    expect(detail.body.error).toEqual(bodies.vacancyNotFound);
    const create = await call(ctx, 'POST', '/api/vacancies', {
      cookie: people.admin.cookie,
      body: vacancyBody(scene.companyId),
    });
    expect(create.status).toBe(404);
    expect(create.body.error).toEqual(bodies.companyNotFound);
    const company = await call(ctx, 'GET', `/api/companies/${scene.companyId}/vacancies`, {
      cookie: people.stranger.cookie,
    });
    expect(company.status).toBe(404);
    expect(company.body.error).toEqual(bodies.companyNotFound);
    for (const viewer of ['stranger', 'admin', 'applicant'] as const) {
      const list = await call(ctx, 'GET', '/api/vacancies?limit=50', { cookie: cookieOf(viewer) });
      expect(list.body.items.map((v: { id: string }) => v.id)).not.toContain(scene.vacancyId);
      const managed = await call(ctx, 'GET', '/api/vacancies/managed', { cookie: cookieOf(viewer) });
      expect(managed.body.map((b: { company: { id: string } }) => b.company.id)).not.toContain(
        scene.companyId,
      );
      const mine = await call(ctx, 'GET', '/api/me/applications', { cookie: cookieOf(viewer) });
      expect(mine.body.items.map((a: { id: string }) => a.id)).not.toContain(scene.applicationId);
    }
    expect(await vacancySnapshot(ctx, scene.companyId)).toEqual(before);
  });
});

describe('a role taken away', () => {
  it('is honoured at once: the former editor is refused', async () => {
    const scene = await setUp();
    await ctx.db
      .delete(companyAdmins)
      .where(and(eq(companyAdmins.companyId, scene.companyId), eq(companyAdmins.userId, people.editor.id)));
    const before = await vacancySnapshot(ctx, scene.companyId);
    const res = await call(ctx, 'PATCH', `/api/vacancies/${scene.vacancyId}/active`, {
      cookie: people.editor.cookie,
      body: { isActive: false },
    });
    expect(res.status).toBe(403);
    expect(await vacancySnapshot(ctx, scene.companyId)).toEqual(before);
    const detail = await call(ctx, 'GET', `/api/vacancies/${scene.vacancyId}`, {
      cookie: people.editor.cookie,
    });
    // No longer staff: she may now apply like anyone else.
    expect(detail.body.viewer).toMatchObject({ canManage: false, canApply: true });
  });
});
