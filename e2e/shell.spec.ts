import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { newSignedInMember, signInAsDemo } from './support/members.js';

// Issue 5: the signed-in shell — bar, drawer, personal menu, modals and contextual menus.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const avatarButton = (page: Page) => page.getByRole('button', { name: /^Abrir menu pessoal de / });

async function workspaceIds(page: Page) {
  const response = await page.request.get('/api/me/workspaces');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    companies: { id: string; name: string }[];
    communities: { id: string; name: string }[];
  };
}

test('desktop: every entry of the bar leads where the spec says, and the modals work', async ({ page }) => {
  await signInAsDemo(page, 'camila');
  const nav = mainNav(page);

  for (const [label, path] of [
    ['Comunidades', '/rede'],
    ['Vagas', '/vagas'],
    ['Início', '/feed'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('banner').getByRole('link', { name: 'Mensagens' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  // Messages are real since issue 18: the inbox, not a 'coming soon' page.
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
  await expect(page.getByText('Em breve')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Notificações' }).click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expectAccessible(page);

  // Desenvolvimento pessoal: two columns, six links; Escape closes and gives focus back.
  const devButton = nav.getByRole('button', { name: 'Desenvolvimento pessoal' });
  await devButton.click();
  const dev = page.getByRole('dialog', { name: 'Desenvolvimento pessoal' });
  await expect(dev).toBeVisible();
  await expect(dev.getByRole('heading', { name: 'Desenvolvimento profissional' })).toBeVisible();
  for (const [label, path] of [
    ['Mentorias', '/desenvolvimento/mentorias'],
    ['Orientação de carreira', '/desenvolvimento/orientacao'],
    ['Cursos', '/desenvolvimento/cursos'],
    ['Empreendedorismo', '/desenvolvimento/empreendedorismo'],
    ['Saúde e bem-estar', '/desenvolvimento/saude'],
    ['Desenvolvimento cognitivo', '/desenvolvimento/cognitivo'],
  ] as const) {
    await expect(dev.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dev).toBeHidden();
  await expect(devButton).toBeFocused();
  await devButton.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Mentorias', exact: true }).click();
  await expect(page).toHaveURL(/\/desenvolvimento\/mentorias$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  // Para negócios: her companies and communities, each list with its add button.
  await nav.getByRole('button', { name: 'Para negócios' }).click();
  const business = page.getByRole('dialog', { name: 'Para negócios' });
  await expect(business.getByRole('link', { name: /Nuvem Aberta Tecnologia/ })).toHaveAttribute(
    'href',
    /^\/empresas\/[0-9a-f-]{36}$/,
  );
  await expect(business.getByRole('link', { name: /Mulheres na Tecnologia/ })).toHaveAttribute(
    'href',
    /^\/comunidades\/[0-9a-f-]{36}$/,
  );
  await expectAccessible(page);
  await business.getByRole('link', { name: 'Adicionar empresa' }).click();
  await expect(page).toHaveURL(/\/adicionar-empresa$/);

  // The personal menu: name, title, the eight entries.
  await avatarButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu pessoal' });
  await expect(menu.getByText('Camila Ribeiro dos Santos')).toBeVisible();
  await expect(menu.getByText('Gerente de Produto')).toBeVisible();
  for (const [label, path] of [
    ['Perfil pessoal', '/perfil-pessoal'],
    ['Formação acadêmica', '/educacao'],
    ['Experiências profissionais', '/experiencias'],
    ['Projetos e conquistas', '/projetos'],
    ['Preferências de vagas', '/preferencias-vagas'],
    ['Desenvolvimento pessoal', '/desenvolvimento'],
  ] as const) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await expect(menu.getByRole('button', { name: 'Configurações' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expectAccessible(page);

  // Configurações e Pagamentos without an id in the path: no 'Concessão de Acesso'.
  await menu.getByRole('button', { name: 'Configurações' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações e Pagamentos' });
  await expect(settings.getByRole('link', { name: /Minha conta/ })).toHaveAttribute('href', '/configuracoes');
  await expect(settings.getByText('Em breve')).toHaveCount(0);
  await expect(settings.getByRole('link', { name: /Concessão de Acesso/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('phone: the drawer and the personal menu open and close, and Sair signs out to /', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await newSignedInMember(page, 'Rosa Menezes');
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Buscar pessoas, comunidades e empresas' })).toBeVisible();

  const openDrawer = page.getByRole('button', { name: 'Abrir menu de navegação' });
  await openDrawer.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const drawerNav = drawer.getByRole('navigation', { name: 'Menu de navegação' });
  for (const [label, path] of [
    ['Início', '/feed'],
    ['Comunidades', '/rede'],
    ['Vagas', '/vagas'],
  ] as const) {
    await expect(drawerNav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await expect(drawerNav.getByRole('button', { name: 'Desenvolvimento pessoal' })).toBeVisible();
  await expect(drawerNav.getByRole('button', { name: 'Para negócios' })).toBeVisible();
  for (const [label, path] of [
    ['Artigos e Notícias', '/news'],
    ['Sobre nós', '/sobre'],
    ['Central de atendimento', '/ajuda'],
  ] as const) {
    await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await expect(drawer.getByText('A rede profissional das mulheres.')).toBeVisible();
  await expect(
    drawer
      .getByRole('navigation', { name: 'Redes sociais' })
      .getByRole('link', { name: /abre em uma nova aba/ }),
  ).toHaveCount(4);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openDrawer).toBeFocused();

  await openDrawer.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Artigos e Notícias' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  // Para negócios from the drawer: nothing yet, with the two add buttons carrying `from`.
  await openDrawer.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Para negócios' }).click();
  const business = page.getByRole('dialog', { name: 'Para negócios' });
  await expect(business.getByText('Você ainda não administra nenhuma empresa.')).toBeVisible();
  await business.getByRole('link', { name: 'Criar comunidade' }).click();
  await expect(page).toHaveURL(/\/criar-comunidade$/);

  await avatarButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu pessoal' });
  await expect(menu.getByText('Rosa Menezes')).toBeVisible();
  await expect(menu.getByText('Participante', { exact: true })).toBeVisible();
  await expect(menu.getByTestId('avatar-initials')).toHaveText('RM');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await avatarButton(page).click();
  await page.getByRole('dialog', { name: 'Menu pessoal' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/login$/);
});

test('a company admin gets the company menu on her company page; a plain member does not', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'camila');
  const company = (await workspaceIds(page)).companies.find((c) => c.name === 'Nuvem Aberta Tecnologia')!;
  await page.goto(`/empresas/${company.id}`);
  // Issue 22: a row under the main navigation, which stays.
  const nav = page.getByRole('navigation', { name: 'Menu da empresa' });
  for (const [label, path] of [
    ['Anunciar vagas', '/empresas/anunciar-vaga'],
    // Its staff's talent search (issue 21).
    ['Encontrar uma profissional', `/empresas/${company.id}/talentos`],
    ['Oferecer serviços', '/empresas/oferecer-servicos'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await expect(mainNav(page).getByRole('link', { name: 'Comunidades', exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Configurações e pagamentos' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações e Pagamentos' });
  // No payments row until payments exist (issue 22: nothing 'Em breve').
  await expect(settings.getByRole('button', { name: /Pagamentos/ })).toHaveCount(0);
  await settings.getByRole('link', { name: /Concessão de Acesso/ }).click();
  await expect(page).toHaveURL(new RegExp(`/empresas/${company.id}/concessao-acesso$`));

  const stranger = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  try {
    await newSignedInMember(stranger, 'Helena Prado');
    await stranger.goto(`/empresas/${company.id}`);
    await expect(mainNav(stranger).getByRole('link', { name: 'Comunidades', exact: true })).toBeVisible();
    await expect(stranger.getByRole('navigation', { name: 'Menu da empresa' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('a community moderator gets the community menu on its page; a plain member does not', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'luiza');
  const community = (await workspaceIds(page)).communities.find((c) => c.name === 'Mulheres na Tecnologia')!;
  await page.goto(`/comunidades/${community.id}`);
  const nav = page.getByRole('navigation', { name: 'Menu da comunidade' });
  await expect(nav.getByRole('link', { name: 'Anunciar serviços', exact: true })).toHaveAttribute(
    'href',
    '/comunidades/anunciar-servicos',
  );
  await expect(nav.getByRole('button', { name: 'Configurações e pagamentos' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Vagas', exact: true })).toBeVisible();
  await expectAccessible(page);

  const stranger = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  try {
    await newSignedInMember(stranger, 'Olívia Teles');
    await stranger.goto(`/comunidades/${community.id}`);
    await expect(mainNav(stranger).getByRole('link', { name: 'Vagas', exact: true })).toBeVisible();
    await expect(stranger.getByRole('navigation', { name: 'Menu da comunidade' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
