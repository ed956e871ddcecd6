import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALENT_ERRORS } from '../../../domain/copy/talent.js';
import { PRIVACY_DEFAULTS } from '../../../domain/rules/privacy.js';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { memberRow, send } from '../chat/fixtures.js';
import { insertCompany, makePlatformAdmin } from '../companies/fixtures.js';
import {
  addJob,
  addPreference,
  block,
  catalogue,
  contactTalent,
  optIn,
  searchTalent,
  setProfile,
  viewTalent,
} from './fixtures.js';

// 'Encontrar uma profissional': who may search (company staff only), who is found (opted in,
// not suspended, no block), the filters, her privacy in the results, contact in the company's
// name, and 'Empresas que viram seu perfil'. The rate limits: talent-limits.test.ts.

let ctx: TestContext;
let boss: TestMember; // admin of Acme
let editor: TestMember; // editor of Acme
let stranger: TestMember; // a member, staff of no company
let platformAdmin: TestMember; // platform administrator, not staff of Acme
let ana: TestMember; // opted in: SP, Python, senior, Remoto, a language, a role
let bia: TestMember; // opted in: hides her city, Figma, junior, Presencial
let carla: TestMember; // not opted in (same profile as Ana)
let dani: TestMember; // opted in, blocked the admin
let eva: TestMember; // opted in, suspended
let acme: { id: string; name: string };
let cat: Awaited<ReturnType<typeof catalogue>>;

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((item) => item.id).sort();
const sorted = (...members: TestMember[]) => members.map((m) => m.id).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  [boss, editor, stranger, platformAdmin, ana, bia, carla, dani, eva] = await Promise.all([
    createMember(ctx, 'Beatriz Chefe'),
    createMember(ctx, 'Eduarda Editora'),
    createMember(ctx, 'Sofia Estranha'),
    createMember(ctx, 'Paula Plataforma'),
    createMember(ctx, 'Ana Talento'),
    createMember(ctx, 'Bia Talento'),
    createMember(ctx, 'Carla Reservada'),
    createMember(ctx, 'Dani Bloqueou'),
    createMember(ctx, 'Eva Suspensa'),
  ]);
  acme = await insertCompany(ctx, boss, { staff: [{ user: editor, role: 'editor' }] });
  await makePlatformAdmin(ctx, platformAdmin);
  cat = await catalogue(ctx);

  for (const m of [ana, carla, dani, eva]) {
    await setProfile(ctx, m, {
      state: 'SP',
      city: 'São Paulo',
      skills: ['Python'],
      languages: [{ idioma_id: cat.languageId, nivel: 'fluente' }],
    });
    await addJob(ctx, m, 7, cat.role.name);
    await addPreference(ctx, m, { workModels: ['Remoto'], roles: [cat.role.id] });
  }
  await setProfile(ctx, bia, { state: 'RJ', city: 'Rio de Janeiro', skills: ['Figma'] });
  await addJob(ctx, bia, 1);
  await addPreference(ctx, bia, { workModels: ['Presencial'] });
  const hidden = await call(ctx, 'PUT', '/api/me/privacy', {
    cookie: bia.cookie,
    body: { ...PRIVACY_DEFAULTS, city: 'nobody' },
  });
  expect(hidden.status).toBe(200);

  for (const m of [ana, bia, dani, eva]) expect((await optIn(ctx, m)).status).toBe(200);
  await block(ctx, dani, boss);
  await ctx.db.execute(sql`update user_profile set suspended_until = 'infinity' where id = ${eva.id}`);
});
afterAll(() => ctx?.close());

describe('her opt-in (Configurações → Privacidade)', () => {
  it('is off by default, and hers to turn on and off', async () => {
    const read = await call(ctx, 'GET', '/api/me/privacy/talent-search', { cookie: carla.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ enabled: false });
    expect((await optIn(ctx, ana)).body).toEqual({ enabled: true });
    expect((await call(ctx, 'GET', '/api/me/privacy/talent-search')).status).toBe(401);
    const bad = await call(ctx, 'PUT', '/api/me/privacy/talent-search', {
      cookie: carla.cookie,
      body: { enabled: 'sim' },
    });
    expect(bad.status).toBe(400);
  });

  it('leaves her other privacy choices as they were', async () => {
    const privacy = await call(ctx, 'GET', '/api/me/privacy', { cookie: bia.cookie });
    expect(privacy.body).toEqual({ ...PRIVACY_DEFAULTS, city: 'nobody' });
  });
});

describe('who may search', () => {
  it('lets the company staff search, never a member who is not staff nor a visitor', async () => {
    expect((await searchTalent(ctx, undefined, acme.id)).status).toBe(401);
    expect((await searchTalent(ctx, stranger, acme.id)).status).toBe(403);
    // A platform administrator is not special: she is not staff of the company.
    expect((await searchTalent(ctx, platformAdmin, acme.id)).status).toBe(403);
    expect((await searchTalent(ctx, boss, crypto.randomUUID())).status).toBe(404);
    for (const staff of [boss, editor]) expect((await searchTalent(ctx, staff, acme.id)).status).toBe(200);
  });

  it('gives the staff the searchTalent flag on the company, and nobody else', async () => {
    const flag = async (who: TestMember) =>
      (await call(ctx, 'GET', `/api/companies/${acme.id}`, { cookie: who.cookie })).body.viewer
        .canSearchTalent;
    expect(await flag(boss)).toBe(true);
    expect(await flag(editor)).toBe(true);
    expect(await flag(stranger)).toBe(false);
    expect(await flag(platformAdmin)).toBe(false);
  });
});

describe('who is found', () => {
  it('finds only opted-in members, never a suspended one nor one a block stands between', async () => {
    // Carla did not opt in; Eva is suspended; Dani blocked the admin (but not the editor).
    expect(ids(await searchTalent(ctx, boss, acme.id))).toEqual(sorted(ana, bia));
    expect(ids(await searchTalent(ctx, editor, acme.id))).toEqual(sorted(ana, bia, dani));
  });

  it('loses her once she turns it off, and finds her again when she turns it back on', async () => {
    await optIn(ctx, bia, false);
    expect(ids(await searchTalent(ctx, boss, acme.id))).toEqual(sorted(ana));
    await optIn(ctx, bia, true);
    expect(ids(await searchTalent(ctx, boss, acme.id))).toEqual(sorted(ana, bia));
  });

  it('shows what her privacy allows: never e-mail nor phone, her city only when shown', async () => {
    const { items } = (await searchTalent(ctx, boss, acme.id)).body;
    const byId = new Map(items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(ana.id)).toMatchObject({
      fullName: 'Ana Talento',
      state: 'SP',
      city: 'São Paulo',
      skills: ['Python'],
      seniority: 'senior',
      languages: [expect.objectContaining({ level: expect.any(String) })],
    });
    expect(byId.get(bia.id)).toMatchObject({ state: null, city: null, seniority: 'junior' });
    const json = JSON.stringify(items);
    expect(json).not.toContain(ana.email);
    expect(json).not.toContain('"email"');
    expect(json).not.toContain('"phone"');
  });

  it('pages newest opt-in first with a cursor', async () => {
    const first = await searchTalent(ctx, editor, acme.id, 'limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await searchTalent(ctx, editor, acme.id, `limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...second.body.items].map((i: { id: string }) => i.id).sort();
    expect(all).toEqual(sorted(ana, bia, dani));
    expect((await searchTalent(ctx, editor, acme.id, 'cursor=lixo')).status).toBe(400);
  });
});

describe('filters', () => {
  const found = async (query: string) => ids(await searchTalent(ctx, boss, acme.id, query));

  it('by skill (accents and case aside), UF, city, seniority, language, work model, role and area', async () => {
    expect(await found('skill=python')).toEqual(sorted(ana));
    expect(await found('skill=FIGMA')).toEqual(sorted(bia));
    expect(await found('state=SP')).toEqual(sorted(ana));
    expect(await found('state=sp&city=sao%20paulo')).toEqual(sorted(ana));
    expect(await found('seniority=senior')).toEqual(sorted(ana));
    expect(await found('seniority=junior')).toEqual(sorted(bia));
    expect(await found('seniority=pleno')).toEqual([]);
    expect(await found(`languageId=${cat.languageId}`)).toEqual(sorted(ana));
    expect(await found('workModel=Remoto')).toEqual(sorted(ana));
    expect(await found('workModel=Presencial')).toEqual(sorted(bia));
    expect(await found(`roleId=${cat.role.id}`)).toEqual(sorted(ana));
    expect(await found(`sectorId=${cat.role.sector_id}`)).toEqual(sorted(ana));
    expect(await found('skill=python&workModel=Presencial')).toEqual([]);
  });

  it('never matches a place she hides (her city privacy)', async () => {
    expect(await found('state=RJ')).toEqual([]);
  });

  it('answers 400 to a malformed filter', async () => {
    expect((await searchTalent(ctx, boss, acme.id, 'state=São')).status).toBe(400);
    expect((await searchTalent(ctx, boss, acme.id, 'seniority=estagiaria')).status).toBe(400);
    expect((await searchTalent(ctx, boss, acme.id, 'workModel=Lua')).status).toBe(400);
  });

  it('reads the page in a fixed number of statements, however many results', async () => {
    // Two (one with languages) against three: the same statements, the languages read in one batch.
    const one = await countQueries(ctx.db, () => searchTalent(ctx, editor, acme.id, 'limit=2'));
    const all = await countQueries(ctx.db, async () => {
      expect((await searchTalent(ctx, editor, acme.id)).body.items).toHaveLength(3);
    });
    expect(all).toBe(one);
  });
});

describe('contact in the company’s name', () => {
  it('opens a message request in her Solicitações, "Em nome de" the company', async () => {
    const res = await contactTalent(ctx, boss, acme.id, ana.id);
    expect(res.status).toBe(201);
    expect(res.body.context).toEqual({ kind: 'company', companyId: acme.id, title: acme.name });
    const id = res.body.id as string;
    expect((await send(ctx, boss, id, { body: 'Olá, Ana! Temos uma vaga.' })).status).toBe(201);
    expect((await memberRow(ctx, id, ana.id))?.state).toBe('request');
    const requests = await call(ctx, 'GET', '/api/chat/conversations?folder=requests', {
      cookie: ana.cookie,
    });
    expect(requests.body.items.map((c: { id: string }) => c.id)).toContain(id);
    const mine = requests.body.items.find((c: { id: string }) => c.id === id);
    expect(mine.context).toEqual({ kind: 'company', companyId: acme.id, title: acme.name });
    // The same conversation the second time.
    const again = await contactTalent(ctx, boss, acme.id, ana.id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
  });

  it('refuses a member who is not findable: not opted in, blocked, suspended, unknown', async () => {
    const notFound = { error: { code: 'not_found', message: TALENT_ERRORS.notFound } };
    for (const member of [carla, dani, eva]) {
      const res = await contactTalent(ctx, boss, acme.id, member.id);
      expect(res.status, member.id).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await contactTalent(ctx, boss, acme.id, 'nao-e-um-id')).status).toBe(404);
    expect((await contactTalent(ctx, stranger, acme.id, ana.id)).status).toBe(403);
    expect((await contactTalent(ctx, undefined, acme.id, ana.id)).status).toBe(401);
  });
});

describe('Empresas que viram seu perfil', () => {
  it('lists the company that looked, once a day, and never who of the staff', async () => {
    expect((await viewTalent(ctx, editor, acme.id, bia.id)).status).toBe(204);
    expect((await viewTalent(ctx, boss, acme.id, bia.id)).status).toBe(204);
    expect((await viewTalent(ctx, stranger, acme.id, bia.id)).status).toBe(403);
    expect((await viewTalent(ctx, boss, acme.id, carla.id)).status).toBe(404);
    const res = await call(ctx, 'GET', '/api/me/privacy/profile-views', { cookie: bia.cookie });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ company: { id: acme.id, name: acme.name } });
    expect(res.body.items[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.nextCursor).toBeNull();
    const json = JSON.stringify(res.body);
    for (const staff of [boss, editor]) {
      expect(json).not.toContain(staff.id);
      expect(json).not.toContain(staff.email);
    }
    expect(json).not.toContain('Chefe');
    expect(json).not.toContain('Editora');
  });

  it('records a search that showed her card', async () => {
    const other = await insertCompany(ctx, editor);
    const seen = async () =>
      (await call(ctx, 'GET', '/api/me/privacy/profile-views', { cookie: bia.cookie })).body.items.map(
        (v: { company: { id: string } }) => v.company.id,
      );
    expect(await seen()).not.toContain(other.id);
    const found = await call(ctx, 'GET', `/api/companies/${other.id}/talent`, { cookie: editor.cookie });
    expect(found.status).toBe(200);
    expect(found.body.items.map((i: { id: string }) => i.id)).toContain(bia.id);
    expect(await seen()).toContain(other.id);
  });

  it('records a contact too, and lists newest first with a cursor', async () => {
    const other = await insertCompany(ctx, editor);
    await ctx.db.execute(
      sql`update company_profile_views set viewed_at = viewed_at - interval '1 hour' where member_id = ${ana.id}`,
    );
    expect((await viewTalent(ctx, editor, other.id, ana.id)).status).toBe(204);
    const res = await call(ctx, 'GET', '/api/me/privacy/profile-views', { cookie: ana.cookie });
    const companies = res.body.items.map((v: { company: { id: string } }) => v.company.id);
    expect(companies[0]).toBe(other.id);
    expect(companies).toContain(acme.id);
    expect((await call(ctx, 'GET', '/api/me/privacy/profile-views')).status).toBe(401);
    const [count] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from company_profile_views
          where member_id = ${ana.id} and company_id in (${acme.id}, ${other.id})`,
    );
    expect(count?.n).toBe(2);
  });
});
