import type { Browser, Locator, Page } from '@playwright/test';
import { capturedMail, expect, expectAccessible, test } from './support/fixtures.js';
import { newSignedInMember, signInAsDemo } from './support/members.js';

// Issue 18: messages. Ana writes to Bia, who is not her connection: it waits under
// 'Solicitações' and no e-mail goes out; Bia accepts; they exchange messages that appear on the
// other's open page without a reload, and Ana sees 'Visto' once Bia has read. Ana's network
// drops while she sends: the message shows 'Não enviada — tentar novamente', her page reloads,
// and it is delivered exactly once. On a phone the list and the thread are two screens. A
// company editor writes to an applicant from the applications page: it lands in her inbox,
// about the vacancy.

const origin = process.env.E2E_BASE_URL ?? '';

async function member(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
  const page = await context.newPage();
  const { email } = await newSignedInMember(page, name);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { page, context, id: me.user.id, name, email };
}

/** A server-rendered button does nothing before the client takes the page over: press until it works. */
async function pressUntil(button: Locator, shows: Locator) {
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(shows).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const mailsTo = async (email: string) => (await capturedMail()).filter((m) => m.to.includes(email)).length;

const composer = (page: Page) => page.getByRole('textbox', { name: 'Escreva uma mensagem' });
const log = (page: Page) => page.getByRole('log');

async function write(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
}

test('a request, live messages, Visto, and a send that survives a dropped network', async ({ browser }) => {
  test.setTimeout(240_000);
  const ana = await member(browser, 'Ana Mensagem Teste');
  const bia = await member(browser, 'Bia Mensagem Teste');

  const mailBefore = await mailsTo(bia.email);

  // Ana writes to Bia from Bia's profile.
  await ana.page.goto(`/perfil-publico/${bia.id}`);
  await pressUntil(
    ana.page.getByRole('button', { name: `Enviar mensagem para ${bia.name}` }),
    composer(ana.page),
  );
  await expect(ana.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await write(ana.page, 'Oi, Bia! Vi seu perfil e queria conversar sobre a vaga de dados.');
  await expect(log(ana.page).getByText('Oi, Bia! Vi seu perfil')).toBeVisible();
  await expectAccessible(ana.page);

  // Bia: not in her inbox but under Solicitações; no e-mail was sent to her.
  await bia.page.goto('/chat');
  await expect(bia.page.getByText('Nenhuma conversa ainda.')).toBeVisible();
  await expectAccessible(bia.page);
  await bia.page.getByRole('link', { name: /^Solicitações/ }).click();
  await expect(bia.page).toHaveURL(/\/chat\/solicitacoes$/);
  const request = bia.page.getByRole('link', { name: new RegExp(ana.name) });
  await expect(request).toBeVisible();
  await expectAccessible(bia.page);
  await request.click();
  await expect(bia.page.getByText(/ainda não é sua conexão/)).toBeVisible();
  await expectAccessible(bia.page);
  expect(await mailsTo(bia.email)).toBe(mailBefore);
  await bia.page.getByRole('button', { name: 'Aceitar', exact: true }).click();
  await expect(bia.page.getByText(/ainda não é sua conexão/)).toHaveCount(0);

  // Bia has read it: Ana sees 'Visto' without reloading.
  await expect(log(ana.page).getByText('Visto', { exact: true })).toBeVisible();

  // Bia replies; it appears on Ana's open thread, and Ana's answer on Bia's.
  await write(bia.page, 'Oi, Ana! Claro, podemos conversar.');
  await expect(log(ana.page).getByText('Oi, Ana! Claro, podemos conversar.')).toBeVisible();
  await write(ana.page, 'Que ótimo! Amanhã às 10h?');
  await expect(log(bia.page).getByText('Que ótimo! Amanhã às 10h?')).toBeVisible();

  // Ana's network drops while she sends: it says so, and is delivered once after a reload.
  const offline = 'Mensagem escrita sem rede';
  await ana.context.setOffline(true);
  await write(ana.page, offline);
  await expect(ana.page.getByText('Não enviada — tentar novamente')).toBeVisible();
  await ana.context.setOffline(false);
  await ana.page.reload();
  await expect(log(ana.page).getByText(offline)).toHaveCount(1);
  await expect(log(bia.page).getByText(offline)).toHaveCount(1);
  await ana.page.reload();
  await expect(log(ana.page).getByText(offline)).toHaveCount(1);
  const conversationId = new URL(ana.page.url()).pathname.split('/').pop();
  const history = (await (
    await ana.page.request.get(`/api/chat/conversations/${conversationId}/messages`)
  ).json()) as {
    items: { body: string | null }[];
  };
  expect(history.items.filter((m) => m.body === offline)).toHaveLength(1);

  // On a phone: the list, then the thread, then back.
  await bia.page.setViewportSize({ width: 375, height: 800 });
  await bia.page.goto('/chat');
  const row = bia.page.getByRole('link', { name: new RegExp(ana.name) });
  await expect(row).toBeVisible();
  await expectAccessible(bia.page);
  await row.click();
  await expect(composer(bia.page)).toBeVisible();
  await expect(bia.page.getByRole('link', { name: 'Voltar para conversas' })).toBeVisible();
  await expectAccessible(bia.page);
  await bia.page.getByRole('link', { name: 'Voltar para conversas' }).click();
  await expect(bia.page).toHaveURL(/\/chat$/);
  await expect(row).toBeVisible();
  await bia.page.getByRole('link', { name: /^Solicitações/ }).click();
  await expectAccessible(bia.page);

  await ana.context.close();
  await bia.context.close();
});

test('a company editor writes to an applicant from the applications page', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const applicant = await member(browser, 'Carla Candidata Teste');
  await signInAsDemo(page, 'camila');
  const managed = (await (await page.request.get('/api/vacancies/managed')).json()) as {
    vacancies: { id: string; title: string; isActive: boolean; howToReceive: string }[];
  }[];
  const vacancy = managed
    .flatMap((block) => block.vacancies)
    .find((v) => v.isActive && v.howToReceive === 'internal');
  if (!vacancy) throw new Error('the demo has no vacancy receiving applications here');
  const applied = await applicant.page.request.post(`/api/vacancies/${vacancy.id}/application`, {
    data: { message: 'Tenho interesse e experiência na área.' },
    headers: { origin },
  });
  expect(applied.status()).toBe(201);

  await page.goto(`/vagas/${vacancy.id}/candidaturas`);
  const card = page.getByRole('article').filter({ hasText: applicant.name });
  await pressUntil(
    card.getByRole('button', { name: `Enviar mensagem para ${applicant.name}` }),
    composer(page),
  );
  await expect(page.getByText(`Sobre a vaga ${vacancy.title}`).first()).toBeVisible();
  await write(page, 'Olá, Carla! Gostamos do seu perfil. Podemos marcar uma conversa?');
  await expect(log(page).getByText('Gostamos do seu perfil')).toBeVisible();

  // Straight to her inbox (not a request), about the vacancy.
  await applicant.page.goto('/chat');
  const row = applicant.page.getByRole('link', { name: /Camila/ });
  await expect(row).toBeVisible();
  await expect(row.getByText(`Sobre a vaga ${vacancy.title}`)).toBeVisible();
  await row.click();
  await expect(log(applicant.page).getByText('Gostamos do seu perfil')).toBeVisible();
  await expect(applicant.page.getByText(/ainda não é sua conexão/)).toHaveCount(0);
  await applicant.context.close();
});
