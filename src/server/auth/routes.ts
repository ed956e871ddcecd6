import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { clientIp } from '../http/client-ip.js';
import { apiNotFound, databaseUnavailableAnswer } from '../http/error-responses.js';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from './auth.js';
import { translateAuthResponse } from './auth-errors.js';
import { answerFloorMs, isServedAuthEndpoint } from './endpoints.js';
import { inAuthRequestScope } from './request-scope.js';
import { checkAuthLinkQuery } from './request-validation.js';

/**
 * better-auth's endpoints under /api/auth, only those the client uses (endpoints.ts). It reads
 * the client address only from the header set here, never from one the client sent, so rate
 * limits cannot be dodged by spoofing X-Forwarded-For; and its English errors leave as the API's
 * pt-BR envelope.
 */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  const app = new Hono();
  app.on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    if (!isServedAuthEndpoint(c.req.method, path)) return apiNotFound(c);
    if (c.req.method === 'GET') checkAuthLinkQuery(path, c.req.query());
    const started = performance.now();
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const answer = await inAuthRequestScope(() => auth.handler(new Request(c.req.raw, { headers })));
    // Not awaited: it retries on its own while the database is away (sign-in-failures.ts).
    void answer.unsettled?.();
    if (answer.databaseUnavailable && answer.result.status >= 500) return databaseUnavailableAnswer(c);
    const response = await translateAuthResponse(answer.result, c.req.path);
    const wait = answerFloorMs(c.req.method, path) - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    return response;
  });
  return app;
}
