import { capturedMail, expect, expectAccessible, test } from './support/fixtures.js';
import { appLink, uniqueEmail, waitForMail } from './support/mail.js';
import { newSignedInMember, submitSignUpForm } from './support/members.js';
import { pickMonth } from './support/month-picker.js';

// Issue 22 (points 7 and 9): her CV edited one item at a time, and the verification link resent
// on an unverified sign-in.

const PASSWORD = 'girassol no quintal';

test('she adds an experience through its card editor, sees the compact card, edits it and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSignedInMember(page, 'Joana Cartões Lima');

  await page.goto('/experiencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiências profissionais' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar experiência' }).click();
  const form = page.getByRole('form', { name: 'Nova experiência' });
  await expect(form.getByLabel('Empresa')).toBeFocused();
  await form.getByLabel('Empresa').fill('Nuvem Aberta Tecnologia');
  await form.getByLabel('Cargo').fill('Engenheira de Dados');
  // The pt-BR month picker: month names and years, never free text 'AAAA-MM'.
  await expect(form.locator('input[type="month"]')).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Data de início: mês' })).toContainText('janeiro');
  await pickMonth(form, 'Data de início', '2020-01');
  await form.getByLabel('Trabalho atual').check();
  await expect(form.getByRole('combobox', { name: 'Data de término: mês' })).toBeDisabled();
  // In Brasil the state is one of the UFs.
  await form.getByLabel('Estado').selectOption('BA');
  await form.getByLabel('Cidade').fill('Salvador');
  await form
    .getByLabel('Descrição')
    .fill('Pipelines de dados para o SUS. Uma linha longa que o cartão corta.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Salvar', exact: true }).click();

  const card = page.getByRole('article', { name: 'Engenheira de Dados' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Nuvem Aberta Tecnologia');
  await expect(card).toContainText('jan. de 2020 – atual');
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectAccessible(page);

  // Edit it: the same item's form, prefilled; saving changes that card.
  await card.getByRole('button', { name: 'Editar Engenheira de Dados' }).click();
  const edit = page.getByRole('form', { name: 'Editar experiência' });
  await expect(edit.getByLabel('Empresa')).toHaveValue('Nuvem Aberta Tecnologia');
  await expect(edit.getByRole('combobox', { name: 'Data de início: ano' })).toHaveValue('2020');
  await edit.getByLabel('Cargo').fill('Líder de Dados');
  await edit.getByLabel('Trabalho atual').uncheck();
  await pickMonth(edit, 'Data de término', '2024-06');
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  const edited = page.getByRole('article', { name: 'Líder de Dados' });
  await expect(edited).toContainText('jan. de 2020 – jun. de 2024');
  await expect(page.getByRole('article', { name: 'Engenheira de Dados' })).toHaveCount(0);

  // The page keeps it after a reload: it was saved on the server.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Líder de Dados' })).toBeVisible();

  // Delete it, after confirming.
  await page.getByRole('button', { name: 'Excluir Líder de Dados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir esta experiência?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Experiência profissional removida com sucesso')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Adicionar experiência' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('signing in unverified resends the link, which confirms her e-mail and signs her in', async ({
  page,
}) => {
  const email = uniqueEmail('resent');
  await page.goto('/register');
  await submitSignUpForm(page, { fullName: 'Renata Reenvio', email: email, password: PASSWORD });
  const first = await waitForMail(email, 'Confirme seu e-mail');

  // She does not open it, and signs in: refused, with word that a new link was sent.
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Enviamos um link');
  await expect(page).toHaveURL(/\/login$/);

  const confirmations = async () =>
    (await capturedMail()).filter((m) => m.to.includes(email) && m.subject === first.subject).length;
  await expect.poll(confirmations).toBe(2);
  const resent = await waitForMail(email, 'Confirme seu e-mail');
  const link = appLink(resent, '/api/auth/verify-email');
  expect(link).toContain('callbackURL=%2Fverification-success');

  await page.goto(link);
  await expect(page).toHaveURL(/\/verification-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail verificado' })).toBeVisible();
  await expect(page.getByText('Seu e-mail foi confirmado e você já entrou na sua conta.')).toBeVisible();
  await expectAccessible(page);

  // Signed in: on to her feed without the login form.
  await page.getByRole('link', { name: 'Continuar para o feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/feed$/);
});
