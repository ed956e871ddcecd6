import type { Page } from '@playwright/test';
import { capturedMail, expect, expectAccessible, test } from './support/fixtures.js';
import { newSignedInMember, signInAsDemo } from './support/members.js';

// Issue 16: the feed is a conversation, and a member hears of it live. Two members in two
// browsers: Bruna reacts to Alice's post and comments mentioning her; Alice's bell counts up
// without a reload, she follows the notification to the comment and answers; Bruna hears of the
// answer; Alice reads everything; Bruna deletes her comment. Then e-mail follows Alice's choice:
// no e-mail for comments, while a change to her application's status does send one.

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificações/ });

async function mailsTo(email: string, subject: RegExp) {
  return (await capturedMail()).filter((m) => m.to.includes(email) && subject.test(m.subject));
}

test('reactions, comments and mentions reach her live; she answers; e-mails follow her choices', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await newSignedInMember(page, 'Alice Prado');
  const stamp = Date.now();
  const text = `Consegui minha certificação em nuvem! ${stamp}`;
  await page.getByRole('button', { name: 'Compartilhe algo…' }).click();
  await page.getByRole('combobox', { name: 'O que você quer compartilhar?' }).fill(text);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notificações');

  // Bruna, in a browser of her own, finds the post.
  const brunaContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  const bruna = await brunaContext.newPage();
  await newSignedInMember(bruna, 'Bruna Teles');
  const card = bruna.getByRole('article', { name: 'Postagem de Alice Prado' }).filter({ hasText: text });
  await expect(card).toBeVisible();

  // She reacts: Alice's bell counts it, with no reload of Alice's page.
  const react = card.getByRole('button', { name: 'Curtir', exact: true });
  await react.click();
  await expect(react).toHaveAttribute('aria-pressed', 'true');
  await expect(bell(page)).toHaveAccessibleName('Notificações, 1 não lida');

  // She comments, mentioning Alice through the suggestions.
  await card.getByRole('button', { name: 'Comentar' }).click();
  const field = card.getByRole('combobox', { name: 'Escreva um comentário' });
  await field.pressSequentially('Parabéns, @Alic');
  await bruna.getByRole('option', { name: /Alice Prado/ }).click();
  await field.pressSequentially(' você merece!');
  await card.getByRole('button', { name: 'Publicar comentário' }).click();
  const comment = card.getByRole('article', { name: 'Comentário de Bruna Teles' });
  await expect(comment.getByRole('link', { name: '@Alice Prado' })).toBeVisible();
  await expect(card.getByRole('button', { name: '1 comentário' })).toBeVisible();
  await expectAccessible(bruna);
  await expect(bell(page)).toHaveAccessibleName('Notificações, 2 não lidas');

  // Alice follows the mention to the comment and answers it.
  await bell(page).click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  const mention = page.getByRole('link', { name: /Bruna Teles mencionou você em um comentário/ });
  await expect(mention).toBeVisible();
  await expect(page.getByRole('link', { name: /Bruna Teles reagiu à sua publicação/ })).toBeVisible();
  await expectAccessible(page);
  await mention.click();
  await expect(page).toHaveURL(/\/publicacoes\/[0-9a-f-]+\?comentario=/);
  const hers = page.getByRole('article', { name: 'Comentário de Bruna Teles' });
  await expect(hers).toBeFocused();
  await hers.getByRole('button', { name: 'Responder' }).click();
  const reply = page.getByRole('combobox', { name: 'Responder a Bruna Teles' });
  await reply.fill('Obrigada, Bruna!');
  await page.getByRole('button', { name: 'Publicar resposta' }).click();
  await expect(page.getByRole('article', { name: 'Resposta de Alice Prado' })).toContainText(
    'Obrigada, Bruna!',
  );

  // Bruna hears of the answer.
  await expect(bell(bruna)).toHaveAccessibleName('Notificações, 1 não lida');
  await bruna.goto('/notificacoes');
  await expect(bruna.getByRole('link', { name: /Alice Prado respondeu ao seu comentário/ })).toBeVisible();

  // Alice reads everything: the count disappears.
  await page.goto('/notificacoes');
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await expect(page.getByText('Não lida', { exact: true })).toHaveCount(0);

  // Bruna deletes her comment (Alice's answer goes with it): the card's count drops.
  await bruna.goto('/feed');
  await expect(card.getByRole('button', { name: '2 comentários' })).toBeVisible();
  await card.getByRole('button', { name: '2 comentários' }).click();
  await comment.getByRole('button', { name: 'Opções do comentário' }).click();
  await bruna.getByRole('button', { name: 'Excluir comentário' }).click();
  await bruna.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(card.getByRole('button', { name: '2 comentários' })).toHaveCount(0);
  await expect(comment).toHaveCount(0);

  // Alice wants no e-mail about comments.
  await page.goto('/configuracoes');
  await page.getByLabel('Comentários nas suas publicações').selectOption({ label: 'Nenhum' });
  await page
    .getByRole('region', { name: 'E-mails de notificação' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await expect(page.getByText('Preferências de e-mail salvas.')).toBeVisible();

  // Bruna comments again, without a mention.
  await bruna.reload();
  await card.getByRole('button', { name: 'Comentar' }).click();
  await card.getByRole('combobox', { name: 'Escreva um comentário' }).fill('Que conquista!');
  await card.getByRole('button', { name: 'Publicar comentário' }).click();
  await expect(card.getByRole('button', { name: '1 comentário' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notificações, 1 não lida');

  // Alice applies to a vacancy; the company moves her application: that e-mail does come.
  const camilaContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  const camila = await camilaContext.newPage();
  await signInAsDemo(camila, 'camila');
  const managed = (await (await camila.request.get('/api/vacancies/managed')).json()) as {
    vacancies: { id: string; title: string; isActive: boolean; howToReceive: string }[];
  }[];
  const vacancy = managed
    .flatMap((company) => company.vacancies)
    .find((v) => v.isActive && v.howToReceive === 'internal');
  if (!vacancy) throw new Error('the demo has no vacancy receiving applications here');
  const origin = process.env.E2E_BASE_URL ?? '';
  const applied = await page.request.post(`/api/vacancies/${vacancy.id}/application`, {
    data: { message: 'Tenho experiência com nuvem.' },
    headers: { origin },
  });
  expect(applied.status()).toBe(201);
  const applications = (await (
    await camila.request.get(`/api/vacancies/${vacancy.id}/applications?limit=50`)
  ).json()) as { items: { id: string; fullName: string }[] };
  const application = applications.items.find((a) => a.fullName === 'Alice Prado');
  if (!application) throw new Error('her application is not on the company’s list');
  const moved = await camila.request.patch(`/api/vacancies/${vacancy.id}/applications/${application.id}`, {
    data: { status: 'shortlisted' },
    headers: { origin },
  });
  expect(moved.status()).toBe(200);

  await expect
    .poll(async () => (await mailsTo(alice.email, /^Sua candidatura para /)).length, { timeout: 20_000 })
    .toBe(1);
  const [statusMail] = await mailsTo(alice.email, /^Sua candidatura para /);
  expect(statusMail?.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  // The comment's e-mail would have been queued before the status change's: none came.
  expect(await mailsTo(alice.email, /comentou na sua publicação/)).toEqual([]);
  await expect(bell(page)).toHaveAccessibleName('Notificações, 2 não lidas');

  await camilaContext.close();
  await brunaContext.close();
});
