import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_IMPORT_ERRORS as E } from '../../../domain/copy/linkedin-import.js';
import { LINKEDIN_EXPORT_MAX_BYTES } from '../../../domain/limits.js';
import { idiomas, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { experienceEntry } from '../experience/fixtures.js';
import { linkedInExport, makeZip } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function upload(member: TestMember | null, bytes: Buffer, name = 'Basic_LinkedInDataExport.zip') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
  const headers = new Headers();
  if (member) headers.set('Cookie', member.cookie);
  const res = await ctx.app.request('/api/linkedin-import/preview', { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

const confirm = (member: TestMember, body: unknown) =>
  call(ctx, 'POST', '/api/linkedin-import', { body, cookie: member.cookie });

/** The preview's new rows, as the page sends them back. */
function confirmed(preview: {
  experiences: { new: unknown[] };
  education: { new: unknown[] };
  skills: { new: string[] };
  languages: { new: { idioma_id: number; nivel: string }[] };
}) {
  return {
    experiences: preview.experiences.new,
    education: preview.education.new,
    skills: preview.skills.new,
    languages: preview.languages.new.map(({ idioma_id, nivel }) => ({ idioma_id, nivel })),
  };
}

describe('LinkedIn import', () => {
  it('answers 401 to a visitor', async () => {
    expect((await upload(null, linkedInExport())).status).toBe(401);
    const res = await call(ctx, 'POST', '/api/linkedin-import', {
      body: { experiences: [], education: [], skills: [], languages: [] },
    });
    expect(res.status).toBe(401);
  });

  it('previews the export without writing, marks what she has, then imports once', async () => {
    const ana = await createMember(ctx, 'Ana LinkedIn');
    await call(ctx, 'PUT', '/api/experiences', {
      cookie: ana.cookie,
      body: {
        entries: [
          experienceEntry({
            company: 'natura',
            role: 'Analista de dados',
            startMonth: '2016-01',
            endMonth: '2021-02',
          }),
        ],
      },
    });

    const preview = await upload(ana, linkedInExport());
    expect(preview.status).toBe(200);
    const p = preview.body;
    expect(p.experiences.new).toEqual([
      {
        company: 'Itaú Unibanco',
        role: 'Cientista de Dados',
        description: 'Modelos de crédito, painéis e "squads" de dados.',
        startMonth: '2023-03',
        endMonth: null,
        isCurrent: true,
        country: 'Brasil',
        state: 'SP',
        city: 'São Paulo',
      },
    ]);
    // Same company and role, other case and accents aside, same start: already hers.
    expect(p.experiences.present.map((e: { company: string }) => e.company)).toEqual(['Natura']);
    expect(p.education.new).toEqual([
      expect.objectContaining({
        institution: 'Universidade de São Paulo',
        degreeLevel: 'graduação',
        field: 'Bacharelado em Estatística',
        startMonth: '2010-01',
        endMonth: '2014-12',
        completed: true,
        description: 'Empresa júnior',
      }),
      expect.objectContaining({ institution: 'FIA', degreeLevel: 'MBA' }),
    ]);
    expect(p.skills.new).toEqual(['Python', 'SQL']);
    const [english] = await ctx.db.select().from(idiomas).where(eq(idiomas.name, 'Inglês'));
    expect(p.languages.new).toEqual([
      { idioma_id: english!.id, name: 'Inglês', nivel: 'fluente' },
      expect.objectContaining({ name: 'Espanhol', nivel: 'intermediario' }),
    ]);
    // The position without a company, the repeated skill and the unknown language.
    expect(p.skipped).toBe(3);
    // A preview writes nothing.
    const experiences = await call(ctx, 'GET', '/api/experiences', { cookie: ana.cookie });
    expect(experiences.body).toHaveLength(1);

    const res = await confirm(ana, confirmed(p));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ experiences: 1, education: 2, skills: 2, languages: 2 });
    const after = await call(ctx, 'GET', '/api/experiences', { cookie: ana.cookie });
    expect(after.body.map((e: { company: string }) => e.company)).toEqual(['Itaú Unibanco', 'natura']);
    expect(after.body[0]).toMatchObject({ kind: 'job', contractType: 'CLT', state: 'SP' });
    const education = await call(ctx, 'GET', '/api/education', { cookie: ana.cookie });
    expect(education.body).toHaveLength(2);
    const [profile] = await ctx.db.select().from(userProfile).where(eq(userProfile.id, ana.id));
    expect(profile!.hardSkills).toEqual(['Python', 'SQL']);
    expect(profile!.idiomas).toContainEqual({ idioma_id: english!.id, nivel: 'fluente' });

    // Confirming again (a double click, a second upload) adds nothing.
    expect((await confirm(ana, confirmed(p))).body).toEqual({
      experiences: 0,
      education: 0,
      skills: 0,
      languages: 0,
    });
    const again = (await upload(ana, linkedInExport())).body;
    expect(again.experiences.new).toEqual([]);
    expect(again.skills.present).toEqual(['Python', 'SQL']);
    expect((await call(ctx, 'GET', '/api/experiences', { cookie: ana.cookie })).body).toHaveLength(2);
  });

  it('a job imported without a place is saved; the editor asks for the place later', async () => {
    const ana = await createMember(ctx, 'Ana Sem Local');
    const zip = makeZip({
      'Positions.csv':
        'Company Name,Title,Description,Location,Started On,Finished On\nLoja Sol,Gerente,,,mar 2019,dez 2020',
    });
    const preview = (await upload(ana, zip)).body;
    expect(preview.experiences.new[0]).toMatchObject({
      startMonth: '2019-03',
      endMonth: '2020-12',
      city: null,
    });
    expect((await confirm(ana, confirmed(preview))).status).toBe(200);
    const [job] = (await call(ctx, 'GET', '/api/experiences', { cookie: ana.cookie })).body;
    expect(job).toMatchObject({ company: 'Loja Sol', city: null, state: null, country: null });
    // Saving the editor as is asks for the place, in pt-BR, under that row.
    const save = await call(ctx, 'PUT', '/api/experiences', { cookie: ana.cookie, body: { entries: [job] } });
    expect(save.status).toBe(400);
    expect(Object.keys(save.body.error.fields)).toEqual(
      expect.arrayContaining(['entries.0.city', 'entries.0.state', 'entries.0.country']),
    );
  });

  it('refuses a file that is not a ZIP, a ZIP without the CSVs, an empty upload and an oversized one, in pt-BR', async () => {
    const ana = await createMember(ctx, 'Ana Arquivo');
    const notZip = await upload(ana, Buffer.from('%PDF-1.7 não é zip'), 'export.zip');
    expect(notZip.status).toBe(415);
    expect(notZip.body.error.message).toBe(E.notZip);

    const truncated = linkedInExport().subarray(0, 200);
    expect((await upload(ana, truncated)).body.error.message).toBe(E.notZip);

    const noData = await upload(ana, makeZip({ 'Connections.csv': 'First Name\nBia' }));
    expect(noData.status).toBe(422);
    expect(noData.body.error.message).toBe(E.noData);

    const empty = await upload(ana, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(E.missingFile);

    // A CSV that inflates past its limit (a "zip bomb") is refused, not read.
    const bomb = makeZip({ 'Skills.csv': `Name\n${'a'.repeat(3 * 1024 * 1024)}` });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const bombed = await upload(ana, bomb);
    expect(bombed.status).toBe(413);
    expect(bombed.body.error.message).toBe(E.csvTooLarge);

    const huge = await upload(ana, Buffer.alloc(LINKEDIN_EXPORT_MAX_BYTES + 128 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe(E.tooLarge);
  });

  it('refuses invalid confirmed rows with field messages and adds nothing', async () => {
    const ana = await createMember(ctx, 'Ana Inválida');
    const res = await confirm(ana, {
      experiences: [
        {
          company: 'Ok',
          role: 'Ok',
          startMonth: '2020-01',
          endMonth: null,
          isCurrent: true,
        },
        { company: '', role: 'Sem empresa', startMonth: '2020-13', endMonth: null, isCurrent: false },
      ],
      education: [],
      skills: [],
      languages: [{ idioma_id: 1, nivel: 'mestre' }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['experiences.1.company', 'languages.0.nivel']),
    );
    expect((await call(ctx, 'GET', '/api/experiences', { cookie: ana.cookie })).body).toEqual([]);
  });
});
