import type { Page } from '@playwright/test';
import { crawlFrom, linksOn } from './support/crawl-links.js';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { signInAsDemo } from './support/members.js';

/*
 * Issue 5: every link the product shows leads to a real page. Starting from the public pages
 * (signed out) and from the signed-in shell (with its modals opened, so their links count too),
 * the crawl follows every same-origin link, breadth first, and fails on the 404 page, on a
 * console error (the fixture) and on serious accessibility violations.
 *
 * Links with an id or slug in them (/m/…, /empresas/…, /news/…) are many and alike: the crawl
 * visits two of each shape, which is enough to prove the shape resolves.
 */

const NOT_FOUND_HEADING = 'Página não encontrada';

/** Issue 5 point 8: every page the product links to, visited even where no link leads in yet. */
const LINKED_PAGES = [
  '/como-funciona',
  '/sobre',
  '/ajuda',
  '/contato',
  '/termos',
  '/privacidade',
  '/cookies',
  '/mentoria',
  '/eventos',
  '/empresas/encontrar-profissional',
  '/empresas/oferecer-servicos',
  '/comunidades/anunciar-servicos',
  '/empresas/cadastro',
  '/empresas/publicar-vagas',
  '/empresas/diversidade',
  '/empresas/consultoria',
  '/blog',
  '/blog/como-negociar-salario-com-seguranca',
  '/noticias/como-negociar-salario-com-seguranca',
  '/perfil-publico',
  '/perfil-publico-novo',
  '/chat',
  '/notificacoes',
];
const PER_SHAPE = 2;

const SLUG_PARENTS = new Set(['m', 'blog', 'noticias', 'perfil-publico']);

async function crawl(page: Page, start: string[], extraLinks: string[] = []) {
  const visited = await crawlFrom(page, [...start, ...extraLinks], {
    slugParents: SLUG_PARENTS,
    perShape: PER_SHAPE,
    check: async (path, firstOfShape) => {
      await expect(
        page.getByRole('heading', { name: NOT_FOUND_HEADING }),
        `${path} is not the 404 page`,
      ).toHaveCount(0);
      if (firstOfShape) await expectAccessible(page);
    },
  });
  console.info(`crawled ${visited.length} pages from ${start[0]}`);
  return visited;
}

test('signed out: every link from the public pages resolves to a real page', async ({ page }) => {
  test.setTimeout(300_000);
  const visited = await crawl(page, ['/home', '/login']);
  expect(visited).toEqual(expect.arrayContaining(['/home', '/blog', '/contato', '/termos', '/privacidade']));
});

test('signed in: every link of the shell, its menus and the pages behind it resolves', async ({ page }) => {
  test.setTimeout(420_000);
  await signInAsDemo(page, 'camila');

  // Links that live inside the menus and modals of the shell.
  const fromMenus: string[] = [];
  for (const opener of ['Desenvolvimento pessoal', 'Para negócios']) {
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: opener })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    fromMenus.push(...(await linksOn(page)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  const visited = await crawl(page, ['/feed', ...LINKED_PAGES], fromMenus);
  expect(visited).toEqual(
    expect.arrayContaining([
      '/feed',
      '/desenvolvimento',
      '/desenvolvimento/mentorias',
      '/chat',
      '/notificacoes',
    ]),
  );
});
