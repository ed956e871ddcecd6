import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { postComments } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { community, company, grantCompany, join, publish } from '../posts/fixtures.js';
import {
  comment,
  commentsOf,
  conversationRows,
  editComment,
  react,
  reactors,
  readPost,
  removeComment,
  repliesOf,
  unreact,
} from './fixtures.js';

// Who may react, comment, edit and remove a comment, for each standing a member can have
// towards a post and a comment on it; every refusal leaves the conversation as it was.

let ctx: TestContext;
const people = {} as Record<
  | 'commentAuthor'
  | 'postAuthor'
  | 'moderator'
  | 'pendingModerator'
  | 'companyAdmin'
  | 'companyStaff'
  | 'member'
  | 'stranger',
  TestMember
>;
type Who = keyof typeof people;
let privatePostId: string;
let companyPostId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of [
    'commentAuthor',
    'postAuthor',
    'moderator',
    'pendingModerator',
    'companyAdmin',
    'companyStaff',
    'member',
    'stranger',
  ] as const) {
    people[who] = await createMember(ctx, `Pessoa ${who}`);
  }
  const circle = await community(ctx, 'Círculo Fechado', { isPrivate: true });
  await join(ctx, people.postAuthor, circle.id);
  await join(ctx, people.commentAuthor, circle.id);
  await join(ctx, people.member, circle.id);
  await join(ctx, people.moderator, circle.id, { role: 'moderator' });
  await join(ctx, people.pendingModerator, circle.id, { role: 'moderator', approved: false });
  const acme = await company(ctx, 'Acme Diversa');
  await grantCompany(ctx, people.companyAdmin, acme.id, 'admin');
  await grantCompany(ctx, people.companyStaff, acme.id, 'editor');

  const inCircle = await publish(ctx, people.postAuthor, {
    content: 'Só para o círculo',
    communityId: circle.id,
  });
  expect(inCircle.status).toBe(201);
  privatePostId = inCircle.body.id;
  const asCompany = await publish(ctx, people.companyAdmin, {
    content: 'Vagas abertas na Acme',
    authorType: 'company',
    authorId: acme.id,
  });
  expect(asCompany.status).toBe(201);
  companyPostId = asCompany.body.id;
});
afterAll(() => ctx?.close());

type Expected = { react: number; comment: number; edit: number; remove: number };
const writer: Expected = { react: 200, comment: 201, edit: 200, remove: 204 };
const looksAfter: Expected = { react: 200, comment: 201, edit: 403, remove: 204 };
const reader: Expected = { react: 200, comment: 201, edit: 403, remove: 403 };
const outsider: Expected = { react: 404, comment: 404, edit: 404, remove: 404 };

/** A new comment by its author, for one actor to try her hand at. */
async function freshComment(postId: string) {
  const res = await comment(ctx, people.commentAuthor, postId, 'Um comentário para testar');
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function expectMatrix(postId: string, matrix: Record<Who, Expected>) {
  for (const [who, expected] of Object.entries(matrix) as [Who, Expected][]) {
    const actor = people[who];
    const label = `${who} on ${postId === privatePostId ? 'the private community’s post' : 'the company’s post'}`;

    // React, and take it back.
    let before = await conversationRows(ctx, postId);
    const reacted = await react(ctx, actor, postId, 'support');
    expect(reacted.status, `${label}: react`).toBe(expected.react);
    if (expected.react !== 200) {
      expect(await conversationRows(ctx, postId), `${label}: react changed nothing`).toEqual(before);
      expect((await unreact(ctx, actor, postId)).status, `${label}: unreact`).toBe(expected.react);
    } else {
      expect((await unreact(ctx, actor, postId)).status).toBe(200);
    }

    // Comment.
    before = await conversationRows(ctx, postId);
    const commented = await comment(ctx, actor, postId, `Comentário de ${who}`);
    expect(commented.status, `${label}: comment`).toBe(expected.comment);
    if (expected.comment !== 201) {
      expect(await conversationRows(ctx, postId), `${label}: comment changed nothing`).toEqual(before);
    }

    // Edit someone's comment (her own, for its author).
    const editable = await freshComment(postId);
    before = await conversationRows(ctx, postId);
    const edited = await editComment(ctx, actor, editable, 'Texto trocado');
    expect(edited.status, `${label}: edit`).toBe(expected.edit);
    if (expected.edit !== 200) {
      expect(await conversationRows(ctx, postId), `${label}: edit changed nothing`).toEqual(before);
    }

    // Remove it.
    const removable = await freshComment(postId);
    before = await conversationRows(ctx, postId);
    const removed = await removeComment(ctx, actor, removable);
    expect(removed.status, `${label}: remove`).toBe(expected.remove);
    const after = await ctx.db.select().from(postComments).where(eq(postComments.id, removable));
    expect(after.length, `${label}: removed or kept`).toBe(expected.remove === 204 ? 0 : 1);
    if (expected.remove !== 204) {
      expect(await conversationRows(ctx, postId), `${label}: remove changed nothing`).toEqual(before);
      expect(removed.body.error.message).toBe(
        expected.remove === 404 ? MSG.common.notFound : MSG.common.forbidden,
      );
    }
  }
}

describe('authorisation of the conversation', () => {
  it('on a post in a private community', async () => {
    await expectMatrix(privatePostId, {
      commentAuthor: writer,
      postAuthor: looksAfter,
      moderator: looksAfter,
      pendingModerator: outsider,
      companyAdmin: outsider,
      companyStaff: outsider,
      member: reader,
      stranger: outsider,
    });
  });

  it('on a company’s post', async () => {
    await expectMatrix(companyPostId, {
      commentAuthor: writer,
      // She wrote the post as the company: her post, her conversation.
      companyAdmin: looksAfter,
      companyStaff: looksAfter,
      postAuthor: reader,
      moderator: reader,
      pendingModerator: reader,
      member: reader,
      stranger: reader,
    });
  });

  it('hides a private community’s conversation from a non-member, and everything from a visitor', async () => {
    const visible = await comment(ctx, people.member, privatePostId, 'Só membros leem');
    expect(visible.status).toBe(201);
    await comment(ctx, people.member, privatePostId, 'Resposta', visible.body.id);
    for (const res of [
      await readPost(ctx, people.stranger, privatePostId),
      await commentsOf(ctx, people.stranger, privatePostId),
      await reactors(ctx, people.stranger, privatePostId),
      await repliesOf(ctx, people.stranger, visible.body.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: MSG.common.notFound });
    }
    for (const res of [
      await readPost(ctx, null, privatePostId),
      await commentsOf(ctx, null, companyPostId),
      await reactors(ctx, null, companyPostId),
      await repliesOf(ctx, null, visible.body.id),
      await react(ctx, null, companyPostId, 'like'),
      await unreact(ctx, null, companyPostId),
      await comment(ctx, null, companyPostId, 'Oi'),
      await editComment(ctx, null, visible.body.id, 'Oi'),
      await removeComment(ctx, null, visible.body.id),
    ]) {
      expect(res.status).toBe(401);
    }
    // Members read it, with what each may do.
    const list = await commentsOf(ctx, people.moderator, privatePostId);
    expect(list.status).toBe(200);
    expect(list.body.items.find((c: { id: string }) => c.id === visible.body.id).viewer).toEqual({
      canEdit: false,
      canDelete: true,
    });
  });
});
