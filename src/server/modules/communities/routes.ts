import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACTIVE_COMMUNITIES_LIMIT } from '../../../domain/limits.js';
import { activeCommunitySchema } from '../../../domain/schemas/posts.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { listActiveCommunities } from './active.js';

const routes = {
  mine: createRoute({
    method: 'get',
    path: '/me/communities',
    tags: ['communities'],
    summary:
      "Her approved memberships of active communities, most recently joined first ('Comunidades Ativas')",
    middleware: [requireUser] as const,
    request: {
      query: z.object({
        limit: z.coerce.number().int().min(1).max(ACTIVE_COMMUNITIES_LIMIT).default(ACTIVE_COMMUNITIES_LIMIT),
      }),
    },
    responses: {
      200: jsonResponse('Her communities, with member counts', z.array(activeCommunitySchema)),
      400: errorResponse('Limit out of bounds'),
      401: errorResponse('Not signed in'),
    },
  }),
};

/** Mounted at /api: the routes name their own paths (/me/communities, later /communities/…). */
export function communityRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.mine, async (c) => {
    // Joining or leaving changes it at once; it is hers alone.
    c.header('Cache-Control', 'no-store');
    return c.json(await listActiveCommunities(db, currentUser(c).id, c.req.valid('query').limit), 200);
  });
  return app;
}
