import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

// Two-factor sign-in in the journeys (issue 13, 7b). A member's authenticator is played by
// these helpers: they read the key Configurações shows, keep it in the run's data folder (so every
// later spec of the run can answer the code step for that member), and compute codes from it with
// the same TOTP code better-auth uses (@better-auth/utils, already a dependency of better-auth).

export type TwoFactorKeys = { key: string; backupCodes: string[] };

function keyFile(email: string): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (global setup did not run)');
  return path.join(dir, 'two-factor', `${email}.json`);
}

async function saveKeys(email: string, keys: TwoFactorKeys): Promise<void> {
  await mkdir(path.dirname(keyFile(email)), { recursive: true });
  await writeFile(keyFile(email), JSON.stringify(keys));
}

/** The keys saved when she turned two-factor on in this run, if she did. */
export async function savedKeys(email: string): Promise<TwoFactorKeys | null> {
  try {
    return JSON.parse(await readFile(keyFile(email), 'utf8')) as TwoFactorKeys;
  } catch {
    return null;
  }
}

/** What her authenticator app shows now for the key (as Configurações shows it: groups of four). */
export function totpCode(key: string): Promise<string> {
  return createOTP(base32.decode(key.replace(/\s+/g, ''))).totp();
}

const security = (page: Page) => page.getByRole('region', { name: 'Segurança' });

/**
 * Turns two-factor on from Configurações → Segurança, as she would: her password, the key under
 * the QR code typed into "her app", the first code, then the recovery codes shown once.
 * The page must be signed in as `email`.
 */
export async function enableTwoFactor(page: Page, email: string, password: string): Promise<TwoFactorKeys> {
  await page.goto('/configuracoes#seguranca');
  const section = security(page);
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await section.getByLabel('Senha atual').fill(password);
  await section.getByRole('button', { name: 'Continuar' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await section.locator('code').textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]{16,}$/);
  await section.getByLabel('Código de verificação').fill(await totpCode(key));
  await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const list = section.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const keys = { key, backupCodes };
  await saveKeys(email, keys);
  await section.getByRole('button', { name: 'Guardei meus códigos' }).click();
  await expect(section.getByText('A verificação em duas etapas está ativada.')).toBeVisible();
  return keys;
}

/**
 * After the password was sent on the login page: answers the code step with her app's code when
 * the page asks for one (two-factor on), and does nothing when she is already signed in.
 */
export async function answerTwoFactorIfAsked(page: Page, email: string): Promise<void> {
  const codeStep = page.getByRole('heading', { name: 'Verificação em duas etapas' });
  const onLoginPage = () => ['/login', '/'].includes(new URL(page.url()).pathname);
  await expect.poll(async () => (await codeStep.isVisible()) || !onLoginPage()).toBe(true);
  if (!(await codeStep.isVisible())) return;
  const keys = await savedKeys(email);
  if (!keys) throw new Error(`${email} has two-factor on, but no key was saved in this run`);
  await page.getByLabel('Código de verificação').fill(await totpCode(keys.key));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
}

/**
 * A platform administrator's powers need two-factor on (issue 13, 7b): turns it on for the
 * signed-in administrator unless it already is (an earlier journey of the run did it).
 */
export async function ensureTwoFactor(page: Page, email: string, password: string): Promise<void> {
  if (await savedKeys(email)) return;
  await enableTwoFactor(page, email, password);
}
