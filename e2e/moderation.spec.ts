import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import {
  type BrowsingMember,
  DEMO_LOGINS,
  demoPassword,
  newMemberInOwnBrowser,
  signInAsDemo,
} from './support/members.js';
import { blockFromProfile } from './support/safety.js';
import { ensureTwoFactor } from './support/two-factor.js';

// Issue 19's acceptance journey. Bia harasses Ana under Ana's post and in a message request.
// Ana reports the comment (it is gone for her at once) and blocks Bia: Bia can no longer find
// Ana in search, open her profile, write to her or mention her. A platform administrator (with
// two-factor) sees the report in its context in /admin/moderacao and removes the comment with
// the rule broken; Bia is told why, the audit log shows the action, and Ana's report reads
// 'Removido'. A moderator of 'Mulheres na Tecnologia' sees a report about a post there, and
// not one about a post in another community, and dismisses it: Ana's report reads 'Sem violação'.

const origin = process.env.E2E_BASE_URL ?? '';

/** A run-unique word of letters only: a mention ('@Ana Souza …') is typed in letters. */
function letterStamp(): string {
  const digits = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return digits.charAt(0).toUpperCase() + digits.slice(1);
}

async function postThroughApi(member: BrowsingMember, content: string, communityId?: string) {
  const res = await member.page.request.post('/api/posts', {
    multipart: {
      content,
      authorType: 'user',
      authorId: member.id,
      ...(communityId ? { communityId } : {}),
    },
    headers: { origin },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function communityId(member: BrowsingMember, name: string): Promise<string> {
  const page = (await (
    await member.page.request.get(`/api/communities?q=${encodeURIComponent(name)}`)
  ).json()) as { items: { id: string; name: string }[] };
  const community = page.items.find((c) => c.name === name);
  if (!community) throw new Error(`the demo has no community named ${name}`);
  return community.id;
}

async function reportThroughApi(member: BrowsingMember, itemType: 'post' | 'comment', itemId: string) {
  const res = await member.page.request.post('/api/moderation/reports', {
    data: { itemType, itemId, reason: 'spam_scam' },
    headers: { origin },
  });
  expect(res.status()).toBe(201);
}

/** The bar's search for `q`, from the feed: its results panel. */
async function searchFor(page: Page, q: string): Promise<Locator> {
  await page.goto('/feed');
  const box = page.getByRole('combobox', { name: 'Buscar pessoas, comunidades e empresas' });
  const results = page.getByRole('dialog', { name: `Resultados para "${q}"` });
  // Typed before the client has taken the server-rendered page over, the text opens nothing.
  await expect(async () => {
    await box.fill('');
    await box.fill(q);
    await expect(results).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return results;
}

/** Types '@' and `typed` in the post composer, where members to mention are suggested. */
async function typeMention(page: Page, typed: string): Promise<void> {
  await page.goto('/feed?ordem=recentes');
  const open = page.getByRole('button', { name: 'Compartilhe algo…' });
  const field = page.getByRole('combobox', { name: 'O que você quer compartilhar?' });
  // The feed is rendered by the server: the composer opens once the client has taken it over.
  await expect(async () => {
    if (!(await field.isVisible())) await open.click();
    await expect(field).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Her unsent text is kept as a draft: what the last visit typed goes first.
  await field.fill('');
  await field.pressSequentially(`Oi @${typed}`);
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Sugestões de menção' });

/** The report of `text` in /denuncias (each report is a card with its excerpt and status). */
const myReport = (page: Page, text: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: text })
    .filter({ has: page.getByText('Denunciado em') });

test('a harassed member reports and blocks; moderators act, each within her reach', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = letterStamp();
  const ana = await newMemberInOwnBrowser(browser, `Ana Vitima ${stamp}`);
  const bia = await newMemberInOwnBrowser(browser, `Bia Assediadora ${stamp}`);

  // Bia finds Ana in search and can mention her: the baseline the block will take away.
  const results = await searchFor(bia.page, ana.name);
  await results.getByRole('link', { name: new RegExp(ana.name) }).click();
  await expect(bia.page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
  const anaProfile = new URL(bia.page.url()).pathname;

  // Bia, not Ana's connection, writes to her: a message request.
  const harassingMessage = `Você vai se arrepender de ter me ignorado ${stamp}`;
  const write = bia.page.getByRole('button', { name: `Enviar mensagem para ${ana.name}` });
  const composer = bia.page.getByRole('textbox', { name: 'Escreva uma mensagem' });
  await expect(async () => {
    if (await write.isVisible()) await write.click();
    await expect(composer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(bia.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const thread = bia.page.url();
  await composer.fill(harassingMessage);
  await bia.page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(bia.page.getByRole('log').getByText(harassingMessage)).toBeVisible();

  await typeMention(bia.page, ana.name);
  await expect(suggestions(bia.page).getByRole('option', { name: new RegExp(ana.name) })).toBeVisible();

  // Ana posts; Bia harasses her under it (the comment form has its own journey).
  const postText = `Comecei hoje como engenheira de dados ${stamp}`;
  const postId = await postThroughApi(ana, postText);
  const harassingComment = `Ninguém aguenta você, desiste ${stamp}`;
  const commented = await bia.page.request.post(`/api/posts/${postId}/comments`, {
    data: { content: harassingComment },
    headers: { origin },
  });
  expect(commented.status()).toBe(201);

  // Ana sees the request waiting for her.
  await ana.page.goto('/chat/solicitacoes');
  await expect(ana.page.getByRole('link', { name: new RegExp(bia.name) })).toBeVisible();

  // Ana reports the comment from its options menu: it is gone for her at once.
  await ana.page.goto(`/publicacoes/${postId}`);
  const comment = ana.page.getByRole('article', { name: `Comentário de ${bia.name}` });
  await expect(comment).toContainText(harassingComment);
  const options = comment.getByRole('button', { name: 'Opções do comentário' });
  const report = ana.page.getByRole('button', { name: 'Denunciar', exact: true });
  await expect(async () => {
    if (!(await report.isVisible())) await options.click();
    await expect(report).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await report.click();
  const dialog = ana.page.getByRole('dialog', { name: 'Denunciar comentário' });
  await dialog.getByRole('radio', { name: 'Assédio' }).check();
  await dialog.getByLabel('Conte mais (opcional)').fill('Ela também me mandou mensagens.');
  await expectAccessible(ana.page);
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(
    ana.page.getByText('Denúncia enviada. Obrigada por ajudar a manter a rede segura.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(ana.page.getByText(harassingComment)).toHaveCount(0);
  await expect(ana.page.getByRole('article').filter({ hasText: postText }).first()).toBeVisible();

  // Ana blocks Bia.
  await blockFromProfile(ana.page, bia);

  // For Bia, Ana is gone: not in search, her profile not found, no writing, no mention.
  const none = await searchFor(bia.page, ana.name);
  await expect(none.getByText(`Nenhum resultado encontrado para "${ana.name}"`).first()).toBeVisible();
  await expect(none.getByRole('link', { name: new RegExp(ana.name) })).toHaveCount(0);
  await bia.page.goto(anaProfile);
  await expect(bia.page.getByRole('heading', { name: 'Perfil não encontrado.' })).toBeVisible();
  await bia.page.goto(`/perfil-publico/${ana.id}`);
  await expect(bia.page.getByRole('heading', { name: 'Perfil não encontrado.' })).toBeVisible();
  await expect(bia.page.getByRole('button', { name: `Enviar mensagem para ${ana.name}` })).toHaveCount(0);
  await bia.page.goto(thread);
  await expect(bia.page.getByText('Não é possível enviar mensagens nesta conversa.')).toBeVisible();
  await expect(composer).toHaveCount(0);
  await typeMention(bia.page, ana.name);
  // After a space the empty list stays closed (she may just be writing), but it is announced.
  await expect(bia.page.getByRole('status').filter({ hasText: 'Nenhuma pessoa encontrada.' })).toHaveCount(1);
  await expect(suggestions(bia.page)).toHaveCount(0);

  // A platform administrator (two-factor on) sees the report in its context and removes it.
  const adminContext = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
  const admin = await adminContext.newPage();
  await signInAsDemo(admin, 'camila');
  await ensureTwoFactor(admin, DEMO_LOGINS.camila, demoPassword());
  await admin.goto('/admin/moderacao');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderação' })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: harassingComment });
  await expect(card.getByRole('heading', { name: 'Comentário · 1 denúncia' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Por que você está denunciando?' })).toContainText(
    'Assédio (1)',
  );
  await expect(card).toContainText(postText);
  await expect(card).toContainText(`Autora: ${bia.name}.`);
  await expect(card).toContainText('Ela também me mandou mensagens.');
  await expectAccessible(admin);
  const explanation = `Ofensas pessoais não são permitidas ${stamp}`;
  await card.getByRole('radio', { name: 'Remover' }).check();
  await card.getByLabel('Regra violada').selectOption({ label: 'Assédio' });
  await card.getByLabel('Explicação para a autora').fill(explanation);
  await card.getByRole('button', { name: 'Aplicar decisão' }).click();
  await expect(admin.getByText('Decisão registrada.')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: harassingComment })).toHaveCount(0);

  // The audit log shows who did it, what and why.
  await admin.getByRole('tab', { name: 'Auditoria' }).click();
  const entry = admin
    .getByRole('table', { name: 'Registro de auditoria' })
    .getByRole('row')
    .filter({ hasText: explanation });
  await expect(entry).toContainText('Camila Ribeiro dos Santos');
  await expect(entry).toContainText('Removeu · Comentário');
  await expect(entry).toContainText(`Assédio — ${explanation}`);
  await expectAccessible(admin);
  await adminContext.close();

  // Bia is told, with the rule; her decisions page has the explanation.
  await bia.page.goto('/notificacoes');
  await expect(
    bia.page.getByRole('link', { name: /Um conteúdo seu foi removido por violar a regra: Assédio/ }),
  ).toBeVisible();
  await bia.page.goto('/denuncias');
  const decisions = bia.page.getByRole('region', { name: 'Decisões sobre o seu conteúdo' });
  await expect(decisions).toContainText('Comentário · Assédio');
  await expect(decisions).toContainText(explanation);
  // The comment is gone for everyone.
  const stillThere = await bia.page.request.get(`/api/posts/${postId}/comments`);
  expect(JSON.stringify(await stillThere.json())).not.toContain(harassingComment);

  // Ana sees the outcome of her report.
  await ana.page.goto('/denuncias');
  await expect(myReport(ana.page, harassingComment)).toContainText('Removido');
  await expectAccessible(ana.page);

  // A community moderator's reach: Carla posts in 'Mulheres na Tecnologia' and in 'Carreira em
  // Saúde'; Ana reports both. Luíza moderates only the first.
  const carla = await newMemberInOwnBrowser(browser, `Carla Autora ${stamp}`);
  const tech = await communityId(carla, 'Mulheres na Tecnologia');
  const health = await communityId(carla, 'Carreira em Saúde');
  for (const id of [tech, health]) {
    const joined = await carla.page.request.post(`/api/communities/${id}/join`, { headers: { origin } });
    expect(joined.status()).toBe(200);
  }
  const inTech = `Curso milagroso de programação, só hoje ${stamp}`;
  const inHealth = `Plantão com desconto, chame no privado ${stamp}`;
  await reportThroughApi(ana, 'post', await postThroughApi(carla, inTech, tech));
  await reportThroughApi(ana, 'post', await postThroughApi(carla, inHealth, health));

  const modContext = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
  const moderator = await modContext.newPage();
  await signInAsDemo(moderator, 'luiza');
  await moderator.goto('/admin/moderacao');
  const techCard = moderator.getByRole('article').filter({ hasText: inTech });
  await expect(techCard.getByRole('heading', { name: 'Publicação · 1 denúncia' })).toBeVisible();
  await expect(techCard).toContainText('Em Mulheres na Tecnologia');
  await expect(moderator.getByText(inHealth)).toHaveCount(0);
  // Only platform administrators read the audit log.
  await expect(moderator.getByRole('tab', { name: 'Auditoria' })).toHaveCount(0);
  await expectAccessible(moderator);
  await techCard.getByRole('radio', { name: 'Descartar (sem violação)' }).check();
  await techCard.getByRole('button', { name: 'Aplicar decisão' }).click();
  await expect(moderator.getByText('Decisão registrada.')).toBeVisible();
  await expect(moderator.getByRole('article').filter({ hasText: inTech })).toHaveCount(0);
  await modContext.close();

  await ana.page.reload();
  await expect(myReport(ana.page, inTech)).toContainText('Sem violação');
  await expect(myReport(ana.page, inHealth)).toContainText('Em análise');
  await expect(myReport(ana.page, harassingComment)).toContainText('Removido');

  await ana.context.close();
  await bia.context.close();
  await carla.context.close();
});
