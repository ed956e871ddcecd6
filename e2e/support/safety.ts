import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.js';

/**
 * Blocks `other` from her profile's '…' menu, after the confirmation that says what a block
 * does (issue 19). The page must be signed in as the member who blocks.
 */
export async function blockFromProfile(page: Page, other: { id: string; name: string }): Promise<void> {
  await page.goto(`/perfil-publico/${other.id}`);
  const menu = page.getByRole('button', { name: `Mais opções sobre ${other.name}` });
  const block = page.getByRole('button', { name: `Bloquear ${other.name}` });
  // The profile is rendered by the server: the menu opens once the client has taken it over.
  await expect(async () => {
    if (!(await block.isVisible())) await menu.click();
    await expect(block).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await block.click();
  const dialog = page.getByRole('dialog', { name: `Bloquear ${other.name}?` });
  await expect(dialog).toContainText('não será avisada');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page).toHaveURL(/\/feed/);
  await expect(page.getByText(`${other.name} foi bloqueada.`)).toBeVisible();
}
