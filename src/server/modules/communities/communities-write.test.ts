import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { communities, communityFollowers, communityMembers, posts } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { imageFile, join, multipart, publish } from '../posts/fixtures.js';
import { communityFlags } from './fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Admin');
  bia = await createMember(ctx, 'Bia Outra');
});
afterAll(() => ctx?.close());

const valid = { name: 'Mulheres em Dados', description: 'Ciência de dados entre nós' };
const create = (member: TestMember, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/communities', { cookie: member.cookie, body });
const update = (member: TestMember, id: string, body: Record<string, unknown>) =>
  call(ctx, 'PUT', `/api/communities/${id}`, { cookie: member.cookie, body });
const read = (member: TestMember, id: string) =>
  call(ctx, 'GET', `/api/communities/${id}`, { cookie: member.cookie });

async function rowCounts() {
  const [all] = await ctx.db.select({ n: count() }).from(communities);
  const [members] = await ctx.db.select({ n: count() }).from(communityMembers);
  return { communities: all!.n, members: members!.n };
}

describe('POST /api/communities', () => {
  it('creates the community and her approved admin membership; counts start at 1 member', async () => {
    const res = await create(ana, { ...valid, niche: 'tecnologia', website: 'dados.exemplo.com.br' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Mulheres em Dados',
      description: 'Ciência de dados entre nós',
      niche: 'tecnologia',
      isPrivate: false,
      requiresApproval: false,
      requiresPayment: false,
      paymentAmount: null,
      logoUrl: null,
      bannerUrl: null,
      bannerLuminance: null,
      rules: null,
      welcomeMessage: null,
      location: null,
      website: 'https://dados.exemplo.com.br',
      communityUrl: null,
      creatorId: ana.id,
      memberCount: 1,
      followerCount: 0,
      viewer: {
        membership: 'approved',
        role: 'admin',
        following: false,
        muted: false,
        ...communityFlags({ runs: true, grants: true, contributes: true }),
        memberCount: 1,
        followerCount: 0,
      },
    });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    const members = await ctx.db
      .select({
        userId: communityMembers.userId,
        role: communityMembers.role,
        ok: communityMembers.isApproved,
      })
      .from(communityMembers)
      .where(eq(communityMembers.communityId, res.body.id));
    expect(members).toEqual([{ userId: ana.id, role: 'admin', ok: true }]);
    const [row] = await ctx.db.select().from(communities).where(eq(communities.id, res.body.id));
    expect(row).toMatchObject({ isActive: true, memberCount: 1, creatorId: ana.id });
  });

  it('defaults the niche to geral; trims texts; empty optional texts become null', async () => {
    const res = await create(ana, {
      name: '  Rede Aberta  ',
      description: ' Para todas ',
      rules: '   ',
      welcomeMessage: 'Bem-vinda!',
      location: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Rede Aberta',
      description: 'Para todas',
      niche: 'geral',
      rules: null,
      welcomeMessage: 'Bem-vinda!',
      location: null,
    });
  });

  it('keeps a payment amount only when payment is required (non-numeric becomes 0)', async () => {
    const free = await create(ana, { name: 'Grátis', description: 'd', paymentAmount: 30 });
    expect(free.body).toMatchObject({ requiresPayment: false, paymentAmount: null });
    const paid = await create(ana, {
      name: 'Paga',
      description: 'd',
      requiresPayment: true,
      paymentAmount: '12,5',
    });
    expect(paid.body).toMatchObject({ requiresPayment: true, paymentAmount: 12.5 });
    const odd = await create(ana, {
      name: 'Estranha',
      description: 'd',
      requiresPayment: true,
      paymentAmount: 'abc',
    });
    expect(odd.body).toMatchObject({ requiresPayment: true, paymentAmount: 0 });
  });

  it('answers 400 with the spec’s field messages and stores nothing', async () => {
    const before = await rowCounts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ description: 'd' }, { name: MSG.communities.nameRequired }],
      [{ name: '   ', description: 'd' }, { name: MSG.communities.nameRequired }],
      [{ name: 'Sem descrição' }, { description: MSG.communities.descriptionRequired }],
      [{ name: 'X', description: '  ' }, { description: MSG.communities.descriptionRequired }],
      [
        { ...valid, name: 'Outra', communityUrl: 'não é um endereço' },
        { communityUrl: MSG.common.invalidUrl },
      ],
      [{ ...valid, name: 'Outra', niche: 'astrologia' }, { niche: expect.any(String) }],
      [
        { ...valid, name: 'Outra', requiresPayment: true, paymentAmount: -1 },
        { paymentAmount: expect.any(String) },
      ],
      [
        { ...valid, name: 'Outra', requiresPayment: true, paymentAmount: 1e12 },
        { paymentAmount: expect.any(String) },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await create(bia, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 to a name taken in any letter case, leaving nothing behind', async () => {
    expect((await create(ana, { name: 'Nome Tomado', description: 'original' })).status).toBe(201);
    const before = await rowCounts();
    const res = await create(bia, { name: 'NOME TOMADO', description: 'cópia' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: MSG.communities.duplicateName,
      fields: { name: MSG.communities.duplicateName },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /api/communities/{id}', () => {
  it('answers 404 to an unknown, malformed or inactive id', async () => {
    const [inactive] = await ctx.db
      .insert(communities)
      .values({ name: 'Desativada', description: 'd', isActive: false })
      .returning();
    for (const id of [crypto.randomUUID(), 'nao-e-um-id', inactive!.id]) {
      const res = await read(bia, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe(MSG.communities.notFound);
    }
  });

  it('shows a private community to anyone signed in, with her relation to it', async () => {
    const made = await create(ana, {
      name: 'Círculo Privado',
      description: 'd',
      isPrivate: true,
      requiresApproval: true,
    });
    const stranger = await read(bia, made.body.id);
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('cache-control')).toBe('private, no-store');
    expect(stranger.body.viewer).toEqual({
      membership: 'none',
      role: null,
      following: false,
      muted: false,
      ...communityFlags({ reads: false }),
      memberCount: 1,
      followerCount: 0,
    });
    await join(ctx, bia, made.body.id, { approved: false });
    await ctx.db.insert(communityFollowers).values({ communityId: made.body.id, followerId: bia.id });
    const pending = await read(bia, made.body.id);
    expect(pending.body.viewer).toMatchObject({ membership: 'pending', role: 'member', following: true });
    await ctx.db
      .update(communityMembers)
      .set({ isApproved: true, role: 'moderator' })
      .where(and(eq(communityMembers.communityId, made.body.id), eq(communityMembers.userId, bia.id)));
    const moderator = await read(bia, made.body.id);
    expect(moderator.body.viewer).toMatchObject({
      membership: 'approved',
      role: 'moderator',
      ...communityFlags({ runs: true, contributes: true }),
    });
  });
});

describe('PUT /api/communities/{id}', () => {
  it('saves every field for a moderator; the same validation and 409 as creation', async () => {
    expect((await create(ana, { name: 'Outra Já Criada', description: 'd' })).status).toBe(201);
    const made = await create(ana, { name: 'Para Editar', description: 'antes' });
    const id = made.body.id;
    await join(ctx, bia, id, { role: 'moderator' });
    const res = await update(bia, id, {
      name: 'Editada',
      description: 'depois',
      niche: 'carreira',
      isPrivate: true,
      requiresApproval: true,
      requiresPayment: true,
      paymentAmount: 19.9,
      rules: 'Respeito',
      welcomeMessage: 'Oi',
      location: 'Recife',
      website: 'https://site.exemplo',
      communityUrl: 'comunidade.exemplo',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Editada',
      description: 'depois',
      niche: 'carreira',
      isPrivate: true,
      requiresApproval: true,
      paymentAmount: 19.9,
      rules: 'Respeito',
      communityUrl: 'https://comunidade.exemplo',
      creatorId: ana.id,
      viewer: { role: 'moderator', canEdit: true },
    });
    expect((await update(bia, id, { name: '', description: 'd' })).body.error.fields).toEqual({
      name: MSG.communities.nameRequired,
    });
    const taken = await update(bia, id, { name: 'outra já criada', description: 'd' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ name: MSG.communities.duplicateName });
    // Its own name in another case is no conflict.
    expect((await update(bia, id, { name: 'EDITADA', description: 'd' })).status).toBe(200);
    expect((await read(ana, id)).body).toMatchObject({ name: 'EDITADA', paymentAmount: null, rules: null });
  });

  it('answers 404 to an unknown community', async () => {
    const res = await update(ana, crypto.randomUUID(), valid);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.communities.notFound);
  });
});

describe('DELETE /api/communities/{id}', () => {
  it('deletes the community with its posts, memberships, follows and every file of it', async () => {
    const made = await create(ana, { name: 'Para Apagar', description: 'd' });
    const id = made.body.id;
    await join(ctx, bia, id);
    await ctx.db.insert(communityFollowers).values({ communityId: id, followerId: bia.id });
    const png = await solidPng(300, 300, '#335577');
    for (const kind of ['logo', 'banner']) {
      const res = await multipart(
        ctx,
        'POST',
        `/api/communities/${id}/${kind}`,
        { file: imageFile(png) },
        ana,
      );
      expect(res.status).toBe(200);
    }
    const inside = await publish(ctx, bia, { communityId: id, image: imageFile(png) });
    const asCommunity = await publish(ctx, ana, {
      authorType: 'community',
      authorId: id,
      image: imageFile(png),
    });
    const elsewhere = await publish(ctx, bia, { image: imageFile(png) });
    expect([inside.status, asCommunity.status, elsewhere.status]).toEqual([201, 201, 201]);
    const keyOf = (url: string) => ctx.store.keyFromUrl(url)!;
    const files = async () => [
      ...(await ctx.store.list(`community-images/logos/${id}/`)),
      ...(await ctx.store.list(`community-images/banners/${id}/`)),
      ...(await ctx.store.list(`post-image/`)),
    ];
    expect(await files()).toHaveLength(5);

    const res = await call(ctx, 'DELETE', `/api/communities/${id}`, { cookie: ana.cookie });
    expect(res.status).toBe(204);
    expect((await read(ana, id)).status).toBe(404);
    expect(await ctx.db.select().from(communities).where(eq(communities.id, id))).toEqual([]);
    expect(await ctx.db.select().from(communityMembers).where(eq(communityMembers.communityId, id))).toEqual(
      [],
    );
    expect(
      await ctx.db.select().from(communityFollowers).where(eq(communityFollowers.communityId, id)),
    ).toEqual([]);
    const left = await ctx.db.select({ id: posts.id }).from(posts);
    expect(left.map((p) => p.id)).toEqual([elsewhere.body.id]);
    expect(await files()).toEqual([keyOf(elsewhere.body.imageUrl)]);
    expect((await call(ctx, 'DELETE', `/api/communities/${id}`, { cookie: ana.cookie })).status).toBe(404);
  });
});
