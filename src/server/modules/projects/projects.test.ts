import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { projectsAchievements } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { projectEntry } from './fixtures.js';

// Each test signs up the members it needs and creates their rows itself: none relies on another's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const newAna = () => createMember(ctx, 'Ana Projetos');
const newBia = () => createMember(ctx, 'Bia Projetos');

const create = (member: TestMember | null, body: unknown) =>
  call(ctx, 'POST', '/api/projects', { body, cookie: member?.cookie });
const rowsOf = (userId: string) =>
  ctx.db.select().from(projectsAchievements).where(eq(projectsAchievements.userId, userId));

/** A new member with one item of each type: a project, an award, volunteering and an article. */
async function anaWithFourItems() {
  const ana = await newAna();
  await create(ana, projectEntry());
  await create(ana, { type: 'award', title: 'Prêmio Mulheres na Tecnologia', month: '2024-05' });
  await create(ana, { type: 'volunteering', title: 'Mentora voluntária', startMonth: '2021-08' });
  await create(ana, { type: 'article', title: 'Artigo sobre viés', month: '2022-11' });
  return ana;
}

describe('projects and achievements', () => {
  it('answers 401 to a visitor on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['PUT', `/api/projects/${id}`],
      ['DELETE', `/api/projects/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? projectEntry() : undefined;
      expect((await call(ctx, method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates each type with the dates it uses and normalises links', async () => {
    const ana = await newAna();
    const project = await create(ana, projectEntry({ month: '2020-01' }));
    expect(project.status).toBe(201);
    expect(project.body).toMatchObject({
      type: 'project',
      startMonth: '2023-01',
      endMonth: '2023-06',
      month: null, // a project has a range, not a single date
      link: 'https://github.com/ana/painel',
    });
    const award = await create(ana, {
      type: 'award',
      title: 'Prêmio Mulheres na Tecnologia',
      startMonth: '2019-01',
      month: '2024-05',
    });
    expect(award.status).toBe(201);
    expect(award.body).toMatchObject({
      startMonth: null,
      endMonth: null,
      month: '2024-05',
      description: null,
    });
    expect(
      (await create(ana, { type: 'volunteering', title: 'Mentora voluntária', startMonth: '2021-08' }))
        .status,
    ).toBe(201);
    expect(
      (await create(ana, { type: 'article', title: 'Artigo sobre viés', month: '2022-11' })).status,
    ).toBe(201);
    const [row] = (await rowsOf(ana.id)).filter((r) => r.type === 'award');
    expect(row).toMatchObject({ date: '2024-05-01', startDate: null });
  });

  it('lists newest first by start or single date, optionally one type', async () => {
    const ana = await anaWithFourItems();
    const all = await call(ctx, 'GET', '/api/projects', { cookie: ana.cookie });
    expect(all.status).toBe(200);
    expect(all.body.map((p: { type: string }) => p.type)).toEqual([
      'award',
      'project',
      'article',
      'volunteering',
    ]);
    const awards = await call(ctx, 'GET', '/api/projects?type=award', { cookie: ana.cookie });
    expect(awards.body.map((p: { title: string }) => p.title)).toEqual(['Prêmio Mulheres na Tecnologia']);
    expect((await call(ctx, 'GET', '/api/projects?type=palestra', { cookie: ana.cookie })).status).toBe(400);
  });

  it('requires a title and full months', async () => {
    const ana = await newAna();
    const noTitle = await create(ana, projectEntry({ title: '   ' }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.fields.title).toBe(MSG.common.required);
    const badStart = await create(ana, projectEntry({ startMonth: '2023-' }));
    expect(badStart.body.error.fields.startMonth).toBe('Data de início inválida');
    const badEnd = await create(ana, projectEntry({ endMonth: '2023-00' }));
    expect(badEnd.body.error.fields.endMonth).toBe('Data de término inválida');
    const badLink = await create(ana, projectEntry({ link: 'não é link' }));
    expect(badLink.body.error.fields.link).toBe(MSG.common.invalidUrl);
    expect(await rowsOf(ana.id)).toEqual([]);
  });

  it('updates her own row; another member gets 404 and the row is unchanged', async () => {
    const [ana, bia] = [await anaWithFourItems(), await newBia()];
    const [mine] = (await call(ctx, 'GET', '/api/projects?type=project', { cookie: ana.cookie })).body;
    const res = await call(ctx, 'PUT', `/api/projects/${mine.id}`, {
      cookie: ana.cookie,
      body: projectEntry({ title: 'Painel 2.0', endMonth: null }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mine.id, title: 'Painel 2.0', endMonth: null });

    const theft = await call(ctx, 'PUT', `/api/projects/${mine.id}`, {
      cookie: bia.cookie,
      body: projectEntry({ title: 'Invadido' }),
    });
    expect(theft.status).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(projectsAchievements)
      .where(eq(projectsAchievements.id, mine.id));
    expect(row!.title).toBe('Painel 2.0');
    expect(
      (await call(ctx, 'PUT', '/api/projects/xyz', { cookie: ana.cookie, body: projectEntry() })).status,
    ).toBe(404);
  });

  it('deletes her own row only', async () => {
    const [ana, bia] = [await anaWithFourItems(), await newBia()];
    const [mine] = await rowsOf(ana.id);
    expect((await call(ctx, 'DELETE', `/api/projects/${mine!.id}`, { cookie: bia.cookie })).status).toBe(404);
    expect(await rowsOf(ana.id)).toHaveLength(4);
    expect((await call(ctx, 'DELETE', `/api/projects/${mine!.id}`, { cookie: ana.cookie })).status).toBe(204);
    expect(await rowsOf(ana.id)).toHaveLength(3);
  });
});
