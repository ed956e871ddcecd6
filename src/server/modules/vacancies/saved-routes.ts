import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../domain/limits.js';
import {
  jobAlertInputSchema,
  jobAlertSettingsSchema,
  savedVacancyPageSchema,
} from '../../../domain/schemas/vacancies.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { getJobAlert, putJobAlert } from './alerts.js';
import { listSavedVacancies, saveVacancy, unsaveVacancy } from './saved.js';

// 'Salvar' / 'Salvas' and her job alert (issue 21), mounted at /api/vacancies before
// vacancyRoutes, so /saved and /alerts are never read as a vacancy's id. Hers alone (private).

const TAGS = ['vacancies'];
const signedOut = { 401: errorResponse('Not signed in') };
const unknownVacancy = {
  404: errorResponse("Unknown or malformed id, or a deactivated company's vacancy: 'Vaga não encontrada.'"),
};

const routes = {
  saved: createRoute({
    method: 'get',
    path: '/saved',
    tags: TAGS,
    summary: "'Salvas': the vacancies she saved, newest saved first (keyset pages)",
    description:
      "Closed vacancies included (isActive false; the page shows them 'Encerrada'); a deactivated company's are left out.",
    middleware: [requireUser] as const,
    request: {
      query: z.object({
        cursor: z.string().max(200).optional(),
        limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
      }),
    },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', savedVacancyPageSchema),
      400: errorResponse('Limit out of bounds or a cursor this server did not issue'),
      ...signedOut,
    },
  }),
  save: createRoute({
    method: 'put',
    path: '/{id}/save',
    tags: TAGS,
    summary: "'Salvar': keeps the vacancy in her 'Salvas' (idempotent)",
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: { 204: { description: 'Saved' }, ...signedOut, ...unknownVacancy },
  }),
  unsave: createRoute({
    method: 'delete',
    path: '/{id}/save',
    tags: TAGS,
    summary: "Removes the vacancy from her 'Salvas' (idempotent)",
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: { 204: { description: 'Removed' }, ...signedOut, ...unknownVacancy },
  }),
  alert: createRoute({
    method: 'get',
    path: '/alerts',
    tags: TAGS,
    summary: "Her job alert: 'off' (default), 'daily' or 'weekly'",
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her choice', jobAlertSettingsSchema), ...signedOut },
  }),
  putAlert: createRoute({
    method: 'put',
    path: '/alerts',
    tags: TAGS,
    summary: 'Sets her job alert',
    description:
      "An e-mail of the new open vacancies matching her active job preference profile (rules/vacancy-match.ts), never one twice, nothing when nothing is new. Its one-click link (scope 'jobAlerts') turns it off.",
    middleware: [requireUser] as const,
    request: { body: { content: { 'application/json': { schema: jobAlertInputSchema } }, required: true } },
    responses: {
      200: jsonResponse('Her choice', jobAlertSettingsSchema),
      400: errorResponse('Frequency missing or unknown'),
      ...signedOut,
    },
  }),
};

export function savedVacancyRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.saved, async (c) =>
    c.json(await listSavedVacancies(db, currentUser(c).id, c.req.valid('query')), 200),
  );
  app.openapi(routes.alert, async (c) => c.json(await getJobAlert(db, currentUser(c).id), 200));
  app.openapi(routes.putAlert, async (c) =>
    c.json(await putJobAlert(db, currentUser(c).id, c.req.valid('json').frequency), 200),
  );
  app.openapi(routes.save, async (c) => {
    await saveVacancy(db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.unsave, async (c) => {
    await unsaveVacancy(db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
