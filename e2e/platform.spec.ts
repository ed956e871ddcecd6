import { expect, expectAccessible, test } from './support/fixtures.js';
import { demoPassword } from './support/members.js';
import { savedKeys, totpCode } from './support/two-factor.js';

// The foundation as a visitor and an API client meet it: the built client is served with its
// routes, unknown addresses get the pt-BR 404 page, the API documents itself and is healthy,
// and the demo account seeded at start-up can sign in.

test('the public home page renders and is accessible', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comece agora' })).toHaveAttribute('href', '/register');
  await expectAccessible(page);
});

test('an unknown address shows the pt-BR not-found page', async ({ page }) => {
  await page.goto('/isto-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectAccessible(page);
});

test('client routes load their code on demand', async ({ page }) => {
  await page.goto('/home');
  const scriptsBefore = await page.locator('script[src]').count();
  const chunkRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) chunkRequests.push(r.url());
  });
  await page.goto('/sobre');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scriptsBefore).toBeGreaterThan(0);
  expect(chunkRequests.length).toBeGreaterThan(0);
});

test('health, API reference and security headers', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

  const home = await request.get('/home');
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');

  const spec = await request.get('/api/openapi.json');
  expect((await spec.json()).paths['/health']).toBeTruthy();

  await page.goto('/api/docs');
  await expect(page.getByText('Elas Rede API').first()).toBeVisible();

  const missing = await request.get('/api/nao-existe');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.message).toBe('Recurso não encontrado.');
});

test('the demo account seeded at start-up can sign in', async ({ request }) => {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: 'demo@elasrede.com.br', password: demoPassword() },
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
  });
  expect(res.status()).toBe(200);
  // A platform administrator: once a journey of the run turned two-factor on, a code follows.
  if ((await res.json()).twoFactorRedirect) {
    const keys = await savedKeys('demo@elasrede.com.br');
    expect(keys, 'two-factor key saved when it was turned on').not.toBeNull();
    const code = await request.post('/api/auth/two-factor/verify-totp', {
      data: { code: await totpCode(keys!.key) },
      headers: { origin: process.env.E2E_BASE_URL ?? '' },
    });
    expect(code.status()).toBe(200);
  }
  const me = await request.get('/api/me');
  expect((await me.json()).user.email).toBe('demo@elasrede.com.br');
});
