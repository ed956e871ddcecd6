import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { education } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { educationEntry } from './fixtures.js';

// Each test signs up the members it needs and saves their rows itself: none relies on another's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const save = (member: TestMember | null, entries: unknown[]) =>
  call(ctx, 'PUT', '/api/education', { body: { entries }, cookie: member?.cookie });

const rowsOf = (userId: string) => ctx.db.select().from(education).where(eq(education.userId, userId));

/** Four courses, saved out of order: one current, three finished at different times. */
const FOUR_COURSES = [
  educationEntry({ institution: 'Antiga', startMonth: '2008-02', endMonth: '2011-12' }),
  educationEntry({ institution: 'Recente', startMonth: '2019-03', endMonth: '2020-07' }),
  educationEntry({
    institution: 'Atual',
    degreeLevel: 'mestrado',
    startMonth: '2023-03',
    endMonth: '2025-01',
    isCurrent: true,
    completed: true,
  }),
  educationEntry({ institution: 'Meio', startMonth: '2012-02', endMonth: '2016-06' }),
];

async function fieldsFor(member: TestMember, entry: unknown) {
  const res = await save(member, [entry]);
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('invalid_input');
  return res.body.error.fields as Record<string, string>;
}

describe('education', () => {
  it('answers 401 to a visitor on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/education'],
      ['PUT', '/api/education'],
      ['DELETE', '/api/education/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(ctx, method, path, { body: method === 'PUT' ? { entries: [] } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('saves rows and lists current courses first, then by end date, most recent first', async () => {
    const ana = await createMember(ctx, 'Ana Educação');
    const res = await save(ana, FOUR_COURSES);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { institution: string }) => e.institution)).toEqual([
      'Atual',
      'Recente',
      'Meio',
      'Antiga',
    ]);
    // Ticking "current" clears the end date and "Concluído".
    expect(res.body[0]).toMatchObject({
      degreeLevel: 'mestrado',
      startMonth: '2023-03',
      endMonth: null,
      isCurrent: true,
      completed: false,
    });
    const rows = await rowsOf(ana.id);
    expect(rows.find((r) => r.institution === 'Recente')).toMatchObject({
      startDate: '2019-03-01',
      endDate: '2020-07-01',
    });
    expect((await call(ctx, 'GET', '/api/education', { cookie: ana.cookie })).body).toEqual(res.body);
  });

  it('updates rows with an id and inserts the others in one save', async () => {
    const ana = await createMember(ctx, 'Ana Educação');
    const [current] = (await save(ana, FOUR_COURSES)).body;
    expect(current).toMatchObject({ institution: 'Atual', isCurrent: true });
    const res = await save(ana, [
      { ...current, isCurrent: false, endMonth: '2025-02', completed: true },
      educationEntry({ institution: 'MBA', degreeLevel: 'MBA', startMonth: '2025-03', endMonth: null }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.find((e: { id: string }) => e.id === current.id)).toMatchObject({
      endMonth: '2025-02',
      completed: true,
    });
    expect(res.body).toHaveLength(5);
  });

  it('refuses invalid dates with the spec messages and requires the spec fields', async () => {
    const ana = await createMember(ctx, 'Ana Educação');
    const [kept] = (await save(ana, [educationEntry({ institution: 'Já salva' })])).body;
    expect((await fieldsFor(ana, educationEntry({ startMonth: '2024' })))['entries.0.startMonth']).toBe(
      'Data de início inválida',
    );
    expect((await fieldsFor(ana, educationEntry({ endMonth: '2024-1' })))['entries.0.endMonth']).toBe(
      'Data de conclusão inválida',
    );
    expect(
      (await fieldsFor(ana, educationEntry({ startMonth: '2020-05', endMonth: '2019-01' })))[
        'entries.0.endMonth'
      ],
    ).toBe('Data de conclusão inválida');
    const required = await fieldsFor(ana, educationEntry({ institution: '', field: ' ' }));
    expect(required['entries.0.institution']).toBe(MSG.common.required);
    expect(required['entries.0.field']).toBe(MSG.common.required);
    expect(Object.keys(await fieldsFor(ana, { ...educationEntry(), degreeLevel: 'pós-graduação' }))).toEqual([
      'entries.0.degreeLevel',
    ]);
    // Nothing refused was saved: her one row is as it was.
    expect((await rowsOf(ana.id)).map((r) => r.id)).toEqual([kept.id]);
  });

  it("answers 404 for another member's row and saves nothing of the batch", async () => {
    const ana = await createMember(ctx, 'Ana Educação');
    const bia = await createMember(ctx, 'Bia Educação');
    await save(ana, [educationEntry({ institution: 'Da Ana' })]);
    const [biaRow] = (await save(bia, [educationEntry({ institution: 'Da Bia' })])).body;
    const before = await rowsOf(ana.id);
    const res = await save(ana, [
      educationEntry({ institution: 'Não deve entrar' }),
      { ...educationEntry({ institution: 'Roubada' }), id: biaRow.id },
    ]);
    expect(res.status).toBe(404);
    expect(await rowsOf(ana.id)).toEqual(before);
    expect((await rowsOf(bia.id))[0]).toMatchObject({ id: biaRow.id, institution: 'Da Bia' });
  });

  it('deletes her own row only', async () => {
    const ana = await createMember(ctx, 'Ana Educação');
    const bia = await createMember(ctx, 'Bia Educação');
    await save(ana, FOUR_COURSES);
    const [biaRow] = (await save(bia, [educationEntry({ institution: 'Da Bia' })])).body;
    expect((await call(ctx, 'DELETE', `/api/education/${biaRow!.id}`, { cookie: ana.cookie })).status).toBe(
      404,
    );
    expect(await rowsOf(bia.id)).toHaveLength(1);

    const [own] = await rowsOf(ana.id);
    expect((await call(ctx, 'DELETE', `/api/education/${own!.id}`, { cookie: ana.cookie })).status).toBe(204);
    expect((await rowsOf(ana.id)).map((r) => r.id)).not.toContain(own!.id);
    expect((await call(ctx, 'DELETE', '/api/education/123', { cookie: ana.cookie })).status).toBe(404);
  });
});

// Issue 22: the page saves the one item she edited.
describe('education, one item at a time', () => {
  it("adds one row, replaces one of hers, and refuses another member's", async () => {
    const [ana, bia] = [await createMember(ctx, 'Ana Curso'), await createMember(ctx, 'Bia Curso')];
    const added = await call(ctx, 'POST', '/api/education', {
      body: educationEntry({ institution: 'UFBA' }),
      cookie: ana.cookie,
    });
    expect(added.status).toBe(201);
    expect(added.body).toHaveLength(1);
    const id = added.body[0].id;

    const updated = await call(ctx, 'PUT', `/api/education/${id}`, {
      body: educationEntry({ institution: 'UFBA', field: 'Ciência de Dados' }),
      cookie: ana.cookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual([expect.objectContaining({ id, field: 'Ciência de Dados' })]);

    const theft = await call(ctx, 'PUT', `/api/education/${id}`, {
      body: educationEntry({ institution: 'Roubada' }),
      cookie: bia.cookie,
    });
    expect(theft.status).toBe(404);
    const invalid = await call(ctx, 'POST', '/api/education', {
      body: educationEntry({ institution: '' }),
      cookie: ana.cookie,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty('institution');
    expect((await call(ctx, 'GET', '/api/education', { cookie: ana.cookie })).body).toEqual(updated.body);
  });
});
