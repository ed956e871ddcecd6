import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { meSchema, publicConfigSchema } from '../../../domain/schemas/auth.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { describeMe, publicConfig } from './service.js';

const meRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['auth'],
  summary: 'The signed-in member and her profile summary (nulls for a visitor)',
  description:
    'Answers 200 for visitors too, so a client restoring its session gets no error. Sign-up, sign-in, sign-out, e-mail verification and password reset live under /api/auth.',
  responses: {
    200: { description: 'Session state', content: { 'application/json': { schema: meSchema } } },
  },
});

const configRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['platform'],
  summary: 'Public runtime settings for the client',
  responses: {
    200: { description: 'Settings', content: { 'application/json': { schema: publicConfigSchema } } },
  },
});

/** Mounted at /api/me (her other lists live under /api/me/… with their modules). */
export function meRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(meRoute, async (c) => c.json(await describeMe(deps.db, c.var.user), 200));
  return app;
}

/** Mounted at /api/config. */
export function configRoutes(deps: { marketingUrl: string }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(configRoute, (c) => c.json(publicConfig(deps), 200));
  return app;
}
