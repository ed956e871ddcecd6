import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_PER_CATEGORY } from '../../../domain/limits.js';
import { searchQuerySchema, searchResultsSchema } from '../../../domain/schemas/search.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { search } from './service.js';

const searchRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['search'],
  summary: `People, companies and communities matching a text, at most ${SEARCH_RESULTS_PER_CATEGORY} of each`,
  description:
    'Accent- and case-insensitive. People by name; active companies by name, sector or description; ' +
    'active communities by name, description or niche. Names starting with the text come first. ' +
    'Texts shorter than 3 characters match the start of names only.',
  middleware: [requireUser] as const,
  request: { query: searchQuerySchema },
  responses: {
    200: jsonResponse('The three tabs; `hasMore` when more matched than were returned', searchResultsSchema),
    400: errorResponse(`Empty after trimming, or longer than ${SEARCH_QUERY_MAX_LENGTH} characters`),
    401: errorResponse('Not signed in'),
  },
});

/** GET /api/search — signed-in members only. */
export function searchRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(searchRoute, async (c) =>
    c.json(await search(db, c.req.valid('query').q, currentUser(c).id), 200),
  );
  return app;
}
