import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { publicProfileSchema } from '../../../domain/schemas/public-profile.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse } from '../../http/openapi-common.js';
import { publicProfile } from './public-profile.js';

const found = {
  description:
    'What this reader (a visitor, a member, a connection, herself) may see of her, by her privacy choices; never a salary, her birth year or her children’s names',
  content: { 'application/json': { schema: publicProfileSchema } },
};

const routes = {
  bySlug: createRoute({
    method: 'get',
    path: '/by-slug/{slug}',
    tags: ['profile'],
    summary: 'A public profile by its address (/m/{slug}); her user id works too',
    request: { params: z.object({ slug: z.string() }) },
    responses: { 200: found, 404: errorResponse("Unknown: 'Perfil não encontrado.'") },
  }),
  byId: createRoute({
    method: 'get',
    path: '/{id}',
    tags: ['profile'],
    summary: 'A public profile by user id (/perfil-publico/{id})',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: found, 404: errorResponse("Unknown or not a UUID: 'Perfil não encontrado.'") },
  }),
};

/** Public profiles: no session needed; with one, her privacy choices may show the reader more. */
export function publicProfileRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.bySlug, async (c) =>
    c.json(await publicProfile(db, { slug: c.req.valid('param').slug }, c.var.user?.id ?? null), 200),
  );
  app.openapi(routes.byId, async (c) =>
    c.json(await publicProfile(db, { id: c.req.valid('param').id }, c.var.user?.id ?? null), 200),
  );
  return app;
}
