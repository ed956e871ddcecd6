import { expect, expectAccessible, test } from './support/fixtures.js';
import { appLink, uniqueEmail, waitForMail } from './support/mail.js';
import { submitSignUpForm } from './support/members.js';

// Issue 22, "First impressions": a visitor at `/` understands what Elas Rede is, signs up, and
// after confirming her e-mail is guided through her setup, which she can skip and resume; the
// profile meter rises as she completes a step.

const PASSWORD = 'girassol no quintal';

test('a visitor at / sees the value proposition, signs up and is guided through her setup', async ({
  page,
}) => {
  const email = uniqueEmail('helena');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'A rede profissional das mulheres no Brasil' }),
  ).toBeVisible();
  for (const audience of [
    'Para profissionais',
    'Para mães',
    'Para quem lidera comunidades',
    'Para empresas',
  ]) {
    await expect(page.getByText(audience, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Entrar' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Cadastre-se' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await submitSignUpForm(page, { fullName: 'Helena Prado', email: email, password: PASSWORD });

  // The link confirms her address and signs her in (issue 22); on to her feed, which greets her.
  await page.goto(appLink(await waitForMail(email, 'Confirme seu e-mail'), '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/verification-success$/);
  await page.getByRole('link', { name: 'Continuar para o feed' }).click();

  // Guided: the setup opens at its first step, with the meter at 0%.
  await expect(page).toHaveURL(/\/boas-vindas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas à Elas Rede!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Adicione uma foto de perfil' })).toBeVisible();
  const meter = page.getByRole('progressbar', { name: 'Força do perfil' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expectAccessible(page);

  // She sets her title: the meter rises and the setup moves on to her city.
  const steps = page.getByRole('navigation', { name: 'Etapas da configuração' });
  await steps.getByRole('link', { name: 'Seu título profissional' }).click();
  await page.getByRole('textbox', { name: 'Título profissional' }).fill('Engenheira de dados');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Informe sua cidade' })).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '15');

  await page.getByRole('textbox', { name: 'Cidade', exact: true }).fill('Recife');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Adicione 3 habilidades' })).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '25');

  // She skips the rest for now: the feed, and the meter there names her next step.
  await page.getByRole('button', { name: 'Pular por enquanto' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  const box = page.getByRole('region', { name: 'Força do perfil' });
  await expect(box.getByText('25% completo')).toBeVisible();
  const next = box.getByRole('link', { name: 'Adicione uma foto de perfil' });
  await expect(next).toBeVisible();

  // Skipped, the setup no longer greets her after signing in; she resumes it from the meter.
  await page.goto('/meu-perfil');
  await expect(page.getByRole('region', { name: 'Força do perfil' }).getByText('25% completo')).toBeVisible();
  await page.getByRole('region', { name: 'Força do perfil' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/boas-vindas\?etapa=photo$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Adicione uma foto de perfil' })).toBeVisible();
});

test('a signed-in member at / goes straight to her feed', async ({ page }) => {
  const { signInAsDemo } = await import('./support/members.js');
  await signInAsDemo(page, 'luiza');
  await page.goto('/');
  await expect(page).toHaveURL(/\/feed$/);
});
