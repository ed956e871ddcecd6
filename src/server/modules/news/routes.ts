import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { newsDetailSchema, newsListQuerySchema, newsPageSchema } from '../../../domain/schemas/news.js';
import type { AppEnv } from '../../app.js';
import type { Database } from '../../db/client.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { getNews, listNews } from './service.js';

// Published items change rarely and are the same for everyone: a shared cache (a CDN) may keep
// them a minute; a browser asks again each time, so an administrator sees what she has just
// published (her POST goes to /news/admin, which does not invalidate the browser's copy of /news).
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['news'],
    summary: 'Published news and articles, newest first (keyset pages)',
    request: { query: newsListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', newsPageSchema),
      400: errorResponse('Unknown type, limit out of bounds or a cursor this server did not issue'),
    },
  }),
  detail: createRoute({
    method: 'get',
    path: '/{idOrSlug}',
    tags: ['news'],
    summary: 'One published item by id or slug; article HTML sanitised',
    request: { params: z.object({ idOrSlug: z.string().max(200) }) },
    responses: {
      200: jsonResponse('The item with its body', newsDetailSchema),
      404: errorResponse("'Notícia ou artigo não encontrado.'"),
    },
  }),
};

/** Readable by visitors (SPEC §6). */
export function newsRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) =>
    c.json(await listNews(db, c.req.valid('query')), 200, { 'Cache-Control': CACHE_CONTROL }),
  );
  app.openapi(routes.detail, async (c) =>
    c.json(await getNews(db, c.req.valid('param').idOrSlug), 200, { 'Cache-Control': CACHE_CONTROL }),
  );
  return app;
}
