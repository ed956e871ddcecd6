import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { educationSchema, saveEducationSchema } from '../../../domain/schemas/cv.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse } from '../../http/openapi-common.js';
import { deleteEducation, listEducation, saveEducation } from './service.js';

const List = z.array(educationSchema);
const listResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: List } },
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['education'],
    summary: 'Her education: current first, then by end date, most recent first',
    middleware: [requireUser] as const,
    responses: { 200: listResponse('Her education'), 401: errorResponse('Not signed in') },
  }),
  save: createRoute({
    method: 'put',
    path: '/',
    tags: ['education'],
    summary: 'Save all: update her rows that carry an id, insert the others (one transaction)',
    description: 'Rows left out are kept; deleting is DELETE /education/{id}.',
    middleware: [requireUser] as const,
    request: { body: { content: { 'application/json': { schema: saveEducationSchema } }, required: true } },
    responses: {
      200: listResponse('Saved; her whole list'),
      400: errorResponse("Invalid rows; fields keyed like 'entries.0.endMonth'"),
      401: errorResponse('Not signed in'),
      404: errorResponse('An id is not one of her rows; nothing was saved'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags: ['education'],
    summary: 'Delete one of her education rows',
    middleware: [requireUser] as const,
    request: { params: z.object({ id: z.string() }) },
    responses: {
      204: { description: 'Deleted' },
      401: errorResponse('Not signed in'),
      404: errorResponse('No such row of hers'),
    },
  }),
};

export function educationRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) => c.json(await listEducation(db, currentUser(c).id), 200));
  app.openapi(routes.save, async (c) =>
    c.json(await saveEducation(db, currentUser(c).id, c.req.valid('json').entries), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteEducation(db, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
