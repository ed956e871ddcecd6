import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { experienceSchema } from '../../../domain/schemas/cv.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse } from '../../http/openapi-common.js';
import { deleteExperience, listExperiences, saveExperiences, saveExperiencesBody } from './service.js';

const List = z.array(experienceSchema);
const listResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: List } },
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['experience'],
    summary: 'Her professional experience, most recent start first',
    middleware: [requireUser] as const,
    responses: { 200: listResponse('Her experience'), 401: errorResponse('Not signed in') },
  }),
  save: createRoute({
    method: 'put',
    path: '/',
    tags: ['experience'],
    summary: 'Save all: update her rows that carry an id, insert the others (one transaction)',
    description: 'Rows left out are kept; deleting is DELETE /experiences/{id}.',
    middleware: [requireUser] as const,
    request: { body: { content: { 'application/json': { schema: saveExperiencesBody } }, required: true } },
    responses: {
      200: listResponse('Saved; her whole list'),
      400: errorResponse("Invalid rows; fields keyed like 'entries.0.startMonth'"),
      401: errorResponse('Not signed in'),
      404: errorResponse('An id is not one of her rows; nothing was saved'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags: ['experience'],
    summary: 'Delete one of her experience rows',
    middleware: [requireUser] as const,
    request: { params: z.object({ id: z.string() }) },
    responses: {
      204: { description: 'Deleted' },
      401: errorResponse('Not signed in'),
      404: errorResponse('No such row of hers'),
    },
  }),
};

export function experienceRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) => c.json(await listExperiences(db, currentUser(c).id), 200));
  app.openapi(routes.save, async (c) =>
    c.json(await saveExperiences(db, currentUser(c).id, c.req.valid('json').entries), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteExperience(db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
