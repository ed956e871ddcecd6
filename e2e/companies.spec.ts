import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { appLink, waitForMail } from './support/mail.js';
import { newSignedInMember } from './support/members.js';

// Issue 8: a company from creation to deletion, with a vacancy, an editor (who accepts the role she
// is offered: issue 13), an applicant and her application's status.

/** A second signed-in member in her own context (axe needs pages of an explicit context). */
async function otherMember(browser: Browser, fullName: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  const { email } = await newSignedInMember(page, fullName);
  return { context, page, email };
}

function vacancyRow(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

test('company, vacancy, editor, application, shortlist, deactivation and deletion', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const companyName = `Tecelagem Aurora ${stamp}`;
  const title = `Analista de Sustentabilidade ${stamp}`;

  const b = await otherMember(browser, 'Beatriz Nogueira');
  const c = await otherMember(browser, 'Cecília Prado');
  try {
    // A creates the company from 'Minhas empresas'.
    await newSignedInMember(page, 'Adriana Moraes');
    await page.goto('/minhas-empresas');
    await page.getByRole('link', { name: 'Nova Página Corporativa' }).first().click();
    await expect(page).toHaveURL(/\/adicionar-empresa$/);
    await page.getByRole('button', { name: 'Criar página' }).click();
    await expect(page.getByText('Nome da empresa é obrigatório')).toBeVisible();
    await expect(page.getByText('Descrição da empresa é obrigatória')).toBeVisible();
    await page.getByLabel('Nome da empresa').fill(companyName);
    await page
      .getByLabel('Descrição')
      .fill('Tecelagem familiar do Vale do Itajaí, com 60% de mulheres na liderança.');
    await page.getByLabel('Setor').selectOption('Indústria');
    await page.getByLabel('Ano de fundação').fill('1799');
    await page.getByRole('button', { name: 'Criar página' }).click();
    await expect(page.getByText(/O ano de fundação deve estar entre 1800 e \d{4}\./)).toBeVisible();
    await page.getByLabel('Ano de fundação').fill('1998');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Criar página' }).click();
    await expect(page.getByText('Empresa criada com sucesso!').first()).toBeVisible();
    const created = Date.now();
    await expect(page).toHaveURL(/\/minhas-empresas$/, { timeout: 10_000 });
    expect(Date.now() - created).toBeGreaterThanOrEqual(1000);
    await expectAccessible(page);

    await page.getByRole('link', { name: companyName, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    const companyUrl = page.url();
    await expectAccessible(page);

    // A posts a vacancy that receives applications here.
    await page.goto('/empresas/anunciar-vaga');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Nova Vaga' })).toBeVisible();
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: companyName });
    await page.getByLabel('Título da vaga').fill(title);
    await page
      .getByLabel('Descrição')
      .fill('Coordenar o inventário de emissões e os projetos de reuso de água da fábrica.');
    await page.getByLabel('Estado').selectOption('SC');
    await page.getByLabel('Cidade').fill('Blumenau');
    await page.getByLabel('Tipo de contrato').selectOption({ label: 'CLT' });
    await page.getByLabel('Modelo de trabalho').selectOption('Híbrido');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publicar vaga' }).click();
    await expect(page.getByText('Vaga criada com sucesso!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/empresas\?aba=minhas-vagas$/, { timeout: 10_000 });
    await expect(vacancyRow(page, title)).toBeVisible();
    await expectAccessible(page);

    // A offers B the editor role, by her e-mail address typed in full.
    await page.goto(companyUrl);
    await page.getByRole('link', { name: 'Concessão de Acesso' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Concessão de Acesso' })).toBeVisible();
    await page.getByRole('combobox', { name: /Usuária/ }).fill(b.email.toUpperCase());
    await page.getByRole('option', { name: new RegExp(`Convidar ${b.email}`) }).click();
    await expect(page.getByText(`Convite para: ${b.email}`)).toBeVisible();
    await page.getByLabel('Papel').selectOption({ label: 'Editora' });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Conceder acesso' }).click();
    await expect(page.getByText('Convite enviado.')).toBeVisible();
    // Listed by the address typed, never by the name of the account behind it.
    const pending = page.getByRole('region', { name: /Convites pendentes/ });
    await expect(pending.getByText(b.email)).toBeVisible();
    await expect(pending.getByText('Beatriz Nogueira')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Participantes atuais' }).getByText('Beatriz Nogueira'),
    ).toHaveCount(0);

    // B is told by e-mail and accepts on 'Minhas empresas'.
    const invitationMail = await waitForMail(b.email, `Convite para ser editora da empresa ${companyName}`);
    await b.page.goto(appLink(invitationMail, '/minhas-empresas'));
    const invitations = b.page.getByRole('region', { name: /Convites pendentes/ });
    await expect(invitations.getByText('Convite para ser Editora')).toBeVisible();
    await expectAccessible(b.page);
    await invitations.getByRole('button', { name: `Aceitar o convite de ${companyName}` }).click();
    await expect(
      b.page.getByText(`Convite aceito. Agora você é Editora de ${companyName}.`).first(),
    ).toBeVisible();
    await expect(b.page.getByRole('link', { name: companyName, exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Participantes atuais' }).getByText('Beatriz Nogueira'),
    ).toBeVisible();

    // C finds the vacancy on /vagas and applies.
    await c.page.goto('/vagas');
    await c.page.getByLabel('Buscar vagas').fill(`sustentabilidade ${stamp}`);
    await expect(c.page).toHaveURL(/q=/);
    await c.page.getByRole('link', { name: title }).click();
    await expect(c.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(c.page);
    await c.page.getByRole('button', { name: 'Candidatar-se' }).click();
    const dialog = c.page.getByRole('dialog');
    await dialog
      .getByLabel('Mensagem para a empresa (opcional)')
      .fill('Trabalhei cinco anos com gestão de resíduos.');
    await expectAccessible(c.page);
    await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(c.page.getByText('Candidatura enviada com sucesso!').first()).toBeVisible();
    await expect(c.page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
    const vacancyUrl = c.page.url();

    // A visitor reads it and is invited to sign in.
    const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(vacancyUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Entre para se candidatar' })).toBeVisible();
    await expectAccessible(visitor);
    await visitorContext.close();

    // B, now an editor, opens the applications and shortlists C.
    await b.page.goto('/empresas?aba=minhas-vagas');
    await vacancyRow(b.page, title)
      .getByRole('link', { name: /Candidaturas/ })
      .click();
    await expect(b.page.getByRole('heading', { level: 1, name: 'Candidaturas' })).toBeVisible();
    const applicant = b.page.getByRole('article').filter({ hasText: 'Cecília Prado' });
    await expect(applicant.getByText('Trabalhei cinco anos com gestão de resíduos.')).toBeVisible();
    await expectAccessible(b.page);
    await applicant.getByRole('button', { name: 'Pré-selecionar' }).click();
    await expect(applicant.getByText('Pré-selecionada')).toBeVisible();

    // C sees the status.
    await c.page.goto('/vagas');
    const mine = c.page.getByRole('region', { name: 'Minhas candidaturas' });
    await expect(mine.getByRole('link', { name: title })).toBeVisible();
    await expect(mine.getByText('Pré-selecionada')).toBeVisible();
    await expectAccessible(c.page);

    // A deactivates the vacancy: C can no longer apply.
    await page.goto('/empresas?aba=minhas-vagas');
    await vacancyRow(page, title).getByRole('button', { name: 'Desativar' }).click();
    await expect(vacancyRow(page, title).getByRole('button', { name: 'Ativar' })).toBeVisible();
    await c.page.goto(vacancyUrl);
    await expect(c.page.getByText('Esta vaga não está mais recebendo candidaturas.').first()).toBeVisible();
    await c.page.getByRole('button', { name: 'Retirar candidatura' }).click();
    await c.page.getByRole('dialog').getByRole('button', { name: 'Retirar candidatura' }).click();
    await expect(c.page.getByText('Candidatura retirada.').first()).toBeVisible();
    await expect(c.page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
    const vacancyId = vacancyUrl.split('/').pop();
    const refused = await c.page.request.post(`/api/vacancies/${vacancyId}/application`, {
      data: {},
      headers: { origin: process.env.E2E_BASE_URL ?? '' },
    });
    expect(refused.status()).toBe(409);

    // A deletes the company after confirming.
    await page.goto(companyUrl);
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText('Tem certeza que deseja excluir esta empresa?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir empresa' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(companyUrl);
    await expect(page.getByText('Empresa não encontrada.').first()).toBeVisible();
    await c.page.goto(vacancyUrl);
    await expect(c.page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  } finally {
    await b.context.close();
    await c.context.close();
  }
});

test('the home page shows the companies that hold the diversity seal', async ({ page }) => {
  const sealed = await page.request.get('/api/companies/sealed');
  expect(sealed.status()).toBe(200);
  const names = ((await sealed.json()) as { name: string }[]).map((c) => c.name);
  expect(names.length).toBeGreaterThan(0);
  await page.goto('/home');
  await expect(page.getByTestId('seal-company-card').first()).toContainText(names[0]!);
});
