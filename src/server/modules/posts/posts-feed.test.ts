import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { postComments, postReactions, posts, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { countQueries } from '../../test/statements.js';
import { listPosts } from './feed.js';
import { community, company, editPost, feed, grantCompany, join, publish, walkFeed } from './fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Lúcia Araújo');
  bia = await createMember(ctx, 'Beatriz Souza');
  await ctx.db
    .update(userProfile)
    .set({ professionalTitle: 'Engenheira de Dados', profileImageUrl: 'https://cdn.exemplo/ana.png' })
    .where(eq(userProfile.id, ana.id));
});
afterAll(() => ctx?.close());

type Row = typeof posts.$inferInsert;

/** Posts written straight into the table (the write endpoints have their own suite). */
async function insertPosts(rows: Partial<Row>[], writer: TestMember = ana) {
  const values = rows.map((row, i) => ({
    content: `Post ${i}`,
    userId: writer.id,
    createdByUserId: writer.id,
    authorType: 'user',
    authorId: writer.id,
    ...row,
  }));
  return ctx.db.insert(posts).values(values).returning({ id: posts.id });
}

const idsOf = (res: { body: { items: { id: string }[] } }) => res.body.items.map((p) => p.id);

describe('GET /api/posts: what each viewer sees', () => {
  it('resolves every kind of author and the community, newest first', async () => {
    const group = await community(ctx, 'Rede Delas');
    const acme = await company(ctx, 'Acme');
    await join(ctx, ana, group.id, { role: 'admin' });
    const own = (await publish(ctx, ana, { content: 'Sou eu', communityId: group.id })).body;
    // A millisecond apart each, after hers: the database clock may give two quick inserts one instant.
    const at = (ms: number) => {
      const instant = new Date(new Date(own.createdAt).getTime() + ms);
      return { createdAt: instant, updatedAt: instant };
    };
    const [asGroup] = await insertPosts([
      { authorType: 'community', authorId: group.id, communityId: group.id, ...at(1) },
    ]);
    const [asAcme] = await insertPosts([{ authorType: 'company', authorId: acme.id, ...at(2) }], bia);

    const res = await feed(ctx, bia, { limit: '3' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(idsOf(res)).toEqual([asAcme!.id, asGroup!.id, own.id]);
    const [company_, community_, member] = res.body.items;
    expect(company_.author).toEqual({
      type: 'company',
      id: acme.id,
      name: acme.name,
      imageUrl: acme.logoUrl,
      professionalTitle: null,
      slug: null,
    });
    expect(company_).toMatchObject({
      community: null,
      viewer: { canEdit: true, canDelete: true },
      editedAt: null,
    });
    expect(community_.author).toEqual({
      type: 'community',
      id: group.id,
      name: group.name,
      imageUrl: group.logoUrl,
      professionalTitle: null,
      slug: null,
    });
    expect(community_).toMatchObject({
      community: { id: group.id, name: group.name },
      viewer: { canEdit: false, canDelete: false },
    });
    const [profile] = await ctx.db.select().from(userProfile).where(eq(userProfile.id, ana.id));
    expect(member.author).toEqual({
      type: 'user',
      id: ana.id,
      name: 'Ana Lúcia Araújo',
      imageUrl: 'https://cdn.exemplo/ana.png',
      professionalTitle: 'Engenheira de Dados',
      slug: profile!.slug,
    });
    expect(member).toMatchObject({
      content: 'Sou eu',
      viewer: { canEdit: false, canDelete: false },
      imageUrl: null,
    });
  });

  it('shows editedAt only once a post was edited', async () => {
    const created = (await publish(ctx, bia, { content: 'Antes' })).body;
    expect(created.editedAt).toBeNull();
    await editPost(ctx, bia, created.id, { content: 'Depois' });
    const [item] = (await feed(ctx, bia, { limit: '1' })).body.items;
    expect(item).toMatchObject({
      id: created.id,
      content: 'Depois',
      createdAt: created.createdAt,
      viewer: { canEdit: true, canDelete: true },
    });
    expect(item.editedAt).toEqual(expect.any(String));
    expect(item.editedAt).not.toBe(created.createdAt);
  });

  it('keeps private communities to their approved members, in the feed and filtered', async () => {
    const secret = await community(ctx, 'Círculo Reservado', { isPrivate: true });
    const [member, pending] = await Promise.all([
      createMember(ctx, 'Mel Membro'),
      createMember(ctx, 'Pia Pendente'),
    ]);
    await join(ctx, member, secret.id);
    await join(ctx, pending, secret.id, { approved: false });
    const [hidden] = await insertPosts([{ communityId: secret.id }], member);

    expect(idsOf(await feed(ctx, member))).toContain(hidden!.id);
    const filtered = await feed(ctx, member, { communityId: secret.id });
    expect(filtered.status).toBe(200);
    expect(idsOf(filtered)).toEqual([hidden!.id]);

    for (const viewer of [pending, bia]) {
      expect(idsOf(await feed(ctx, viewer, { limit: '50' }))).not.toContain(hidden!.id);
      const res = await feed(ctx, viewer, { communityId: secret.id });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message: MSG.common.forbidden });
    }
  });

  it('shows a public community to everyone and answers 404 for an unknown or inactive one', async () => {
    const open = await community(ctx, 'Café com Código');
    const closed = await community(ctx, 'Encerrada', { isActive: false });
    const [visible] = await insertPosts([{ communityId: open.id }]);
    const [gone, goneVoice] = await insertPosts([
      { communityId: closed.id },
      { authorType: 'community', authorId: closed.id, communityId: closed.id },
    ]);
    const res = await feed(ctx, bia, { communityId: open.id });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([visible!.id]);
    expect(res.body.nextCursor).toBeNull();

    const all = idsOf(await feed(ctx, bia, { limit: '50' }));
    expect(all).toContain(visible!.id);
    expect(all).not.toContain(gone!.id);
    expect(all).not.toContain(goneVoice!.id);
    for (const id of [closed.id, crypto.randomUUID()]) {
      const missing = await feed(ctx, bia, { communityId: id });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(MSG.communities.notFound);
    }
  });

  it("filters one company's voice and hides inactive companies", async () => {
    const acme = await company(ctx, 'Acme Filtro');
    const closed = await company(ctx, 'Fechada', { isActive: false });
    // The first a second ago, not the second a second ahead: a post from the future would top
    // the whole feed, where the other tests look for their own newest posts.
    const [first, second] = await insertPosts([
      { authorType: 'company', authorId: acme.id, createdAt: new Date(Date.now() - 1000) },
      { authorType: 'company', authorId: acme.id },
    ]);
    const [hidden] = await insertPosts([{ authorType: 'company', authorId: closed.id }]);
    const res = await feed(ctx, bia, { companyId: acme.id });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([second!.id, first!.id]);
    expect(idsOf(await feed(ctx, bia, { limit: '50' }))).not.toContain(hidden!.id);
    for (const id of [closed.id, crypto.randomUUID()]) {
      const missing = await feed(ctx, bia, { companyId: id });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(MSG.companies.notFound);
    }
  });

  it('answers 400 to a forged cursor, a malformed filter or a limit out of bounds', async () => {
    const forged = [
      'nao-e-um-cursor',
      Buffer.from('2024-01-01T00:00:00.000000Z|nao-uuid').toString('base64url'),
      Buffer.from(`2024-01-01|${crypto.randomUUID()}`).toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await feed(ctx, ana, { cursor });
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.fields).toEqual({ cursor: MSG.common.invalidInput });
    }
    const invalid: Record<string, string>[] = [
      { limit: '0' },
      { limit: '51' },
      { communityId: 'x' },
      { companyId: 'x' },
    ];
    for (const query of invalid) {
      expect((await feed(ctx, ana, query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('pagination', () => {
  it('walks every page without duplicates or gaps, even within one millisecond', async () => {
    const group = await community(ctx, 'Paginação');
    // 30 posts a microsecond apart (one millisecond holds them all) and 6 at the very same instant.
    const base = '2024-03-08 12:00:00.500000+00';
    await insertPosts(
      Array.from({ length: 30 }, (_, i) => ({
        communityId: group.id,
        createdAt: sql`${base}::timestamptz + make_interval(secs => ${i} / 1000000.0)` as unknown as Date,
      })),
    );
    await insertPosts(
      Array.from({ length: 6 }, () => ({
        communityId: group.id,
        createdAt: new Date('2024-03-08T12:00:00.500Z'),
      })),
    );
    const expected = (
      await ctx.db
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.communityId, group.id))
        .orderBy(desc(posts.createdAt), desc(posts.id))
    ).map((r) => r.id);
    expect(expected).toHaveLength(36);

    for (const limit of [1, 4, 7, 36, 50]) {
      expect(await walkFeed(ctx, bia, { communityId: group.id }, limit), `limit ${limit}`).toEqual(expected);
    }
    const whole = await walkFeed(ctx, bia, {}, 9);
    expect(new Set(whole).size).toBe(whole.length);
    expect(whole).toEqual(await walkFeed(ctx, bia, {}, 50));
  });
});

describe('query count', () => {
  it('costs the same number of queries for 1 post and for 50 of every kind of author', async () => {
    const viewer = await createMember(ctx, 'Quíria Contadora');
    const lone = await community(ctx, 'Uma só');
    const busy = await community(ctx, 'Movimentada', { isPrivate: true });
    await join(ctx, viewer, busy.id);
    const acme = await company(ctx, 'Acme Contagem');
    const writers = await Promise.all([1, 2, 3, 4, 5].map((n) => createMember(ctx, `Autora ${n}`)));
    await insertPosts([{ communityId: lone.id }]);
    for (const [i, writer] of writers.entries()) {
      await insertPosts(
        Array.from({ length: 10 }, (_, j) =>
          (i + j) % 3 === 0
            ? { communityId: busy.id, authorType: 'company', authorId: acme.id }
            : (i + j) % 3 === 1
              ? { communityId: busy.id, authorType: 'community', authorId: busy.id }
              : { communityId: busy.id },
        ),
        writer,
      );
    }

    const one = await countQueries(ctx.db, async () => {
      const res = await feed(ctx, viewer, { communityId: lone.id, limit: '50' });
      expect(res.body.items).toHaveLength(1);
    });
    const fifty = await countQueries(ctx.db, async () => {
      const res = await feed(ctx, viewer, { communityId: busy.id, limit: '50' });
      expect(res.body.items).toHaveLength(50);
      expect(new Set(res.body.items.map((p: { author: { type: string } }) => p.author.type)).size).toBe(3);
    });
    expect(fifty).toBe(one);

    // The service itself: the page is one query and their counts another (no comment, no
    // mention: nothing more to read); a filter adds the one that checks it; 'Para você' ranks
    // the ids first, then reads those posts.
    const recent = { order: 'recent' } as const;
    expect(await countQueries(ctx.db, () => listPosts(ctx.db, viewer, { ...recent, limit: 1 }))).toBe(2);
    expect(await countQueries(ctx.db, () => listPosts(ctx.db, viewer, { ...recent, limit: 50 }))).toBe(2);
    expect(await countQueries(ctx.db, () => listPosts(ctx.db, viewer, { limit: 1 }))).toBe(3);
    expect(await countQueries(ctx.db, () => listPosts(ctx.db, viewer, { limit: 50 }))).toBe(3);
    const filtered = { limit: 50, communityId: busy.id };
    expect(await countQueries(ctx.db, () => listPosts(ctx.db, viewer, filtered))).toBe(3);
  });

  it('reads the conversation of a page in three queries, for 1 post as for 50', async () => {
    const viewer = await createMember(ctx, 'Quíria Conversa');
    const talkers = await Promise.all([1, 2, 3].map((n) => createMember(ctx, `Conversadora ${n}`)));
    const lone = await community(ctx, 'Conversa única');
    const busy = await community(ctx, 'Conversa movimentada');
    const mention = (i: number) => `@[${talkers[i % 3]!.id}]`;
    const written = [
      ...(await insertPosts([{ communityId: lone.id, content: `Oi ${mention(0)}` }])),
      ...(await insertPosts(
        Array.from({ length: 50 }, (_, i) => ({ communityId: busy.id, content: `Post ${i} ${mention(i)}` })),
      )),
    ];
    for (const [i, { id: postId }] of written.entries()) {
      const comments = await ctx.db
        .insert(postComments)
        .values(
          talkers.map((talker, j) => ({
            postId,
            userId: talker.id,
            content: `Comentário ${j} ${mention(i + j + 1)}`,
          })),
        )
        .returning({ id: postComments.id });
      await ctx.db
        .insert(postComments)
        .values({ postId, parentId: comments[0]!.id, userId: viewer.id, content: 'Resposta' });
      await ctx.db.insert(postReactions).values([
        { postId, userId: talkers[0]!.id, kind: 'like' },
        { postId, userId: viewer.id, kind: 'support' },
      ]);
    }

    const one = await countQueries(ctx.db, () =>
      listPosts(ctx.db, viewer, { communityId: lone.id, limit: 50 }),
    );
    let page: Awaited<ReturnType<typeof listPosts>> | undefined;
    const fifty = await countQueries(ctx.db, async () => {
      page = await listPosts(ctx.db, viewer, { communityId: busy.id, limit: 50 });
    });
    // The community's check, the page, the counts, the inline comments, the mentions.
    expect(one).toBe(5);
    expect(fifty).toBe(one);
    expect(page!.items).toHaveLength(50);
    for (const post of page!.items) {
      expect(post.commentCount).toBe(4);
      expect(post.comments).toHaveLength(2);
      expect(post.comments.every((c) => c.mentions.length === 1)).toBe(true);
      expect(post.reactions).toMatchObject({ total: 2, mine: 'support', counts: { like: 1, support: 1 } });
      expect(post.mentions).toHaveLength(1);
    }
  });
});

describe('GET /api/posts/{id}', () => {
  it('answers one post she may read as the feed shows it, and 404 to any other', async () => {
    const created = (await publish(ctx, bia, { content: 'Uma só publicação' })).body;
    const res = await call(ctx, 'GET', `/api/posts/${created.id}`, { cookie: ana.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, viewer: { ...created.viewer, canEdit: false, canDelete: false } });
    expect((await call(ctx, 'GET', `/api/posts/${created.id}`, { cookie: bia.cookie })).body).toEqual(
      created,
    );

    const secret = await community(ctx, 'Secreta de um post', { isPrivate: true });
    await join(ctx, bia, secret.id);
    const hidden = (await publish(ctx, bia, { content: 'Só membros', communityId: secret.id })).body;
    expect((await call(ctx, 'GET', `/api/posts/${hidden.id}`, { cookie: bia.cookie })).status).toBe(200);
    for (const id of [hidden.id, crypto.randomUUID(), 'not-a-uuid']) {
      const refused = await call(ctx, 'GET', `/api/posts/${id}`, { cookie: ana.cookie });
      expect(refused.status, id).toBe(404);
      expect(refused.body.error).toEqual({ code: 'not_found', message: MSG.common.notFound });
    }
  });
});

describe('GET /api/posts/author-options', () => {
  it('lists her profile first, then communities she runs, then companies she speaks for, by name', async () => {
    const lead = await createMember(ctx, 'Luísa Líder');
    const [zeta, alfa, joined, pending, closed] = await Promise.all([
      community(ctx, 'Zeta'),
      community(ctx, 'Álfa'),
      community(ctx, 'Só Membro'),
      community(ctx, 'Pendente'),
      community(ctx, 'Inativa', { isActive: false }),
    ]);
    await join(ctx, lead, zeta.id, { role: 'admin' });
    await join(ctx, lead, alfa.id, { role: 'moderator' });
    await join(ctx, lead, joined.id);
    await join(ctx, lead, pending.id, { role: 'admin', approved: false });
    await join(ctx, lead, closed.id, { role: 'admin' });
    const [bravo, able, edited] = await Promise.all([
      company(ctx, 'Bravo'),
      company(ctx, 'Able'),
      company(ctx, 'Editada'),
    ]);
    await grantCompany(ctx, lead, bravo.id, 'admin');
    await grantCompany(ctx, lead, able.id, 'admin');
    await grantCompany(ctx, lead, edited.id, 'editor');

    const res = await call(ctx, 'GET', '/api/posts/author-options', { cookie: lead.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: lead.id, name: 'Luísa Líder', type: 'user', logoUrl: null, isAdmin: true },
      { id: alfa.id, name: alfa.name, type: 'community', logoUrl: alfa.logoUrl, isAdmin: true },
      { id: zeta.id, name: zeta.name, type: 'community', logoUrl: zeta.logoUrl, isAdmin: true },
      { id: able.id, name: able.name, type: 'company', logoUrl: able.logoUrl, isAdmin: true },
      { id: bravo.id, name: bravo.name, type: 'company', logoUrl: bravo.logoUrl, isAdmin: true },
      // Editors speak for their company too (COMPANY_PERMISSIONS.post).
      { id: edited.id, name: edited.name, type: 'company', logoUrl: edited.logoUrl, isAdmin: true },
    ]);

    // Every option it lists is one she may actually post as.
    for (const option of res.body) {
      const posted = await publish(ctx, lead, { authorType: option.type, authorId: option.id });
      expect(posted.status, option.name).toBe(201);
    }
  });
});
