import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { capturedMail, expect, expectAccessible, test } from './support/fixtures.js';
import { newSignedInMember, signInAsDemo } from './support/members.js';
import { pickMonth } from './support/month-picker.js';

// Issue 21, the opportunity engine, as she lives it: a preference that one new vacancy meets
// exactly and another partly, each saying why; 'Salvar' and 'Salvas'; a daily alert that e-mails
// the new match once; the vacancy's JobPosting data, preview tags and sitemap entry; a 404 for an
// unknown address; a career break on her CV, the CV as a PDF, and that PDF attached to her
// application, which the company's editor downloads and nobody else can.

const origin = () => process.env.E2E_BASE_URL ?? '';

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data, headers: { origin: origin() } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A role of the job taxonomy that no demo vacancy uses, with its name. */
async function quietRole(page: Page): Promise<{ id: number; name: string }> {
  const sectors = await getJson<{ id: number }[]>(page, '/api/catalogue/sectors');
  for (const sector of sectors.toReversed()) {
    const categories = await getJson<{ id: number }[]>(
      page,
      `/api/catalogue/sectors/${sector.id}/categories`,
    );
    for (const category of categories.toReversed()) {
      const roles = await getJson<{ id: number; name: string }[]>(
        page,
        `/api/catalogue/categories/${category.id}/roles`,
      );
      const role = roles.at(-1);
      if (role) return role;
    }
  }
  throw new Error('the job taxonomy is empty');
}

const vacancyCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('matches explained, saved, alerted, spread, and applied to with her CV', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const exactTitle = `Cientista de Dados Remota ${stamp}`;
  const partialTitle = `Cientista de Dados Júnior ${stamp}`;
  const { email } = await newSignedInMember(page, 'Helena Duarte');

  // Her job preference: one role, remote, CLT, at least R$ 8.000.
  const role = await quietRole(page);
  await postJson(page, '/api/job-preferences', {
    name: 'Dados remoto',
    preferredWorkModels: ['Remoto'],
    preferredContractTypes: ['CLT'],
    minSalary: 8000,
    maxSalary: null,
    preferredLocations: [],
    preferredRoles: [role.id],
  });

  // She turns on a daily alert on /vagas.
  await page.goto('/vagas');
  await page.getByLabel('Frequência do alerta').selectOption({ label: 'Diário' });
  await expect(page.getByLabel('Frequência do alerta')).toHaveValue('daily');

  // Luíza, editor of Nuvem Aberta, publishes two vacancies of that role: one meets every
  // criterion, the other pays less than Helena asks.
  const editorContext = await browser.newContext({ baseURL: origin() });
  const editor = await editorContext.newPage();
  try {
    await signInAsDemo(editor, 'luiza');
    const [company] = (await getJson<{ id: string; name: string }[]>(editor, '/api/companies/mine')).filter(
      (c) => c.name === 'Nuvem Aberta Tecnologia',
    );
    const vacancy = (title: string, salaryRange: string) =>
      postJson<{ id: string }>(editor, '/api/vacancies', {
        companyId: company!.id,
        title,
        description: 'Modelos de previsão de demanda para o varejo, com a equipe de dados.',
        salaryRange,
        employmentType: 'CLT',
        workModel: 'Remoto',
        roleId: role.id,
        howToReceive: 'internal',
      });
    const exact = await vacancy(exactTitle, 'R$ 9.000 - R$ 12.000');
    await vacancy(partialTitle, 'R$ 3.000 - R$ 4.000');

    // The feed's box: the exact one with its reasons, then the partial one among the nearest
    // with the criterion it misses.
    await page.goto('/feed');
    const recommended = page.getByRole('region', { name: 'Vagas Recomendadas' });
    const exactRow = recommended.getByRole('listitem').filter({ hasText: exactTitle });
    await expect(exactRow.getByTestId('match-reasons')).toHaveText(
      'Área e cargo ✓ · Remoto ✓ · CLT ✓ · Faixa salarial ✓',
    );
    await expect(recommended.getByRole('heading', { name: 'Próximas do seu perfil' })).toBeVisible();
    const partialRow = recommended.getByRole('listitem').filter({ hasText: partialTitle });
    await expect(partialRow.getByTestId('match-reasons')).toHaveText(
      'Área e cargo ✓ · Remoto ✓ · CLT ✓ · Faixa salarial abaixo da sua',
    );
    await expect(partialRow.getByRole('link', { name: 'Ajustar preferências' })).toBeVisible();
    await expectAccessible(page);

    // /vagas: the exact one on top, with its reasons.
    await page.goto('/vagas');
    const matching = page.getByRole('region', { name: 'Combinam com o seu perfil' });
    const exactCard = vacancyCard(page, exactTitle);
    await expect(matching.getByRole('heading', { name: exactTitle })).toBeVisible();
    await expect(exactCard.getByTestId('match-reasons')).toContainText('Área e cargo ✓ · Remoto ✓');
    await expect(exactCard.getByRole('link', { name: 'Ajustar preferências' })).toBeVisible();
    await expectAccessible(page);

    // She saves the exact one and finds it under 'Salvas'.
    await exactCard.getByRole('button', { name: `Salvar a vaga ${exactTitle}` }).click();
    await expect(page.getByText('Vaga salva.').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Salvas' }).click();
    await expect(page).toHaveURL(/lista=salvas/);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: exactTitle })).toBeVisible();

    // The alert (every minute on the test server) e-mails the new exact match, once.
    let alerts: Awaited<ReturnType<typeof capturedMail>> = [];
    await expect
      .poll(
        async () => {
          alerts = (await capturedMail()).filter(
            (m) => m.to.includes(email) && /combina(m)? com o seu perfil/.test(m.subject),
          );
          return alerts.length;
        },
        { timeout: 180_000, intervals: [2000] },
      )
      .toBeGreaterThan(0);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text.split(exactTitle)).toHaveLength(2);
    expect(alerts[0]!.text).not.toContain(partialTitle);

    // The vacancy's page carries JobPosting data and preview tags; the sitemap lists it.
    const html = await (await page.request.get(`/vagas/${exact.id}`)).text();
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    const posting = JSON.parse(ld![1]!) as Record<string, unknown>;
    expect(posting['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(exactTitle);
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect((posting.hiringOrganization as { name: string }).name).toBe('Nuvem Aberta Tecnologia');
    expect(posting.baseSalary).toMatchObject({ currency: 'BRL' });
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${exactTitle}`));
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/vagas/${exact.id}</loc>`);
    expect((await page.request.get(`/um-caminho-que-nao-existe-${stamp}`)).status()).toBe(404);

    // A career break on her CV, then her CV as a PDF.
    await page.goto('/experiencias');
    await page.getByRole('button', { name: 'Adicionar pausa na carreira' }).click();
    const pause = page.getByRole('form', { name: 'Nova pausa na carreira' });
    await pause.getByLabel('Motivo da pausa').selectOption({ label: 'Maternidade' });
    await pickMonth(pause, 'Data de início', '2021-03');
    await pickMonth(pause, 'Data de término', '2022-08');
    await pause.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Experiências profissionais atualizadas com sucesso')).toBeVisible();
    await page.goto('/meu-perfil');
    await expect(page.getByText('Pausa na carreira').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar CV em PDF' }).click(),
    ]);
    const cvPath = await download.path();
    const cv = await readFile(cvPath);
    const text = (await new PDFParse({ data: cv }).getText()).text;
    expect(text).toContain('Helena Duarte');
    expect(text).toContain('Pausa na carreira');
    expect(text).toContain('Maternidade');

    // She applies to the exact match with that PDF attached.
    await page.goto(`/vagas/${exact.id}`);
    await page.getByRole('button', { name: 'Candidatar-se' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Currículo em PDF (opcional)').setInputFiles({
      name: 'curriculo-helena.pdf',
      mimeType: 'application/pdf',
      buffer: cv,
    });
    await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(page.getByText('Candidatura enviada com sucesso!').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baixar o currículo que enviei' })).toBeVisible();

    // Luíza downloads it from the candidaturas page.
    await editor.goto(`/vagas/${exact.id}/candidaturas`);
    const applicant = editor.getByRole('article').filter({ hasText: 'Helena Duarte' });
    const cvLink = applicant.getByRole('link', { name: 'Baixar currículo de Helena Duarte' });
    await expect(cvLink).toBeVisible();
    await expectAccessible(editor);
    const [staffDownload] = await Promise.all([editor.waitForEvent('download'), cvLink.click()]);
    const received = await readFile(await staffDownload.path());
    expect(received.equals(cv)).toBe(true);

    // Another member cannot read it: the same answer as for no such file.
    const cvUrl = await cvLink.getAttribute('href');
    const strangerContext = await browser.newContext({ baseURL: origin() });
    const stranger = await strangerContext.newPage();
    await newSignedInMember(stranger, 'Olívia Terceira');
    expect((await stranger.request.get(cvUrl!)).status()).toBe(404);
    await strangerContext.close();
  } finally {
    await editorContext.close();
  }
});
