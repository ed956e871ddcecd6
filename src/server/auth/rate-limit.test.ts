import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../domain/limits.js';
import { MSG } from '../../domain/messages.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';

const RATE_LIMITED = { code: 'rate_limited', message: MSG.common.rateLimited };
const resetPerIp = AUTH_RATE_LIMITS['/request-password-reset'].perIp;
const resetLimit = AUTH_RATE_LIMITS['/request-password-reset'].perEmail;

describe('abuse limits (client address from the socket)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: true });
  });
  afterAll(() => ctx?.close());

  const askReset = (ip: string, email: string, extra: Record<string, string> = {}) =>
    call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/redefinir-senha' },
      ip,
      headers: extra,
    });

  it('limits requests per address with Retry-After, and a spoofed X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < resetPerIp; i++) {
      expect((await askReset('10.0.0.1', `a${i}@exemplo.com.br`)).status).toBe(200);
    }
    const limited = await askReset('10.0.0.1', 'outra@exemplo.com.br');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual(RATE_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const spoof of ['1.2.3.4', '5.6.7.8, 9.9.9.9']) {
      expect((await askReset('10.0.0.1', 'x@exemplo.com.br', { 'x-forwarded-for': spoof })).status).toBe(429);
    }
    expect((await askReset('10.0.0.2', 'x@exemplo.com.br')).status).toBe(200);
  });

  it('limits password-reset requests per e-mail across addresses', async () => {
    const email = 'alvo@exemplo.com.br';
    for (let i = 0; i < resetLimit; i++) {
      const res = await call(ctx, 'POST', '/api/auth/request-password-reset', {
        body: { email, redirectTo: '/redefinir-senha' },
        ip: `10.1.0.${i + 1}`,
      });
      expect(res.status).toBe(200);
    }
    const limited = await call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email: ' ALVO@exemplo.com.br ', redirectTo: '/redefinir-senha' },
      ip: '10.1.0.99',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual(RATE_LIMITED);
    const other = await call(ctx, 'POST', '/api/auth/request-password-reset', {
      body: { email: 'outra.pessoa@exemplo.com.br', redirectTo: '/redefinir-senha' },
      ip: '10.1.0.99',
    });
    expect(other.status).toBe(200);
  });

  it('limits sign-up per e-mail', async () => {
    const email = 'nova@exemplo.com.br';
    const perEmail = AUTH_RATE_LIMITS['/sign-up/email'].perEmail;
    for (let i = 0; i < perEmail; i++) {
      await call(ctx, 'POST', '/api/auth/sign-up/email', {
        body: { name: 'Nova', email, password: 'uma frase bem longa' },
        ip: `10.2.0.${i + 1}`,
      });
    }
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Nova', email, password: 'uma frase bem longa' },
      ip: '10.2.0.50',
    });
    expect(res.status).toBe(429);
  });
});

describe('abuse limits behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: true, trustProxy: true });
  });
  afterAll(() => ctx?.close());

  it("counts by the proxy's X-Forwarded-For entry when TRUST_PROXY is set", async () => {
    const askReset = (forwarded: string) =>
      call(ctx, 'POST', '/api/auth/request-password-reset', {
        body: { email: `p${Math.random()}@exemplo.com.br`, redirectTo: '/redefinir-senha' },
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < resetPerIp; i++) expect((await askReset('203.0.113.7')).status).toBe(200);
    expect((await askReset('203.0.113.7')).status).toBe(429);
    // The proxy appends the real client last; whatever the client wrote before it is ignored.
    expect((await askReset('203.0.113.7, 198.51.100.1')).status).toBe(200);
  });
});
