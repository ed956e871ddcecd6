import { expect, expectAccessible, test } from './support/fixtures.js';
import { signInAsDemo } from './support/members.js';

// Issue 5: the global search of the signed-in bar, against the demo members, companies and
// communities.

test('search shows grouped results with counts, the empty text, and closes when cleared', async ({
  page,
}) => {
  await signInAsDemo(page, 'camila');
  const box = page.getByRole('combobox', { name: 'Buscar pessoas, comunidades e empresas' });
  const panel = page.getByRole('dialog', { name: 'Resultados para "ana"' });

  await box.fill('ana');
  await expect(panel).toBeVisible();
  const tabs = panel.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(panel.getByRole('tab', { name: /^Profissionais/ })).toContainText(/\d/);
  // 'ana' without accents finds 'Ana Lúcia Araújo' and 'Juliana …'.
  const anaLucia = panel.getByRole('link', { name: /Ana Lúcia Araújo/ });
  await expect(anaLucia).toHaveAttribute('href', /^\/m\/[a-z0-9-]+$/);
  await expect(panel.getByRole('link', { name: /Juliana Costa Pereira/ })).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });

  // Keyboard: down from the field into the results, Escape back to the field.
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();

  // Another tab narrows the list.
  await box.fill('tecnologia');
  const tech = page.getByRole('dialog', { name: 'Resultados para "tecnologia"' });
  await tech.getByRole('tab', { name: /^Comunidades/ }).click();
  await expect(tech.getByRole('link', { name: /Mulheres na Tecnologia/ })).toHaveAttribute(
    'href',
    /^\/comunidades\/[0-9a-f-]{36}$/,
  );
  await tech.getByRole('tab', { name: /^Empresas/ }).click();
  await tech.getByRole('link', { name: /Nuvem Aberta Tecnologia/ }).click();
  await expect(page).toHaveURL(/\/empresas\/[0-9a-f-]{36}$/);
  await expect(box).toHaveValue('');

  await box.fill('zzzz');
  await expect(page.getByText('Nenhum resultado encontrado para "zzzz"').first()).toBeVisible();
  await box.fill('');
  await expect(page.getByRole('dialog', { name: /Resultados para/ })).toHaveCount(0);
});
