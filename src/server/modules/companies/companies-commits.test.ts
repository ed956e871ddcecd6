import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyAdmins } from '../../db/schema/index.js';
import { createFaultyTestContext, type FaultyTestContext } from '../../test/faults.js';
import { call } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { imageFile, multipart } from '../posts/fixtures.js';
import { companyName, companySnapshot, insertCompany, makePlatformAdmin } from './fixtures.js';

// Issue 13, point 15: a change is answered by what its own transaction read after writing. The
// connection drops right after the write (the next read fails): she is told it failed, and
// nothing was written. Without a fault, the answer is exactly what a later read finds.

let ctx: FaultyTestContext;
let ana: TestMember;
let root: TestMember;

beforeAll(async () => {
  ctx = await createFaultyTestContext();
  ana = await createMember(ctx, 'Ana Empresa');
  root = await createMember(ctx, 'Rita Plataforma');
  await makePlatformAdmin(ctx, root);
});
afterAll(() => ctx?.close());

const valid = () => ({ name: companyName('Delas'), description: 'Software feito por mulheres' });
const send = (member: TestMember, method: string, path: string, body?: unknown) =>
  call(ctx, method, path, { cookie: member.cookie, body });
const read = (id: string) => send(ana, 'GET', `/api/companies/${id}`);

async function rowCounts() {
  const [all] = await ctx.db.select({ n: count() }).from(companies);
  const [admins] = await ctx.db.select({ n: count() }).from(companyAdmins);
  return { companies: all!.n, admins: admins!.n };
}

describe('POST /api/companies', () => {
  it('answers an error and creates neither the company nor her admin row when the connection drops', async () => {
    const before = await rowCounts();
    const res = await ctx.faults.dropAfterWrite(() => send(ana, 'POST', '/api/companies', valid()));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers, when nothing fails, exactly the company a later read finds', async () => {
    const res = await send(ana, 'POST', '/api/companies', valid());
    expect(res.status).toBe(201);
    expect((await read(res.body.id)).body).toEqual(res.body);
  });
});

describe('PUT /api/companies/{id}', () => {
  it('answers an error and leaves the company as it was when the connection drops', async () => {
    const { id } = await insertCompany(ctx, ana);
    const before = await companySnapshot(ctx, id);
    const res = await ctx.faults.dropAfterWrite(() => send(ana, 'PUT', `/api/companies/${id}`, valid()));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await companySnapshot(ctx, id)).toEqual(before);
  });

  it('answers, when nothing fails, exactly the company a later read finds', async () => {
    const { id } = await insertCompany(ctx, ana);
    const body = { ...valid(), location: 'Recife, PE', foundedYear: 2015 };
    const res = await send(ana, 'PUT', `/api/companies/${id}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: body.name, location: 'Recife, PE', foundedYear: 2015 });
    expect((await read(id)).body).toEqual(res.body);
  });
});

describe('PUT /api/companies/{id}/seal', () => {
  it('answers an error and grants no seal when the connection drops', async () => {
    const { id } = await insertCompany(ctx, ana);
    const before = await companySnapshot(ctx, id);
    const res = await ctx.faults.dropAfterWrite(() => send(root, 'PUT', `/api/companies/${id}/seal`, {}));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await companySnapshot(ctx, id)).toEqual(before);
  });

  it('answers, when nothing fails, exactly the company a later read finds', async () => {
    const { id } = await insertCompany(ctx, ana);
    const res = await send(root, 'PUT', `/api/companies/${id}/seal`, {});
    expect(res.status).toBe(200);
    expect(res.body.seal).not.toBeNull();
    expect((await send(root, 'GET', `/api/companies/${id}`)).body).toEqual(res.body);
  });
});

describe('POST /api/companies/{id}/logo', () => {
  it('answers an error, keeps the old logo and removes the new file when the connection drops', async () => {
    const { id } = await insertCompany(ctx, ana);
    const upload = async (color: string) =>
      multipart(
        ctx,
        'POST',
        `/api/companies/${id}/logo`,
        { file: imageFile(await solidPng(200, 200, color)) },
        ana,
      );
    const first = await upload('#aa3366');
    expect(first.status).toBe(200);
    expect((await read(id)).body).toEqual(first.body);
    const before = await companySnapshot(ctx, id);
    const res = await ctx.faults.dropAfterWrite(() => upload('#3366aa'));
    expect(ctx.faults.fired).toBe(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await companySnapshot(ctx, id)).toEqual(before);
  });
});
