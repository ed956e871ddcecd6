import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { PRIVACY_OPT_IN_PATHS, PRIVACY_OPT_INS, type PrivacyOptIn } from '../../../domain/rules/privacy.js';
import { optInSettingSchema, privacySettingsSchema } from '../../../domain/schemas/privacy.js';
import { profileViewPageSchema } from '../../../domain/schemas/talent.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { privacySettingsOf, savePrivacySettings } from '../../policy/privacy.js';
import { listProfileViews } from '../talent/index.js';
import { optInOf, saveOptIn } from './opt-ins.js';

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
        "A field missing or an unknown audience: 'Escolha Ninguém, Conexões, Toda a rede ou Público.'",
      ),
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

const OPT_IN_SUMMARIES: Readonly<Record<PrivacyOptIn, string>> = {
  talentSearch:
    "'Aceito ser encontrada por recrutadoras': whether company staff may find her in the talent search",
  searchEngines:
    'Whether search engines may show her public profile (listed in /sitemap.xml; otherwise noindex)',
};

/** GET and PUT of one opt-in (off by default). */
function optInRoutes(optIn: PrivacyOptIn) {
  const path = `/${PRIVACY_OPT_IN_PATHS[optIn]}`;
  const summary = OPT_IN_SUMMARIES[optIn];
  return {
    read: createRoute({
      method: 'get',
      path,
      tags,
      summary: `${summary} (off by default)`,
      middleware: [requireUser] as const,
      responses: { 200: jsonResponse('Her choice', optInSettingSchema), ...signedIn },
    }),
    save: createRoute({
      method: 'put',
      path,
      tags,
      summary: `Turn on or off: ${summary}`,
      middleware: [requireUser] as const,
      request: { body: { content: { 'application/json': { schema: optInSettingSchema } }, required: true } },
      responses: {
        200: jsonResponse('Her choice, as saved', optInSettingSchema),
        400: errorResponse('enabled missing or not a boolean'),
        ...signedIn,
      },
    }),
  };
}

export function privacyRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.read, async (c) => c.json(await privacySettingsOf(db, currentUser(c).id), 200));
  app.openapi(routes.save, async (c) =>
    c.json(await savePrivacySettings(db, currentUser(c).id, c.req.valid('json')), 200),
  );
  for (const optIn of PRIVACY_OPT_INS) {
    const { read, save } = optInRoutes(optIn);
    app.openapi(read, async (c) => c.json(await optInOf(db, currentUser(c).id, optIn), 200));
    app.openapi(save, async (c) =>
      c.json(await saveOptIn(db, currentUser(c).id, optIn, c.req.valid('json')), 200),
    );
  }
  app.openapi(routes.profileViews, async (c) =>
    c.json(await listProfileViews(db, currentUser(c).id, c.req.valid('query').cursor), 200),
  );
  return app;
}
