import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { meSchema, publicConfigSchema } from '../../../domain/schemas/auth.js';
import type { AppEnv } from '../../app.js';
import type { Database } from '../../db/client.js';
import { describeMe, publicConfig } from './service.js';

const meRoute = createRoute({
  method: 'get',
  path: '/me',
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
  path: '/config',
  tags: ['platform'],
  summary: 'Public runtime settings for the client',
  responses: {
    200: { description: 'Settings', content: { 'application/json': { schema: publicConfigSchema } } },
  },
});

export function accountRoutes(deps: { db: Database; marketingUrl: string }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(meRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await describeMe(deps.db, c.var.user), 200);
  });
  app.openapi(configRoute, (c) => c.json(publicConfig(deps), 200));
  return app;
}
