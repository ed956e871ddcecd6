import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  accessMemberSchema,
  communityGrantSchema,
  joinRequestSchema,
  viewerStateSchema,
} from '../../../domain/schemas/communities.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { accessCandidateSchema, candidateQuerySchema } from '../access/candidates.js';
import { grantCommunityAccess, listAccessMembers, searchAccessCandidates } from './access.js';
import {
  approveJoinRequest,
  declineJoinRequest,
  followCommunity,
  joinCommunity,
  leaveCommunity,
  listJoinRequests,
  unfollowCommunity,
} from './membership.js';

// Membership, follows, join requests and access grants of one community. Mounted at
// /api/communities beside the core routes (Hono merges routes mounted at the same base).

const tags = ['communities'];
const RequestParams = z.object({ id: z.string(), userId: z.string() });

const common = {
  401: errorResponse('Not signed in'),
  404: errorResponse("Unknown or inactive community: 'Comunidade não encontrada.'"),
};

const viewerAnswer = (summary: string, path: string, method: 'post' | 'put' | 'delete', extra = {}) =>
  createRoute({
    method,
    path,
    tags,
    summary,
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Her relation to the community and its counts afterwards', viewerStateSchema),
      ...common,
      ...extra,
    },
  });

const requestAction = (action: 'approve' | 'decline', summary: string) =>
  createRoute({
    method: 'post',
    path: `/{id}/requests/{userId}/${action}`,
    tags,
    summary,
    middleware: [requireUser] as const,
    request: { params: RequestParams },
    responses: {
      204: { description: 'Done' },
      401: common[401],
      403: errorResponse('Not an approved admin or moderator of the community'),
      404: errorResponse('Unknown or inactive community, or no pending request of that user'),
    },
  });

const routes = {
  join: viewerAnswer(
    'Join: approved at once, or pending when the community requires approval; joining again changes nothing',
    '/{id}/join',
    'post',
  ),
  leave: viewerAnswer(
    'Leave, or withdraw a pending request; the member count drops only for an approved member',
    '/{id}/membership',
    'delete',
    { 409: errorResponse('She is the last admin of the community') },
  ),
  follow: viewerAnswer('Follow (idempotent)', '/{id}/follow', 'put'),
  unfollow: viewerAnswer('Unfollow (idempotent)', '/{id}/follow', 'delete'),
  requests: createRoute({
    method: 'get',
    path: '/{id}/requests',
    tags,
    summary: 'Pending join requests, oldest first, with the requesters’ profiles (admins and moderators)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Pending requests', z.array(joinRequestSchema)),
      ...common,
      403: errorResponse('Not an approved admin or moderator of the community'),
    },
  }),
  approve: requestAction('approve', 'Approve a pending request: she becomes a member (member count +1)'),
  decline: requestAction('decline', 'Decline a pending request: the request is removed'),
  members: createRoute({
    method: 'get',
    path: '/{id}/members',
    tags,
    summary: "'Membros atuais' of the grant page: admins, moderators, then members, by name",
    description:
      'Approved admins and moderators only. The e-mail is given only when the member shows it on her profile.',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Approved members', z.array(accessMemberSchema)),
      ...common,
      403: errorResponse('Not an approved admin or moderator of the community'),
    },
  }),
  candidates: createRoute({
    method: 'get',
    path: '/{id}/access/candidates',
    tags,
    summary: 'The grant page’s user search: up to 20 members by name or e-mail (admins only)',
    description:
      'Name accent- and case-insensitively, e-mail case-insensitively; an empty query finds nobody. The e-mail is given only when she shows it, or when the query is exactly her address.',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: candidateQuerySchema },
    responses: {
      200: jsonResponse('Matching members', z.array(accessCandidateSchema)),
      400: errorResponse('Query too long'),
      ...common,
      403: errorResponse('Not an approved admin of the community'),
    },
  }),
  grant: createRoute({
    method: 'post',
    path: '/{id}/access',
    tags,
    summary: 'Grant access: her membership gets the role and is approved (admins only)',
    description:
      'Only approved admins of the community may grant (the spec does not say who may). Creates or updates the membership (one per community and user) with is_approved true; the member count grows only for someone not approved before.',
    middleware: [requireUser] as const,
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: communityGrantSchema } }, required: true },
    },
    responses: {
      204: { description: 'Granted' },
      400: errorResponse("'Selecione uma usuária válida.' or 'Selecione o papel'"),
      401: common[401],
      403: errorResponse('Not an approved admin of the community'),
      404: errorResponse('Unknown or inactive community, or unknown user'),
      409: errorResponse('The grant would take the admin role from the last admin'),
    },
  }),
};

/** Signed-in members only: every answer is about her, so none is kept by a shared cache. */
export function communityMembershipRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  // Per handler, not app.use('*'): a middleware here would also run for the core routes mounted
  // at the same base.
  const mine = <C extends { header: (name: string, value: string) => void }>(c: C) => {
    c.header('Cache-Control', 'private, no-store');
    return c;
  };
  app.openapi(routes.join, async (c) =>
    mine(c).json(await joinCommunity(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(routes.leave, async (c) =>
    mine(c).json(await leaveCommunity(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(routes.follow, async (c) =>
    mine(c).json(await followCommunity(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(routes.unfollow, async (c) =>
    mine(c).json(await unfollowCommunity(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(routes.requests, async (c) =>
    mine(c).json(await listJoinRequests(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(routes.approve, async (c) => {
    const { id, userId } = c.req.valid('param');
    await approveJoinRequest(db, currentUser(c).id, id, userId);
    return mine(c).body(null, 204);
  });
  app.openapi(routes.decline, async (c) => {
    const { id, userId } = c.req.valid('param');
    await declineJoinRequest(db, currentUser(c).id, id, userId);
    return mine(c).body(null, 204);
  });
  app.openapi(routes.members, async (c) =>
    mine(c).json(await listAccessMembers(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(routes.candidates, async (c) =>
    mine(c).json(
      await searchAccessCandidates(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('query').q),
      200,
    ),
  );
  app.openapi(routes.grant, async (c) => {
    await grantCommunityAccess(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'));
    return mine(c).body(null, 204);
  });
  return app;
}
