import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_COPY } from '../../../domain/copy/conversation.js';
import { COMMENT_MAX_LENGTH, COMMENTS_INLINE } from '../../../domain/limits.js';
import { postComments } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { feed, publish } from '../posts/fixtures.js';
import { comment, commentsOf, editComment, readPost, removeComment, repliesOf, walk } from './fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Lúcia Araújo');
  bia = await createMember(ctx, 'Beatriz Souza');
  carla = await createMember(ctx, 'Carla Dias');
});
afterAll(() => ctx?.close());

async function newPost(
  writer: TestMember,
  content = 'Deixem nos comentários: qual livro mudou sua carreira?',
) {
  const res = await publish(ctx, writer, { content });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function say(who: TestMember, postId: string, content: string, parentId?: string) {
  const res = await comment(ctx, who, postId, content, parentId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('POST /api/posts/{id}/comments', () => {
  it('answers the new comment as lists show it, trimmed', async () => {
    const postId = await newPost(ana);
    const res = await comment(ctx, bia, postId, '  "Faça acontecer", sem dúvida.  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      postId,
      parentId: null,
      content: '"Faça acontecer", sem dúvida.',
      author: {
        id: bia.id,
        name: 'Beatriz Souza',
        imageUrl: null,
        professionalTitle: null,
        slug: expect.any(String),
      },
      createdAt: expect.any(String),
      editedAt: null,
      replyCount: 0,
      mentions: [],
      viewer: { canEdit: true, canDelete: true },
    });
    expect((await commentsOf(ctx, carla, postId)).body).toEqual({
      items: [{ ...res.body, viewer: { canEdit: false, canDelete: false } }],
      nextCursor: null,
    });
  });

  it('refuses empty, blank and over-long text with the copy’s messages', async () => {
    const postId = await newPost(ana);
    const cases = [
      { content: undefined, message: CONVERSATION_COPY.errors.contentRequired },
      { content: '', message: CONVERSATION_COPY.errors.contentRequired },
      { content: ' \n\t ', message: CONVERSATION_COPY.errors.contentRequired },
      { content: 'x'.repeat(COMMENT_MAX_LENGTH + 1), message: CONVERSATION_COPY.errors.contentTooLong },
    ];
    for (const { content, message } of cases) {
      const res = await comment(ctx, bia, postId, content as string);
      expect(res.status, JSON.stringify(content)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_input', fields: { content: message } });
    }
    expect((await comment(ctx, bia, postId, 'x'.repeat(COMMENT_MAX_LENGTH))).status).toBe(201);
    // A character no text may hold is refused before anything is written.
    expect((await comment(ctx, bia, postId, 'nulo \u0000 aqui')).status).toBe(400);
    expect((await ctx.db.select().from(postComments).where(eq(postComments.postId, postId))).length).toBe(1);
  });

  it('refuses a parent that is not a comment of this post, and a malformed one', async () => {
    const postId = await newPost(ana);
    const other = await say(bia, await newPost(ana), 'Em outra publicação');
    for (const parentId of [other.id, crypto.randomUUID()]) {
      const res = await comment(ctx, carla, postId, 'Resposta perdida', parentId);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'conflict',
        message: CONVERSATION_COPY.errors.parentNotFound,
        fields: { parentId: CONVERSATION_COPY.errors.parentNotFound },
      });
    }
    expect((await comment(ctx, carla, postId, 'Resposta', 'not-a-uuid')).status).toBe(400);
    expect((await commentsOf(ctx, carla, postId)).body.items).toEqual([]);
  });
});

describe('replies', () => {
  it('are one level deep: a reply to a reply joins its thread; listed oldest first', async () => {
    const postId = await newPost(ana);
    const top = await say(bia, postId, 'Comentário principal');
    const first = await say(carla, postId, 'Primeira resposta', top.id);
    expect(first.parentId).toBe(top.id);
    const second = await say(ana, postId, 'Resposta à resposta', first.id);
    expect(second.parentId).toBe(top.id);

    const replies = await repliesOf(ctx, bia, top.id);
    expect(replies.status).toBe(200);
    expect(replies.body.items.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
    expect((await repliesOf(ctx, bia, first.id)).body).toEqual({ items: [], nextCursor: null });

    // The post's list holds only the top level, with its count of replies; the card counts all.
    const list = await commentsOf(ctx, bia, postId);
    expect(list.body.items.map((c: { id: string; replyCount: number }) => [c.id, c.replyCount])).toEqual([
      [top.id, 2],
    ]);
    expect((await readPost(ctx, bia, postId)).body.commentCount).toBe(3);
  });

  it('page oldest first in keyset pages', async () => {
    const postId = await newPost(ana);
    const top = await say(bia, postId, 'Quem vai ao evento?');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await say(i % 2 ? carla : ana, postId, `Eu vou ${i}`, top.id)).id);
    for (const limit of [1, 2, 7, 50]) {
      expect(await walk((query) => repliesOf(ctx, bia, top.id, query), limit), `limit ${limit}`).toEqual(ids);
    }
    expect((await repliesOf(ctx, bia, top.id, { cursor: 'x' })).status).toBe(400);
    expect((await repliesOf(ctx, bia, crypto.randomUUID())).status).toBe(404);
    expect((await repliesOf(ctx, bia, 'not-a-uuid')).status).toBe(404);
  });
});

describe('GET /api/posts/{id}/comments and the card', () => {
  it('pages the top level newest first, and the card shows the newest few with the full count', async () => {
    const postId = await newPost(ana);
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push((await say(i % 2 ? bia : carla, postId, `Comentário ${i}`)).id);
    await say(ana, postId, 'Uma resposta', ids[0]);
    const newestFirst = [...ids].reverse();
    for (const limit of [1, 4, 9, 50]) {
      expect(await walk((query) => commentsOf(ctx, ana, postId, query), limit), `limit ${limit}`).toEqual(
        newestFirst,
      );
    }
    expect((await commentsOf(ctx, ana, postId, { cursor: 'x' })).status).toBe(400);
    expect((await commentsOf(ctx, ana, postId, { limit: '0' })).status).toBe(400);

    const card = (await feed(ctx, bia, { limit: '50' })).body.items.find(
      (p: { id: string }) => p.id === postId,
    );
    expect(card.commentCount).toBe(10);
    expect(card.comments.map((c: { id: string }) => c.id)).toEqual(newestFirst.slice(0, COMMENTS_INLINE));
    const page = await commentsOf(ctx, bia, postId, { limit: String(COMMENTS_INLINE) });
    expect(card.comments).toEqual(page.body.items);
    expect((await readPost(ctx, bia, postId)).body.comments).toEqual(page.body.items);
  });
});

describe('PATCH /api/comments/{id}', () => {
  it('lets her edit her comment, marked as edited; the same text again changes nothing', async () => {
    const postId = await newPost(ana);
    const mine = await say(bia, postId, 'Texto com erro de digitaçao');
    const same = await editComment(ctx, bia, mine.id, 'Texto com erro de digitaçao');
    expect(same.status).toBe(200);
    expect(same.body.editedAt).toBeNull();
    const edited = await editComment(ctx, bia, mine.id, '  Texto corrigido  ');
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...mine, content: 'Texto corrigido', editedAt: expect.any(String) });
    expect((await commentsOf(ctx, ana, postId)).body.items[0]).toMatchObject({
      content: 'Texto corrigido',
      editedAt: edited.body.editedAt,
    });
    const blank = await editComment(ctx, bia, mine.id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ content: CONVERSATION_COPY.errors.contentRequired });
    expect((await editComment(ctx, bia, crypto.randomUUID(), 'Oi')).status).toBe(404);
    expect((await editComment(ctx, null, mine.id, 'Oi')).status).toBe(401);
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('removes a comment with its replies, and the card’s count drops', async () => {
    const postId = await newPost(ana);
    const keep = await say(carla, postId, 'Este fica');
    const gone = await say(bia, postId, 'Este sai');
    await say(carla, postId, 'Resposta que sai junto', gone.id);
    await say(ana, postId, 'Outra resposta que sai junto', gone.id);
    expect((await readPost(ctx, ana, postId)).body.commentCount).toBe(4);

    const res = await removeComment(ctx, bia, gone.id);
    expect(res.status).toBe(204);
    const post = (await readPost(ctx, ana, postId)).body;
    expect(post.commentCount).toBe(1);
    expect(post.comments.map((c: { id: string }) => c.id)).toEqual([keep.id]);
    expect((await repliesOf(ctx, ana, gone.id)).status).toBe(404);
    expect((await removeComment(ctx, bia, gone.id)).status).toBe(404);
    const rows = await ctx.db.select().from(postComments).where(eq(postComments.postId, postId));
    expect(rows.map((r) => r.id)).toEqual([keep.id]);
  });
});
