import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultyTestContext, type FaultyTestContext } from '../../test/faults.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCompany, insertVacancy, vacancyBody, vacancySnapshot } from './fixtures.js';

// Issue 13, point 15: a change is answered by what its own transaction read after writing. The
// connection drops right after the write (the next read fails): she is told it failed, and
// nothing was written. Without a fault, the answer is exactly what a later read finds.

let ctx: FaultyTestContext;
let admin: TestMember;
let companyId: string;

beforeAll(async () => {
  ctx = await createFaultyTestContext();
  admin = await createMember(ctx, 'Alice Vagas');
  companyId = (await insertCompany(ctx, { staff: [{ user: admin, role: 'admin' }] })).id;
});
afterAll(() => ctx?.close());

const send = (method: string, path: string, body: unknown) =>
  call(ctx, method, path, { cookie: admin.cookie, body });
const read = (id: string) => call(ctx, 'GET', `/api/vacancies/${id}`, { cookie: admin.cookie });

/** Runs `request` with the connection dropping after its write: an error, and nothing changed. */
async function expectNothingWritten(request: () => ReturnType<typeof call>) {
  const before = await vacancySnapshot(ctx, companyId);
  const res = await ctx.faults.dropAfterWrite(request);
  expect(ctx.faults.fired).toBe(true);
  expect(res.status).toBeGreaterThanOrEqual(500);
  expect(await vacancySnapshot(ctx, companyId)).toEqual(before);
}

describe('when the connection drops after the write', () => {
  it('POST /api/vacancies answers an error and creates no vacancy', async () => {
    await expectNothingWritten(() => send('POST', '/api/vacancies', vacancyBody(companyId)));
  });

  it('PUT /api/vacancies/{id} answers an error and leaves the vacancy as it was', async () => {
    const { id } = await insertVacancy(ctx, companyId);
    await expectNothingWritten(() =>
      send('PUT', `/api/vacancies/${id}`, vacancyBody(companyId, { title: 'Nunca salva' })),
    );
  });

  it('PATCH /api/vacancies/{id}/active answers an error and leaves it active', async () => {
    const { id } = await insertVacancy(ctx, companyId);
    await expectNothingWritten(() => send('PATCH', `/api/vacancies/${id}/active`, { isActive: false }));
  });
});

describe('when nothing fails, the answer is exactly what a later read finds', () => {
  it('POST, PUT and PATCH /active', async () => {
    const created = await send('POST', '/api/vacancies', vacancyBody(companyId));
    expect(created.status).toBe(201);
    expect((await read(created.body.id)).body).toEqual(created.body);

    const path = `/api/vacancies/${created.body.id}`;
    const edited = await send('PUT', path, vacancyBody(companyId, { title: 'Analista de Dados' }));
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Analista de Dados');
    expect((await read(created.body.id)).body).toEqual(edited.body);

    const closed = await send('PATCH', `${path}/active`, { isActive: false });
    expect(closed.status).toBe(200);
    expect(closed.body.isActive).toBe(false);
    expect((await read(created.body.id)).body).toEqual(closed.body);
  });
});
