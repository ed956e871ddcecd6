import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  newsAdminItemSchema,
  newsAdminPageSchema,
  newsCoverSchema,
  newsInputSchema,
  newsListQuerySchema,
} from '../../../domain/schemas/news.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, ImageUpload, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, uploadedFile } from '../../http/upload.js';
import type { Logger } from '../../lib/logger.js';
import { platformGuard } from '../../policy/guards.js';
import type { ObjectStore } from '../../storage/index.js';
import {
  createNews,
  deleteNews,
  getNewsForAdmin,
  listAllNews,
  replaceNewsCover,
  updateNews,
} from './admin.js';

/** Refused before a body is read or validated (the services decide again). */
const requirePlatformAdmin = platformGuard('publishNews');

const body = { content: { 'application/json': { schema: newsInputSchema } }, required: true };
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a platform administrator'),
};
const notFoundResponse = { 404: errorResponse("'Notícia ou artigo não encontrado.'") };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['news'],
    summary: 'Every item, drafts and scheduled ones too, newest publication date first (administrators)',
    middleware: [requirePlatformAdmin] as const,
    request: { query: newsListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', newsAdminPageSchema),
      400: errorResponse('Unknown type, limit out of bounds or a cursor this server did not issue'),
      ...denied,
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    tags: ['news'],
    summary: 'One item whatever its state, with its stored body (administrators)',
    middleware: [requirePlatformAdmin] as const,
    request: { params: IdParam },
    responses: { 200: jsonResponse('The item', newsAdminItemSchema), ...denied, ...notFoundResponse },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags: ['news'],
    summary: 'Publish, schedule or draft an article or a news item (administrators)',
    description:
      'Article HTML is sanitised before it is stored. A blank slug is made from the title; a future publishedAt schedules the item; isPublished false keeps it a draft.',
    middleware: [requirePlatformAdmin] as const,
    request: { body },
    responses: {
      201: jsonResponse('Created', newsAdminItemSchema),
      400: errorResponse('Invalid fields (each with its message)'),
      ...denied,
      409: errorResponse('The slug given is taken'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/{id}',
    tags: ['news'],
    summary: 'Replace an item; slug, publishedAt and isPublished left out keep their values (administrators)',
    middleware: [requirePlatformAdmin] as const,
    request: { params: IdParam, body },
    responses: {
      200: jsonResponse('Saved', newsAdminItemSchema),
      400: errorResponse('Invalid fields (each with its message)'),
      ...denied,
      ...notFoundResponse,
      409: errorResponse('The slug given is taken'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags: ['news'],
    summary: 'Delete an item and its cover (administrators)',
    middleware: [requirePlatformAdmin] as const,
    request: { params: IdParam },
    responses: { 204: { description: 'Deleted' }, ...denied, ...notFoundResponse },
  }),
  cover: createRoute({
    method: 'post',
    path: '/{id}/cover',
    tags: ['news'],
    summary: 'Replace the cover image (1200×630, WebP); the previous one is deleted (administrators)',
    middleware: [requirePlatformAdmin, imageBodyLimit('cover')] as const,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true },
    },
    responses: {
      200: jsonResponse('Stored', newsCoverSchema),
      400: errorResponse('No file was sent'),
      ...denied,
      ...notFoundResponse,
      413: errorResponse('File over the size limit'),
      415: errorResponse('Not an image (judged by content) or unreadable'),
      422: errorResponse('Image dimensions over the pixel limit'),
    },
  }),
};

/** Mounted at /api/news/admin (the public /news/{idOrSlug} never matches 'admin': routes.ts). */
export function newsAdminRoutes(deps: { db: Database; store: ObjectStore; logger: Logger }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) => c.json(await listAllNews(db, c.var.user, c.req.valid('query')), 200));
  app.openapi(routes.get, async (c) =>
    c.json(await getNewsForAdmin(db, c.var.user, c.req.valid('param').id), 200),
  );
  app.openapi(routes.create, async (c) => c.json(await createNews(db, c.var.user, c.req.valid('json')), 201));
  app.openapi(routes.update, async (c) =>
    c.json(await updateNews(db, c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteNews(deps, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.cover, async (c) => {
    const bytes = await uploadedFile(c);
    return c.json(await replaceNewsCover(deps, c.var.user, c.req.valid('param').id, bytes), 200);
  });
  return app;
}
