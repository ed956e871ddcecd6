import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACTIVE_COMMUNITIES_LIMIT } from '../../../domain/limits.js';
import {
  communityDetailSchema,
  communityInputSchema,
  communityPageSchema,
  exploreQuerySchema,
  myCommunitySchema,
} from '../../../domain/schemas/communities.js';
import { activeCommunitySchema } from '../../../domain/schemas/posts.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, ImageUpload, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, uploadedFile } from '../../http/upload.js';
import type { Logger } from '../../lib/logger.js';
import { groupGuard } from '../../policy/guards.js';
import type { ObjectStore } from '../../storage/index.js';
import { type GroupImageKind, groupImagePurpose, replaceGroupImage } from '../access/index.js';
import { listActiveCommunities } from './active.js';
import { COMMUNITY_GROUP } from './group.js';
import {
  createCommunity,
  deleteCommunity,
  getCommunity,
  listCommunities,
  listMyCommunities,
  updateCommunity,
} from './service.js';

const TAGS = ['communities'];

const body = { content: { 'application/json': { schema: communityInputSchema } }, required: true };
const unknown = { 404: errorResponse("Unknown, malformed or inactive id: 'Comunidade não encontrada.'") };
const managersOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an approved admin or moderator of the community'),
  ...unknown,
};
const invalidFields = errorResponse(
  "Invalid fields: 'Nome da comunidade é obrigatório', 'Descrição da comunidade é obrigatória', …",
);
const duplicate = { 409: errorResponse("'Já existe uma comunidade com esse nome.' (field name)") };

type Guard = ReturnType<typeof groupGuard>;

function imageRoute(kind: GroupImageKind, guard: Guard) {
  const purpose = groupImagePurpose(kind);
  return createRoute({
    method: 'post',
    path: `/{id}/${kind}`,
    tags: TAGS,
    summary:
      kind === 'logo'
        ? 'Replace the logo (200×200, WebP); the previous file is deleted (admin or moderator)'
        : 'Replace the banner (1200×300, WebP) and record its luminance; the previous file is deleted (admin or moderator)',
    middleware: [requireUser, guard, imageBodyLimit(purpose)] as const,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true },
    },
    responses: {
      200: jsonResponse('The community with its new image', communityDetailSchema),
      400: errorResponse('No file was sent'),
      ...managersOnly,
      413: errorResponse('File over the size limit'),
      415: errorResponse("Not an image: 'Por favor, selecione apenas arquivos de imagem.'"),
      422: errorResponse('Image dimensions over the pixel limit'),
    },
  });
}

function communityRouteDefinitions(db: Database) {
  // Refused before a body is read or validated (401/404/403, never a validation error, no upload
  // buffered); the services decide again, under a row lock.
  const editors = groupGuard(db, 'community', 'edit');
  return {
    active: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary:
        "Her approved memberships of active communities, most recently joined first ('Comunidades Ativas')",
      middleware: [requireUser] as const,
      request: {
        query: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(ACTIVE_COMMUNITIES_LIMIT)
            .default(ACTIVE_COMMUNITIES_LIMIT),
        }),
      },
      responses: {
        200: jsonResponse('Her communities, with member counts', z.array(activeCommunitySchema)),
        400: errorResponse('Limit out of bounds'),
        401: errorResponse('Not signed in'),
      },
    }),
    explore: createRoute({
      method: 'get',
      path: '/',
      tags: TAGS,
      summary: 'Explore: active communities, newest first (keyset pages), by niche and text',
      description:
        'q matches anywhere in the name or the description, ignoring case and accents; niche is one of the community niches (the page chips Gerais, Negócios, Tecnologia, Cultura are geral, negocios, tecnologia, cultura; Todas sends none).',
      middleware: [requireUser] as const,
      request: { query: exploreQuerySchema },
      responses: {
        200: jsonResponse('A page and the cursor of the next one (null at the end)', communityPageSchema),
        400: errorResponse('Unknown niche, limit out of bounds or a cursor this server did not issue'),
        401: errorResponse('Not signed in'),
      },
    }),
    mine: createRoute({
      method: 'get',
      path: '/mine',
      tags: TAGS,
      summary:
        "The active communities she belongs to, with her role: those she runs (admin, moderator) first, then those she joined, newest membership first ('Minhas comunidades')",
      description:
        'Every approved membership, not only the communities she created (issue 22 overrides SPEC §6); a pending request is not listed. One query.',
      middleware: [requireUser] as const,
      responses: {
        200: jsonResponse('Her communities', z.array(myCommunitySchema)),
        401: errorResponse('Not signed in'),
      },
    }),
    create: createRoute({
      method: 'post',
      path: '/',
      tags: TAGS,
      summary: 'Create a community; she becomes its approved admin (one transaction)',
      middleware: [requireUser] as const,
      request: { body },
      responses: {
        201: jsonResponse('The new community, with her as admin', communityDetailSchema),
        400: invalidFields,
        401: errorResponse('Not signed in'),
        ...duplicate,
      },
    }),
    get: createRoute({
      method: 'get',
      path: '/{id}',
      tags: TAGS,
      summary: 'One active community with her relation to it (membership, role, follow, rights)',
      description:
        'Private communities show their details to every signed-in member, so she can ask to join; their feed (GET /api/posts?communityId) stays for approved members.',
      middleware: [requireUser] as const,
      request: { params: IdParam },
      responses: {
        200: jsonResponse('The community', communityDetailSchema),
        401: errorResponse('Not signed in'),
        ...unknown,
      },
    }),
    update: createRoute({
      method: 'put',
      path: '/{id}',
      tags: TAGS,
      summary: 'Edit the community (approved admin or moderator)',
      middleware: [requireUser, editors] as const,
      request: { params: IdParam, body },
      responses: {
        200: jsonResponse('Saved', communityDetailSchema),
        400: invalidFields,
        ...managersOnly,
        ...duplicate,
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: '/{id}',
      tags: TAGS,
      summary: 'Delete the community, its posts, memberships, follows and images (admin or moderator)',
      middleware: [requireUser, groupGuard(db, 'community', 'delete')] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...managersOnly },
    }),
    logo: imageRoute('logo', editors),
    banner: imageRoute('banner', editors),
  };
}

/** Her 'Comunidades Ativas': mounted at /api/me/communities. */
export function activeCommunityRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  // Joining or leaving changes it at once; it is hers alone (private, the API's default).
  app.openapi(communityRouteDefinitions(db).active, async (c) =>
    c.json(await listActiveCommunities(db, currentUser(c).id, c.req.valid('query').limit), 200),
  );
  return app;
}

/** Mounted at /api/communities (membership-routes.ts and the invitations' under /{id}: app.ts). */
export function communityRoutes(deps: { db: Database; store: ObjectStore; logger: Logger }) {
  const { db } = deps;
  const routes = communityRouteDefinitions(db);
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.explore, async (c) => c.json(await listCommunities(db, c.req.valid('query')), 200));
  // Before /{id}, so 'mine' is never read as an id (one router: hono tries its routes in order).
  app.openapi(routes.mine, async (c) => c.json(await listMyCommunities(db, currentUser(c)), 200));
  app.openapi(routes.create, async (c) =>
    c.json(await createCommunity(db, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.get, async (c) =>
    c.json(await getCommunity(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.update, async (c) =>
    c.json(await updateCommunity(db, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteCommunity(deps, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  for (const kind of ['logo', 'banner'] as const) {
    app.openapi(routes[kind], async (c) => {
      const bytes = await uploadedFile(c);
      const id = c.req.valid('param').id;
      return c.json(
        await replaceGroupImage(deps, currentUser(c), COMMUNITY_GROUP, id, kind, bytes, (tx) =>
          getCommunity(tx, currentUser(c), id),
        ),
        200,
      );
    });
  }
  return app;
}
