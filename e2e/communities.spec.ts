import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { pngImage } from './support/images.js';
import { appLink, waitForMail } from './support/mail.js';
import { newSignedInMember } from './support/members.js';

// Issue 7: a community that requires approval, from creation to a new moderator (who accepts the
// role she is offered: issue 13).

async function chooseFile(page: Page, button: string, buffer: Buffer, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test('create with approval, join request, approval, posting, and a moderator by invitation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Programadoras Gaúchas ${Date.now()}`;

  // A creates the community, with a logo and a dark banner.
  await newSignedInMember(page, 'Antônia Ramos');
  await page.goto('/rede');
  await page.getByRole('link', { name: 'Criar comunidade' }).first().click();
  await expect(page).toHaveURL(/\/criar-comunidade$/);
  await page.getByRole('button', { name: 'Criar comunidade' }).click();
  await expect(page.getByText('Nome da comunidade é obrigatório')).toBeVisible();
  await expect(page.getByText('Descrição da comunidade é obrigatória')).toBeVisible();

  await page.getByLabel('Nome da comunidade').fill(name);
  await page
    .getByLabel('Descrição')
    .fill('Mulheres que programam no Rio Grande do Sul: vagas, estudos e encontros.');
  await page.getByLabel('Nicho').selectOption({ label: 'Tecnologia' });
  await page.getByLabel('Requer aprovação').check();
  await chooseFile(page, 'Escolher logo', await pngImage('#5b2a86', 300), 'logo.png');
  await chooseFile(page, 'Escolher banner', await pngImage('#1d1a2b', 1200), 'banner.png');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Criar comunidade' }).click();
  await expect(page.getByText('Comunidade criada com sucesso!')).toBeVisible();
  const created = Date.now();
  await expect(page).toHaveURL(/\/rede$/, { timeout: 10_000 });
  expect(Date.now() - created).toBeGreaterThanOrEqual(1500);

  // The dark banner turns the title white.
  await page.goto('/minhas-comunidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas comunidades' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: new RegExp(`Ver comunidade.*${name}|^${name}$`) })
    .first()
    .click();
  const title = page.getByRole('heading', { level: 1, name });
  await expect(title).toHaveCSS('color', 'rgb(255, 255, 255)');
  const communityUrl = page.url();
  await expectAccessible(page);

  // B finds it by chip and by an accent-less search, and asks to join.
  // axe needs a page of an explicit context.
  const bContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const b = await bContext.newPage();
  try {
    const { email: brunaEmail } = await newSignedInMember(b, 'Bruna Queiroz');
    await b.goto('/rede');
    await expect(b.getByRole('heading', { level: 1, name: 'Explorar comunidades' })).toBeVisible();
    await expectAccessible(b);
    await b.getByRole('button', { name: 'Tecnologia', exact: true }).click();
    await expect(b.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await b.getByRole('searchbox', { name: 'Buscar comunidades' }).fill('gauchas');
    await expect(b).toHaveURL(/q=gauchas/);
    await b.getByRole('link', { name: new RegExp(name) }).click();
    await b.getByRole('button', { name: 'Participar' }).click();
    await expect(b.getByText('Aguardando aprovação').first()).toBeVisible();
    await expect(b.getByText('Sua solicitação está aguardando aprovação.', { exact: false })).toBeVisible();

    // A approves.
    await page.goto(communityUrl);
    const requests = page.getByRole('region', { name: 'Solicitações pendentes' });
    await requests.getByRole('button', { name: 'Aprovar solicitação de Bruna Queiroz' }).click();
    await expect(requests.getByText('Nenhuma solicitação pendente.')).toBeVisible();

    // B now posts in the community feed.
    await b.reload();
    await expect(b.getByText('Você participa')).toBeVisible();
    await b.getByRole('button', { name: 'Compartilhe algo…' }).click();
    const post = `Alguém topa um grupo de estudos de Go? ${Date.now()}`;
    await b.getByRole('combobox', { name: 'O que você quer compartilhar?' }).fill(post);
    await b.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(b.getByRole('article').filter({ hasText: post })).toBeVisible();

    // A offers B the moderator role: an invitation, not yet a role.
    await page.getByRole('link', { name: 'Concessão de Acesso' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Concessão de Acesso' })).toBeVisible();
    await page.getByRole('combobox', { name: /Usuária/ }).fill('Bruna');
    await page.getByRole('option', { name: /Bruna Queiroz/ }).click();
    await page.getByLabel('Papel').selectOption({ label: 'Moderadora' });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Conceder acesso' }).click();
    await expect(page.getByText('Convite enviado.')).toBeVisible();
    const pending = page.getByRole('region', { name: /Convites pendentes/ });
    await expect(pending.getByText('Bruna Queiroz')).toBeVisible();
    await expect(pending.getByText('Moderadora')).toBeVisible();
    await expectAccessible(page);

    // Nothing changes for B until she answers: no Editar yet.
    await b.goto(communityUrl);
    await expect(b.getByText('Você participa')).toBeVisible();
    await expect(b.getByRole('link', { name: 'Editar' })).toHaveCount(0);

    // The e-mail leads B to her communities, where the invitation waits; she accepts.
    const mail = await waitForMail(brunaEmail, `Convite para ser moderadora da comunidade ${name}`);
    await b.goto(appLink(mail, '/minhas-comunidades'));
    const invitations = b.getByRole('region', { name: /Convites pendentes/ });
    await expect(invitations.getByRole('link', { name })).toBeVisible();
    await expect(invitations.getByText('Convite para ser Moderadora')).toBeVisible();
    await expect(invitations.getByText(/Enviado por Antônia Ramos/)).toBeVisible();
    await expectAccessible(b);
    await invitations.getByRole('button', { name: `Aceitar o convite de ${name}` }).click();
    await expect(b.getByText(`Convite aceito. Agora você é Moderadora de ${name}.`).first()).toBeVisible();
    await expect(b.getByRole('region', { name: /Convites pendentes/ })).toHaveCount(0);

    // A's page shows her among the moderators, no longer pending.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Participantes atuais' }).getByText('Bruna Queiroz'),
    ).toBeVisible();
    await expect(page.getByText('Nenhum convite aguardando resposta.')).toBeVisible();

    // B now sees Editar and the community menu (a row under the main bar since issue 22).
    await b.goto(communityUrl);
    await expect(b.getByRole('link', { name: 'Editar' })).toBeVisible();
    await expect(
      b
        .getByRole('navigation', { name: 'Menu da comunidade' })
        .getByRole('link', { name: 'Anunciar serviços' }),
    ).toBeVisible();
  } finally {
    await bContext.close();
  }
});
