import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  NEWS_ADMIN_SEGMENT,
  newsDetailSchema,
  newsListQuerySchema,
  newsPageSchema,
} from '../../../domain/schemas/news.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { cachePublicly } from '../../http/cache-control.js';
import { errorResponse, jsonResponse } from '../../http/openapi-common.js';
import { getNews, listNews } from './service.js';

// Published items change rarely and are the same for everyone: a shared cache (a CDN) may keep
// them a minute; a browser asks again each time, so an administrator sees what she has just
// published (her POST goes to /news/admin, which does not invalidate the browser's copy of /news).
const PUBLISHED = { maxAge: 0, sharedMaxAge: 60 };

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

/**
 * Where the detail route is matched: any one segment but 'admin', so it can never answer for
 * /news/admin (admin-routes.ts, mounted at /news/admin) whatever order the two are mounted in.
 * The document keeps `/{idOrSlug}` (routes.detail); hono reads `{idOrSlug{pattern}}` as a param
 * with a pattern.
 */
const DETAIL_ROUTING_PATH = `/{idOrSlug{(?!${NEWS_ADMIN_SEGMENT}$)[^/]+}}` as const;

/** Readable by visitors (SPEC §6). Mounted at /api/news. */
export function newsRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) =>
    cachePublicly(c, PUBLISHED).json(await listNews(db, c.req.valid('query')), 200),
  );
  app.openAPIRegistry.registerPath(routes.detail);
  app.openapi({ ...routes.detail, path: DETAIL_ROUTING_PATH, hide: true }, async (c) =>
    cachePublicly(c, PUBLISHED).json(await getNews(db, c.req.valid('param').idOrSlug), 200),
  );
  return app;
}
