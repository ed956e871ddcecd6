import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  authorOptionSchema,
  newPostSchema,
  postEditSchema,
  postListQuerySchema,
  postPageSchema,
  postSchema,
} from '../../../domain/schemas/posts.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, optionalImage } from '../../http/upload.js';
import { listAuthorOptions } from './authors.js';
import { listPosts, readPost } from './feed.js';
import { createPost, deletePost, editPost, type PostDeps } from './mutations.js';

const imageField = z
  .any()
  .optional()
  .openapi({ type: 'string', format: 'binary', description: 'Optional image (any image type)' });

// A form sends an unset select as an empty string.
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

const newPostForm = newPostSchema
  .extend({
    communityId: z.preprocess(emptyAsMissing, newPostSchema.shape.communityId),
    image: imageField,
  })
  .openapi('NewPostForm');

const postEditForm = postEditSchema
  .extend({
    image: imageField.openapi({ description: 'A new image replacing the current one' }),
  })
  .openapi('PostEditForm');

const imageErrors = {
  413: errorResponse('Image over the size limit'),
  415: errorResponse("Not an image: 'Por favor, selecione apenas arquivos de imagem.'"),
  422: errorResponse('Image dimensions over the pixel limit'),
};

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['posts'],
    summary: 'The feed, newest first (keyset pages): all of it, one community or one company',
    description:
      'Posts into a private community only reach its approved members; posts of inactive communities and companies are hidden. Each item carries its author and community, resolved in one query per page, and its conversation (reaction counts and hers, comment count, newest comments, mentions) in at most three more. With communityId: 404 for an unknown or inactive community, 403 for a private one she has not joined. With companyId: posts speaking for that company; 404 for an unknown or inactive company.',
    middleware: [requireUser] as const,
    request: { query: postListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', postPageSchema),
      400: errorResponse('Limit out of bounds, malformed id or a cursor this server did not issue'),
      401: errorResponse('Not signed in'),
      403: errorResponse('A private community she is not an approved member of'),
      404: errorResponse('Unknown or inactive community or company'),
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags: ['posts'],
    summary: 'Publish a post as herself, a community she runs or a company she administers',
    description:
      "SPEC §6: authorType 'user' must be her own id; 'community' needs her approved admin or moderator membership of that active community (the post goes into that community); 'company' needs her admin row of that active company. Posting into a community needs her approved membership.",
    middleware: [requireUser, imageBodyLimit('post')] as const,
    request: { body: { content: { 'multipart/form-data': { schema: newPostForm } }, required: true } },
    responses: {
      201: jsonResponse('The new post, as the feed shows it', postSchema),
      400: errorResponse("Invalid fields: 'Escreva algo para publicar.', too long, unknown author type"),
      401: errorResponse('Not signed in'),
      403: errorResponse('She may not speak for that author or post into that community'),
      404: errorResponse('Unknown or inactive community'),
      ...imageErrors,
    },
  }),
  read: createRoute({
    method: 'get',
    path: '/{id}',
    tags: ['posts'],
    summary: 'One post she may read, with its conversation (where a notification leads)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The post, as the feed shows it', postSchema),
      401: errorResponse('Not signed in'),
      404: errorResponse('Unknown post, or one she may not read (a private community’s, for a non-member)'),
    },
  }),
  edit: createRoute({
    method: 'patch',
    path: '/{id}',
    tags: ['posts'],
    summary: "Edit her post: text, and the image replaced (image) or removed (removeImage='true')",
    middleware: [requireUser, imageBodyLimit('post')] as const,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: postEditForm } }, required: true },
    },
    responses: {
      200: jsonResponse('The edited post (editedAt set)', postSchema),
      400: errorResponse('Invalid fields'),
      401: errorResponse('Not signed in'),
      403: errorResponse('Someone else wrote it'),
      404: errorResponse('Unknown post'),
      ...imageErrors,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags: ['posts'],
    summary: 'Delete her post and its image',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      204: { description: 'Deleted' },
      401: errorResponse('Not signed in'),
      403: errorResponse('Someone else wrote it'),
      404: errorResponse('Unknown post'),
    },
  }),
  authorOptions: createRoute({
    method: 'get',
    path: '/author-options',
    tags: ['posts'],
    summary:
      'Who she may post as: her profile first, then communities she runs, then companies she administers',
    middleware: [requireUser] as const,
    responses: {
      200: jsonResponse('Her author options, by name within each group', z.array(authorOptionSchema)),
      401: errorResponse('Not signed in'),
    },
  }),
};

/** Signed-in members only (the feed is behind the login, SPEC §2). */
export function postRoutes(deps: PostDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  // Per viewer (private communities, canEdit): private, as every answer (http/cache-control.ts).
  app.openapi(routes.list, async (c) =>
    c.json(await listPosts(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.authorOptions, async (c) => c.json(await listAuthorOptions(db, currentUser(c).id), 200));
  app.openapi(routes.read, async (c) =>
    c.json(await readPost(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.create, async (c) => {
    const { image, ...input } = c.req.valid('form');
    return c.json(await createPost(deps, currentUser(c), input, await optionalImage(image)), 201);
  });
  app.openapi(routes.edit, async (c) => {
    const { content, removeImage, image } = c.req.valid('form');
    const edit = { content, removeImage: removeImage === 'true', image: await optionalImage(image) };
    return c.json(await editPost(deps, currentUser(c), c.req.valid('param').id, edit), 200);
  });
  app.openapi(routes.remove, async (c) => {
    await deletePost(deps, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
