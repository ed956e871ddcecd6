import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityRole } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { communityInputSchema } from '../../../domain/schemas/communities.js';
import { communities, communityFollowers, communityMembers, posts } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { replaceGroupImage } from '../access/index.js';
import { imageFile, join, multipart } from '../posts/fixtures.js';
import { communityFlags } from './fixtures.js';
import { COMMUNITY_GROUP } from './group.js';
import { type CommunityValues, deleteCommunity, updateCommunity } from './service.js';

// SPEC §6 as a matrix (ARCHITECTURE.md, "Tests"): every community endpoint × every kind of
// viewer. A refused request must leave the community, its members, follows, posts and files
// exactly as they were.

type Viewer = 'anonymous' | 'stranger' | 'pending' | 'pendingModerator' | 'member' | 'moderator' | 'admin';
const VIEWERS: Viewer[] = [
  'anonymous',
  'stranger',
  'pending',
  'pendingModerator',
  'member',
  'moderator',
  'admin',
];
const MANAGERS: Viewer[] = ['moderator', 'admin'];

const STANDING: Partial<Record<Viewer, { role: CommunityRole; approved: boolean }>> = {
  pending: { role: 'member', approved: false },
  pendingModerator: { role: 'moderator', approved: false },
  member: { role: 'member', approved: true },
  moderator: { role: 'moderator', approved: true },
};

const silentLogger = createLogger('silent', false);
const VALID_VALUES: CommunityValues = communityInputSchema.parse({ name: 'x', description: 'd' });

let ctx: TestContext;
const people = {} as Record<Exclude<Viewer, 'anonymous'>, TestMember>;
let png: Buffer;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const viewer of VIEWERS)
    if (viewer !== 'anonymous') people[viewer] = await createMember(ctx, `Pessoa ${viewer}`);
  png = await solidPng(400, 200, '#224466');
});
afterAll(() => ctx?.close());

const cookieOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : people[viewer].cookie);
const memberOf = (viewer: Viewer) => (viewer === 'anonymous' ? null : people[viewer]);

/** A community created by `admin` through the API, with every other kind of viewer in place. */
async function setUp(): Promise<string> {
  counter += 1;
  const res = await call(ctx, 'POST', '/api/communities', {
    cookie: people.admin.cookie,
    body: { name: `Matriz ${counter}`, description: 'Comunidade da matriz', isPrivate: true },
  });
  expect(res.status).toBe(201);
  const id: string = res.body.id;
  for (const [viewer, standing] of Object.entries(STANDING)) {
    await join(ctx, people[viewer as Viewer & keyof typeof people], id, standing);
  }
  await ctx.db
    .update(communities)
    // What the rows below count: admin, member and moderator approved; one follower.
    .set({ memberCount: 3, followerCount: 1 })
    .where(eq(communities.id, id));
  await ctx.db.insert(communityFollowers).values({ communityId: id, followerId: people.member.id });
  const logo = await multipart(
    ctx,
    'POST',
    `/api/communities/${id}/logo`,
    { file: imageFile(png) },
    people.admin,
  );
  expect(logo.status).toBe(200);
  return id;
}

/** Everything a request could change about one community. */
async function snapshot(id: string) {
  return {
    community: await ctx.db.select().from(communities).where(eq(communities.id, id)),
    members: await ctx.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.communityId, id))
      .orderBy(asc(communityMembers.id)),
    followers: await ctx.db.select().from(communityFollowers).where(eq(communityFollowers.communityId, id)),
    posts: await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.communityId, id)),
    files: [
      ...(await ctx.store.list(`community-images/logos/${id}/`)),
      ...(await ctx.store.list(`community-images/banners/${id}/`)),
    ],
  };
}

type Action = (viewer: Viewer, id: string) => Promise<HttpResult>;

const edit: Action = (viewer, id) =>
  call(ctx, 'PUT', `/api/communities/${id}`, {
    cookie: cookieOf(viewer),
    body: { name: `Editada por ${viewer} ${id.slice(0, 8)}`, description: 'nova descrição' },
  });
const remove: Action = (viewer, id) =>
  call(ctx, 'DELETE', `/api/communities/${id}`, { cookie: cookieOf(viewer) });
const uploadTo =
  (kind: 'logo' | 'banner'): Action =>
  (viewer, id) =>
    multipart(ctx, 'POST', `/api/communities/${id}/${kind}`, { file: imageFile(png) }, memberOf(viewer));

const MANAGING: [string, Action, number][] = [
  ['PUT /communities/{id}', edit, 200],
  ['POST /communities/{id}/logo', uploadTo('logo'), 200],
  ['POST /communities/{id}/banner', uploadTo('banner'), 200],
  ['DELETE /communities/{id}', remove, 204],
];

describe.each(MANAGING)('%s', (_name, action, allowed) => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const id = await setUp();
    const before = await snapshot(id);
    const res = await action(viewer, id);
    if (viewer === 'anonymous') {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(MSG.common.unauthorized);
    } else if (!MANAGERS.includes(viewer)) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.common.forbidden);
    } else {
      expect(res.status).toBe(allowed);
      return;
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('refusal comes before validation', () => {
  it('answers 403, not 400, to a stranger sending an invalid body', async () => {
    const id = await setUp();
    const res = await call(ctx, 'PUT', `/api/communities/${id}`, {
      cookie: people.stranger.cookie,
      body: {},
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 to every manager action on an unknown community, whoever asks', async () => {
    const ghost = crypto.randomUUID();
    for (const [name, action] of MANAGING) {
      for (const viewer of ['stranger', 'admin'] as const) {
        const res = await action(viewer, ghost);
        expect(res.status, `${name} ${viewer}`).toBe(404);
        expect(res.body.error.message).toBe(MSG.communities.notFound);
      }
    }
  });
});

describe('reading', () => {
  const expected: Record<Exclude<Viewer, 'anonymous'>, object> = {
    // The community is private: its feed is for approved members only.
    stranger: { membership: 'none', role: null, ...communityFlags({ reads: false }), following: false },
    pending: { membership: 'pending', role: 'member', ...communityFlags({ reads: false }) },
    pendingModerator: { membership: 'pending', role: 'moderator', ...communityFlags({ reads: false }) },
    member: {
      membership: 'approved',
      role: 'member',
      ...communityFlags({ contributes: true }),
      following: true,
    },
    moderator: {
      membership: 'approved',
      role: 'moderator',
      ...communityFlags({ runs: true, contributes: true }),
    },
    admin: {
      membership: 'approved',
      role: 'admin',
      ...communityFlags({ runs: true, grants: true, contributes: true }),
    },
  };

  it.each(VIEWERS)('GET /communities/{id}, /communities and /communities/mine as %s', async (viewer) => {
    const id = await setUp();
    const before = await snapshot(id);
    const detail = await call(ctx, 'GET', `/api/communities/${id}`, { cookie: cookieOf(viewer) });
    const list = await call(ctx, 'GET', '/api/communities', { cookie: cookieOf(viewer) });
    const mine = await call(ctx, 'GET', '/api/communities/mine', { cookie: cookieOf(viewer) });
    if (viewer === 'anonymous') {
      expect([detail.status, list.status, mine.status]).toEqual([401, 401, 401]);
    } else {
      expect([detail.status, list.status, mine.status]).toEqual([200, 200, 200]);
      // Private, yet its details are open to every signed-in member (so she can ask to join).
      expect(detail.body.viewer).toMatchObject({ ...expected[viewer], memberCount: 3, followerCount: 1 });
      expect(list.body.items.map((c: { id: string }) => c.id)).toContain(id);
      // Every approved membership (issue 22): members, moderators and admins; not a pending request.
      expect(mine.body.some((c: { id: string }) => c.id === id)).toBe(
        viewer === 'member' || viewer === 'moderator' || viewer === 'admin',
      );
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('POST /communities: 401 for a visitor (nothing stored), 201 for anyone signed in', async () => {
    const before = await ctx.db.select({ id: communities.id }).from(communities);
    const body = { name: 'Da visitante', description: 'd' };
    expect((await call(ctx, 'POST', '/api/communities', { body })).status).toBe(401);
    expect(await ctx.db.select({ id: communities.id }).from(communities)).toEqual(before);
    for (const viewer of VIEWERS.slice(1)) {
      const res = await call(ctx, 'POST', '/api/communities', {
        cookie: cookieOf(viewer),
        body: { name: `Criada por ${viewer}`, description: 'd' },
      });
      expect(res.status, viewer).toBe(201);
      expect(res.body.viewer).toMatchObject({ role: 'admin', canGrant: true, memberCount: 1 });
    }
  });
});

describe('the services check on their own', () => {
  it('refuses a non-manager even without the route guard, changing nothing', async () => {
    const id = await setUp();
    const before = await snapshot(id);
    const deps = { db: ctx.db, store: ctx.store, logger: silentLogger };
    const values = { ...VALID_VALUES, name: 'Sem guarda' };
    await expect(updateCommunity(ctx.db, people.member, id, values)).rejects.toMatchObject({
      status: 403,
    });
    await expect(deleteCommunity(deps, people.pending, id)).rejects.toMatchObject({ status: 403 });
    await expect(
      replaceGroupImage(deps, people.stranger, COMMUNITY_GROUP, id, 'banner', png, async () => null),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(await snapshot(id)).toEqual(before);
  });

  it('documents every route with its refusals in the OpenAPI document', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    for (const [path, method] of [
      ['/communities', 'get'],
      ['/communities', 'post'],
      ['/communities/mine', 'get'],
      ['/communities/{id}', 'get'],
      ['/communities/{id}', 'put'],
      ['/communities/{id}', 'delete'],
      ['/communities/{id}/logo', 'post'],
      ['/communities/{id}/banner', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('401');
    }
    expect(doc.paths['/communities/{id}'].put.responses).toHaveProperty('403');
    expect(doc.paths['/communities'].post.responses).toHaveProperty('409');
  });
});
