import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { jobRoles, userJobPreferences } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { preferenceEntry } from './fixtures.js';

// Each test signs up the members it needs and creates their profiles itself: none relies on another's.
let ctx: TestContext;
let roleIds: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  roleIds = (await ctx.db.select({ id: jobRoles.id }).from(jobRoles).limit(3)).map((r) => r.id);
});
afterAll(() => ctx?.close());

const create = (member: TestMember, body: unknown) =>
  call(ctx, 'POST', '/api/job-preferences', { body, cookie: member.cookie });
const list = async (member: TestMember) =>
  (await call(ctx, 'GET', '/api/job-preferences', { cookie: member.cookie })).body as Array<{
    id: string;
    name: string;
    isActive: boolean;
  }>;
/** A new member with three profiles: 'Perfil Principal' (active), 'Perfil 2' and 'Perfil 3'. */
async function memberWithThreeProfiles() {
  const ana = await createMember(ctx, 'Ana Preferências');
  const principal = (await create(ana, preferenceEntry())).body as { id: string };
  const second = (await create(ana, preferenceEntry({ name: 'Perfil 2' }))).body as { id: string };
  const third = (await create(ana, preferenceEntry({ name: 'Perfil 3' }))).body as { id: string };
  return { ana, principal, second, third };
}

const activeRows = (userId: string) =>
  ctx.db
    .select()
    .from(userJobPreferences)
    .where(and(eq(userJobPreferences.userId, userId), eq(userJobPreferences.isActive, true)));

describe('job preferences', () => {
  it('answers 401 to a visitor on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', '/api/job-preferences', undefined],
      ['POST', '/api/job-preferences', preferenceEntry()],
      ['PUT', `/api/job-preferences/${id}`, preferenceEntry()],
      ['PUT', `/api/job-preferences/${id}/active`, { isActive: true }],
      ['DELETE', `/api/job-preferences/${id}`, undefined],
    ] as const) {
      expect((await call(ctx, method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates her first profile active and later ones inactive, with numbers and the default country', async () => {
    const ana = await createMember(ctx, 'Ana Preferências');
    const first = await create(
      ana,
      preferenceEntry({
        preferredRoles: roleIds,
        preferredLocations: [{ state: 'sp', city: 'Campinas' } as never],
      }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Perfil Principal',
      isActive: true,
      minSalary: 7000,
      maxSalary: 12000.5,
      preferredWorkModels: ['Remoto', 'Híbrido'],
      preferredContractTypes: ['CLT'],
      preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'Campinas' }],
      preferredRoles: roleIds,
    });
    expect(new Date(first.body.createdAt).toISOString()).toBe(first.body.createdAt);

    const second = await create(ana, preferenceEntry({ name: 'Perfil 2', minSalary: null, maxSalary: null }));
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ isActive: false, minSalary: null, maxSalary: null });
    const third = await create(ana, preferenceEntry({ name: 'Perfil 3' }));
    expect(third.body.isActive).toBe(false);

    expect((await list(ana)).map((p) => p.name)).toEqual(['Perfil Principal', 'Perfil 3', 'Perfil 2']);
  });

  it('keeps at most one profile active: activating one deactivates her others', async () => {
    const { ana, second, third } = await memberWithThreeProfiles();
    const res = await call(ctx, 'PUT', `/api/job-preferences/${second.id}/active`, {
      cookie: ana.cookie,
      body: { isActive: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive])).toEqual([
      ['Perfil 2', true],
      ['Perfil 3', false],
      ['Perfil Principal', false],
    ]);
    expect(await activeRows(ana.id)).toHaveLength(1);

    await call(ctx, 'PUT', `/api/job-preferences/${third.id}/active`, {
      cookie: ana.cookie,
      body: { isActive: true },
    });
    expect((await activeRows(ana.id)).map((r) => r.id)).toEqual([third.id]);

    const off = await call(ctx, 'PUT', `/api/job-preferences/${third.id}/active`, {
      cookie: ana.cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(await activeRows(ana.id)).toHaveLength(0);
  });

  it('refuses to delete her active profile (409) and deletes an inactive one', async () => {
    const { ana, principal: active, second: inactive } = await memberWithThreeProfiles();
    const refused = await call(ctx, 'DELETE', `/api/job-preferences/${active.id}`, { cookie: ana.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(MSG.preferences.activeCannotBeRemoved);
    expect((await list(ana)).map((p) => p.id)).toContain(active.id);

    const res = await call(ctx, 'DELETE', `/api/job-preferences/${inactive.id}`, { cookie: ana.cookie });
    expect(res.status).toBe(204);
    expect((await list(ana)).map((p) => p.id)).not.toContain(inactive.id);
  });

  it('updates the answers of her own profile without touching its active flag', async () => {
    const { ana, principal: active } = await memberWithThreeProfiles();
    const res = await call(ctx, 'PUT', `/api/job-preferences/${active.id}`, {
      cookie: ana.cookie,
      body: preferenceEntry({
        name: 'Só remoto',
        preferredWorkModels: ['Remoto'],
        preferredRoles: [roleIds[0]!],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: active.id,
      name: 'Só remoto',
      isActive: true,
      preferredWorkModels: ['Remoto'],
    });
  });

  it('validates the wizard: country, salary range, enums and catalogue references', async () => {
    const ana = await createMember(ctx, 'Ana Preferências');
    const noCountry = await create(
      ana,
      preferenceEntry({ preferredLocations: [{ country: ' ', state: 'RJ', city: 'Niterói' }] }),
    );
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.error.fields['preferredLocations.0.country']).toBe('Informe o país.');

    const range = await create(ana, preferenceEntry({ minSalary: 9000, maxSalary: 5000 }));
    expect(range.body.error.fields.maxSalary).toBe('O salário máximo deve ser maior que o mínimo.');
    expect(Object.keys((await create(ana, preferenceEntry({ minSalary: -1 }))).body.error.fields)).toEqual([
      'minSalary',
    ]);
    expect((await create(ana, preferenceEntry({ maxSalary: 1e12 }))).status).toBe(400);
    expect((await create(ana, { ...preferenceEntry(), preferredWorkModels: ['Na praia'] })).status).toBe(400);
    expect((await create(ana, preferenceEntry({ name: '' }))).body.error.fields.name).toBe(
      MSG.common.required,
    );

    const unknownRole = await create(ana, preferenceEntry({ preferredRoles: [roleIds[0]!, 999999] }));
    expect(unknownRole.status).toBe(400);
    expect(Object.keys(unknownRole.body.error.fields)).toEqual(['preferredRoles.1']);
    const unknownState = await create(
      ana,
      preferenceEntry({ preferredLocations: [{ country: 'Brasil', state: 'XX', city: null }] }),
    );
    expect(Object.keys(unknownState.body.error.fields)).toEqual(['preferredLocations.0.state']);
    expect(await list(ana)).toEqual([]);
  });

  it("answers 404 for another member's profile and leaves it unchanged", async () => {
    const { ana } = await memberWithThreeProfiles();
    const bia = await createMember(ctx, 'Bia Preferências');
    const own = await create(bia, preferenceEntry({ name: 'Da Bia' }));
    const id = own.body.id as string;
    const attempts = [
      ['PUT', `/api/job-preferences/${id}`, preferenceEntry({ name: 'Invadido' })],
      ['PUT', `/api/job-preferences/${id}/active`, { isActive: false }],
      ['DELETE', `/api/job-preferences/${id}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await call(ctx, method, path, { body, cookie: ana.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await ctx.db.select().from(userJobPreferences).where(eq(userJobPreferences.id, id));
    expect(row).toMatchObject({ name: 'Da Bia', isActive: true });
    // Activating her own profile never touches Bia's.
    const [anaProfile] = await list(ana);
    await call(ctx, 'PUT', `/api/job-preferences/${anaProfile!.id}/active`, {
      cookie: ana.cookie,
      body: { isActive: true },
    });
    expect(await activeRows(bia.id)).toHaveLength(1);
    expect((await call(ctx, 'DELETE', '/api/job-preferences/abc', { cookie: ana.cookie })).status).toBe(404);
  });
});
