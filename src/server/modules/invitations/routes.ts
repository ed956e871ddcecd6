import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  communityInvitationInputSchema,
  companyInvitationInputSchema,
  grantAnswerSchema,
  type InvitationPlace,
  invitationAcceptSchema,
  invitationAnswerSchema,
  myInvitationSchema,
  placeInvitationSchema,
} from '../../../domain/schemas/invitations.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { authorize } from '../../policy/authorize.js';
import {
  accessCandidateSchema,
  candidateQuerySchema,
  limitCandidateSearch,
  searchGroupCandidates,
} from '../access/index.js';
import { acceptInvitation, declineInvitation, listMyInvitations } from './answers.js';
import { type InvitationDeps, offerRole } from './offer.js';
import { cancelInvitation, listPlaceInvitations } from './place-invitations.js';
import { PLACE_GROUPS } from './places.js';

// Access invitations (issue 13) and the grant page's people search, for communities and
// companies alike: three routers, each mounted at its own prefix (app.ts) — a place's
// (/communities/{id}/…, /companies/{id}/…), her answers (/invitations/…) and her list
// (/me/invitations). No endpoint gives a role without her consent: a role offered
// is an invitation she accepts (POST /invitations/{id}/accept); only a lower role than hers is
// applied at once (see ./offer.ts).

const InvitationParams = z.object({ id: z.string(), invitationId: z.string() });

type PlaceApi = {
  kind: InvitationPlace;
  tag: string;
  /** 'community', 'company' — inside the descriptions. */
  noun: string;
  who: string;
  inputSchema: typeof communityInvitationInputSchema | typeof companyInvitationInputSchema;
};

const PLACES: Record<InvitationPlace, PlaceApi> = {
  community: {
    kind: 'community',
    tag: 'communities',
    noun: 'community',
    who: 'Not an approved admin of the community',
    inputSchema: communityInvitationInputSchema,
  },
  company: {
    kind: 'company',
    tag: 'companies',
    noun: 'company',
    who: 'Not an admin of the company',
    inputSchema: companyInvitationInputSchema,
  },
};

/**
 * Refuses anyone who may not grant at that active place before a body or a query is read or
 * validated: 401/404/403, never a validation error. The services check again, under the lock.
 */
function requireGranter(db: Database, kind: InvitationPlace) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await authorize(db, c.var.user, { kind, id: c.req.param('id') ?? '' }, 'grant');
    await next();
  });
}

function placeRoutes(db: Database, place: PlaceApi) {
  const granter = requireGranter(db, place.kind);
  const refused = {
    401: errorResponse('Not signed in'),
    403: errorResponse(place.who),
    404: errorResponse(`Unknown, malformed or inactive ${place.noun}`),
  };
  return {
    candidates: createRoute({
      method: 'get',
      path: '/access/candidates',
      tags: [place.tag],
      summary: 'The grant page’s people search: up to 20 members by name (those who may grant)',
      description:
        'Names only, accents and case ignored; an empty query finds nobody. E-mail addresses are never matched, and a result carries one only when her privacy shows it to the searching member. Rate-limited per searching member.',
      middleware: [requireUser, granter] as const,
      request: { params: IdParam, query: candidateQuerySchema },
      responses: {
        200: jsonResponse('Matching members', z.array(accessCandidateSchema)),
        400: errorResponse('Query too long'),
        ...refused,
        429: errorResponse('Too many searches in the window: try again shortly'),
      },
    }),
    offer: createRoute({
      method: 'post',
      path: '/invitations',
      tags: [place.tag],
      summary: 'Offer a role to a person picked by name (userId) or to an address typed in full (email)',
      description:
        "Adding or raising a role creates an invitation she must accept; re-offering updates her pending one (no second e-mail). An address always answers 'invited' with the same text, whether or not it has an account or takes part. A person picked by name whose role goes down is changed at once ('roleChanged', 409 for the last admin); one who already has the role is left as she is ('unchanged').",
      middleware: [requireUser, granter] as const,
      request: {
        params: IdParam,
        body: { content: { 'application/json': { schema: place.inputSchema } }, required: true },
      },
      responses: {
        200: jsonResponse('What happened', grantAnswerSchema),
        400: errorResponse("'Selecione uma usuária válida.', an invalid address, or 'Selecione o papel'"),
        ...refused,
        409: errorResponse('A lower role would take the admin role from the last admin'),
        429: errorResponse('Too many offers in the window'),
      },
    }),
    list: createRoute({
      method: 'get',
      path: '/invitations',
      tags: [place.tag],
      summary: 'Pending invitations, newest first: who (name, or the address typed), role, when, by whom',
      middleware: [requireUser, granter] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse('Pending invitations', z.array(placeInvitationSchema)), ...refused },
    }),
    cancel: createRoute({
      method: 'delete',
      path: '/invitations/{invitationId}',
      tags: [place.tag],
      summary: 'Cancel a pending invitation (cancelling it again changes nothing)',
      middleware: [requireUser, granter] as const,
      request: { params: InvitationParams },
      responses: {
        204: { description: 'Cancelled' },
        ...refused,
        404: errorResponse(`Unknown ${place.noun}, or no such invitation there`),
        409: errorResponse('She already answered it'),
      },
    }),
  };
}

const answerResponses = {
  200: jsonResponse('The invitation after her answer', invitationAnswerSchema),
  401: errorResponse('Not signed in'),
  404: errorResponse("Not hers, unknown, or its place is gone: 'Convite não encontrado.'"),
};

const acceptRoute = createRoute({
  method: 'post',
  path: '/{id}/accept',
  tags: ['access'],
  summary: 'Accept one of her invitations: the role she saw applies now (safe to repeat)',
  description:
    'The body names the role she saw: 409 if an admin changed it meanwhile. Applied under the same rules as a grant (member count, last admin), with the place locked. Her other pending invitations at that place are withdrawn.',
  middleware: [requireUser] as const,
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: invitationAcceptSchema } }, required: true },
  },
  responses: {
    ...answerResponses,
    400: errorResponse('The role is missing'),
    409: errorResponse('No longer pending, its role changed, or it would leave the place without an admin'),
  },
});

const declineRoute = createRoute({
  method: 'post',
  path: '/{id}/decline',
  tags: ['access'],
  summary: 'Decline one of her invitations: only recorded (safe to repeat)',
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: { ...answerResponses, 409: errorResponse('Accepted or cancelled already') },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['access'],
  summary: 'Her pending invitations (for her account or her verified address), newest first',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse('Her pending invitations', z.array(myInvitationSchema)),
    401: errorResponse('Not signed in'),
  },
});

/**
 * A place's grant page: mounted at /api/communities/{id} and /api/companies/{id} (one router
 * per kind), beside that module's own routes (disjoint paths: /access/candidates, /invitations).
 */
export function placeInvitationRoutes(deps: InvitationDeps, kind: InvitationPlace) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  const place = PLACES[kind];
  const routes = placeRoutes(db, place);
  app.openapi(routes.candidates, async (c) => {
    const actor = currentUser(c);
    await limitCandidateSearch(db, actor.id, deps.rateLimit);
    const { id } = c.req.valid('param');
    const found = await searchGroupCandidates(
      db,
      actor,
      PLACE_GROUPS[place.kind],
      id,
      c.req.valid('query').q,
    );
    return c.json(found, 200);
  });
  app.openapi(routes.offer, async (c) => {
    const answer = await offerRole(
      deps,
      currentUser(c),
      place.kind,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(answer, 200);
  });
  app.openapi(routes.list, async (c) =>
    c.json(await listPlaceInvitations(db, currentUser(c), place.kind, c.req.valid('param').id), 200),
  );
  app.openapi(routes.cancel, async (c) => {
    const { id, invitationId } = c.req.valid('param');
    await cancelInvitation(db, currentUser(c), place.kind, id, invitationId);
    return c.body(null, 204);
  });
  return app;
}

/** Her pending invitations: mounted at /api/me/invitations. */
export function myInvitationRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(mineRoute, async (c) => c.json(await listMyInvitations(db, currentUser(c).id), 200));
  return app;
}

/** Her answers to an invitation: mounted at /api/invitations. */
export function invitationAnswerRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(acceptRoute, async (c) => {
    const { role } = c.req.valid('json');
    return c.json(await acceptInvitation(db, currentUser(c).id, c.req.valid('param').id, role), 200);
  });
  app.openapi(declineRoute, async (c) =>
    c.json(await declineInvitation(db, currentUser(c).id, c.req.valid('param').id), 200),
  );
  return app;
}
