import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAL_CRITERIA_VERSION } from '../../../domain/limits.js';
import { queryRows } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { forbiddenBody, insertCompany, makePlatformAdmin } from './fixtures.js';
import { SEALED_COMPANIES_DEFAULT, SEALED_COMPANIES_MAX, sealedStatement } from './seal.js';

// The diversity seal: granted and revoked by platform administrators only, listed publicly.

let ctx: TestContext;
let platform: TestMember;
let owner: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await createMember(ctx, 'Paula Plataforma');
  owner = await createMember(ctx, 'Olga Dona');
  await makePlatformAdmin(ctx, platform);
});
afterAll(() => ctx?.close());

const seal = (who: TestMember, id: string, body?: unknown) =>
  call(ctx, 'PUT', `/api/companies/${id}/seal`, { cookie: who.cookie, body });
const unseal = (who: TestMember, id: string) =>
  call(ctx, 'DELETE', `/api/companies/${id}/seal`, { cookie: who.cookie });
const sealed = (query = '') => call(ctx, 'GET', `/api/companies/sealed${query}`);
const sealRow = async (id: string) => {
  const [row] = await ctx.db
    .select({
      at: companies.sealGrantedAt,
      version: companies.sealCriteriaVersion,
      by: companies.sealGrantedBy,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row!;
};

describe('PUT and DELETE /api/companies/{id}/seal', () => {
  it('refuses a platform administrator without two-factor sign-in, and tells her where to turn it on', async () => {
    const withoutCode = await createMember(ctx, 'Alice Sem Código');
    await makePlatformAdmin(ctx, withoutCode, { twoFactor: false });
    const acme = await insertCompany(ctx, owner);
    for (const res of [await seal(withoutCode, acme.id), await unseal(withoutCode, acme.id)]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('two_factor_required');
      expect(res.body.error.message).toMatch(/Configurações → Segurança/);
    }
    expect(await sealRow(acme.id)).toMatchObject({ at: null, by: null });
  });

  it('grants the seal now against the published criteria (no body), by whom; renews; revokes', async () => {
    const acme = await insertCompany(ctx, owner);
    const startedAt = Date.now();
    const granted = await seal(platform, acme.id);
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toBe('private, no-store');
    expect(granted.body.seal).toEqual({
      grantedAt: expect.any(String),
      criteriaVersion: SEAL_CRITERIA_VERSION,
    });
    expect(Date.parse(granted.body.seal.grantedAt)).toBeGreaterThanOrEqual(startedAt - 5000);
    expect(granted.body.viewer).toMatchObject({ role: null, canSeal: true });
    expect(await sealRow(acme.id)).toMatchObject({ version: SEAL_CRITERIA_VERSION, by: platform.id });

    // The company's admin sees the seal but cannot touch it.
    const seen = await call(ctx, 'GET', `/api/companies/${acme.id}`, { cookie: owner.cookie });
    expect(seen.body).toMatchObject({ seal: granted.body.seal, viewer: { role: 'admin', canSeal: false } });

    const renewed = await seal(platform, acme.id, { criteriaVersion: ' 2027.1 ' });
    expect(renewed.body.seal.criteriaVersion).toBe('2027.1');
    expect(Date.parse(renewed.body.seal.grantedAt)).toBeGreaterThanOrEqual(
      Date.parse(granted.body.seal.grantedAt),
    );
    expect((await seal(platform, acme.id, { criteriaVersion: '' })).status).toBe(400);
    expect((await seal(platform, acme.id, { criteriaVersion: 'x'.repeat(21) })).status).toBe(400);

    const revoked = await unseal(platform, acme.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.seal).toBeNull();
    expect(await sealRow(acme.id)).toEqual({ at: null, version: null, by: null });
    // Revoking again is no error.
    expect((await unseal(platform, acme.id)).status).toBe(200);
  });

  it('is never self-declared: the company’s own admin is refused and nothing changes', async () => {
    const acme = await insertCompany(ctx, owner);
    const before = await sealRow(acme.id);
    for (const res of [await seal(owner, acme.id), await unseal(owner, acme.id)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbiddenBody);
    }
    expect(await sealRow(acme.id)).toEqual(before);
  });
});

describe('GET /api/companies/sealed', () => {
  it('lists active sealed companies, newest seal first, publicly, in the carousel shape', async () => {
    const older = await insertCompany(ctx, owner, {
      name: 'Selo Antigo',
      sealedAt: new Date('2030-01-01T00:00:00Z'),
      website: 'https://antigo.exemplo',
    });
    const newer = await insertCompany(ctx, owner, {
      name: 'Selo Novo',
      sealedAt: new Date('2030-06-01T00:00:00Z'),
    });
    await insertCompany(ctx, owner, {
      name: 'Selo Inativo',
      sealedAt: new Date('2030-07-01T00:00:00Z'),
      isActive: false,
    });
    await insertCompany(ctx, owner, { name: 'Sem Selo' });

    const res = await sealed();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.slice(0, 2)).toEqual([
      {
        id: newer.id,
        name: 'Selo Novo',
        description: 'Empresa de teste',
        industry: null,
        logoUrl: null,
        website: null,
      },
      {
        id: older.id,
        name: 'Selo Antigo',
        description: 'Empresa de teste',
        industry: null,
        logoUrl: null,
        website: 'https://antigo.exemplo',
      },
    ]);
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Selo Inativo');
    expect(names).not.toContain('Sem Selo');
  });

  it('answers 12 by default and at most 50; other limits are refused', async () => {
    for (let i = 0; i < SEALED_COMPANIES_MAX + 2; i++) {
      await insertCompany(ctx, owner, { sealedAt: new Date(Date.UTC(2029, 0, 1, 0, 0, i)) });
    }
    expect((await sealed()).body).toHaveLength(SEALED_COMPANIES_DEFAULT);
    expect((await sealed('?limit=3')).body).toHaveLength(3);
    expect((await sealed(`?limit=${SEALED_COMPANIES_MAX}`)).body).toHaveLength(SEALED_COMPANIES_MAX);
    for (const limit of ['0', String(SEALED_COMPANIES_MAX + 1), 'muitos']) {
      expect((await sealed(`?limit=${limit}`)).status, limit).toBe(400);
    }
  });

  it('reads the list off companies_sealed_idx', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      // A few dozen rows would be scanned whole; the point is that the index CAN serve it.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(tx, sql`explain ${sealedStatement(tx, 12)}`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/companies_sealed_idx/);
  });
});
