import { expect, expectAccessible, test } from './support/fixtures.js';
import { pngImage } from './support/images.js';
import { newSignedInMember } from './support/members.js';
import { pickMonth } from './support/month-picker.js';

// Issue 4: a member builds her CV and shares it.

test('a new member builds her profile and shares it publicly without her e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email } = await newSignedInMember(page, 'Luana Bezerra Lima');

  // Personal profile
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: await pngImage() });
  await expect(page.getByRole('region', { name: 'Foto de perfil' }).getByRole('img').first()).toBeVisible();
  await page.getByLabel('Título profissional').fill('Engenheira de Dados');
  const languages = page.getByRole('region', { name: 'Idiomas' });
  for (const [language, level] of [
    ['Português', 'Nativo'],
    ['Inglês', 'Avançado'],
  ]) {
    await languages.getByLabel('Idioma', { exact: true }).selectOption({ label: language! });
    await languages.getByLabel('Nível', { exact: true }).selectOption({ label: level! });
    await languages.getByRole('button', { name: 'Adicionar' }).click();
  }
  const skills = page.getByRole('region', { name: 'Habilidades' });
  await skills.getByLabel('Soft skills').fill('Comunicação');
  await skills.getByLabel('Soft skills').press('Enter');
  await skills.getByLabel('Hard skills').fill('SQL');
  await skills.getByLabel('Hard skills').press('Enter');
  const children = page.getByRole('region', { name: 'Filhos' });
  await children.getByLabel('Nome', { exact: true }).fill('Clara');
  const fourYearsAgo = new Date(Date.now() - 4.5 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await children.getByLabel('Data de nascimento').fill(fourYearsAgo);
  await children.getByRole('button', { name: 'Adicionar' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

  // Two experiences, one current: each added, filled and saved on its own (issue 22).
  await page.goto('/experiencias');
  for (const [company, role, start, end] of [
    ['Nuvem Aberta Tecnologia', 'Engenheira de Dados', '2022-03', null],
    ['Banco Raiz', 'Analista de Dados', '2018-02', '2022-02'],
  ] as const) {
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const form = page.getByRole('form', { name: 'Nova experiência' });
    await form.getByLabel('Empresa').fill(company);
    await form.getByLabel('Cargo').fill(role);
    await pickMonth(form, 'Data de início', start);
    if (end) await pickMonth(form, 'Data de término', end);
    else await form.getByLabel('Trabalho atual').check();
    await form.getByLabel('Estado').selectOption('SP');
    await form.getByLabel('Cidade').fill('São Paulo');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('article', { name: role })).toBeVisible();
  }

  // One education
  await page.goto('/educacao');
  await page.getByRole('button', { name: 'Adicionar formação' }).click();
  const course = page.getByRole('form', { name: 'Nova formação' });
  await course.getByLabel('Instituição').fill('Universidade Federal da Bahia');
  await course.getByLabel('Área de estudo').fill('Estatística');
  await pickMonth(course, 'Data de início', '2013-03');
  await pickMonth(course, 'Data de conclusão', '2017-12');
  await expectAccessible(page);
  await course.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Formação acadêmica atualizada com sucesso')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Estatística' })).toContainText(
    'mar. de 2013 – dez. de 2017',
  );

  // One project and one award
  await page.goto('/projetos');
  await page.getByLabel('Título').fill('Painel de dados abertos');
  await page.getByLabel('Link (opcional)').fill('github.com/luana/painel');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Painel de dados abertos').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Prêmios conquistados' }).click();
  await page.getByLabel('Título').fill('Prêmio Mulheres em Dados 2024');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Prêmio Mulheres em Dados 2024').first()).toBeVisible();
  await expectAccessible(page);

  // Her own profile, with a new public address
  await page.goto('/meu-perfil');
  await expect(page.getByRole('heading', { name: 'Luana Bezerra Lima' })).toBeVisible();
  const slug = `luana-dados-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Editar endereço do perfil' }).click();
  await page.getByLabel('Nome de usuária do perfil').fill(slug);
  await expect(page.getByText('Disponível!')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar endereço do perfil' }).click();
  await expect(page.getByText(`/m/${slug}`).first()).toBeVisible();

  for (const text of [
    'Engenheira de Dados',
    'Possui 1 filho de 4 anos',
    'Português: Nativo',
    'Inglês: Avançado',
    'Comunicação',
    'SQL',
    'Nuvem Aberta Tecnologia',
    'Banco Raiz',
    'Universidade Federal da Bahia',
    'Painel de dados abertos',
    'Prêmio Mulheres em Dados 2024',
  ]) {
    await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
  }
  await expect(page.getByText(/Atual/).first()).toBeVisible();
  await expectAccessible(page);

  // The public page, signed out
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/m/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Luana Bezerra Lima' })).toBeVisible();
  await expect(visitor.getByText('Nuvem Aberta Tecnologia').first()).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: /Entrar em contato/ })).toHaveCount(0);
  await expect(visitor.getByRole('banner')).toHaveCount(0);
  await expectAccessible(visitor);
  const html = await (await visitor.request.get(`/m/${slug}`)).text();
  expect(html).toContain('<meta property="og:title" content="Luana Bezerra Lima"');
  await visitorContext.close();
});

test('an unknown public profile says so', async ({ page }) => {
  await page.goto('/m/ninguem-com-esse-nome');
  await expect(page.getByText('Perfil não encontrado.')).toBeVisible();
});

test('the wizard creates two preference profiles; one is active and the list keeps its order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newSignedInMember(page, 'Patrícia Nogueira');
  await page.goto('/preferencias-vagas');

  // First profile: remote CLT jobs in São Paulo, as a data analyst.
  await page.getByRole('button', { name: 'Novo perfil' }).click();
  await expect(page.getByLabel('Nome do perfil')).toHaveValue('Perfil Principal');
  await page.getByRole('checkbox', { name: 'Remoto' }).check();
  await page.getByRole('checkbox', { name: 'CLT' }).check();
  await page.getByLabel('Salário mínimo').pressSequentially('800000');
  await expect(page.getByLabel('Salário mínimo')).toHaveValue('R$ 8.000,00');
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Adicionar localização' }).click();
  await expect(page.getByLabel('País')).toHaveValue('Brasil');
  await page.getByLabel('Estado').selectOption({ label: 'São Paulo' });
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('Setor').selectOption({ index: 1 });
  await page.getByLabel('Categoria').selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /Cargos em/ })
    .getByRole('checkbox')
    .first()
    .check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Preferências atualizadas com sucesso')).toBeVisible();

  // Second profile: the proposed name follows.
  await page.getByRole('button', { name: 'Novo perfil' }).click();
  await expect(page.getByLabel('Nome do perfil')).toHaveValue('Perfil 2');
  await page.getByRole('checkbox', { name: 'Híbrido' }).check();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Preferências atualizadas com sucesso').first()).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Perfil Principal');
  await expect(cards.first()).toContainText('Ativo');
  await expect(cards.nth(1)).not.toContainText('Ativo');
  await expect(cards.first().getByRole('button', { name: 'Remover' })).toBeDisabled();

  // Activating the second moves it first and deactivates the other.
  await cards.nth(1).getByRole('button', { name: 'Ativar' }).click();
  await expect(cards.first()).toContainText('Perfil 2');
  await expect(cards.first()).toContainText('Ativo');
  await expect(cards.nth(1)).toContainText('Perfil Principal');
  await expect(cards.nth(1).getByRole('button', { name: 'Ativar' })).toBeVisible();
  await expectAccessible(page);
});
