import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  newCommentSchema,
  reactionInputSchema,
  reactionSummarySchema,
  reactorPageSchema,
  reactorQuerySchema,
} from '../../../domain/schemas/conversation.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { createComment, listComments } from './comments.js';
import { type ConversationDeps, listReactors, react, unreact } from './reactions.js';

// A post's conversation: her reaction, who reacted, its comments. Mounted at /api/posts/{id}
// (paths relative to the post, disjoint from modules/posts' routes). A post she may not read
// answers 404 to all of them, as if it did not exist.

const tags = ['conversation'];

const common = {
  401: errorResponse('Not signed in'),
  404: errorResponse('Unknown post, or one she may not read (a private community’s, for a non-member)'),
};

const routes = {
  react: createRoute({
    method: 'put',
    path: '/reaction',
    tags,
    summary: 'Set or change her reaction (one per member per post; idempotent)',
    description:
      'The same kind again changes nothing; another kind replaces hers. The post’s writer is notified of a new reaction, not of a change.',
    middleware: [requireUser] as const,
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: reactionInputSchema } }, required: true },
    },
    responses: {
      200: jsonResponse(
        'The post’s reactions afterwards: counts by kind, total and hers',
        reactionSummarySchema,
      ),
      400: errorResponse('Unknown reaction kind'),
      403: errorResponse('A block stands between her and the post’s writer'),
      ...common,
    },
  }),
  unreact: createRoute({
    method: 'delete',
    path: '/reaction',
    tags,
    summary: 'Take her reaction back (idempotent: answers the summary whether or not she had reacted)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse(
        'The post’s reactions afterwards: counts by kind, total and hers',
        reactionSummarySchema,
      ),
      ...common,
    },
  }),
  reactors: createRoute({
    method: 'get',
    path: '/reactions',
    tags,
    summary: 'Who reacted, newest first (keyset pages), optionally of one kind',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: reactorQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', reactorPageSchema),
      400: errorResponse('Unknown kind, limit out of bounds or a cursor this server did not issue'),
      ...common,
    },
  }),
  comments: createRoute({
    method: 'get',
    path: '/comments',
    tags,
    summary: 'The post’s comments (not their replies), newest first (keyset pages)',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: commentListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one (null at the end)', commentPageSchema),
      400: errorResponse('Limit out of bounds or a cursor this server did not issue'),
      ...common,
    },
  }),
  comment: createRoute({
    method: 'post',
    path: '/comments',
    tags,
    summary: 'Comment on the post, or reply to one of its comments (parentId)',
    description:
      'Replies are one level deep: a reply to a reply joins the same thread (its parent becomes the reply’s parent). Mentions (`@[member id]`) of existing members notify them; the post’s writer and the writers of the comments answered are notified too, each person once.',
    middleware: [requireUser] as const,
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: newCommentSchema } }, required: true },
    },
    responses: {
      201: jsonResponse('The new comment, as lists show it', commentSchema),
      400: errorResponse("Invalid fields: 'Escreva algo para comentar.', too long, malformed parentId"),
      403: errorResponse('A block stands between her and the post’s writer'),
      409: errorResponse(
        "parentId names no comment of this post (any more): 'O comentário que você quer responder não existe mais.'",
      ),
      ...common,
    },
  }),
};

/** Signed-in members only, like the feed. */
export function postConversationRoutes(deps: ConversationDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.react, async (c) =>
    c.json(await react(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json').kind), 200),
  );
  app.openapi(routes.unreact, async (c) =>
    c.json(await unreact(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.reactors, async (c) =>
    c.json(await listReactors(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  app.openapi(routes.comments, async (c) =>
    c.json(await listComments(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  app.openapi(routes.comment, async (c) =>
    c.json(await createComment(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
  return app;
}
