import { expect, expectAccessible, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';

// Issue 5: a visitor writes through /contato; the team receives it with her address as Reply-To.

test('a visitor sends a message through the contact form and the team receives it', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.77' });
  await page.goto('/contato');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Informe seu nome completo.')).toBeVisible();

  await page.getByLabel('Seu nome').fill('Teresa Quintino');
  await page.getByLabel('Seu e-mail').fill('teresa.quintino@exemplo.com.br');
  await page.getByLabel('Assunto').selectOption({ label: 'Empresas, vagas e selo de diversidade' });
  await page
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Como a minha empresa conquista o selo de diversidade?');
  await expect(page.getByText('53 de 5.000 caracteres')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expect(page.getByRole('heading', { name: 'Mensagem enviada!' })).toBeVisible();
  const mail = await waitForMail(
    'contato@elasrede.com.br',
    'Contato pelo site: Empresas, vagas e selo de diversidade — Teresa Quintino',
  );
  expect(mail.replyTo).toEqual(['teresa.quintino@exemplo.com.br']);
  expect(mail.text).toContain('Como a minha empresa conquista o selo de diversidade?');
});
