import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  blockedMemberPageSchema,
  invitationListQuerySchema,
  invitationPageSchema,
  invitationResultSchema,
  memberNetworkSchema,
  networkSummarySchema,
  newInvitationSchema,
  peopleQuerySchema,
  personPageSchema,
  suggestionListSchema,
} from '../../../domain/schemas/network.js';
import { postListQuerySchema, postPageSchema } from '../../../domain/schemas/posts.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { requireMember } from '../../policy/authorize.js';
import { memberShows } from '../../policy/privacy.js';
import { listPosts } from '../posts/index.js';
import { blockMember, listBlocks, unblockMember } from './blocks.js';
import { listConnections, listMemberConnections, removeConnection } from './connections.js';
import { followMember, unfollowMember } from './follows.js';
import {
  answerInvitation,
  cancelInvitation,
  listInvitations,
  type NetworkDeps,
  sendInvitation,
} from './invitations.js';
import { muteMember, unmuteMember } from './mutes.js';
import { searchPeople } from './people-search.js';
import { listSuggestions, networkSummary, readMemberNetwork } from './summary.js';

// The network between members (issue 17): /api/network for her own network, /api/members/{id}
// for what she does about one member. Signed-in members only.

const tags = ['network'];
const signedIn = { 401: errorResponse('Not signed in') };
const unknownMember = errorResponse(
  "No such member, or one a block stands between: 'Pessoa não encontrada.'",
);
const unknownInvitation = errorResponse(
  "No pending invitation of hers with this id (answered, withdrawn, or not hers): 'Convite não encontrado.'",
);

const routes = {
  summary: createRoute({
    method: 'get',
    path: '/summary',
    tags,
    summary: 'Her counts: connections, followers, following, invitations received and sent (pending)',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her counts', networkSummarySchema), ...signedIn },
  }),
  suggestions: createRoute({
    method: 'get',
    path: '/suggestions',
    tags,
    summary: 'People she may know, best first, each with the reasons (rules/suggestions.ts)',
    description:
      'Never herself, her connections, members with a pending invitation either way, or members a block stands between.',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Up to SUGGESTIONS_MAX cards', suggestionListSchema), ...signedIn },
  }),
  people: createRoute({
    method: 'get',
    path: '/people',
    tags,
    summary: 'Members by name (accents and case aside), best matches first; one page, no cursor',
    middleware: [requireUser] as const,
    request: { query: peopleQuerySchema },
    responses: {
      200: jsonResponse('The best matches, each with her relation', personPageSchema),
      400: errorResponse('Query too long or limit out of bounds'),
      ...signedIn,
    },
  }),
  connections: createRoute({
    method: 'get',
    path: '/connections',
    tags,
    summary: 'Her connections, newest first (keyset pages), optionally by name',
    middleware: [requireUser] as const,
    request: { query: peopleQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one', personPageSchema),
      400: errorResponse('Query too long, limit out of bounds or a cursor this server did not issue'),
      ...signedIn,
    },
  }),
  blocks: createRoute({
    method: 'get',
    path: '/blocks',
    tags,
    summary: "'Contas bloqueadas': the members she blocked, newest first (keyset pages)",
    middleware: [requireUser] as const,
    request: { query: peopleQuerySchema.pick({ cursor: true, limit: true }) },
    responses: {
      200: jsonResponse('A page and the cursor of the next one', blockedMemberPageSchema),
      400: errorResponse('Limit out of bounds or a cursor this server did not issue'),
      ...signedIn,
    },
  }),
  disconnect: createRoute({
    method: 'delete',
    path: '/connections/{id}',
    tags,
    summary: 'Remove a connection (both sides, and the follows it implied); silent; idempotent',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Her relation to that member afterwards', memberNetworkSchema),
      404: unknownMember,
      ...signedIn,
    },
  }),
  invitations: createRoute({
    method: 'get',
    path: '/invitations',
    tags,
    summary: 'Pending invitations she received or sent (box), newest first, with the box total',
    middleware: [requireUser] as const,
    request: { query: invitationListQuerySchema },
    responses: {
      200: jsonResponse('A page, the next cursor and the total', invitationPageSchema),
      400: errorResponse('Unknown box, limit out of bounds or a cursor this server did not issue'),
      ...signedIn,
    },
  }),
  invite: createRoute({
    method: 'post',
    path: '/invitations',
    tags,
    summary: 'Invite a member to connect, with an optional note',
    description:
      'When that member had already invited her, this accepts that invitation instead (200, status accepted). The member is notified of a new invitation.',
    middleware: [requireUser] as const,
    request: {
      body: { content: { 'application/json': { schema: newInvitationSchema } }, required: true },
    },
    responses: {
      201: jsonResponse('The invitation is pending', invitationResultSchema),
      200: jsonResponse('Her pending invitation from that member was accepted', invitationResultSchema),
      400: errorResponse('Herself, a malformed member id or a note over 300 characters'),
      404: unknownMember,
      409: errorResponse(
        'Already connected, already invited, too many pending invitations, or declined recently (with the date she may invite again)',
      ),
      429: errorResponse('Past the weekly cap of invitations'),
      ...signedIn,
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/invitations/{id}/accept',
    tags,
    summary: 'Accept an invitation she received: they connect and follow each other; the sender is told',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Accepted, and the pair’s relation now', invitationResultSchema),
      404: unknownInvitation,
      ...signedIn,
    },
  }),
  decline: createRoute({
    method: 'post',
    path: '/invitations/{id}/decline',
    tags,
    summary: 'Decline an invitation she received; the sender is not told',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Declined, and the pair’s relation now', invitationResultSchema),
      404: unknownInvitation,
      ...signedIn,
    },
  }),
  cancel: createRoute({
    method: 'delete',
    path: '/invitations/{id}',
    tags,
    summary: 'Withdraw an invitation she sent (its unread notification goes too)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Withdrawn, and the pair’s relation now', invitationResultSchema),
      404: unknownInvitation,
      ...signedIn,
    },
  }),
};

export function networkRoutes(deps: NetworkDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.summary, async (c) => c.json(await networkSummary(db, currentUser(c)), 200));
  app.openapi(routes.suggestions, async (c) => c.json(await listSuggestions(db, currentUser(c)), 200));
  app.openapi(routes.people, async (c) =>
    c.json(await searchPeople(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.connections, async (c) =>
    c.json(await listConnections(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.blocks, async (c) =>
    c.json(await listBlocks(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.disconnect, async (c) =>
    c.json(await removeConnection(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.invitations, async (c) =>
    c.json(await listInvitations(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.invite, async (c) => {
    const { created, result } = await sendInvitation(deps, currentUser(c), c.req.valid('json'));
    return created ? c.json(result, 201) : c.json(result, 200);
  });
  app.openapi(routes.accept, async (c) =>
    c.json(await answerInvitation(deps, currentUser(c), c.req.valid('param').id, 'accept'), 200),
  );
  app.openapi(routes.decline, async (c) =>
    c.json(await answerInvitation(deps, currentUser(c), c.req.valid('param').id, 'decline'), 200),
  );
  app.openapi(routes.cancel, async (c) =>
    c.json(await cancelInvitation(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  return app;
}

/** PUT and DELETE of one of her switches about a member, answering her relation afterwards. */
const memberSwitch = (method: 'put' | 'delete', path: string, summary: string) =>
  createRoute({
    method,
    path,
    tags,
    summary,
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('Her relation to that member afterwards', memberNetworkSchema),
      400: errorResponse('Herself'),
      404: unknownMember,
      ...signedIn,
    },
  });

const blockRoute = (method: 'put' | 'delete', summary: string, description: string) =>
  createRoute({
    method,
    path: '/{id}/block',
    tags,
    summary,
    description,
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      204: { description: 'Done (also when nothing changed)' },
      400: errorResponse('Herself'),
      404: unknownMember,
      ...signedIn,
    },
  });

const memberRoutesSpec = {
  block: blockRoute(
    'put',
    'Block a member (issue 19): mutual and total; silent; idempotent',
    'Their connection, follows, a pending invitation between them and the notifications one caused the other end at once. Each then answers 404 for the other everywhere.',
  ),
  unblock: blockRoute(
    'delete',
    'Lift her block of a member (never a block the other made); none is not an error',
    'What the block ended (connection, follows) does not come back.',
  ),
  mute: memberSwitch('put', '/{id}/mute', 'Mute a member: her posts leave the feed; silent; idempotent'),
  unmute: memberSwitch('delete', '/{id}/mute', 'Unmute a member: her posts come back to the feed'),
  network: createRoute({
    method: 'get',
    path: '/{id}/network',
    tags,
    summary: 'Her relation to a member: counts, connections in common, and what she may do (viewer flags)',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The profile’s network block', memberNetworkSchema),
      404: unknownMember,
      ...signedIn,
    },
  }),
  connections: createRoute({
    method: 'get',
    path: '/{id}/connections',
    tags,
    summary: 'A member’s connections, newest first (keyset pages), when her privacy shows the list to her',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: peopleQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the next one', personPageSchema),
      400: errorResponse('Query too long, limit out of bounds or a cursor this server did not issue'),
      403: errorResponse(
        "She keeps the list from this reader: 'Ela escolheu não mostrar a lista de conexões.'",
      ),
      404: unknownMember,
      ...signedIn,
    },
  }),
  posts: createRoute({
    method: 'get',
    path: '/{id}/posts',
    tags,
    summary: 'A member’s recent posts as herself (her profile’s activity), newest first, audience kept',
    description:
      'An empty page when she keeps her activity from this reader (privacy, issue 19); each post keeps its own audience.',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: postListQuerySchema.pick({ cursor: true, limit: true }) },
    responses: {
      200: jsonResponse('A page of the posts she may read', postPageSchema),
      400: errorResponse('Limit out of bounds or a cursor this server did not issue'),
      404: unknownMember,
      ...signedIn,
    },
  }),
  follow: memberSwitch(
    'put',
    '/{id}/follow',
    'Follow a member (idempotent); she is told, new followers grouped while unread',
  ),
  unfollow: memberSwitch(
    'delete',
    '/{id}/follow',
    'Stop following a member (a connection stays); idempotent',
  ),
};

export function memberRoutes(deps: NetworkDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(memberRoutesSpec.network, async (c) =>
    c.json(await readMemberNetwork(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(memberRoutesSpec.connections, async (c) =>
    c.json(
      await listMemberConnections(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
  );
  app.openapi(memberRoutesSpec.posts, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const actor = currentUser(c);
    const memberId = c.req.valid('param').id;
    // Her activity on her profile is hers to show (issue 19): nothing to read when it is hidden.
    if (!(await memberShows(db, await requireMember(db, actor, memberId), 'activity'))) {
      return c.json({ items: [], nextCursor: null }, 200);
    }
    const page = await listPosts(db, actor, {
      memberId,
      cursor,
      limit,
      order: 'recent',
    });
    return c.json(page, 200);
  });
  app.openapi(memberRoutesSpec.block, async (c) => {
    await blockMember(deps.db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(memberRoutesSpec.unblock, async (c) => {
    await unblockMember(deps.db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(memberRoutesSpec.mute, async (c) =>
    c.json(await muteMember(deps.db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(memberRoutesSpec.unmute, async (c) =>
    c.json(await unmuteMember(deps.db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(memberRoutesSpec.follow, async (c) =>
    c.json(await followMember(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(memberRoutesSpec.unfollow, async (c) =>
    c.json(await unfollowMember(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  return app;
}
