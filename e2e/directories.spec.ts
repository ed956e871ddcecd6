import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { newSignedInMember, signInAsDemo } from './support/members.js';

// Issue 22, points 5 and 6: a signed-in member keeps the logged-in bar on the site's own pages
// and on the 404 (which answers 404); /empresas is a company directory with the seal filter;
// /minhas-comunidades lists the communities she runs and joined; /comunidades is not a 404.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const publicSignUp = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Cadastre-se', exact: true });

test('the site pages and the 404 keep the logged-in bar for a member', async ({ page }) => {
  await newSignedInMember(page, 'Isadora Campos');

  for (const path of ['/ajuda', '/sobre']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(publicSignUp(page)).toHaveCount(0);
  }

  const response = await page.goto('/endereco-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expect(publicSignUp(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/feed');
  await expectAccessible(page);
});

test('a visitor still gets the public header on the site pages and the 404', async ({ page }) => {
  await page.goto('/ajuda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicSignUp(page)).toBeVisible();
  const response = await page.goto('/outro-endereco-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(publicSignUp(page)).toBeVisible();
});

test('/empresas lists the companies and filters them by the diversity seal', async ({ page }) => {
  await newSignedInMember(page, 'Joana Ribeiro');
  await page.goto('/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Empresas encontradas' });
  // Demo content: sealed and unsealed companies.
  await expect(list.getByRole('link', { name: 'Banco Raiz', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Nuvem Aberta Tecnologia', exact: true })).toHaveAttribute(
    'href',
    /^\/empresas\/[0-9a-f-]{36}$/,
  );
  // Not staff of any company: no 'Minhas Vagas' tab.
  await expect(page.getByRole('link', { name: 'Minhas Vagas' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('directory-1280.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Com selo de diversidade' }).check();
  await page.getByRole('button', { name: 'Buscar empresas' }).click();
  await expect(page).toHaveURL(/\/empresas\?sealed=true$/);
  await expect(list.getByRole('link', { name: 'Banco Raiz', exact: true })).toHaveCount(0);
  await expect(list.getByRole('link', { name: 'Varejo Brasil S.A.', exact: true })).toHaveCount(0);
  for (const sealed of ['Nuvem Aberta Tecnologia', 'Clínica Vida Plena', 'Escola Aprender Mais']) {
    await expect(list.getByRole('link', { name: sealed, exact: true })).toBeVisible();
  }
  for (const card of await list.getByRole('article').all()) {
    await expect(card.getByText('Selo de Diversidade', { exact: false })).toBeVisible();
  }

  // The sector and the UF narrow it further, from the address too.
  await page.goto('/empresas?sealed=true&uf=BA');
  await expect(list.getByRole('link', { name: 'Clínica Vida Plena', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Nuvem Aberta Tecnologia', exact: true })).toHaveCount(0);

  await list.getByRole('link', { name: 'Clínica Vida Plena', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clínica Vida Plena' })).toBeVisible();
});

test("a company's admin menu adds a row under the main navigation, its entries on one line at 1280 px", async ({
  page,
}) => {
  await signInAsDemo(page, 'camila');
  await page.goto('/empresas');
  await page
    .getByRole('list', { name: 'Empresas encontradas' })
    .getByRole('link', { name: 'Nuvem Aberta Tecnologia' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuvem Aberta Tecnologia' })).toBeVisible();
  const companyNav = page.getByRole('navigation', { name: 'Menu da empresa' });
  await expect(companyNav.getByRole('link', { name: 'Anunciar vagas' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Comunidades', exact: true })).toBeVisible();
  for (const entry of await companyNav.getByRole('listitem').all()) {
    const box = await entry.boundingBox();
    // One line of text in a 44 px entry: a wrapped label would make it taller.
    expect(box?.height).toBeLessThanOrEqual(44);
  }
  await page.screenshot({ path: test.info().outputPath('company-menu-1280.png') });
  await expectAccessible(page);
});

test('company staff find Minhas Vagas as a tab of /empresas', async ({ page }) => {
  await signInAsDemo(page, 'camila');
  await page.goto('/empresas');
  const tabs = page.getByRole('navigation', { name: 'Seções da área de empresas' });
  await tabs.getByRole('link', { name: 'Minhas Vagas' }).click();
  await expect(page).toHaveURL(/\/empresas\?aba=minhas-vagas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Vagas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nuvem Aberta Tecnologia' })).toBeVisible();
});

test('/minhas-comunidades lists the communities she runs and joined; /comunidades shows them all', async ({
  page,
}) => {
  await signInAsDemo(page, 'camila');
  await page.goto('/minhas-comunidades');
  const runs = page.getByRole('list', { name: 'Comunidades que você administra ou modera' });
  await expect(runs.getByRole('link', { name: 'Mulheres na Tecnologia', exact: true })).toBeVisible();
  // A moderator, not its creator (issue 22: not only those she created).
  await expect(runs.getByRole('link', { name: 'Mães Empreendedoras', exact: true })).toBeVisible();
  await expect(runs.getByRole('article').filter({ hasText: 'Mães Empreendedoras' })).toContainText(
    'Moderadora',
  );
  const joined = page.getByRole('list', { name: 'Comunidades de que você participa' });
  await expect(joined.getByRole('link', { name: 'Liderança Feminina', exact: true })).toBeVisible();
  await expect(joined.getByRole('article').filter({ hasText: 'Liderança Feminina' })).toContainText(
    'Participante',
  );
  await expectAccessible(page);

  const response = await page.goto('/comunidades');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/rede$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar comunidades' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carreira em Saúde', exact: true })).toBeVisible();
});
