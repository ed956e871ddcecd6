import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_COPY } from '../../../domain/copy/invitations.js';
import { MSG } from '../../../domain/messages.js';
import type { InvitationPlace } from '../../../domain/schemas/invitations.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import type { HttpResult } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { communitySnapshot, insertCommunity } from '../communities/fixtures.js';
import { companySnapshot, insertCompany } from '../companies/fixtures.js';
import {
  accept,
  cancel,
  candidates,
  decline,
  invitationRows,
  myInvitations,
  offer,
  pendingFor,
  placeInvitations,
} from './fixtures.js';

// Every invitation endpoint × every kind of viewer (ARCHITECTURE.md "Tests"), on a fresh place
// each time. A refused request leaves the place's rows and its invitations exactly as they were.

type Viewer = 'anonymous' | 'stranger' | 'invitee' | 'member' | 'deputy' | 'admin';
const VIEWERS: Viewer[] = ['anonymous', 'stranger', 'invitee', 'member', 'deputy', 'admin'];

let ctx: TestContext;
const people = {} as Record<Exclude<Viewer, 'anonymous'>, TestMember>;
/** Whom the offers in the matrix are made to. */
let target: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const viewer of VIEWERS) {
    if (viewer !== 'anonymous') people[viewer] = await createMember(ctx, `Pessoa ${viewer}`);
  }
  target = await createMember(ctx, 'Joana Alvo');
});
afterAll(() => ctx?.close());

const who = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : people[viewer]);

/**
 * A place run by `admin`, with `deputy` in the role below admin (moderator, editor), `member` a
 * plain member of a community (a company has no such role: she is a stranger there), and a
 * pending invitation for `invitee`.
 */
async function setUp(kind: InvitationPlace) {
  const placeId =
    kind === 'community'
      ? (
          await insertCommunity(ctx, people.admin, {
            label: 'Matriz',
            seats: [
              { user: people.deputy, role: 'moderator' },
              { user: people.member, role: 'member' },
            ],
          })
        ).id
      : (await insertCompany(ctx, people.admin, { staff: [{ user: people.deputy, role: 'editor' }] })).id;
  const offered = await offer(ctx, people.admin, kind, placeId, { userId: people.invitee.id, role: 'admin' });
  expect(offered.status).toBe(200);
  const invitation = await pendingFor(ctx, people.invitee, placeId);
  return { placeId, invitationId: invitation.id };
}

async function snapshot(kind: InvitationPlace, placeId: string) {
  return {
    place: kind === 'community' ? await communitySnapshot(ctx, placeId) : await companySnapshot(ctx, placeId),
    invitations: await invitationRows(ctx, placeId),
  };
}

type Action = (
  viewer: Viewer,
  kind: InvitationPlace,
  at: { placeId: string; invitationId: string },
) => Promise<HttpResult>;

const GRANTERS = {
  anonymous: 401,
  stranger: 403,
  invitee: 403,
  member: 403,
  deputy: 403,
  admin: 200,
} as const;
/** Her answers: nobody but the invitee may even see that the invitation exists. */
const INVITEE = {
  anonymous: 401,
  stranger: 404,
  invitee: 200,
  member: 404,
  deputy: 404,
  admin: 404,
} as const;

const MATRIX: [string, Action, Record<Viewer, number>, 'read' | 'write'][] = [
  [
    'GET …/access/candidates',
    (v, kind, at) => candidates(ctx, who(v), kind, at.placeId, 'Joana'),
    GRANTERS,
    'read',
  ],
  [
    'POST …/invitations',
    (v, kind, at) => offer(ctx, who(v), kind, at.placeId, { userId: target.id, role: 'admin' }),
    GRANTERS,
    'write',
  ],
  ['GET …/invitations', (v, kind, at) => placeInvitations(ctx, who(v), kind, at.placeId), GRANTERS, 'read'],
  [
    'DELETE …/invitations/{invitationId}',
    (v, kind, at) => cancel(ctx, who(v), kind, at.placeId, at.invitationId),
    { ...GRANTERS, admin: 204 },
    'write',
  ],
  [
    'POST /invitations/{id}/accept',
    (v, _kind, at) => accept(ctx, who(v), at.invitationId, 'admin'),
    INVITEE,
    'write',
  ],
  [
    'POST /invitations/{id}/decline',
    (v, _kind, at) => decline(ctx, who(v), at.invitationId),
    INVITEE,
    'write',
  ],
];

const refusals: Record<number, unknown> = {
  401: { error: { code: 'unauthorized', message: MSG.common.unauthorized } },
  403: { error: { code: 'forbidden', message: MSG.common.forbidden } },
  404: { error: { code: 'not_found', message: INVITATIONS_COPY.errors.notFound } },
};

describe.each(['community', 'company'] as const)('at a %s', (kind) => {
  describe.each(MATRIX)('%s', (_name, action, expected, nature) => {
    it.each(VIEWERS)('as %s', async (viewer) => {
      const at = await setUp(kind);
      const before = await snapshot(kind, at.placeId);
      const res = await action(viewer, kind, at);
      const status = expected[viewer];
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body).toEqual(refusals[status]);
      if (status >= 400 || nature === 'read') expect(await snapshot(kind, at.placeId)).toEqual(before);
      else expect(await snapshot(kind, at.placeId)).not.toEqual(before);
    });
  });

  it('answers 404 to the granters’ endpoints on an unknown, malformed or inactive place, changing nothing', async () => {
    const closedId =
      kind === 'community'
        ? (await insertCommunity(ctx, people.admin, { isActive: false })).id
        : (await insertCompany(ctx, people.admin, { isActive: false })).id;
    const before = await snapshot(kind, closedId);
    const notFound =
      kind === 'community'
        ? { error: { code: 'not_found', message: MSG.communities.notFound } }
        : { error: { code: 'not_found', message: MSG.companies.notFound } };
    for (const [name, action] of MATRIX.slice(0, 4)) {
      for (const placeId of [closedId, randomUUID(), 'nao-e-um-id']) {
        const res = await action('admin', kind, { placeId, invitationId: randomUUID() });
        expect(res.status, `${name} ${placeId}`).toBe(404);
        expect(res.body).toEqual(notFound);
      }
    }
    expect(await snapshot(kind, closedId)).toEqual(before);
  });

  it('refuses before reading the body: 401/403, not 400, to an invalid offer from someone who may not grant', async () => {
    const at = await setUp(kind);
    const before = await snapshot(kind, at.placeId);
    for (const [viewer, status] of [
      ['anonymous', 401],
      ['deputy', 403],
      ['invitee', 403],
    ] as const) {
      const res = await offer(ctx, who(viewer), kind, at.placeId, { email: 'não é e-mail' });
      expect(res.status, viewer).toBe(status);
    }
    expect(await snapshot(kind, at.placeId)).toEqual(before);
  });
});

describe('GET /api/me/invitations', () => {
  it('answers 401 to a visitor and lists only her own to each member', async () => {
    const at = await setUp('community');
    expect((await myInvitations(ctx, undefined)).status).toBe(401);
    for (const viewer of ['stranger', 'member', 'deputy', 'admin'] as const) {
      const res = await myInvitations(ctx, people[viewer]);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body.map((i: { id: string }) => i.id)).not.toContain(at.invitationId);
    }
    const mine = await myInvitations(ctx, people.invitee);
    expect(mine.body.map((i: { id: string }) => i.id)).toContain(at.invitationId);
  });
});

describe('API reference', () => {
  it('documents every invitation route with its refusals, and no route imposes a role', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    for (const base of ['/communities', '/companies']) {
      for (const [path, method] of [
        [`${base}/{id}/access/candidates`, 'get'],
        [`${base}/{id}/invitations`, 'post'],
        [`${base}/{id}/invitations`, 'get'],
        [`${base}/{id}/invitations/{invitationId}`, 'delete'],
      ] as const) {
        const op = doc.paths[path]?.[method];
        expect(op?.tags, `${method} ${path}`).toEqual([base.slice(1)]);
        for (const status of ['401', '403', '404']) expect(op.responses).toHaveProperty(status);
      }
      expect(doc.paths[`${base}/{id}/access`]).toBeUndefined();
      expect(doc.paths[`${base}/{id}/access/candidates`].get.responses).toHaveProperty('429');
    }
    for (const [path, method] of [
      ['/me/invitations', 'get'],
      ['/invitations/{id}/accept', 'post'],
      ['/invitations/{id}/decline', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['access']);
      expect(doc.paths[path][method].responses).toHaveProperty('401');
    }
  });
});
