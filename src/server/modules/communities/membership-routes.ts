import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  accessMemberSchema,
  joinRequestSchema,
  viewerStateSchema,
} from '../../../domain/schemas/communities.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { listGroupMembers } from '../access/index.js';
import type { Notifier } from '../notifications/index.js';
import { COMMUNITY_GROUP } from './group.js';
import {
  approveJoinRequest,
  declineJoinRequest,
  followCommunity,
  joinCommunity,
  leaveCommunity,
  listJoinRequests,
  muteCommunity,
  unfollowCommunity,
  unmuteCommunity,
} from './membership.js';

// Membership, follows, join requests and the grant page's 'Membros atuais' of one community.
// Mounted at /api/communities/{id} (paths relative to the community, disjoint from the core
// routes' and the invitations'). The grant page's people search and role offers (invitations)
// are modules/invitations'.

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
    path: `/requests/{userId}/${action}`,
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
    '/join',
    'post',
  ),
  leave: viewerAnswer(
    'Leave, or withdraw a pending request; the member count drops only for an approved member',
    '/membership',
    'delete',
    { 409: errorResponse('She is the last admin of the community') },
  ),
  follow: viewerAnswer('Follow (idempotent)', '/follow', 'put'),
  unfollow: viewerAnswer('Unfollow (idempotent)', '/follow', 'delete'),
  mute: viewerAnswer('Mute (issue 19): its posts leave her feed; silent; idempotent', '/mute', 'put'),
  unmute: viewerAnswer('Unmute: its posts come back to her feed (idempotent)', '/mute', 'delete'),
  requests: createRoute({
    method: 'get',
    path: '/requests',
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
    path: '/members',
    tags,
    summary: "'Membros atuais' of the grant page: admins, moderators, then members, by name",
    description:
      'Approved admins and moderators only. The e-mail is given only when her privacy shows it to the reader (issue 19).',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Approved members', z.array(accessMemberSchema)),
      ...common,
      403: errorResponse('Not an approved admin or moderator of the community'),
    },
  }),
};

/** Signed-in members only: every answer is about her (private, as every API answer). */
export function communityMembershipRoutes(deps: { db: Database; notifier: Notifier }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.join, async (c) =>
    c.json(await joinCommunity(db, currentUser(c), c.req.valid('param').id, deps.notifier), 200),
  );
  app.openapi(routes.leave, async (c) =>
    c.json(await leaveCommunity(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.follow, async (c) =>
    c.json(await followCommunity(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.unfollow, async (c) =>
    c.json(await unfollowCommunity(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.mute, async (c) =>
    c.json(await muteCommunity(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.unmute, async (c) =>
    c.json(await unmuteCommunity(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.requests, async (c) =>
    c.json(await listJoinRequests(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.approve, async (c) => {
    const { id, userId } = c.req.valid('param');
    await approveJoinRequest(db, currentUser(c), id, userId, deps.notifier);
    return c.body(null, 204);
  });
  app.openapi(routes.decline, async (c) => {
    const { id, userId } = c.req.valid('param');
    await declineJoinRequest(db, currentUser(c), id, userId, deps.notifier);
    return c.body(null, 204);
  });
  app.openapi(routes.members, async (c) =>
    c.json(await listGroupMembers(db, currentUser(c), COMMUNITY_GROUP, c.req.valid('param').id), 200),
  );
  return app;
}
