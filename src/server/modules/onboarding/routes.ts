import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { onboardingStateSchema } from '../../../domain/schemas/onboarding.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { dismissOnboarding, onboardingState } from './service.js';

const routes = {
  get: createRoute({
    method: 'get',
    path: '/',
    tags: ['onboarding'],
    summary:
      'Her guided setup: each step counted from her data, the profile strength, the next most useful step, and whether she skipped it',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her setup', onboardingStateSchema), 401: errorResponse('Not signed in') },
  }),
  dismiss: createRoute({
    method: 'post',
    path: '/dismiss',
    tags: ['onboarding'],
    summary:
      "'Pular por enquanto': the setup stops greeting her after sign-in (she may resume it from the meter)",
    middleware: [requireUser] as const,
    responses: {
      200: jsonResponse('Her setup, dismissed', onboardingStateSchema),
      401: errorResponse('Not signed in'),
    },
  }),
};

export function onboardingRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  // Only her own setup: the statement reads and writes the rows of the signed-in member.
  app.openapi(routes.get, async (c) => c.json(await onboardingState(db, currentUser(c).id), 200));
  app.openapi(routes.dismiss, async (c) => c.json(await dismissOnboarding(db, currentUser(c).id), 200));
  return app;
}
