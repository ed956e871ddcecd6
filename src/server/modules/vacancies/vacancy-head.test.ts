import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { insertCompany, insertVacancy } from './fixtures.js';

// A shared vacancy's page carries its preview card and its schema.org JobPosting (JSON-LD), for
// an open vacancy of an active company only.

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Elas Rede é a rede profissional das mulheres." />
    <title>Elas Rede — a rede profissional das mulheres</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  ctx = await createTestContext({ webDistDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('the vacancy page head', () => {
  it('carries the preview card and a parseable JobPosting that no text breaks out of', async () => {
    const company = await insertCompany(ctx, { name: 'Dados & Cia' });
    const vacancy = await insertVacancy(ctx, company.id, {
      title: 'Engenheira de Dados </script><script>alert(1)</script>',
      description: 'Pipelines em Python.\nTime distribuído.',
      city: 'São Paulo',
      state: 'SP',
      workModel: 'Híbrido',
      employmentType: 'PJ',
      salaryRange: 'R$ 7.000 - R$ 9.000',
    });
    const res = await call(ctx, 'GET', `/vagas/${vacancy.id}`);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).not.toContain('<script>alert(1)');
    expect(meta(html, 'og:title')).toBe(
      'Engenheira de Dados &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Dados &amp; Cia',
    );
    expect(meta(html, 'og:url')).toBe(`${ctx.config.publicUrl}/vagas/${vacancy.id}`);
    expect(meta(html, 'og:image')).toBe(company.logoUrl);

    const [posting, ...others] = jsonLd(html);
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Engenheira de Dados </script><script>alert(1)</script>',
      description: 'Pipelines em Python.\nTime distribuído.',
      datePosted: vacancy.createdAt.toISOString(),
      hiringOrganization: { '@type': 'Organization', name: 'Dados & Cia', logo: company.logoUrl },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR' },
      },
      employmentType: 'CONTRACTOR',
      baseSalary: { currency: 'BRL', value: { minValue: 7000, maxValue: 9000, unitText: 'MONTH' } },
      directApply: true,
      url: `${ctx.config.publicUrl}/vagas/${vacancy.id}`,
    });
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('says telecommute for a remote vacancy', async () => {
    const company = await insertCompany(ctx);
    const vacancy = await insertVacancy(ctx, company.id, { workModel: 'Remoto', salaryRange: 'A combinar' });
    const [posting] = jsonLd((await call(ctx, 'GET', `/vagas/${vacancy.id}`)).body);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Brasil' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('gives an inactive vacancy, a deactivated company’s and an unknown one the plain page', async () => {
    const company = await insertCompany(ctx);
    const inactive = await insertVacancy(ctx, company.id, { isActive: false, title: 'Vaga encerrada' });
    const closedCompany = await insertCompany(ctx, { isActive: false });
    const ofClosed = await insertVacancy(ctx, closedCompany.id, { title: 'Vaga de empresa inativa' });
    for (const id of [inactive.id, ofClosed.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await call(ctx, 'GET', `/vagas/${id}`);
      expect(res.status, id).toBe(200);
      expect(jsonLd(res.body), id).toEqual([]);
      expect(res.body, id).not.toContain('og:title');
      expect(res.body, id).toContain('<title>Elas Rede — a rede profissional das mulheres</title>');
    }
  });
});
