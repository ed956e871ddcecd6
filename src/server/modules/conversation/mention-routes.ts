import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { memberRefSchema, mentionQuerySchema } from '../../../domain/schemas/conversation.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { suggestMentions } from './mention-search.js';

// The '@' suggestions of the composers. Mounted at /api/mentions.

const routes = {
  suggestions: createRoute({
    method: 'get',
    path: '/suggestions',
    tags: ['conversation'],
    summary:
      'Members to mention, by name (accent- and case-insensitive), names that start with the text first',
    middleware: [requireUser] as const,
    request: { query: mentionQuerySchema },
    responses: {
      200: jsonResponse(
        'At most MENTION_SUGGESTIONS members with a profile, never herself',
        z.array(memberRefSchema),
      ),
      400: errorResponse('Empty or over-long text'),
      401: errorResponse('Not signed in'),
    },
  }),
};

export function mentionRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.suggestions, async (c) =>
    c.json(await suggestMentions(deps.db, currentUser(c), c.req.valid('query').q), 200),
  );
  return app;
}
