import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  accessMemberSchema,
  joinRequestSchema,
  viewerStateSchema,
} from '../../../domain/schemas/communities.js';
import type { AppEnv } from '../../app.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { listAccessMembers } from './access.js';
import {
  approveJoinRequest,
  declineJoinRequest,
  followCommunity,
  joinCommunity,
  leaveCommunity,
  listJoinRequests,
  unfollowCommunity,
} from './membership.js';

// Membership, follows, join requests and the grant page's 'Membros atuais' of one community.
// Mounted at /api/communities beside the core routes (Hono merges routes mounted at the same
// base). The grant page's people search and role offers (invitations) are modules/invitations'.

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
  return app;
}
