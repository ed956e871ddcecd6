import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { PROJECT_TYPES } from '../../../domain/enums.js';
import { projectInputSchema, projectSchema } from '../../../domain/schemas/cv.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { deleteOwnedRowRoute } from '../shared/owned-row-routes.js';
import { createProject, deleteProject, listProjects, updateProject } from './service.js';

const body = { content: { 'application/json': { schema: projectInputSchema } }, required: true };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['projects'],
    summary: 'Her projects and achievements, newest first (optionally one type)',
    middleware: [requireUser] as const,
    request: { query: z.object({ type: z.enum(PROJECT_TYPES).optional() }) },
    responses: {
      200: jsonResponse('Her projects and achievements', z.array(projectSchema)),
      400: errorResponse('Unknown type'),
      401: errorResponse('Not signed in'),
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags: ['projects'],
    summary: 'Add a project, volunteering, article or award',
    middleware: [requireUser] as const,
    request: { body },
    responses: {
      201: jsonResponse('Created', projectSchema),
      400: errorResponse('Invalid input'),
      401: errorResponse('Not signed in'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/{id}',
    tags: ['projects'],
    summary: 'Replace one of her projects or achievements',
    middleware: [requireUser] as const,
    request: { params: IdParam, body },
    responses: {
      200: jsonResponse('Saved', projectSchema),
      400: errorResponse('Invalid input'),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such row of hers'),
    },
  }),
  remove: deleteOwnedRowRoute({ tag: 'projects', summary: 'Delete one of her projects or achievements' }),
};

export function projectRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) =>
    c.json(await listProjects(db, currentUser(c).id, c.req.valid('query').type), 200),
  );
  app.openapi(routes.create, async (c) =>
    c.json(await createProject(db, currentUser(c).id, c.req.valid('json')), 201),
  );
  app.openapi(routes.update, async (c) =>
    c.json(await updateProject(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteProject(db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
