import type { Locator, Page } from '@playwright/test';

/**
 * Chooses 'YYYY-MM' in the pt-BR month picker of the field labelled `label` (issue 22): its
 * month select ('Data de início: mês') and its year select ('Data de início: ano').
 */
export async function pickMonth(scope: Page | Locator, label: string, value: string): Promise<void> {
  const [year, month] = value.split('-');
  await scope.getByRole('combobox', { name: `${label}: mês` }).selectOption(month!);
  await scope.getByRole('combobox', { name: `${label}: ano` }).selectOption(year!);
}
