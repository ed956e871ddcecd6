import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MAX_LENGTH } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { posts } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { solidPng, TEXT_FILE } from '../../test/image-fixtures.js';
import { createMember, type TestMember } from '../../test/members.js';
import { community, company, editPost, feed, grantCompany, imageFile, join, publish } from './fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Lúcia Araújo');
  bia = await createMember(ctx, 'Beatriz Souza');
});
afterAll(() => ctx?.close());

const forbiddenBody = { error: { code: 'forbidden', message: MSG.common.forbidden } };

async function storedPostImages(member: TestMember) {
  return ctx.store.list(`post-image/${member.id}/`);
}

async function rowOf(id: string) {
  const [row] = await ctx.db.select().from(posts).where(eq(posts.id, id));
  return row;
}

describe('POST /api/posts', () => {
  it('publishes as herself and answers the post as the feed shows it', async () => {
    const res = await publish(ctx, ana, { content: '  Primeira publicação!  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      content: 'Primeira publicação!',
      imageUrl: null,
      author: {
        type: 'user',
        id: ana.id,
        name: 'Ana Lúcia Araújo',
        imageUrl: null,
        professionalTitle: null,
        slug: expect.any(String),
      },
      community: null,
      createdAt: expect.any(String),
      editedAt: null,
      audience: 'members',
      viewer: { canRead: true, canEdit: true, canDelete: true, canReact: true, canComment: true },
      reactions: {
        counts: { like: 0, support: 0, congrats: 0, inspiring: 0, brilliant: 0 },
        total: 0,
        mine: null,
      },
      commentCount: 0,
      comments: [],
      mentions: [],
    });
    const row = await rowOf(res.body.id);
    expect(row).toMatchObject({
      userId: ana.id,
      createdByUserId: ana.id,
      authorType: 'user',
      authorId: ana.id,
    });
  });

  it('refuses empty, blank and over-long content with the spec messages', async () => {
    const cases = [
      { content: undefined, message: MSG.posts.contentRequired },
      { content: '', message: MSG.posts.contentRequired },
      { content: ' \n\t ', message: MSG.posts.contentRequired },
      { content: 'x'.repeat(POST_MAX_LENGTH + 1), message: MSG.posts.contentTooLong },
    ];
    for (const { content, message } of cases) {
      const res = await publish(ctx, ana, { content });
      expect(res.status, JSON.stringify(content)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_input', fields: { content: message } });
    }
    expect((await publish(ctx, ana, { content: 'x'.repeat(POST_MAX_LENGTH) })).status).toBe(201);
  });

  it('refuses an unknown author type and a malformed author id', async () => {
    const badType = await publish(ctx, ana, { authorType: 'admin' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields).toHaveProperty('authorType');
    const badId = await publish(ctx, ana, { authorId: 'nao-e-um-id' });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty('authorId');
  });

  it('refuses posting as another member', async () => {
    const res = await publish(ctx, ana, { authorId: bia.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbiddenBody);
  });

  it('posts as a company for its admins and editors (COMPANY_PERMISSIONS.post), not for strangers', async () => {
    const acme = await company(ctx, 'Acme');
    const editor = await createMember(ctx, 'Edna Editora');
    const admin = await createMember(ctx, 'Alice Admin');
    await grantCompany(ctx, editor, acme.id, 'editor');
    await grantCompany(ctx, admin, acme.id, 'admin');
    const refused = await publish(ctx, ana, { authorType: 'company', authorId: acme.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(forbiddenBody);

    const res = await publish(ctx, admin, { authorType: 'company', authorId: acme.id });
    expect(res.status).toBe(201);
    expect(res.body.author).toEqual({
      type: 'company',
      id: acme.id,
      name: acme.name,
      imageUrl: acme.logoUrl,
      professionalTitle: null,
      slug: null,
    });
    expect(res.body.viewer.canEdit).toBe(true);
    expect(await rowOf(res.body.id)).toMatchObject({ userId: admin.id, createdByUserId: admin.id });

    const byEditor = await publish(ctx, editor, {
      authorType: 'company',
      authorId: acme.id,
      content: 'Da editora',
    });
    expect(byEditor.status).toBe(201);
    expect(byEditor.body.author).toMatchObject({ type: 'company', id: acme.id });
    expect(await rowOf(byEditor.body.id)).toMatchObject({ userId: editor.id, createdByUserId: editor.id });

    // Speaking for the company does not make another staff member's post hers to change.
    const edit = await editPost(ctx, editor, res.body.id, { content: 'Reescrito pela editora' });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual(forbiddenBody);
    const remove = await call(ctx, 'DELETE', `/api/posts/${res.body.id}`, { cookie: editor.cookie });
    expect(remove.status).toBe(403);
    expect((await editPost(ctx, admin, byEditor.body.id, { content: 'Da admin' })).status).toBe(403);
    expect(await rowOf(res.body.id)).toMatchObject({ content: 'Olá, rede!' });
    expect(await rowOf(byEditor.body.id)).toMatchObject({ content: 'Da editora' });

    const closed = await company(ctx, 'Fechada', { isActive: false });
    await grantCompany(ctx, admin, closed.id, 'admin');
    await grantCompany(ctx, editor, closed.id, 'editor');
    expect((await publish(ctx, admin, { authorType: 'company', authorId: closed.id })).status).toBe(403);
    expect((await publish(ctx, editor, { authorType: 'company', authorId: closed.id })).status).toBe(403);
  });

  it('posts as a community only for its approved admins and moderators, always into it', async () => {
    const group = await community(ctx, 'Mulheres na Ciência');
    const [member, pendingAdmin, moderator] = await Promise.all([
      createMember(ctx, 'Marta Membro'),
      createMember(ctx, 'Paula Pendente'),
      createMember(ctx, 'Mara Moderadora'),
    ]);
    await join(ctx, member, group.id);
    await join(ctx, pendingAdmin, group.id, { role: 'admin', approved: false });
    await join(ctx, moderator, group.id, { role: 'moderator' });

    const asMember = await publish(ctx, member, { authorType: 'community', authorId: group.id });
    expect(asMember.status).toBe(403);
    const asPending = await publish(ctx, pendingAdmin, { authorType: 'community', authorId: group.id });
    expect(asPending.status).toBe(403);

    const other = await community(ctx, 'Outra');
    const res = await publish(ctx, moderator, {
      authorType: 'community',
      authorId: group.id,
      communityId: other.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.author).toMatchObject({ type: 'community', id: group.id, name: group.name });
    // A community speaks in its own feed, whatever communityId said.
    expect(res.body.community).toEqual({ id: group.id, name: group.name });
  });

  it('posts into a community only as its approved member', async () => {
    const group = await community(ctx, 'Mães que Programam');
    const pending = await createMember(ctx, 'Pietra Pendente');
    await join(ctx, pending, group.id, { approved: false });
    for (const member of [ana, pending]) {
      const res = await publish(ctx, member, { communityId: group.id });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbiddenBody);
    }
    const unknown = await publish(ctx, ana, { communityId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MSG.communities.notFound);

    await join(ctx, bia, group.id);
    const res = await publish(ctx, bia, { communityId: group.id });
    expect(res.status).toBe(201);
    expect(res.body.community).toEqual({ id: group.id, name: group.name });
    expect((await publish(ctx, bia, { communityId: '' })).status).toBe(201);
  });

  it('stores an image through the pipeline under her folder', async () => {
    const res = await publish(ctx, ana, { image: imageFile(await solidPng(64, 48, '#c0392b')) });
    expect(res.status).toBe(201);
    const files = await storedPostImages(ana);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^post-image/${ana.id}/\\d+_[A-Za-z0-9_-]{12}\\.webp$`));
    expect(res.body.imageUrl).toBe(ctx.store.publicUrl(files[0]!));
  });

  it('refuses a non-image (415) and an oversized file (413), storing nothing', async () => {
    const member = await createMember(ctx, 'Carla Cuidadosa');
    const text = await publish(ctx, member, { image: imageFile(TEXT_FILE, 'foto.png') });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(MSG.images.onlyImages);
    const huge = await publish(ctx, member, { image: imageFile(randomBytes(9 * 1024 * 1024)) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe(MSG.images.tooLarge(8));
    expect(await storedPostImages(member)).toEqual([]);
    expect(
      (await feed(ctx, member)).body.items.filter((p: { viewer: { canEdit: boolean } }) => p.viewer.canEdit),
    ).toEqual([]);
  });
});

describe('PATCH /api/posts/{id}', () => {
  it('edits the text; editedAt is set and the item keeps its place', async () => {
    const created = (await publish(ctx, ana, { content: 'Texto original' })).body;
    const res = await editPost(ctx, ana, created.id, { content: ' Texto revisto ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      content: 'Texto revisto',
      createdAt: created.createdAt,
    });
    expect(res.body.editedAt).toEqual(expect.any(String));
    expect(Date.parse(res.body.editedAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
  });

  it('replaces the image and deletes the old file; then removes it and deletes that file', async () => {
    const member = await createMember(ctx, 'Iris Imagem');
    const created = (await publish(ctx, member, { image: imageFile(await solidPng(40, 40, '#8e44ad')) }))
      .body;
    const [first] = await storedPostImages(member);

    const replaced = await editPost(ctx, member, created.id, {
      content: 'Nova foto',
      image: imageFile(await solidPng(40, 40, '#16a085')),
    });
    expect(replaced.status).toBe(200);
    const afterReplace = await storedPostImages(member);
    expect(afterReplace).toHaveLength(1);
    expect(afterReplace[0]).not.toBe(first);
    expect(replaced.body.imageUrl).toBe(ctx.store.publicUrl(afterReplace[0]!));

    const kept = await editPost(ctx, member, created.id, { content: 'Só o texto' });
    expect(kept.body.imageUrl).toBe(replaced.body.imageUrl);

    const removed = await editPost(ctx, member, created.id, { content: 'Sem foto', removeImage: 'true' });
    expect(removed.status).toBe(200);
    expect(removed.body.imageUrl).toBeNull();
    expect(await storedPostImages(member)).toEqual([]);
  });

  it('keeps the old image when the new one is refused', async () => {
    const member = await createMember(ctx, 'Olga Original');
    const created = (await publish(ctx, member, { image: imageFile(await solidPng(40, 40, '#d35400')) }))
      .body;
    const res = await editPost(ctx, member, created.id, { content: 'x', image: imageFile(TEXT_FILE) });
    expect(res.status).toBe(415);
    expect((await rowOf(created.id))?.imageUrl).toBe(created.imageUrl);
    expect(await storedPostImages(member)).toHaveLength(1);
  });

  it("refuses another's post (403), an unknown one (404) and invalid content (400)", async () => {
    const created = (await publish(ctx, ana, { content: 'Da Ana' })).body;
    const other = await editPost(ctx, bia, created.id, { content: 'Da Bia agora' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(forbiddenBody);
    expect((await rowOf(created.id))?.content).toBe('Da Ana');
    for (const id of [crypto.randomUUID(), 'nao-e-um-id']) {
      expect((await editPost(ctx, ana, id, { content: 'x' })).status).toBe(404);
    }
    const blank = await editPost(ctx, ana, created.id, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ content: MSG.posts.contentRequired });
  });
});

describe('DELETE /api/posts/{id}', () => {
  it("refuses another's post, then deletes her own with its image; it leaves the feed", async () => {
    const created = (await publish(ctx, ana, { image: imageFile(await solidPng(20, 20, '#27ae60')) })).body;
    const before = await storedPostImages(ana);
    expect(before.some((key) => created.imageUrl.endsWith(key))).toBe(true);

    const other = await call(ctx, 'DELETE', `/api/posts/${created.id}`, { cookie: bia.cookie });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(forbiddenBody);

    const res = await call(ctx, 'DELETE', `/api/posts/${created.id}`, { cookie: ana.cookie });
    expect(res.status).toBe(204);
    expect(await rowOf(created.id)).toBeUndefined();
    expect((await storedPostImages(ana)).some((key) => created.imageUrl.endsWith(key))).toBe(false);
    const ids = (await feed(ctx, ana, { limit: '50' })).body.items.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(created.id);

    expect((await call(ctx, 'DELETE', `/api/posts/${created.id}`, { cookie: ana.cookie })).status).toBe(404);
  });
});

describe('anonymous visitors', () => {
  it('get 401 from every endpoint, before any validation', async () => {
    const id = crypto.randomUUID();
    const results = [
      await feed(ctx, null),
      await call(ctx, 'GET', '/api/posts/author-options'),
      await publish(ctx, null),
      await publish(ctx, null, { content: '' }),
      await editPost(ctx, null, id, { content: 'x' }),
      await call(ctx, 'DELETE', `/api/posts/${id}`),
      await call(ctx, 'GET', `/api/posts/${id}`),
    ];
    for (const res of results) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: MSG.common.unauthorized });
    }
  });
});

describe('OpenAPI document', () => {
  it('documents every posts endpoint, the multipart forms included', async () => {
    const res = await call(ctx, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(Object.keys(paths['/posts'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/posts/{id}'])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    // The conversation's, mounted beside them (modules/conversation).
    expect(Object.keys(paths['/posts/{id}/reaction'])).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(Object.keys(paths['/posts/{id}/comments'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/comments/{id}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    expect(Object.keys(paths['/posts/author-options'])).toEqual(['get']);
    const form = paths['/posts'].post.requestBody.content['multipart/form-data'].schema;
    expect(form).toEqual({ $ref: '#/components/schemas/NewPostForm' });
    const newPost = res.body.components.schemas.NewPostForm;
    expect(newPost.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(newPost.required).toEqual(expect.arrayContaining(['content', 'authorType', 'authorId']));
  });
});
