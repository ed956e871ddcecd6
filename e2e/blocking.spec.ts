import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { newMemberInOwnBrowser } from './support/members.js';
import { blockFromProfile } from './support/safety.js';

// Issue 19, blocking: Bia writes under Ana's post; Ana blocks her from her profile's menu, after
// a confirmation that says what a block does. Bia's comment is gone for Ana; Bia can no longer
// find Ana in search nor open her profile, and Ana's post is gone from Bia's feed. Ana finds Bia
// under Configurações → Contas bloqueadas and unblocks her.

const origin = process.env.E2E_BASE_URL ?? '';

async function publish(page: Page, text: string) {
  await page.goto('/feed?ordem=recentes');
  await page.getByRole('button', { name: 'Compartilhe algo…' }).click();
  await page.getByRole('combobox', { name: 'O que você quer compartilhar?' }).fill(text);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
}

test('a member blocks another: each disappears for the other, and Configurações undoes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const ana = await newMemberInOwnBrowser(browser, `Ana Bloqueia ${stamp}`);
  const bia = await newMemberInOwnBrowser(browser, `Bia Bloqueada ${stamp}`);
  const text = `Publicação da Ana ${stamp}`;
  await publish(ana.page, text);

  // Bia answers under it (through the API: the conversation's own journey covers the form).
  const feed = (await (await bia.page.request.get('/api/posts?order=recent')).json()) as {
    items: { id: string; content: string }[];
  };
  const post = feed.items.find((item) => item.content === text)!;
  const commented = await bia.page.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'Comentário que incomoda' },
    headers: { origin },
  });
  expect(commented.status()).toBe(201);

  // Ana blocks Bia from her profile, after reading what it does.
  await blockFromProfile(ana.page, bia);

  // Bia's comment is gone for Ana.
  await ana.page.goto(`/publicacoes/${post.id}`);
  await expect(ana.page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
  await expect(ana.page.getByText('Comentário que incomoda')).toHaveCount(0);

  // For Bia, Ana does not exist: not in search, profile not found, her post not in the feed.
  await bia.page.goto('/feed?ordem=recentes');
  await expect(bia.page.getByRole('main')).toBeVisible();
  await expect(bia.page.getByText(text)).toHaveCount(0);
  const found = (await (
    await bia.page.request.get(`/api/search?q=${encodeURIComponent(`Ana Bloqueia ${stamp}`)}`)
  ).json()) as { professionals: { items: unknown[] } };
  expect(found.professionals.items).toEqual([]);
  await bia.page.goto(`/perfil-publico/${ana.id}`);
  await expect(bia.page.getByRole('heading', { name: 'Perfil não encontrado.' })).toBeVisible();
  await bia.page.goto(`/publicacoes/${post.id}`);
  await expect(bia.page.getByText('Publicação não encontrada')).toBeVisible();

  // Ana unblocks Bia from Configurações.
  await ana.page.goto('/configuracoes#contas-bloqueadas');
  const blocked = ana.page.getByRole('region', { name: 'Contas bloqueadas' });
  await expect(blocked.getByText(bia.name)).toBeVisible();
  await expectAccessible(ana.page);
  await blocked.getByRole('button', { name: `Desbloquear ${bia.name}` }).click();
  await expect(blocked.getByText('Você não bloqueou ninguém.')).toBeVisible();
  await bia.page.goto(`/perfil-publico/${ana.id}`);
  await expect(bia.page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();

  await ana.context.close();
  await bia.context.close();
});
