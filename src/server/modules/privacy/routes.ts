import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { privacySettingsSchema } from '../../../domain/schemas/privacy.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { privacySettingsOf, savePrivacySettings } from '../../policy/privacy.js';

// Configurações → 'Privacidade' (issue 19): who sees each part of her profile. Every read path
// applies them through server/policy/privacy.ts.

const tags = ['privacy'];
const signedIn = { 401: errorResponse('Not signed in') };

const routes = {
  read: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Who sees each part of her profile (defaults where she made no choice)',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her choices', privacySettingsSchema), ...signedIn },
  }),
  save: createRoute({
    method: 'put',
    path: '/',
    tags,
    summary:
      'Change who sees each part of her profile (every field, each nobody | connections | members | public)',
    middleware: [requireUser] as const,
    request: {
      body: { content: { 'application/json': { schema: privacySettingsSchema } }, required: true },
    },
    responses: {
      200: jsonResponse('Her choices, as saved', privacySettingsSchema),
      400: errorResponse(
        "A field missing or an unknown audience: 'Escolha Ninguém, Conexões, Membros ou Público.'",
      ),
      ...signedIn,
    },
  }),
};

export function privacyRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.read, async (c) => c.json(await privacySettingsOf(db, currentUser(c).id), 200));
  app.openapi(routes.save, async (c) =>
    c.json(await savePrivacySettings(db, currentUser(c).id, c.req.valid('json')), 200),
  );
  return app;
}
