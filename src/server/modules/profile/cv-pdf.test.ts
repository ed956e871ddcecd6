import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember } from '../../test/members.js';
import { careerBreakEntry, experienceEntry } from '../experience/fixtures.js';

// 'Baixar CV em PDF' on /meu-perfil: GET /api/profile/cv.pdf, read back with pdf-parse.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/profile/cv.pdf', () => {
  it('answers 401 signed out', async () => {
    expect((await call(ctx, 'GET', '/api/profile/cv.pdf')).status).toBe(401);
  });

  it('prints her name, title, experiences with the career break, skills, as an attachment', async () => {
    const ana = await createMember(ctx, 'Ana Conceição');
    await ctx.db
      .update(userProfile)
      .set({
        professionalTitle: 'Engenheira de dados',
        bio: 'Gosto de dados e de gente.',
        hardSkills: ['SQL'],
      })
      .where(eq(userProfile.id, ana.id));
    const saved = await call(ctx, 'PUT', '/api/experiences', {
      cookie: ana.cookie,
      body: {
        entries: [
          experienceEntry({
            company: 'Natura',
            role: 'Analista',
            startMonth: '2016-01',
            endMonth: '2021-02',
          }),
          careerBreakEntry({ breakReason: 'maternidade', startMonth: '2021-03', endMonth: '2023-02' }),
          experienceEntry({
            company: 'Itaú',
            role: 'Engenheira',
            startMonth: '2023-03',
            endMonth: null,
            isCurrent: true,
          }),
        ],
      },
    });
    expect(saved.status).toBe(200);

    const res = await ctx.app.request('/api/profile/cv.pdf', {
      headers: { origin: ctx.config.publicUrl, cookie: ana.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="curriculo-ana-conceicao.pdf"');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(bytes);
    expect(text).toContain('Ana Conceição');
    expect(text).toContain('Engenheira de dados');
    expect(text).toContain('Pausa na carreira — Maternidade');
    expect(text).toContain('mar. de 2021 – fev. de 2023');
    expect(text).toContain('mar. de 2023 – atual');
    expect(text).toContain('Natura');
    expect(text).toContain('SQL');
  });
});
