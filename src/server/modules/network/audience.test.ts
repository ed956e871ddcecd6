import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_COPY } from '../../../domain/copy/network.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { community, feed, join, publish } from '../posts/fixtures.js';
import { connectPair, disconnect, follow } from './fixtures.js';

// 'Somente conexões' (issue 17): a post for her connections reaches them and her, nobody else,
// on every path a post can be read by — the feed in both orders, her profile's activity, the
// post's own address, its comments and reactions, and notifications.

let ctx: TestContext;
let author: TestMember;
let connection: TestMember;
let follower: TestMember;
let stranger: TestMember;
let privatePost: string;
let publicPost: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [author, connection, follower, stranger] = await Promise.all([
    createMember(ctx, 'Alice Autora'),
    createMember(ctx, 'Bruna Conexão'),
    createMember(ctx, 'Clara Seguidora'),
    createMember(ctx, 'Dora Desconhecida'),
  ]);
  await connectPair(ctx, author, connection);
  await follow(ctx, follower, author);
  const mentions = `@[${connection.id}] @[${stranger.id}]`;
  privatePost = (
    await publish(ctx, author, { content: `Só para a rede ${mentions}`, audience: 'connections' })
  ).body.id;
  publicPost = (await publish(ctx, author, { content: 'Para todas' })).body.id;
});
afterAll(() => ctx?.close());

type Viewer = 'author' | 'connection' | 'follower' | 'stranger';
const viewers = (): Record<Viewer, TestMember> => ({ author, connection, follower, stranger });
const mayRead: Record<Viewer, boolean> = { author: true, connection: true, follower: false, stranger: false };

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((p) => p.id);

describe('a post for her connections only', () => {
  it.each(Object.keys(mayRead) as Viewer[])(
    'is readable by the %s exactly when she is the writer or a connection',
    async (who) => {
      const viewer = viewers()[who];
      const allowed = mayRead[who];
      const paths = [
        ids(await feed(ctx, viewer, { order: 'recent' })),
        ids(await feed(ctx, viewer, { order: 'for-you' })),
        ids(await call(ctx, 'GET', `/api/members/${author.id}/posts`, { cookie: viewer.cookie })),
      ];
      for (const list of paths) {
        expect(list.includes(privatePost)).toBe(allowed);
        expect(list).toContain(publicPost);
      }
      const direct = await call(ctx, 'GET', `/api/posts/${privatePost}`, { cookie: viewer.cookie });
      expect(direct.status).toBe(allowed ? 200 : 404);
      const comments = await call(ctx, 'GET', `/api/posts/${privatePost}/comments`, {
        cookie: viewer.cookie,
      });
      expect(comments.status).toBe(allowed ? 200 : 404);
      const reaction = await call(ctx, 'PUT', `/api/posts/${privatePost}/reaction`, {
        cookie: viewer.cookie,
        body: { kind: 'like' },
      });
      expect(reaction.status).toBe(allowed ? 200 : 404);
      if (allowed) expect(direct.body.audience).toBe('connections');
    },
  );

  it('answers 401 to anonymous visitors on every path', async () => {
    for (const path of [
      '/api/posts',
      `/api/posts/${privatePost}`,
      `/api/members/${author.id}/posts`,
      `/api/posts/${privatePost}/comments`,
    ]) {
      expect((await call(ctx, 'GET', path)).status).toBe(401);
    }
  });

  it('notifies only the mentioned members who may read it', async () => {
    const seen = async (member: TestMember) =>
      (await call(ctx, 'GET', '/api/notifications', { cookie: member.cookie })).body.items.filter(
        (n: { kind: string; object: { postId: string | null } }) =>
          n.kind === 'mention' && n.object.postId === privatePost,
      );
    expect(await seen(connection)).toHaveLength(1);
    expect(await seen(stranger)).toHaveLength(0);
  });

  it('disappears for a connection once the connection is removed', async () => {
    const [ana, bia] = await Promise.all([createMember(ctx, 'Ana Ex'), createMember(ctx, 'Bia Ex')]);
    await connectPair(ctx, ana, bia);
    const post = (await publish(ctx, ana, { content: 'Só conexões', audience: 'connections' })).body.id;
    expect((await call(ctx, 'GET', `/api/posts/${post}`, { cookie: bia.cookie })).status).toBe(200);
    await disconnect(ctx, bia, ana);
    expect((await call(ctx, 'GET', `/api/posts/${post}`, { cookie: bia.cookie })).status).toBe(404);
    expect(ids(await feed(ctx, bia, { order: 'recent' }))).not.toContain(post);
  });

  it('is only for her own posts outside communities', async () => {
    const group = await community(ctx, 'Grupo Audiência');
    await join(ctx, author, group.id);
    const intoCommunity = await publish(ctx, author, { communityId: group.id, audience: 'connections' });
    expect(intoCommunity.status).toBe(400);
    expect(intoCommunity.body.error.fields.audience).toBe(NETWORK_COPY.errors.audienceNotAllowed);
    const unknown = await publish(ctx, author, { audience: 'amigas' });
    expect(unknown.status).toBe(400);
  });
});
