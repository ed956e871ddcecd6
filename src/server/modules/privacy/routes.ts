import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { privacySettingsSchema } from '../../../domain/schemas/privacy.js';
import { profileViewPageSchema, talentSearchSettingSchema } from '../../../domain/schemas/talent.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { privacySettingsOf, savePrivacySettings } from '../../policy/privacy.js';
import { listProfileViews, saveTalentSearchSetting, talentSearchSettingOf } from '../talent/index.js';

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
  talentSearch: createRoute({
    method: 'get',
    path: '/talent-search',
    tags,
    summary: "'Aceito ser encontrada por recrutadoras': whether company staff may find her (off by default)",
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her choice', talentSearchSettingSchema), ...signedIn },
  }),
  saveTalentSearch: createRoute({
    method: 'put',
    path: '/talent-search',
    tags,
    summary: 'Accept (or stop) being found by company staff in the talent search',
    middleware: [requireUser] as const,
    request: {
      body: { content: { 'application/json': { schema: talentSearchSettingSchema } }, required: true },
    },
    responses: {
      200: jsonResponse('Her choice, as saved', talentSearchSettingSchema),
      400: errorResponse('enabled missing or not a boolean'),
      ...signedIn,
    },
  }),
  profileViews: createRoute({
    method: 'get',
    path: '/profile-views',
    tags,
    summary:
      "'Empresas que viram seu perfil': the companies whose staff opened her profile from the talent search or wrote to her from it, per day, newest first (keyset; never who of the staff)",
    middleware: [requireUser] as const,
    request: { query: z.object({ cursor: z.string().max(200).optional() }) },
    responses: {
      200: jsonResponse('One page', profileViewPageSchema),
      400: errorResponse('Malformed cursor'),
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
  app.openapi(routes.talentSearch, async (c) =>
    c.json(await talentSearchSettingOf(db, currentUser(c).id), 200),
  );
  app.openapi(routes.saveTalentSearch, async (c) =>
    c.json(await saveTalentSearchSetting(db, currentUser(c).id, c.req.valid('json')), 200),
  );
  app.openapi(routes.profileViews, async (c) =>
    c.json(await listProfileViews(db, currentUser(c).id, c.req.valid('query').cursor), 200),
  );
  return app;
}
