import { chromium } from 'playwright';
const BASE = process.env.BASE ?? 'http://localhost:3000';
const [, , outDir, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error', page.url(), m.text()); });
if (process.env.LOGIN) {
  await page.goto(BASE + '/login');
  await page.getByLabel('E-mail', { exact: true }).fill(process.env.LOGIN);
  await page.getByLabel('Senha', { exact: true }).fill(process.env.PASSWORD ?? 'elasrede-demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/feed/);
}
for (const p of paths) {
  await page.goto(BASE + p);
  await page.waitForTimeout(1500);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `${outDir}/${width}${name}.png`, fullPage: true });
  console.log('shot', p);
}
await browser.close();
