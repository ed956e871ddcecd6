import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { professionalExperience } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { experienceEntry } from './fixtures.js';

// Each test signs up the members it needs and saves their rows itself: none relies on another's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const newAna = () => createMember(ctx, 'Ana Experiência');
const newBia = () => createMember(ctx, 'Bia Experiência');

const save = (member: TestMember | null, entries: unknown[]) =>
  call(ctx, 'PUT', '/api/experiences', { body: { entries }, cookie: member?.cookie });

const rowsOf = (userId: string) =>
  ctx.db.select().from(professionalExperience).where(eq(professionalExperience.userId, userId));

/** Three jobs, saved out of order: one current, two finished. */
const THREE_JOBS = [
  experienceEntry({ company: 'Antiga', startMonth: '2015-01', endMonth: '2016-02' }),
  experienceEntry({ company: 'Atual', startMonth: '2022-09', endMonth: '2023-01', isCurrent: true }),
  experienceEntry({ company: 'Meio', startMonth: '2018-05', salary: null }),
];

async function fieldsFor(member: TestMember, entry: unknown) {
  const res = await save(member, [entry]);
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('invalid_input');
  expect(res.body.error.message).toBe(MSG.common.invalidInput);
  return res.body.error.fields as Record<string, string>;
}

describe('experience', () => {
  it('answers 401 to a visitor on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/experiences'],
      ['PUT', '/api/experiences'],
      ['DELETE', '/api/experiences/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(ctx, method, path, { body: method === 'PUT' ? { entries: [] } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it('saves new rows, stores months as first days, and lists them by start date, newest first', async () => {
    const ana = await newAna();
    const res = await save(ana, THREE_JOBS);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { company: string }) => e.company)).toEqual(['Atual', 'Meio', 'Antiga']);
    expect(res.body[0]).toMatchObject({
      company: 'Atual',
      startMonth: '2022-09',
      endMonth: null, // ticking "current" clears the end date
      isCurrent: true,
      salary: 8500.5,
      contractType: 'CLT',
      workModel: 'Híbrido',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
    });
    expect(res.body[1].salary).toBeNull();
    expect(res.body[0].id).toEqual(expect.any(String));

    const rows = await rowsOf(ana.id);
    expect(rows.find((r) => r.company === 'Antiga')).toMatchObject({
      startDate: '2015-01-01',
      endDate: '2016-02-01',
      salary: '8500.50',
    });

    const list = await call(ctx, 'GET', '/api/experiences', { cookie: ana.cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual(res.body);
  });

  it('updates rows with an id, inserts rows without, and keeps rows left out', async () => {
    const ana = await newAna();
    const before = (await save(ana, THREE_JOBS)).body;
    const atual = before.find((e: { company: string }) => e.company === 'Atual');
    const res = await save(ana, [
      { ...atual, role: 'Gerente de Dados', salary: 12000 },
      experienceEntry({ company: 'Nova', startMonth: '2024-02', endMonth: null, isCurrent: true }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { company: string }) => e.company)).toEqual(['Nova', 'Atual', 'Meio', 'Antiga']);
    expect(res.body[1]).toMatchObject({ id: atual.id, role: 'Gerente de Dados', salary: 12000 });
  });

  it('refuses invalid months with the spec messages, keyed by the row path', async () => {
    const ana = await newAna();
    expect((await fieldsFor(ana, experienceEntry({ startMonth: '2024-' })))['entries.0.startMonth']).toBe(
      'Data de início inválida',
    );
    expect((await fieldsFor(ana, experienceEntry({ startMonth: null })))['entries.0.startMonth']).toBe(
      'Data de início inválida',
    );
    expect((await fieldsFor(ana, experienceEntry({ endMonth: '2023-13' })))['entries.0.endMonth']).toBe(
      'Data de término inválida',
    );
    expect(
      (await fieldsFor(ana, experienceEntry({ startMonth: '2023-05', endMonth: '2022-01' })))[
        'entries.0.endMonth'
      ],
    ).toBe('Data de término inválida');
    const second = await save(ana, [experienceEntry(), experienceEntry({ startMonth: '20-01' })]);
    expect(second.body.error.fields['entries.1.startMonth']).toBe('Data de início inválida');
  });

  it('requires company, role, contract type, work model, country, state and city', async () => {
    const ana = await newAna();
    const [kept] = (await save(ana, [experienceEntry({ company: 'Já salva' })])).body;
    const fields = await fieldsFor(
      ana,
      experienceEntry({ company: ' ', role: '', country: '', state: '', city: '  ' }),
    );
    for (const key of ['company', 'role', 'country', 'state', 'city'])
      expect(fields[`entries.0.${key}`], key).toBe(MSG.common.required);
    const enums = await fieldsFor(ana, { ...experienceEntry(), contractType: undefined, workModel: 'Lua' });
    expect(Object.keys(enums)).toEqual(
      expect.arrayContaining(['entries.0.contractType', 'entries.0.workModel']),
    );
    expect(Object.keys(await fieldsFor(ana, experienceEntry({ salary: -1 })))).toEqual(['entries.0.salary']);
    expect(Object.keys(await fieldsFor(ana, experienceEntry({ salary: 1e13 })))).toEqual([
      'entries.0.salary',
    ]);
    // Nothing refused was saved: her one row is as it was.
    expect((await rowsOf(ana.id)).map((r) => r.id)).toEqual([kept.id]);
  });

  it("answers 404 for another member's row and saves nothing of the batch", async () => {
    const [ana, bia] = [await newAna(), await newBia()];
    await save(ana, [experienceEntry({ company: 'Da Ana' })]);
    const biaSaved = await save(bia, [experienceEntry({ company: 'Da Bia' })]);
    const biaRow = biaSaved.body[0];
    const before = await rowsOf(ana.id);

    const res = await save(ana, [
      experienceEntry({ company: 'Inserida antes do erro' }),
      { ...experienceEntry({ company: 'Roubada' }), id: biaRow.id },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.error.fields).toEqual({ 'entries.1.id': MSG.common.notFound });

    expect(await rowsOf(ana.id)).toEqual(before);
    const [biaAfter] = await rowsOf(bia.id);
    expect(biaAfter).toMatchObject({ id: biaRow.id, company: 'Da Bia' });
  });

  it('deletes her own row only', async () => {
    const [ana, bia] = [await newAna(), await newBia()];
    await save(ana, THREE_JOBS);
    const [biaRow] = (await save(bia, [experienceEntry({ company: 'Da Bia' })])).body;
    const theft = await call(ctx, 'DELETE', `/api/experiences/${biaRow!.id}`, { cookie: ana.cookie });
    expect(theft.status).toBe(404);
    expect(await rowsOf(bia.id)).toHaveLength(1);

    expect((await call(ctx, 'DELETE', '/api/experiences/nao-e-um-id', { cookie: ana.cookie })).status).toBe(
      404,
    );

    const [own] = await rowsOf(ana.id);
    const res = await call(ctx, 'DELETE', `/api/experiences/${own!.id}`, { cookie: ana.cookie });
    expect(res.status).toBe(204);
    expect((await rowsOf(ana.id)).map((r) => r.id)).not.toContain(own!.id);
    const again = await call(ctx, 'DELETE', `/api/experiences/${own!.id}`, { cookie: ana.cookie });
    expect(again.status).toBe(404);
  });
});

// Issue 22: the page saves the one item she edited.
describe('experience, one item at a time', () => {
  const create = (member: TestMember | null, entry: unknown) =>
    call(ctx, 'POST', '/api/experiences', { body: entry, cookie: member?.cookie });
  const update = (member: TestMember | null, id: string, entry: unknown) =>
    call(ctx, 'PUT', `/api/experiences/${id}`, { body: entry, cookie: member?.cookie });

  it('answers 401 to a visitor', async () => {
    expect((await create(null, experienceEntry())).status).toBe(401);
    expect((await update(null, '00000000-0000-4000-8000-000000000000', experienceEntry())).status).toBe(401);
  });

  it('adds one row (ignoring any id sent) and answers her whole list', async () => {
    const [ana, bia] = [await newAna(), await newBia()];
    const [biaRow] = (await save(bia, [experienceEntry({ company: 'Da Bia' })])).body;
    await save(ana, [experienceEntry({ company: 'Antiga', startMonth: '2015-01', endMonth: '2016-01' })]);
    const res = await create(ana, {
      ...experienceEntry({ company: 'Nova', startMonth: '2020-01' }),
      id: biaRow.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.map((e: { company: string }) => e.company)).toEqual(['Nova', 'Antiga']);
    expect(res.body[0].id).not.toBe(biaRow.id);
    expect((await rowsOf(bia.id))[0]).toMatchObject({ id: biaRow.id, company: 'Da Bia' });
  });

  it('replaces one of her rows and leaves the others as they were', async () => {
    const ana = await newAna();
    const before = (await save(ana, THREE_JOBS)).body;
    const meio = before.find((e: { company: string }) => e.company === 'Meio');
    const res = await update(ana, meio.id, { ...experienceEntry({ company: 'Meio' }), role: 'Coordenadora' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body.find((e: { id: string }) => e.id === meio.id)).toMatchObject({ role: 'Coordenadora' });
    const others = (list: { id: string }[]) => list.filter((e) => e.id !== meio.id);
    expect(others(res.body)).toEqual(others(before));
  });

  it('refuses an invalid row with messages keyed by field, saving nothing', async () => {
    const ana = await newAna();
    const res = await create(ana, experienceEntry({ startMonth: '2023-05', endMonth: '2022-01', city: ' ' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      endMonth: MSG.experience.invalidEnd,
      city: MSG.common.required,
    });
    expect((await create(ana, experienceEntry({ salary: 1e13 }))).body.error.fields).toHaveProperty('salary');
    expect(await rowsOf(ana.id)).toHaveLength(0);
  });

  it("answers 404 for another member's row, an unknown one or a malformed id", async () => {
    const [ana, bia] = [await newAna(), await newBia()];
    const [biaRow] = (await save(bia, [experienceEntry({ company: 'Da Bia' })])).body;
    for (const id of [biaRow.id, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const res = await update(ana, id, experienceEntry({ company: 'Roubada' }));
      expect(res.status, id).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: MSG.common.notFound });
    }
    expect((await rowsOf(bia.id))[0]).toMatchObject({ company: 'Da Bia' });
    expect(await rowsOf(ana.id)).toHaveLength(0);
  });
});
