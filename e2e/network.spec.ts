import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { newSignedInMember } from './support/members.js';

// Issue 17: the network between members. Ana invites Bia with a note; Bia finds it under
// Convites with a notification and accepts; both see the connection and the counts; Carla sees
// what she and Bia have in common; Ana posts for her connections only — Bia reads it, Carla
// does not (feed, profile, direct link); Carla follows Ana and finds Ana's public post above a
// newer one by someone she does not follow; Bia removes the connection and the post is gone
// for her.

const origin = process.env.E2E_BASE_URL ?? '';

async function member(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
  const page = await context.newPage();
  await newSignedInMember(page, name);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { page, context, id: me.user.id, name };
}
type Member = Awaited<ReturnType<typeof member>>;

const profileOf = (page: Page, who: Member) => page.goto(`/perfil-publico/${who.id}`);

/**
 * The profile is rendered by the server, buttons included: a press before the client has taken
 * the page over does nothing, so she presses again until what it opens or changes shows.
 */
async function pressUntil(button: ReturnType<Page['getByRole']>, shows: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(shows).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificações/ });

/** Through the API, for the connections the story only needs to exist. */
async function connectQuietly(from: Member, to: Member) {
  const sent = await from.page.request.post('/api/network/invitations', {
    data: { memberId: to.id },
    headers: { origin },
  });
  expect(sent.status()).toBe(201);
  const box = (await (await to.page.request.get('/api/network/invitations?box=received')).json()) as {
    items: { id: string; member: { id: string } }[];
  };
  const invitation = box.items.find((i) => i.member.id === from.id)!;
  const accepted = await to.page.request.post(`/api/network/invitations/${invitation.id}/accept`, {
    headers: { origin },
  });
  expect(accepted.status()).toBe(200);
}

async function publish(page: Page, text: string, audience?: 'Somente conexões') {
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Compartilhe algo…' }).click();
  await page.getByRole('combobox', { name: 'O que você quer compartilhar?' }).fill(text);
  if (audience) await page.getByLabel('Quem pode ver').selectOption({ label: audience });
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
}

test('connect, follow, and a post for connections only', async ({ browser }) => {
  test.setTimeout(240_000);
  const ana = await member(browser, 'Ana Rede Teste');
  const bia = await member(browser, 'Bia Rede Teste');
  const carla = await member(browser, 'Carla Rede Teste');
  const dani = await member(browser, 'Dani Rede Teste');

  // Ana invites Bia from Bia's profile, with a note.
  await profileOf(ana.page, bia);
  const dialog = ana.page.getByRole('dialog');
  await pressUntil(ana.page.getByRole('button', { name: `Conectar com ${bia.name}` }), dialog);
  await dialog.getByLabel('Mensagem (opcional)').fill('Nos vimos no meetup de dados!');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(ana.page.getByRole('button', { name: `Cancelar convite para ${bia.name}` })).toBeVisible();

  // Bia is told, finds it under Convites with the note, and accepts.
  await expect(bell(bia.page)).toHaveAccessibleName('Notificações, 1 não lida');
  await bia.page.goto('/rede/convites');
  await expect(bia.page.getByRole('link', { name: 'Convites (1)' })).toBeVisible();
  await expect(bia.page.getByText('Nos vimos no meetup de dados!')).toBeVisible();
  await expectAccessible(bia.page);
  await bia.page.getByRole('button', { name: `Aceitar o convite de ${ana.name}` }).click();
  await expect(bia.page.getByText('Nenhum convite aguardando sua resposta.')).toBeVisible();

  // Each sees the other among her connections, and the counts on the profiles.
  await bia.page.goto('/rede/conexoes');
  await expect(bia.page.getByRole('link', { name: ana.name })).toBeVisible();
  await expectAccessible(bia.page);
  await ana.page.goto('/rede/conexoes');
  await expect(ana.page.getByRole('link', { name: bia.name })).toBeVisible();
  await profileOf(ana.page, bia);
  await expect(ana.page.getByText('1 conexão', { exact: true })).toBeVisible();
  await expect(ana.page.getByText('1 seguidora', { exact: true })).toBeVisible();

  // Carla and Bia both know Dani: Carla sees it on Bia's profile.
  await connectQuietly(dani, bia);
  await connectQuietly(dani, carla);
  await profileOf(carla.page, bia);
  await expect(carla.page.getByText('1 conexão em comum')).toBeVisible();
  await expectAccessible(carla.page);

  // Ana posts for her connections only: Bia reads it, Carla does not.
  const secret = `Só para a minha rede ${Date.now()}`;
  await publish(ana.page, secret, 'Somente conexões');
  await expect(
    ana.page.getByRole('article').filter({ hasText: secret }).getByText('Somente conexões'),
  ).toBeVisible();
  const mine = (await (await ana.page.request.get('/api/posts?order=recent&limit=1')).json()) as {
    items: { id: string }[];
  };
  const secretId = mine.items[0]!.id;
  await bia.page.goto('/feed');
  await expect(bia.page.getByRole('article').filter({ hasText: secret })).toBeVisible();
  await carla.page.goto('/feed?ordem=recentes');
  await expect(carla.page.getByRole('article').first()).toBeVisible();
  await expect(carla.page.getByRole('article').filter({ hasText: secret })).toHaveCount(0);
  await profileOf(carla.page, ana);
  await expect(carla.page.getByRole('heading', { name: 'Atividade' })).toBeVisible();
  await expect(carla.page.getByRole('article').filter({ hasText: secret })).toHaveCount(0);
  await carla.page.goto(`/publicacoes/${secretId}`);
  await expect(carla.page.getByText('Publicação não encontrada')).toBeVisible();

  // Carla follows Ana: Ana's public post ranks above Bia's newer one in 'Para você'.
  const open = `Dica pública da Ana ${Date.now()}`;
  await publish(ana.page, open);
  const newer = `Novidade da Bia ${Date.now()}`;
  await publish(bia.page, newer);
  await profileOf(carla.page, ana);
  await pressUntil(
    carla.page.getByRole('button', { name: `Seguir ${ana.name}` }),
    carla.page.getByRole('button', { name: `Deixar de seguir ${ana.name}` }),
  );
  await carla.page.goto('/feed');
  const cards = carla.page.getByRole('article');
  await expect(cards.filter({ hasText: newer })).toBeVisible();
  const texts = await cards.allInnerTexts();
  const anaAt = texts.findIndex((t) => t.includes(open));
  const biaAt = texts.findIndex((t) => t.includes(newer));
  expect(anaAt).toBeGreaterThanOrEqual(0);
  expect(anaAt).toBeLessThan(biaAt);
  await carla.page.getByRole('link', { name: 'Recentes' }).click();
  await expect(carla.page).toHaveURL(/ordem=recentes/);
  // Newest first: Bia's post, then Ana's.
  await expect(carla.page.getByRole('article').nth(0)).toContainText(newer);
  await expect(carla.page.getByRole('article').nth(1)).toContainText(open);

  // People she may know, with why.
  await carla.page.goto('/rede/pessoas');
  await expect(carla.page.getByRole('heading', { name: 'Pessoas que você talvez conheça' })).toBeVisible();
  await expect(carla.page.getByText('1 conexão em comum').first()).toBeVisible();
  await expectAccessible(carla.page);
  await carla.page.goto('/rede');
  await expectAccessible(carla.page);

  // Bia removes the connection: Ana's post for her connections is gone for her.
  await bia.page.goto('/rede/conexoes');
  await bia.page.getByRole('button', { name: `Remover conexão com ${ana.name}` }).click();
  await bia.page.getByRole('dialog').getByRole('button', { name: 'Remover conexão' }).click();
  await expect(bia.page.getByRole('link', { name: ana.name })).toHaveCount(0);
  await bia.page.goto(`/publicacoes/${secretId}`);
  await expect(bia.page.getByText('Publicação não encontrada')).toBeVisible();

  for (const m of [ana, bia, carla, dani]) await m.context.close();
});
