import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { appLink, uniqueEmail, waitForMail } from './mail.js';
import { answerTwoFactorIfAsked } from './two-factor.js';

export const MEMBER_PASSWORD = 'girassol no quintal';

/**
 * Fills /register as a visitor would and sends it; the page then says an e-mail is on its way.
 * The page must already show the form.
 */
export async function submitSignUpForm(
  page: Page,
  member: { fullName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Nome completo').fill(member.fullName);
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByLabel('Confirme a senha', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
}

/**
 * A new member through the real endpoints (sign-up, the e-mailed verification link), then
 * signed in on `page` through the login form. Journeys that are not about accounts start here.
 */
let nextAddress = 0;

export async function newSignedInMember(page: Page, fullName: string): Promise<{ email: string }> {
  const firstName = fullName
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  const email = uniqueEmail(firstName.toLowerCase());
  const origin = process.env.E2E_BASE_URL ?? '';
  // Her own client address (documentation range), as the trusted proxy would report it.
  nextAddress += 1;
  const address = { 'x-forwarded-for': `198.51.100.${(process.pid + nextAddress) % 250}` };
  await page.setExtraHTTPHeaders(address);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: fullName, email, password: MEMBER_PASSWORD, callbackURL: '/verification-success' },
    headers: { origin, ...address },
  });
  expect(signUp.status()).toBe(200);
  const verify = await page.request.get(
    appLink(await waitForMail(email, 'Confirme seu e-mail'), '/api/auth/verify-email'),
    {
      maxRedirects: 0,
      headers: address,
    },
  );
  expect(verify.status()).toBe(302);
  // The link started a session (issue 22); she signs in through the form as journeys expect.
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // A new member is greeted by the guided setup (issue 22); journeys not about it skip it.
  await expect(page).toHaveURL(/\/boas-vindas$/);
  await page.getByRole('button', { name: 'Pular por enquanto' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  return { email };
}

/**
 * The demo members' shared password: generated for the server's data folder when it seeded the
 * demo (never a constant), and kept in DATA_DIR/demo-password.
 */
export function demoPassword(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (global setup did not run)');
  return readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
}
export const DEMO_LOGINS = {
  /** Camila: admin of 'Nuvem Aberta Tecnologia', admin of 'Mulheres na Tecnologia'. */
  camila: 'demo@elasrede.com.br',
  /** Luíza: moderator of 'Mulheres na Tecnologia', editor of 'Nuvem Aberta Tecnologia'. */
  luiza: 'luiza.goncalves@demo.elasrede.com.br',
} as const;

/** Signs in on `page` as a seeded demo member (every demo account shares one password). */
export async function signInAsDemo(page: Page, who: keyof typeof DEMO_LOGINS): Promise<void> {
  nextAddress += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(process.pid + nextAddress) % 250}` });
  await page.goto('/login');
  // The login page is rendered by the server: typing and pressing before the client has taken
  // it over can be lost (CI saw the fields come back empty), so she tries again until the page
  // moves on (the feed, or the code step).
  const codeStep = page.getByRole('heading', { name: 'Verificação em duas etapas' });
  const movedOn = async () => (await codeStep.isVisible()) || new URL(page.url()).pathname !== '/login';
  await expect(async () => {
    if (!(await movedOn())) {
      await page.getByLabel('E-mail', { exact: true }).fill(DEMO_LOGINS[who]);
      await page.getByLabel('Senha', { exact: true }).fill(demoPassword());
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    }
    await expect.poll(movedOn, { timeout: 4_000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
  // Camila is a platform administrator: once a journey turned two-factor on for her, a code follows.
  await answerTwoFactorIfAsked(page, DEMO_LOGINS[who]);
  await expect(page).toHaveURL(/\/feed$/);
}

export type BrowsingMember = { page: Page; context: BrowserContext; id: string; name: string; email: string };

/** A new member signed in on a browser of her own (journeys with several people at once). */
export async function newMemberInOwnBrowser(browser: Browser, fullName: string): Promise<BrowsingMember> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  const page = await context.newPage();
  const { email } = await newSignedInMember(page, fullName);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { page, context, id: me.user.id, name: fullName, email };
}
