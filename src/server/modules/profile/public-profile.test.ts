import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { idiomas } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { educationEntry } from '../education/fixtures.js';
import { listEducation } from '../education/index.js';
import { experienceEntry } from '../experience/fixtures.js';
import { listExperiences } from '../experience/index.js';
import { projectEntry } from '../projects/fixtures.js';
import { listProjects } from '../projects/index.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let languageIds: number[];

const PROFILE = {
  fullName: 'Ana Pública',
  professionalTitle: 'Engenheira de Dados',
  bio: 'Dados para o bem.',
  phone: '(21) 97777-6666',
  state: 'RJ',
  city: 'Niterói',
  birthDate: '1988-09-30',
  experienceYears: 10,
  linkedinUrl: 'https://linkedin.com/in/ana-publica',
  websiteUrl: null,
  lattesUrl: null,
  isLookingForJob: true,
  softSkills: ['Escuta'],
  hardSkills: ['Spark'],
  filhos: [
    { nome: 'Joana', birth_date: '2015-02-10' },
    { nome: 'Lia', birth_date: '2019-11-05' },
  ],
  idiomas: [] as Array<{ idioma_id: number; nivel: string }>,
};

async function fillCv(member: TestMember, rows: number) {
  const put = (path: string, entries: unknown[]) =>
    call(ctx, 'PUT', path, { cookie: member.cookie, body: { entries } });
  const months = Array.from({ length: rows }, (_, i) => `${2000 + i}-0${(i % 9) + 1}`);
  expect(
    (
      await put(
        '/api/experiences',
        months.map((m) => experienceEntry({ startMonth: m, endMonth: null })),
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await put(
        '/api/education',
        months.map((m) => educationEntry({ startMonth: m, endMonth: null })),
      )
    ).status,
  ).toBe(200);
  for (const m of months) {
    const res = await call(ctx, 'POST', '/api/projects', {
      cookie: member.cookie,
      body: projectEntry({ startMonth: m, endMonth: null }),
    });
    expect(res.status).toBe(201);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Pública');
  bia = await createMember(ctx, 'Bia Pública');
  languageIds = (await ctx.db.select({ id: idiomas.id }).from(idiomas).limit(3)).map((r) => r.id);
  PROFILE.idiomas = [
    { idioma_id: languageIds[0]!, nivel: 'fluente' },
    { idioma_id: languageIds[1]!, nivel: 'nativo' },
  ];
  expect((await call(ctx, 'PUT', '/api/profile/me', { cookie: ana.cookie, body: PROFILE })).status).toBe(200);
  await fillCv(ana, 1);
  const biaProfile = {
    ...PROFILE,
    fullName: 'Bia Pública',
    idiomas: languageIds.map((idioma_id) => ({ idioma_id, nivel: 'basico' })),
  };
  expect((await call(ctx, 'PUT', '/api/profile/me', { cookie: bia.cookie, body: biaProfile })).status).toBe(
    200,
  );
  await fillCv(bia, 10);
});
afterAll(() => ctx?.close());

describe('public profile', () => {
  it('shows her profile by slug and by id, without a session', async () => {
    const bySlug = await call(ctx, 'GET', '/api/profiles/by-slug/ana-publica');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({
      id: ana.id,
      slug: 'ana-publica',
      fullName: 'Ana Pública',
      professionalTitle: 'Engenheira de Dados',
      // Her city is for members by default (issue 19): a visitor does not see it.
      location: null,
      softSkills: ['Escuta'],
      isLookingForJob: true,
      languages: [
        { idioma_id: languageIds[0], name: expect.any(String), nivel: 'fluente' },
        { idioma_id: languageIds[1], name: expect.any(String), nivel: 'nativo' },
      ],
    });
    expect(bySlug.body.experience).toHaveLength(1);
    expect(bySlug.body.education).toHaveLength(1);
    expect(bySlug.body.projects).toHaveLength(1);

    const byId = await call(ctx, 'GET', `/api/profiles/${ana.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    // /m/{id} works too, and the slug is matched case-insensitively.
    expect((await call(ctx, 'GET', `/api/profiles/by-slug/${ana.id}`)).body.id).toBe(ana.id);
    expect((await call(ctx, 'GET', '/api/profiles/by-slug/Ana-Publica')).body.id).toBe(ana.id);
    const asMember = await call(ctx, 'GET', '/api/profiles/by-slug/ana-publica', { cookie: bia.cookie });
    expect(asMember.body.location).toBe('Niterói, RJ');
  });

  it('never shows salary, birth year or children names; e-mail, phone, birthday, children as she chooses', async () => {
    const res = await call(ctx, 'GET', '/api/profiles/by-slug/ana-publica');
    expect(res.body.email).toBeNull();
    expect(res.body.phone).toBeNull();
    // Children and birthday are her connections' by default (issue 19): a visitor sees neither.
    expect(res.body.childrenAges).toEqual([]);
    expect(res.body.birthday).toBeNull();
    expect(res.body).not.toHaveProperty('filhos');
    expect(res.body.experience[0]).not.toHaveProperty('salary');
    const secrets = ['1988-09-30', '2015-02-10', '2019-11-05', 'birthDate', 'salary', '8500', 'Joana', 'Lia'];
    const text = JSON.stringify(res.body);
    for (const secret of [...secrets, ana.email, '97777']) expect(text, secret).not.toContain(secret);

    const everything = { email: 'public', phone: 'public', birthday: 'public', children: 'public' };
    const current = (await call(ctx, 'GET', '/api/me/privacy', { cookie: ana.cookie })).body;
    await call(ctx, 'PUT', '/api/me/privacy', { cookie: ana.cookie, body: { ...current, ...everything } });
    const shown = await call(ctx, 'GET', `/api/profiles/${ana.id}`);
    expect(shown.body.email).toBe(ana.email);
    expect(shown.body.phone).toBe('(21) 97777-6666');
    expect(shown.body.birthday).toEqual({ day: 30, month: 9 });
    const ages = shown.body.childrenAges as number[];
    expect(ages).toHaveLength(2);
    expect(ages[0]).toBeGreaterThan(ages[1]!);
    // Even made public: never her birth year, her children's names or birth dates, a salary.
    const shownText = JSON.stringify(shown.body);
    for (const secret of secrets) expect(shownText, secret).not.toContain(secret);
  });

  it("answers 404 'Perfil não encontrado.' for an unknown slug or id", async () => {
    for (const path of [
      '/api/profiles/by-slug/ninguem',
      '/api/profiles/00000000-0000-4000-8000-000000000000',
      '/api/profiles/nao-e-uuid',
      `/api/profiles/by-slug/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    ]) {
      const res = await call(ctx, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: MSG.profile.notFoundDot });
    }
  });

  it('costs the same constant number of queries for 1 and for 10 rows per section', async () => {
    const short = await countQueries(ctx.db, () => call(ctx, 'GET', `/api/profiles/${ana.id}`));
    const long = await countQueries(ctx.db, async () => {
      const res = await call(ctx, 'GET', `/api/profiles/${bia.id}`);
      expect(res.body.experience).toHaveLength(10);
      expect(res.body.education).toHaveLength(10);
      expect(res.body.projects).toHaveLength(10);
      expect(res.body.languages).toHaveLength(3);
    });
    expect(long).toBe(short);
    // The profile, its sections and the language names: one statement.
    expect(short).toBe(1);
  });

  it('lists each section in the order of its own editor, with the same fields', async () => {
    const res = await call(ctx, 'GET', `/api/profiles/${bia.id}`);
    const experience = (await listExperiences(ctx.db, bia.id)).map(({ salary: _, ...rest }) => rest);
    expect(res.body.experience).toEqual(experience);
    expect(res.body.education).toEqual(await listEducation(ctx.db, bia.id));
    expect(res.body.projects).toEqual(await listProjects(ctx.db, bia.id));
    expect(res.body.languages.map((l: { name: string }) => l.name)).toEqual(
      await Promise.all(
        languageIds.map(
          async (id) => (await ctx.db.select().from(idiomas).where(eq(idiomas.id, id)))[0]!.name,
        ),
      ),
    );
  });
});
