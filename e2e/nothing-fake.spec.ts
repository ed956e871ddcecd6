import type { Page } from '@playwright/test';
import { crawlFrom, linksOn } from './support/crawl-links.js';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { signInAsDemo } from './support/members.js';

/*
 * Issue 22, "nothing fake": no page reachable from navigation shows a sample ('Exemplo') or a
 * promise ('Em breve'), at 1280 and at 375 px, signed out and signed in as the demo member; and a
 * news item is our own page (its summary and 'Ler no site original'), never a frame.
 *
 * The crawl follows every same-origin link breadth first, like e2e/crawl.spec.ts, but visits at
 * most two pages of each shape (/m/:x, /empresas/:x…) and a bounded number in all.
 */

const FAKE = /Exemplo|Em breve/;
const PER_SHAPE = 2;
const MAX_PAGES = 45;
const SLUG_PARENTS = new Set(['m', 'blog', 'noticias', 'perfil-publico', 'vagas', 'eventos']);

/** Escape until no menu or modal is left open (a modal opened from the drawer may leave it). */
async function closeDialogs(page: Page) {
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The links inside the shell's menus and modals (the bar's, or the drawer's on a phone). */
async function menuLinks(page: Page): Promise<string[]> {
  const links: string[] = [];
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  for (const opener of ['Desenvolvimento pessoal', 'Para negócios']) {
    if (phone) {
      await page.getByRole('button', { name: 'Abrir menu de navegação' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      links.push(...(await linksOn(page)));
      await drawer.getByRole('button', { name: opener }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('button', { name: opener })
        .click();
    }
    await expect(page.getByRole('dialog', { name: opener })).toBeVisible();
    links.push(...(await linksOn(page)));
    await closeDialogs(page);
  }
  // The personal menu, opened from her avatar.
  await page.getByRole('button', { name: /Abrir menu pessoal/ }).click();
  await expect(page.getByRole('dialog', { name: 'Menu pessoal' })).toBeVisible();
  links.push(...(await linksOn(page)));
  await closeDialogs(page);
  return links;
}

/** Visits the pages reachable from `start`, failing on any that shows a sample or a promise. */
async function crawlForFakes(page: Page, start: string[]): Promise<string[]> {
  return crawlFrom(page, start, {
    slugParents: SLUG_PARENTS,
    perShape: PER_SHAPE,
    maxPages: MAX_PAGES,
    check: async (path) => {
      // Let the page's own requests answer (side boxes, lists), without waiting on long polls.
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      await expect(page.locator('body'), `${path} shows nothing fake`).not.toContainText(FAKE);
    },
  });
}

for (const width of [1280, 375] as const) {
  test(`signed out at ${width} px: no page reachable from navigation says 'Exemplo' or 'Em breve'`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const visited = await crawlForFakes(page, ['/home', '/login', '/blog', '/news']);
    expect(visited).toEqual(expect.arrayContaining(['/home', '/blog']));
  });

  test(`signed in at ${width} px: no page reachable from navigation says 'Exemplo' or 'Em breve'`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page, 'camila');
    await expect(page.locator('body')).not.toContainText(FAKE);
    const fromMenus = await menuLinks(page);
    const visited = await crawlForFakes(page, ['/feed', ...fromMenus, '/sobre', '/desenvolvimento']);
    expect(visited).toEqual(expect.arrayContaining(['/feed', '/sobre', '/desenvolvimento']));
  });
}

test("a news item is our own page: its summary and 'Ler no site original', no frame", async ({ page }) => {
  const res = await page.request.get('/api/news?type=news&limit=1');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as {
    items: { id: string; slug: string; title: string; excerpt: string | null; source: string | null }[];
  };
  const item = items[0]!;
  expect(item.excerpt).toBeTruthy();

  await page.goto(`/news/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`));
  await expect(page.getByText(item.excerpt!)).toBeVisible();
  if (item.source) await expect(page.getByText(`Fonte: ${item.source}`)).toBeVisible();
  const original = page.getByRole('link', { name: /Ler no site original/ });
  await expect(original).toBeVisible();
  await expect(original).toHaveAttribute('target', '_blank');
  await expect(original).toHaveAttribute('rel', /noopener/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  // The same item at its blog slug is replaced by its one address.
  await page.goto(`/blog/${item.slug}`);
  await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
});

test('an article has one address: /news/{id} is replaced by /blog/{slug}', async ({ page }) => {
  const res = await page.request.get('/api/news?type=article&limit=1');
  const { items } = (await res.json()) as { items: { id: string; slug: string; title: string }[] };
  const article = items[0]!;
  await page.goto(`/news/${article.id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
