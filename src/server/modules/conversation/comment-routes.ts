import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  commentEditSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
} from '../../../domain/schemas/conversation.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { deleteComment, editComment, listReplies } from './comments.js';
import type { ConversationDeps } from './reactions.js';

// One comment: its replies, her edit, its removal. Mounted at /api/comments. A comment on a post
// she may not read answers 404, as if it did not exist.

const tags = ['conversation'];

const common = {
  401: errorResponse('Not signed in'),
  404: errorResponse('Unknown comment, or one on a post she may not read'),
};

const routes = {
  replies: createRoute({
    method: 'get',
    path: '/{id}/replies',
    tags,
    summary: 'A comment’s replies, oldest first (keyset pages); a reply has none',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: commentListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', commentPageSchema),
      400: errorResponse('Limit out of bounds or a cursor this server did not issue'),
      ...common,
    },
  }),
  edit: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Edit her comment (editedAt set: ‘Editado’)',
    description: 'Members the new text mentions for the first time are notified.',
    middleware: [requireUser] as const,
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: commentEditSchema } }, required: true },
    },
    responses: {
      200: jsonResponse('The edited comment', commentSchema),
      400: errorResponse("Invalid fields: 'Escreva algo para comentar.', too long"),
      403: errorResponse('Someone else wrote it'),
      ...common,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Remove a comment and its replies',
    description:
      'Its writer, the post’s writer, and whoever looks after the post’s place (approved admins and moderators of its community, admins and editors of the company it speaks for).',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      204: { description: 'Removed, with its replies' },
      403: errorResponse('Neither hers, nor on her post, nor in a place she looks after'),
      ...common,
    },
  }),
};

export function commentRoutes(deps: ConversationDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.replies, async (c) =>
    c.json(await listReplies(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  app.openapi(routes.edit, async (c) =>
    c.json(
      await editComment(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json').content),
      200,
    ),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteComment(deps, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
