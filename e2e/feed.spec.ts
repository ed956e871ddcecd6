import { expect, expectAccessible, test } from './support/fixtures.js';
import { pngImage } from './support/images.js';
import { DEMO_LOGINS, demoPassword, newSignedInMember, signInAsDemo } from './support/members.js';
import { ensureTwoFactor } from './support/two-factor.js';

// Issue 6: members meet on the feed — write, attach, edit, delete; others read but cannot change.

test('a member posts, edits and deletes; another member reads the edit and may only report it', async ({
  page,
  browser,
}) => {
  await newSignedInMember(page, 'Lara Bittencourt');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Compartilhe algo…' }).click();
  const content = page.getByRole('combobox', { name: 'O que você quer compartilhar?' });

  // The counter stops her at 1000 characters.
  await content.fill('a'.repeat(1001));
  await expect(content).toHaveValue('a'.repeat(1000));
  await expect(page.getByText('1.000/1.000')).toBeVisible();

  const unique = Date.now();
  const textPost = `Primeiro dia na Elas Rede! ${unique}`;
  await content.fill(textPost);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const first = page
    .getByRole('article', { name: 'Postagem de Lara Bittencourt' })
    .filter({ hasText: textPost });
  await expect(first).toBeVisible();
  await expect(first.getByText(/agora mesmo|há \d+ (segundo|minuto)/)).toBeVisible();

  // An image post.
  await page.getByRole('button', { name: 'Compartilhe algo…' }).click();
  const imagePost = `Foto do meetup ${unique}`;
  await page.getByRole('combobox', { name: 'O que você quer compartilhar?' }).fill(imagePost);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Adicionar imagem' }).click();
  await (await chooser).setFiles({
    name: 'meetup.png',
    mimeType: 'image/png',
    buffer: await pngImage('#d4573a'),
  });
  await expect(page.getByRole('img', { name: 'Pré-visualização da imagem escolhida' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const second = page.getByRole('article').filter({ hasText: imagePost });
  await expect(second.getByRole('img', { name: 'Imagem publicada por Lara Bittencourt' })).toBeVisible();

  // Edit the first: it says 'Editado …'.
  await first.getByRole('button', { name: 'Opções da postagem' }).click();
  await first.getByRole('button', { name: 'Editar' }).click();
  const edited = `${textPost} (editado: segundo dia também!)`;
  const editBox = page.getByRole('combobox', { name: 'Editar postagem' });
  await editBox.fill(edited);
  await page.getByRole('article').filter({ has: editBox }).getByRole('button', { name: 'Salvar' }).click();
  const editedCard = page.getByRole('article').filter({ hasText: edited });
  await expect(editedCard.getByText(/^Editado /)).toBeVisible();

  // Delete the second after confirming.
  await second.getByRole('button', { name: 'Opções da postagem' }).click();
  await second.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('article').filter({ hasText: imagePost })).toHaveCount(0);

  const postId = await page.evaluate(async (text) => {
    const res = await fetch('/api/posts?limit=20', { credentials: 'include' });
    const body = (await res.json()) as { items: { id: string; content: string }[] };
    return body.items.find((p) => p.content === text)?.id;
  }, edited);
  expect(postId).toBeTruthy();

  // Another member sees the edited post, without controls; the API refuses her edit.
  const other = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  try {
    await newSignedInMember(other, 'Yara Fontes');
    const seen = other.getByRole('article').filter({ hasText: edited });
    await expect(seen).toBeVisible();
    await expect(seen.getByText(/^Editado /)).toBeVisible();
    // Another member's post offers her only 'Denunciar' (issue 19): no edit, no delete.
    await seen.getByRole('button', { name: 'Opções da postagem' }).click();
    await expect(seen.getByRole('button', { name: 'Denunciar' })).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    const status = await other.evaluate(async (id) => {
      const form = new FormData();
      form.set('content', 'tentando editar o post de outra pessoa');
      const res = await fetch(`/api/posts/${id}`, { method: 'PATCH', body: form, credentials: 'include' });
      return res.status;
    }, postId);
    expect(status).toBe(403);
    const deleteStatus = await other.evaluate(async (id) => {
      const res = await fetch(`/api/posts/${id}`, { method: 'DELETE', credentials: 'include' });
      return res.status;
    }, postId);
    expect(deleteStatus).toBe(403);
  } finally {
    await other.close();
  }
});

test('a stored article with hostile HTML renders without running any of it', async ({ page }) => {
  await signInAsDemo(page, 'camila');
  // Publishing is a platform administrator's power: it needs two-factor sign-in on.
  await ensureTwoFactor(page, DEMO_LOGINS.camila, demoPassword());
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const created = await page.evaluate(async () => {
    const res = await fetch('/api/news/admin', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'article',
        title: `Artigo de teste de segurança ${Date.now()}`,
        excerpt: 'Conteúdo com HTML hostil.',
        authorName: 'Equipe Elas Rede',
        content:
          '<p>Texto seguro.</p><script>alert("script")</script><img src="x" onerror="alert(\'onerror\')">' +
          '<p><a href="javascript:alert(\'link\')">clique</a></p>',
      }),
    });
    return { status: res.status, body: (await res.json()) as { id: string } };
  });
  expect(created.status).toBe(201);

  await page.goto(`/news/${created.body.id}`);
  await expect(page.getByText('Texto seguro.')).toBeVisible();
  await page.getByRole('link', { name: 'clique' }).or(page.getByText('clique')).first().click();
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror]')).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await expectAccessible(page);

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Artigos e Notícias' })).toBeVisible();
  await expectAccessible(page);
});

test('a platform administrator publishes an article that members then read', async ({ page }) => {
  await signInAsDemo(page, 'camila');
  await ensureTwoFactor(page, DEMO_LOGINS.camila, demoPassword());
  await page.goto('/news');
  await page.getByRole('link', { name: 'Gerenciar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar artigos e notícias' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Publicar' }).click();

  const title = `Como montar um portfólio de produto ${Date.now()}`;
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumo').fill('Três passos para mostrar o seu trabalho.');
  await page.getByLabel('Autoria').fill('Camila Ribeiro dos Santos');
  await page
    .getByLabel('Conteúdo (HTML)')
    .fill('<h2>Escolha três casos</h2><p>Mostre o problema e o resultado.</p>');
  await expect(page.getByRole('heading', { name: 'Escolha três casos' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artigo ou notícia' })).toBeVisible();

  await page.goto('/news');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Por Camila Ribeiro dos Santos')).toBeVisible();
});
