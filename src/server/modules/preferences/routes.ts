import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { jobPreferenceSchema } from '../../../domain/schemas/preferences.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import {
  createPreference,
  deletePreference,
  listPreferences,
  preferenceBody,
  setPreferenceActive,
  updatePreference,
} from './service.js';

const body = { content: { 'application/json': { schema: preferenceBody } }, required: true };
const List = z.array(jobPreferenceSchema);

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['preferences'],
    summary: 'Her job preference profiles: the active one first, then newest first',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her profiles', List), 401: errorResponse('Not signed in') },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags: ['preferences'],
    summary: 'Save the wizard as a new profile (her first one starts active, later ones inactive)',
    middleware: [requireUser] as const,
    request: { body },
    responses: {
      201: jsonResponse('Created', jobPreferenceSchema),
      400: errorResponse('Invalid input, unknown role or state'),
      401: errorResponse('Not signed in'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/{id}',
    tags: ['preferences'],
    summary: 'Replace the answers of one of her profiles (not its active flag)',
    middleware: [requireUser] as const,
    request: { params: IdParam, body },
    responses: {
      200: jsonResponse('Saved', jobPreferenceSchema),
      400: errorResponse('Invalid input, unknown role or state'),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such profile of hers'),
    },
  }),
  setActive: createRoute({
    method: 'put',
    path: '/{id}/active',
    tags: ['preferences'],
    summary: 'Activate (deactivating her others) or deactivate one of her profiles',
    middleware: [requireUser] as const,
    request: {
      params: IdParam,
      body: {
        content: { 'application/json': { schema: z.object({ isActive: z.boolean() }) } },
        required: true,
      },
    },
    responses: {
      200: jsonResponse('Her whole list after the change', List),
      400: errorResponse('isActive missing'),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such profile of hers'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags: ['preferences'],
    summary: 'Delete one of her inactive profiles',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      204: { description: 'Deleted' },
      401: errorResponse('Not signed in'),
      404: errorResponse('No such profile of hers'),
      409: errorResponse('It is her active profile'),
    },
  }),
};

export function preferenceRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) => c.json(await listPreferences(db, currentUser(c).id), 200));
  app.openapi(routes.create, async (c) =>
    c.json(await createPreference(db, currentUser(c).id, c.req.valid('json')), 201),
  );
  app.openapi(routes.update, async (c) =>
    c.json(await updatePreference(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.setActive, async (c) =>
    c.json(
      await setPreferenceActive(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json').isActive),
      200,
    ),
  );
  app.openapi(routes.remove, async (c) => {
    await deletePreference(db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
