import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { recommendedVacancySchema } from '../../../domain/schemas/posts.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import {
  RECOMMENDED_VACANCIES_DEFAULT,
  RECOMMENDED_VACANCIES_MAX,
  recommendVacancies,
} from './recommended.js';

const routes = {
  recommended: createRoute({
    method: 'get',
    path: '/recommended',
    tags: ['vacancies'],
    summary:
      "Open vacancies suiting her active job preference profile, best match first ('Vagas Recomendadas')",
    description:
      'Work model, contract type, place (remote vacancies suit any) and salary range (when both are known) are matched by rules/vacancy-match.ts; equal matches newest first. Empty when she has no active profile or nothing suits.',
    middleware: [requireUser] as const,
    request: {
      query: z.object({
        limit: z.coerce
          .number()
          .int()
          .min(1)
          .max(RECOMMENDED_VACANCIES_MAX)
          .default(RECOMMENDED_VACANCIES_DEFAULT),
      }),
    },
    responses: {
      200: jsonResponse('The vacancies, possibly none', z.array(recommendedVacancySchema)),
      400: errorResponse('Limit out of bounds'),
      401: errorResponse('Not signed in'),
    },
  }),
};

/** Mounted at /api/vacancies. */
export function vacancyRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.recommended, async (c) => {
    // Follows her profile and the open vacancies; hers alone.
    c.header('Cache-Control', 'no-store');
    return c.json(await recommendVacancies(db, currentUser(c).id, c.req.valid('query').limit), 200);
  });
  return app;
}
