import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { professionalExperience } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { careerBreakEntry, experienceEntry } from './fixtures.js';

// 'Pausa na carreira' (issue 21): a row of her experience with a reason instead of a company.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const save = (member: TestMember | null, entries: unknown[]) =>
  call(ctx, 'PUT', '/api/experiences', { body: { entries }, cookie: member?.cookie });

const rowsOf = (userId: string) =>
  ctx.db.select().from(professionalExperience).where(eq(professionalExperience.userId, userId));

describe('career break', () => {
  it('saves a break beside her jobs, in the same timeline, with nothing of a job kept', async () => {
    const ana = await createMember(ctx, 'Ana Pausa');
    const res = await save(ana, [
      experienceEntry({ company: 'Natura', startMonth: '2016-01', endMonth: '2021-02' }),
      // Job fields sent along with a break (a form that switched kind) are dropped.
      careerBreakEntry({ company: 'Ignorada', salary: 5000, city: 'Recife' }),
      experienceEntry({ company: 'Itaú', startMonth: '2023-03', endMonth: null, isCurrent: true }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { kind: string }) => e.kind)).toEqual(['job', 'career_break', 'job']);
    expect(res.body[1]).toEqual({
      id: expect.any(String),
      kind: 'career_break',
      breakReason: 'maternidade',
      company: null,
      role: null,
      description: 'Nascimento do Davi.',
      startMonth: '2021-03',
      endMonth: '2023-02',
      isCurrent: false,
      salary: null,
      contractType: null,
      workModel: null,
      country: null,
      state: null,
      city: null,
    });
    expect(res.body[0]).toMatchObject({ kind: 'job', breakReason: null, company: 'Itaú' });
    const stored = (await rowsOf(ana.id)).find((r) => r.kind === 'career_break');
    expect(stored).toMatchObject({ breakReason: 'maternidade', startDate: '2021-03-01', company: null });

    // Updated in place: another reason, now current.
    const id = res.body[1].id;
    const updated = await save(ana, [careerBreakEntry({ id, breakReason: 'estudos', isCurrent: true })]);
    expect(updated.status).toBe(200);
    expect(updated.body.find((e: { id: string }) => e.id === id)).toMatchObject({
      breakReason: 'estudos',
      isCurrent: true,
      endMonth: null,
    });
  });

  it('requires a known reason and valid months, and nothing a job requires', async () => {
    const ana = await createMember(ctx, 'Ana Motivo');
    const missing = await save(ana, [careerBreakEntry({ breakReason: null })]);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'entries.0.breakReason': MSG.common.required });

    const unknown = await save(ana, [careerBreakEntry({ breakReason: 'férias' as never })]);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['entries.0.breakReason']);

    const months = await save(ana, [careerBreakEntry({ startMonth: '2021-13', endMonth: '2020-01' })]);
    expect(months.body.error.fields).toMatchObject({ 'entries.0.startMonth': MSG.experience.invalidStart });
    const backwards = await save(ana, [careerBreakEntry({ startMonth: '2021-05', endMonth: '2020-01' })]);
    expect(backwards.body.error.fields).toEqual({ 'entries.0.endMonth': MSG.experience.invalidEnd });

    const minimal = await save(ana, [
      { kind: 'career_break', breakReason: 'saude', startMonth: '2020-01', isCurrent: true },
    ]);
    expect(minimal.status).toBe(200);
    expect(minimal.body[0]).toMatchObject({ breakReason: 'saude', description: null, isCurrent: true });
    expect(await rowsOf(ana.id)).toHaveLength(1);
  });

  it('a job still needs its company: the kind defaults to job for older clients', async () => {
    const ana = await createMember(ctx, 'Ana Antiga');
    const { kind: _kind, ...job } = experienceEntry({ company: '' });
    const res = await save(ana, [job]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields['entries.0.company']).toBe(MSG.common.required);
  });

  it('the database refuses a break without a reason or a job without a company', async () => {
    const ana = await createMember(ctx, 'Ana Banco');
    const base = { userId: ana.id, startDate: '2020-01-01', isCurrent: true };
    await expect(
      ctx.db
        .insert(professionalExperience)
        .values({ ...base, kind: 'career_break', contractType: null, workModel: null }),
    ).rejects.toThrow();
    await expect(
      ctx.db.insert(professionalExperience).values({ ...base, kind: 'job', role: 'Analista' }),
    ).rejects.toThrow();
  });

  it('shows on her public profile as her experience does, to visitors, members and herself', async () => {
    const ana = await createMember(ctx, 'Ana Pública');
    const bia = await createMember(ctx, 'Bia Leitora');
    await save(ana, [
      careerBreakEntry(),
      experienceEntry({ startMonth: '2023-03', isCurrent: true, endMonth: null }),
    ]);
    for (const reader of [null, bia, ana]) {
      const res = await call(ctx, 'GET', `/api/profiles/${ana.id}`, { cookie: reader?.cookie });
      expect(res.status).toBe(200);
      const pause = res.body.experience.find((e: { kind: string }) => e.kind === 'career_break');
      expect(pause).toMatchObject({ breakReason: 'maternidade', startMonth: '2021-03', endMonth: '2023-02' });
      // Salaries never leave the server, breaks or jobs.
      for (const entry of res.body.experience) expect(entry).not.toHaveProperty('salary');
    }
  });

  it("answers 404 when she updates or deletes another member's break", async () => {
    const [ana, bia] = [await createMember(ctx, 'Ana Dona'), await createMember(ctx, 'Bia Outra')];
    const [biaBreak] = (await save(bia, [careerBreakEntry()])).body;
    const theft = await save(ana, [careerBreakEntry({ id: biaBreak.id, breakReason: 'outro' })]);
    expect(theft.status).toBe(404);
    const del = await call(ctx, 'DELETE', `/api/experiences/${biaBreak.id}`, { cookie: ana.cookie });
    expect(del.status).toBe(404);
    expect((await rowsOf(bia.id))[0]).toMatchObject({ breakReason: 'maternidade' });
    expect(
      (await call(ctx, 'DELETE', `/api/experiences/${biaBreak.id}`, { cookie: bia.cookie })).status,
    ).toBe(204);
  });
});
