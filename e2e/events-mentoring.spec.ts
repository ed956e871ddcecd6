import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { type BrowsingMember, newMemberInOwnBrowser, signInAsDemo } from './support/members.js';

// Issue 20's acceptance journeys.
// Events: Camila, admin of 'Mulheres na Tecnologia', creates an online event for one person.
// Bia says 'Vou', Carla lands on the waitlist; Bia cancels and Carla is promoted and told; Carla
// downloads a calendar file (parsed here), finds the event in her feed's 'Eventos Próximos', and
// a visitor opens the public page (no online link for her).
// Mentoring: Marta becomes a mentora for one mentee a month; Alice finds her by area on
// /mentoria and asks with a goal; Marta accepts; both find the conversation about it in /chat;
// Alice schedules a session that both see; Dani's request is refused: Marta is full.

const origin = process.env.E2E_BASE_URL ?? '';
const LINK = 'https://meet.jit.si/elasrede-e2e-sala-secreta';

/** yyyy-mm-dd of the day `days` from now in Brasília (the form's date fields). */
function brasiliaDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
}

/** The properties of the first VEVENT of an iCalendar text (RFC 5545: unfolded lines). */
function parseIcs(text: string): Record<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('END:VCALENDAR');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const props: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon).split(';')[0]!;
    props[key] = line.slice(colon + 1);
  }
  return props;
}

async function communityIdOf(page: Page, name: string): Promise<string> {
  const body = (await (await page.request.get(`/api/communities?q=${encodeURIComponent(name)}`)).json()) as {
    items: { id: string; name: string }[];
  };
  const found = body.items.find((c) => c.name === name);
  if (!found) throw new Error(`the demo has no community named ${name}`);
  return found.id;
}

/** The event page's answer buttons ('Sua presença'). */
const presence = (page: Page) => page.getByRole('region', { name: 'Sua presença' });

test('an online event for one: waitlist, promotion, notice, calendar file, feed box, public page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Roda de carreira ${Date.now().toString(36)}`;

  // Camila creates the event from her community's page.
  await signInAsDemo(page, 'camila');
  const communityId = await communityIdOf(page, 'Mulheres na Tecnologia');
  await page.goto(`/comunidades/${communityId}`);
  await page.getByRole('button', { name: 'Criar evento' }).click();
  const form = page.getByRole('dialog', { name: 'Criar evento' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Descrição').fill('Uma conversa aberta sobre transição de carreira, com perguntas.');
  await form.getByRole('radio', { name: /Online/ }).check();
  await form.getByLabel('Link do evento').fill(LINK);
  await form.getByLabel('Data de início').fill(brasiliaDay(3));
  await form.getByLabel('Hora de início').fill('19:00');
  await form.getByLabel('Data de encerramento').fill(brasiliaDay(3));
  await form.getByLabel('Hora de encerramento').fill('21:00');
  await form.getByLabel('Capacidade').fill('1');
  await form.getByRole('button', { name: 'Criar evento' }).click();
  await expect(page).toHaveURL(/\/eventos\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventPath = new URL(page.url()).pathname;
  const eventId = eventPath.split('/').at(-1)!;
  await expect(page.getByRole('region', { name: 'Painel da organização' })).toBeVisible();
  await expectAccessible(page);

  const bia = await newMemberInOwnBrowser(browser, 'Bia Evento');
  const carla = await newMemberInOwnBrowser(browser, 'Carla Evento');
  try {
    // Bia takes the only seat; the link is hers now.
    await bia.page.goto(eventPath);
    await presence(bia.page).getByRole('button', { name: 'Vou' }).click();
    await expect(presence(bia.page).getByText('Você vai')).toBeVisible();
    await expect(bia.page.locator(`a[href="${LINK}"]`)).toBeVisible();

    // Carla finds it full and waits.
    await carla.page.goto('/eventos');
    await expect(carla.page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await expectAccessible(carla.page);
    await carla.page.getByRole('link', { name: title }).first().click();
    await expect(carla.page.getByText('Esgotado · lista de espera').first()).toBeVisible();
    await presence(carla.page).getByRole('button', { name: 'Vou' }).click();
    await expect(presence(carla.page).getByText('Na lista de espera')).toBeVisible();
    await expect(carla.page.locator(`a[href="${LINK}"]`)).toHaveCount(0);

    // Bia cancels: Carla is promoted and told.
    await presence(bia.page).getByRole('button', { name: 'Cancelar presença' }).click();
    await expect(presence(bia.page).getByRole('button', { name: 'Vou' })).toBeVisible();
    await carla.page.goto('/notificacoes');
    await expect(
      carla.page.getByText(`Abriu uma vaga e sua presença foi confirmada em ${title}`),
    ).toBeVisible();
    await carla.page.goto(eventPath);
    await expect(presence(carla.page).getByText('Você vai')).toBeVisible();
    await expectAccessible(carla.page);

    // Her calendar file is a valid iCalendar entry with the link she may now see.
    const [download] = await Promise.all([
      carla.page.waitForEvent('download'),
      carla.page.getByRole('link', { name: 'Baixar .ics' }).click(),
    ]);
    const ics = parseIcs(
      await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
    );
    expect(ics.SUMMARY).toBe(title);
    expect(ics.DTSTART).toMatch(/^\d{8}T220000Z$/);
    expect(ics.DTEND).toMatch(/^\d{8}T000000Z$/);
    expect(`${ics.LOCATION ?? ''}${ics.DESCRIPTION ?? ''}${ics.URL ?? ''}`).toContain(eventId);

    // Her feed's 'Eventos Próximos' has it.
    await carla.page.goto('/feed');
    const box = carla.page.getByRole('region', { name: 'Eventos Próximos' });
    await expect(box.getByRole('link', { name: new RegExp(title) })).toBeVisible();

    // A visitor reads the public page: no answer without an account, no link.
    const visitor = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
    const anon = await visitor.newPage();
    const response = await anon.goto(eventPath);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(`<meta property="og:title" content="${title}"`);
    await expect(anon.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anon.getByRole('link', { name: 'Entre para confirmar presença' })).toBeVisible();
    expect(await anon.content()).not.toContain(LINK);
    await expectAccessible(anon);
    await visitor.close();
  } finally {
    await bia.context.close();
    await carla.context.close();
  }
});

async function becomeMentora(marta: BrowsingMember) {
  const page = marta.page;
  await page.goto('/mentoria/ser-mentora');
  await expect(page.getByRole('heading', { level: 1, name: 'Quero ser mentora' })).toBeVisible();
  await page
    .getByLabel('Áreas em que você orienta')
    .selectOption({ label: 'Dados e Inteligência Artificial' });
  await page.getByRole('button', { name: 'Adicionar área' }).click();
  await page
    .getByLabel('Como você pode ajudar')
    .fill('Oriento quem quer entrar na área de dados, do currículo ao primeiro projeto.');
  // Portuguese comes chosen from her profile's languages, or she adds it.
  const languages = page.getByRole('list', { name: 'Idiomas em que você atende' });
  if ((await languages.getByText('Português').count()) === 0) {
    await page
      .getByRole('combobox', { name: 'Idiomas em que você atende' })
      .selectOption({ label: 'Português' });
    await page.getByRole('button', { name: 'Adicionar idioma' }).click();
  }
  await page.getByLabel('Mentorias por mês').fill('1');
  await page.getByRole('button', { name: 'Tornar-me mentora' }).click();
  await expect(page.getByText('Perfil de mentora salvo')).toBeVisible();
}

/** Finds Marta on /mentoria by her area and asks for mentoring with `goal`. */
async function askMentoring(member: BrowsingMember, marta: BrowsingMember, goal: string) {
  const page = member.page;
  await page.goto('/mentoria');
  await page.getByLabel('Área').selectOption({ label: 'Dados e Inteligência Artificial' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const card = page.getByRole('article').filter({ hasText: marta.name }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Mentora em Dados e Inteligência Artificial');
  await card.getByRole('button', { name: `Pedir mentoria a ${marta.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pedir mentoria a ${marta.name}` });
  await dialog.getByLabel('Seu objetivo').fill(goal);
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
}

test('a mentora for one: found by area, asked, accepts, a conversation and a session; then full', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const marta = await newMemberInOwnBrowser(browser, `Marta Mentora ${stamp}`);
  const alice = await newMemberInOwnBrowser(browser, `Alice Mentorada ${stamp}`);
  const dani = await newMemberInOwnBrowser(browser, `Dani Mentorada ${stamp}`);
  try {
    await becomeMentora(marta);

    await askMentoring(alice, marta, 'Quero migrar para dados nos próximos seis meses.');
    await expect(alice.page.getByText('Pedido enviado').first()).toBeVisible();
    await expectAccessible(alice.page);

    // Marta accepts.
    await marta.page.goto('/mentoria/pedidos');
    await expect(marta.page.getByText('Quero migrar para dados nos próximos seis meses.')).toBeVisible();
    await marta.page.getByRole('button', { name: `Aceitar o pedido de ${alice.name}` }).click();
    const answer = marta.page.getByRole('dialog', { name: `Aceitar a mentoria de ${alice.name}?` });
    await answer.getByRole('button', { name: 'Aceitar' }).click();
    await expect(marta.page.getByText('Pedido aceito').first()).toBeVisible();

    // Both have the conversation about it.
    for (const [who, other] of [
      [marta, alice],
      [alice, marta],
    ] as const) {
      await who.page.goto('/mentoria/minhas-mentorias');
      await who.page.getByRole('link', { name: `Abrir a conversa com ${other.name}` }).click();
      await expect(who.page).toHaveURL(/\/chat\//);
      await expect(who.page.getByText(/mentoria/i).first()).toBeVisible();
    }

    // Alice schedules a session; both see it.
    await alice.page.goto('/mentoria/minhas-mentorias');
    await expectAccessible(alice.page);
    await alice.page.getByRole('button', { name: `Agendar sessão com ${marta.name}` }).click();
    const schedule = alice.page.getByRole('dialog', { name: `Agendar sessão com ${marta.name}` });
    await schedule.getByLabel('Data', { exact: true }).fill(brasiliaDay(5));
    await schedule.getByLabel('Começa às').fill('19:00');
    await schedule.getByLabel('Termina às').fill('20:00');
    await schedule.getByLabel('Link da sessão online').fill('https://meet.jit.si/elasrede-mentoria-e2e');
    await schedule.getByRole('button', { name: 'Agendar' }).click();
    await expect(alice.page.getByText('Sessão agendada').first()).toBeVisible();
    await expect(alice.page.getByText(`Sessão com ${marta.name}`)).toBeVisible();
    await marta.page.goto('/mentoria/minhas-mentorias');
    await expect(marta.page.getByText(`Sessão com ${alice.name}`)).toBeVisible();

    // Dani asks too: Marta has no seat left this month.
    const res = await dani.page.request.post('/api/mentoring/requests', {
      data: { mentorId: marta.id, goal: 'Quero aprender SQL.' },
      headers: { origin },
    });
    expect(res.status()).toBe(409);
    await dani.page.goto(`/mentoria/mentoras/${marta.id}`);
    await expect(dani.page.getByText('Sem vagas este mês').first()).toBeVisible();
  } finally {
    await Promise.all([marta.context.close(), alice.context.close(), dani.context.close()]);
  }
});
