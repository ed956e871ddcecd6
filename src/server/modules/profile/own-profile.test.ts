import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import type { ProfileUpdate } from '../../../domain/schemas/profile.js';
import { authUser, idiomas, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let languages: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Perfil');
  bia = await createMember(ctx, 'Bia Perfil');
  const rows = await ctx.db.select().from(idiomas);
  languages = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => ctx?.close());

function form(overrides: Partial<ProfileUpdate> = {}): ProfileUpdate {
  return {
    fullName: 'Ana Lúcia Araújo',
    professionalTitle: 'Cientista de Dados',
    bio: 'Apaixonada por dados abertos.',
    phone: '(11) 98888-7777',
    state: 'sp',
    city: 'São Paulo',
    birthDate: '1990-04-12',
    experienceYears: 8,
    linkedinUrl: 'linkedin.com/in/ana',
    websiteUrl: null,
    lattesUrl: '',
    isLookingForJob: false,
    softSkills: ['Comunicação', 'Liderança'],
    hardSkills: ['Python', 'SQL'],
    filhos: [{ nome: 'Clara', birth_date: '2018-06-01' }],
    idiomas: [
      { idioma_id: languages.Português!, nivel: 'nativo' },
      { idioma_id: languages.Inglês!, nivel: 'avancado' },
    ],
    ...overrides,
  };
}

const save = (body: unknown, member: TestMember | null = ana) =>
  call(ctx, 'PUT', '/api/profile/me', { body, cookie: member?.cookie });

async function fieldsFor(overrides: Partial<ProfileUpdate>) {
  const res = await save(form(overrides));
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('invalid_input');
  return res.body.error.fields as Record<string, string>;
}

const profileRow = async (id: string) =>
  (await ctx.db.select().from(userProfile).where(eq(userProfile.id, id)))[0]!;

describe('own profile', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call(ctx, 'GET', '/api/profile/me')).status).toBe(401);
    expect((await save(form(), null)).status).toBe(401);
  });

  it('reads her profile with the sign-up defaults', async () => {
    // A member of her own: the other tests save Ana's profile.
    const carla = await createMember(ctx, 'Carla Padrão');
    const res = await call(ctx, 'GET', '/api/profile/me', { cookie: carla.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: carla.id,
      slug: 'carla-padrao',
      email: carla.email,
      fullName: 'Carla Padrão',
      experienceYears: 0,
      isLookingForJob: true,
      softSkills: [],
      filhos: [],
      idiomas: [],
      location: null,
    });
    expect(new Date(res.body.updatedAt).toISOString()).toBe(res.body.updatedAt);
  });

  it("saves the form, derives 'City, UF' and keeps her account name in step", async () => {
    const res = await save(form());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Ana Lúcia Araújo',
      state: 'SP',
      city: 'São Paulo',
      location: 'São Paulo, SP',
      birthDate: '1990-04-12',
      experienceYears: 8,
      linkedinUrl: 'https://linkedin.com/in/ana',
      lattesUrl: null,
      isLookingForJob: false,
      softSkills: ['Comunicação', 'Liderança'],
      filhos: [{ nome: 'Clara', birth_date: '2018-06-01' }],
      idiomas: [
        { idioma_id: languages.Português, nivel: 'nativo' },
        { idioma_id: languages.Inglês, nivel: 'avancado' },
      ],
    });
    expect((await call(ctx, 'GET', '/api/profile/me', { cookie: ana.cookie })).body).toEqual(res.body);
    const [user] = await ctx.db.select().from(authUser).where(eq(authUser.id, ana.id));
    expect(user!.name).toBe('Ana Lúcia Araújo');
    // Only her row changed.
    expect(await profileRow(bia.id)).toMatchObject({ fullName: 'Bia Perfil', location: null });

    const cityOnly = await save(form({ state: null, city: 'Lisboa' }));
    expect(cityOnly.body.location).toBe('Lisboa');
  });

  it('refuses negative years of experience with the spec message', async () => {
    expect((await fieldsFor({ experienceYears: -1 })).experienceYears).toBe(
      MSG.profile.experienceYearsInvalid,
    );
  });

  it('refuses a language twice or an unknown language', async () => {
    const portuguese = languages.Português!;
    const twice = await fieldsFor({
      idiomas: [
        { idioma_id: portuguese, nivel: 'nativo' },
        { idioma_id: portuguese, nivel: 'basico' },
      ],
    });
    expect(twice.idiomas).toBe('Idioma repetido.');
    const unknown = await fieldsFor({ idiomas: [{ idioma_id: 999999, nivel: 'basico' }] });
    expect(unknown['idiomas.0.idioma_id']).toBe(MSG.profile.unknownLanguage);
    expect(
      Object.keys(await fieldsFor({ idiomas: [{ idioma_id: portuguese, nivel: 'mais ou menos' as never }] })),
    ).toEqual(['idiomas.0.nivel']);
  });

  it('refuses empty and duplicate skills', async () => {
    expect(Object.keys(await fieldsFor({ softSkills: ['Empatia', '   '] }))).toEqual(['softSkills.1']);
    expect((await fieldsFor({ hardSkills: ['Python', 'python '] })).hardSkills).toBe('Há itens repetidos.');
  });

  it('needs a name and a real birth date for each child, and real dates overall', async () => {
    const noName = await fieldsFor({ filhos: [{ nome: ' ', birth_date: '2019-01-01' }] });
    expect(noName['filhos.0.nome']).toBe(MSG.common.required);
    const noDate = await fieldsFor({ filhos: [{ nome: 'Rui' } as never] });
    expect(Object.keys(noDate)).toEqual(['filhos.0.birth_date']);
    expect(Object.keys(await fieldsFor({ filhos: [{ nome: 'Rui', birth_date: '2019-02-30' }] }))).toEqual([
      'filhos.0.birth_date',
    ]);
    expect(Object.keys(await fieldsFor({ birthDate: '1990-13-01' }))).toEqual(['birthDate']);
    expect(Object.keys(await fieldsFor({ birthDate: '2999-01-01' }))).toEqual(['birthDate']);
  });

  it('requires her name and refuses an unknown state and bad links', async () => {
    const before = await profileRow(ana.id);
    expect((await fieldsFor({ fullName: '  ' })).fullName).toBe(MSG.auth.fullNameRequired);
    expect(Object.keys(await fieldsFor({ state: 'XX' }))).toEqual(['state']);
    expect((await fieldsFor({ websiteUrl: 'não é um site' })).websiteUrl).toBe(MSG.common.invalidUrl);
    // Nothing refused was saved.
    expect(await profileRow(ana.id)).toEqual(before);
  });
});
