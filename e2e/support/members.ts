import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { appLink, uniqueEmail, waitForMail } from './mail.js';

export const MEMBER_PASSWORD = 'girassol no quintal';

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

  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  return { email };
}
