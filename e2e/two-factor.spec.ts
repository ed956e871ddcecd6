import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { MEMBER_PASSWORD, newSignedInMember } from './support/members.js';
import { enableTwoFactor, totpCode } from './support/two-factor.js';

// Issue 13, 7b: two-factor sign-in, as a member turns it on and then lives with it.

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Abrir menu pessoal de / }).click();
  await page.getByRole('dialog', { name: 'Menu pessoal' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
}

test('a member turns on two-factor, then signs in with a code and with a recovery code', async ({ page }) => {
  const { email } = await newSignedInMember(page, 'Beatriz Nascimento');

  // Configurações → Segurança: the set-up, checked for accessibility at each step.
  await page.goto('/configuracoes');
  const security = page.getByRole('region', { name: 'Segurança' });
  await expect(security.getByText('A verificação em duas etapas está desativada.')).toBeVisible();
  await expectAccessible(page);
  const { key, backupCodes } = await enableTwoFactor(page, email, MEMBER_PASSWORD);
  expect(backupCodes).toHaveLength(10);
  await expectAccessible(page);
  await signOut(page);

  // The password alone no longer signs her in; a wrong code is refused in pt-BR.
  await passwordStep(page, email);
  await expectAccessible(page);
  const wrong = (await totpCode(key)) === '000000' ? '111111' : '000000';
  await page.getByLabel('Código de verificação').fill(wrong);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(
    page.getByText('Código inválido. Confira o código no aplicativo e tente de novo.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Código de verificação').fill(await totpCode(key));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await signOut(page);

  // Her phone is lost: a recovery code lets her in once.
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await signOut(page);

  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(page.getByText('Código de recuperação inválido ou já usado.')).toBeVisible();
});
