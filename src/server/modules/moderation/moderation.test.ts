import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ERRORS } from '../../../domain/copy/moderation.js';
import { MODERATION_AUTO_HIDE_REPORTERS } from '../../../domain/limits.js';
import { moderationCases, notifications, postComments, posts, reports } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCompany, insertVacancy } from '../vacancies/fixtures.js';
import {
  askReview,
  audit,
  decide,
  directMessage,
  historyOf,
  insertComment,
  insertCommunity,
  insertPost,
  logRows,
  makePlatformAdmin,
  myDecisions,
  myReports,
  queue,
  report,
} from './fixtures.js';

// Trust and safety (issue 19) through the API: reports, the queue, decisions, the audit log.

let ctx: TestContext;
let admin: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx, 'Camila Admin');
  await makePlatformAdmin(ctx, admin);
});
afterAll(() => ctx?.close());

const members = <N extends string[]>(...names: N) =>
  Promise.all(names.map((name) => createMember(ctx, name))) as Promise<{ [K in keyof N]: TestMember }>;

const feedIds = async (who: TestMember) =>
  (
    (await call(ctx, 'GET', '/api/posts?order=recent&limit=50', { cookie: who.cookie })).body.items as {
      id: string;
    }[]
  ).map((p) => p.id);
const commentIds = async (who: TestMember, postId: string) =>
  (
    (await call(ctx, 'GET', `/api/posts/${postId}/comments`, { cookie: who.cookie })).body.items as {
      id: string;
    }[]
  ).map((c) => c.id);
const caseOf = async (itemId: string) =>
  (await ctx.db.select().from(moderationCases).where(eq(moderationCases.itemId, itemId)))[0]!;

describe('reporting', () => {
  it('hides the reported post and comment from the reporter at once, and from nobody else', async () => {
    const [author, reporter, other] = await members('Ana Autora', 'Bia Denuncia', 'Carla Outra');
    const post = await insertPost(ctx, author);
    const kept = await insertPost(ctx, author);
    const comment = await insertComment(ctx, author, kept.id);

    const sent = await report(ctx, reporter, 'post', post.id, 'spam_scam', '  Golpe de pirâmide.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      itemType: 'post',
      reason: 'spam_scam',
      note: 'Golpe de pirâmide.',
      status: 'pending',
    });
    expect(await feedIds(reporter)).not.toContain(post.id);
    expect((await call(ctx, 'GET', `/api/posts/${post.id}`, { cookie: reporter.cookie })).status).toBe(404);
    expect(await feedIds(other)).toContain(post.id);

    expect((await report(ctx, reporter, 'comment', comment.id, 'harassment')).status).toBe(201);
    expect(await commentIds(reporter, kept.id)).not.toContain(comment.id);
    expect(await commentIds(other, kept.id)).toContain(comment.id);

    const mine = await myReports(ctx, reporter);
    expect(mine.body.items.map((r: { itemId: string; status: string }) => [r.itemId, r.status])).toEqual([
      [comment.id, 'pending'],
      [post.id, 'pending'],
    ]);
  });

  it('shows a message she reported as removed to her alone; a removal hides it for both', async () => {
    const [sender, recipient] = await members('Ana Remetente', 'Bia Destinataria');
    const { conversationId, messageId } = await directMessage(ctx, sender, recipient, 'Mensagem ofensiva');
    expect((await report(ctx, sender, 'message', messageId)).status).toBe(400);
    expect((await report(ctx, admin, 'message', messageId)).status).toBe(404);
    expect((await report(ctx, recipient, 'message', messageId, 'harassment')).status).toBe(201);
    const shown = async (who: TestMember) =>
      ((await historyOf(ctx, who, conversationId)).body.items as { id: string; body: string | null }[]).find(
        (m) => m.id === messageId,
      )?.body;
    expect(await shown(recipient)).toBeNull();
    expect(await shown(sender)).toBe('Mensagem ofensiva');

    const listed = (await queue(ctx, admin)).body.items.find(
      (i: { itemId: string }) => i.itemId === messageId,
    );
    expect(listed).toMatchObject({ itemType: 'message', context: { text: 'Mensagem ofensiva', href: null } });
    await decide(ctx, admin, listed.id, { decision: 'remove', rule: 'harassment' });
    expect(await shown(sender)).toBeNull();
  });

  it('keeps one report per member per item under 20 concurrent reports', async () => {
    const [author, reporter] = await members('Ana Duplicada', 'Bia Insistente');
    const post = await insertPost(ctx, author);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => report(ctx, reporter, 'post', post.id, 'spam_scam')),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(19);
    for (const a of refused)
      expect(a.body.error, JSON.stringify(a.body)).toEqual({
        code: 'conflict',
        message: MODERATION_ERRORS.alreadyReported,
      });
    const rows = await ctx.db.select().from(reports).where(eq(reports.itemId, post.id));
    expect(rows).toHaveLength(1);
    expect((await caseOf(post.id)).reportCount).toBe(1);
  });

  it(`hides an item from everyone at ${MODERATION_AUTO_HIDE_REPORTERS} distinct reporters, once, under concurrency`, async () => {
    const [author, bystander, ...reporters] = await members(
      'Ana Alvo',
      'Bia Leitora',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
    );
    const post = await insertPost(ctx, author);
    await report(ctx, reporters[0]!, 'post', post.id);
    await report(ctx, reporters[1]!, 'post', post.id);
    expect(await feedIds(bystander)).toContain(post.id);

    // Once hidden, the item no longer exists for those who had not reported it yet (404).
    const rest = await Promise.all(
      reporters.slice(2).map((r) => report(ctx, r, 'post', post.id, 'hate_speech')),
    );
    const accepted = rest.filter((a) => a.status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    for (const a of rest) expect([201, 404]).toContain(a.status);
    expect(await feedIds(bystander)).not.toContain(post.id);
    expect((await call(ctx, 'GET', `/api/posts/${post.id}`, { cookie: author.cookie })).status).toBe(404);
    const theCase = await caseOf(post.id);
    expect(theCase.reportCount).toBe(2 + accepted);
    expect((await logRows(ctx, theCase.id)).map((l) => [l.action, l.actorId])).toEqual([['auto_hide', null]]);

    const listed = (await queue(ctx, admin)).body.items.find((i: { id: string }) => i.id === theCase.id);
    expect(listed).toMatchObject({
      reportCount: 2 + accepted,
      hidden: true,
      reasons: expect.arrayContaining([
        { reason: 'harassment', count: 2 },
        { reason: 'hate_speech', count: accepted },
      ]),
      author: { id: author.id, name: 'Ana Alvo' },
      context: { text: post.content, href: `/publicacoes/${post.id}` },
    });
  });

  it('refuses her own item, what she cannot see, unknown reasons and long notes, in pt-BR', async () => {
    const [author] = await members('Ana Propria');
    const post = await insertPost(ctx, author);
    expect((await report(ctx, author, 'post', post.id)).body.error.message).toBe(MODERATION_ERRORS.own);
    expect((await report(ctx, author, 'member', author.id)).status).toBe(400);
    const unknown = await report(ctx, author, 'post', crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MODERATION_ERRORS.itemNotFound);
    expect((await report(ctx, author, 'post', 'nao-e-um-id')).status).toBe(400);
    expect((await report(ctx, admin, 'post', post.id, 'bobagem')).status).toBe(400);
    const long = await report(ctx, admin, 'post', post.id, 'other', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.error.fields.note).toBe(MODERATION_ERRORS.noteTooLong);
    expect((await report(ctx, null, 'post', post.id)).status).toBe(401);
  });
});

describe('the counts a card shows', () => {
  it('leave out the comments and replies she cannot read: hidden, reported by her, by a member blocked either way', async () => {
    const [author, viewer, other, blocked, blocker, reported] = await members(
      'Ana Contada',
      'Bia Leitora',
      'Carla Outra Leitora',
      'Dani Bloqueada',
      'Eva Bloqueadora',
      'Fabi Denunciada',
    );
    const post = await insertPost(ctx, author);
    const kept = await insertComment(ctx, author, post.id);
    await insertComment(ctx, blocked, post.id);
    await insertComment(ctx, blocker, post.id);
    const byReported = await insertComment(ctx, reported, post.id);
    const hidden = await insertComment(ctx, author, post.id);
    await ctx.db.update(postComments).set({ hidden: true }).where(eq(postComments.id, hidden.id));
    await ctx.db.insert(postComments).values([
      { postId: post.id, parentId: kept.id, userId: blocked.id, content: 'Resposta bloqueada' },
      { postId: post.id, parentId: kept.id, userId: other.id, content: 'Resposta lida' },
    ]);
    await call(ctx, 'PUT', `/api/members/${blocked.id}/block`, { cookie: viewer.cookie });
    await call(ctx, 'PUT', `/api/members/${viewer.id}/block`, { cookie: blocker.cookie });
    expect((await report(ctx, viewer, 'comment', byReported.id)).status).toBe(201);

    const counts = async (who: TestMember) => {
      const card = (await call(ctx, 'GET', `/api/posts/${post.id}`, { cookie: who.cookie })).body;
      const listed = (await call(ctx, 'GET', `/api/posts/${post.id}/comments`, { cookie: who.cookie })).body
        .items as { id: string; replyCount: number }[];
      return { comments: card.commentCount, replies: listed.find((c) => c.id === kept.id)?.replyCount };
    };
    // Hers: the kept comment and the reply she may read.
    expect(await counts(viewer)).toEqual({ comments: 2, replies: 1 });
    // Everyone else's: all but the hidden one.
    expect(await counts(other)).toEqual({ comments: 6, replies: 2 });
  });
});

describe('the queue and decisions', () => {
  it('removes a comment: the author is told the rule, the reporter sees Removido, the log keeps it', async () => {
    const [author, reporter] = await members('Ana Comentarista', 'Bia Atenta');
    const post = await insertPost(ctx, admin);
    const comment = await insertComment(ctx, author, post.id);
    await report(ctx, reporter, 'comment', comment.id, 'harassment', 'Ofensa direta.');
    const theCase = await caseOf(comment.id);

    const seen = (await queue(ctx, admin)).body.items.find((i: { id: string }) => i.id === theCase.id);
    expect(seen).toMatchObject({
      itemType: 'comment',
      notes: ['Ofensa direta.'],
      context: { text: comment.content, parentText: post.content },
      viewer: { canView: true, canRemove: true, canSuspend: true },
    });

    const done = await decide(ctx, admin, theCase.id, {
      decision: 'remove',
      rule: 'harassment',
      explanation: 'Sem ofensas.',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ hidden: true, viewer: { canRemove: false } });
    expect(await commentIds(author, post.id)).not.toContain(comment.id);

    const told = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, author.id));
    expect(told.map((n) => [n.kind, n.excerpt, n.actorIds])).toEqual([['content_removed', 'Assédio', []]]);
    expect((await myReports(ctx, reporter)).body.items[0]).toMatchObject({
      itemId: comment.id,
      status: 'removed',
    });
    expect((await logRows(ctx, theCase.id)).map((l) => [l.action, l.actorId, l.rule])).toEqual([
      ['remove', admin.id, 'harassment'],
    ]);
    expect((await audit(ctx, admin)).body.items[0]).toMatchObject({
      action: 'remove',
      actor: { id: admin.id, name: 'Camila Admin' },
      caseId: theCase.id,
      subjectId: author.id,
    });
    const again = await decide(ctx, admin, theCase.id, { decision: 'dismiss' });
    expect(again.status).toBe(409);

    // Her data export: the reports she made; moderation's actions on her content, without who.
    const reporterData = await call(ctx, 'GET', '/api/profile/export', { cookie: reporter.cookie });
    expect(reporterData.body.moderation.reportsMade).toMatchObject([
      {
        itemType: 'comment',
        itemId: comment.id,
        reason: 'harassment',
        note: 'Ofensa direta.',
        status: 'removed',
      },
    ]);
    const authorData = await call(ctx, 'GET', '/api/profile/export', { cookie: author.cookie });
    expect(authorData.body.moderation.actionsOnHerContent).toEqual([
      expect.objectContaining({
        action: 'remove',
        itemId: comment.id,
        rule: 'harassment',
        explanation: 'Sem ofensas.',
      }),
    ]);
    expect(JSON.stringify(authorData.body.moderation)).not.toContain(admin.id);
  });

  it('hides a vacancy and deactivates a company, each written to the log', async () => {
    const [reporter, staff, reader] = await members('Ana Candidata', 'Bia Recrutadora', 'Carla Leitora');
    const firm = await insertCompany(ctx, { staff: [{ user: staff, role: 'admin' }] });
    const vacancy = await insertVacancy(ctx, firm.id, { title: 'Renda extra garantida' });
    const listed = async () =>
      (
        (await call(ctx, 'GET', '/api/vacancies?limit=50', { cookie: reader.cookie })).body.items as {
          id: string;
        }[]
      )
        .map((v) => v.id)
        .includes(vacancy.id);
    expect(await listed()).toBe(true);

    await report(ctx, reporter, 'vacancy', vacancy.id, 'fake_vacancy');
    await decide(ctx, admin, (await caseOf(vacancy.id)).id, { decision: 'remove', rule: 'fake_vacancy' });
    expect(await listed()).toBe(false);

    await report(ctx, reporter, 'company', firm.id, 'spam_scam');
    const companyCase = await caseOf(firm.id);
    await decide(ctx, admin, companyCase.id, { decision: 'remove', rule: 'spam_scam' });
    expect((await call(ctx, 'GET', `/api/companies/${firm.id}`, { cookie: reader.cookie })).status).toBe(404);
    expect((await logRows(ctx, companyCase.id)).map((l) => [l.action, l.itemType])).toEqual([
      ['remove', 'company'],
    ]);
  });

  it("a community's moderator handles its posts and comments, and sees nothing elsewhere", async () => {
    const [moderator, author, reporter, member] = await members(
      'Mia Moderadora',
      'Ana Membro',
      'Bia R',
      'Cris Membro',
    );
    const mine = await insertCommunity(ctx, [
      { user: moderator, role: 'moderator' },
      { user: author, role: 'member' },
    ]);
    const elsewhere = await insertCommunity(ctx, [{ user: author, role: 'admin' }]);
    const inMine = await insertPost(ctx, author, mine.id);
    const inOther = await insertPost(ctx, author, elsewhere.id);
    const outside = await insertPost(ctx, author);
    for (const p of [inMine, inOther, outside]) await report(ctx, reporter, 'post', p.id, 'inappropriate');
    await report(ctx, reporter, 'member', author.id, 'fake_profile');

    const items = (await queue(ctx, moderator)).body.items as {
      itemId: string;
      viewer: Record<string, boolean>;
    }[];
    expect(items.map((i) => i.itemId)).toEqual([inMine.id]);
    expect(items[0]!.viewer).toMatchObject({ canRemove: true, canWarn: true, canSuspend: false });
    const other = await caseOf(inOther.id);
    expect((await decide(ctx, moderator, other.id, { decision: 'dismiss' })).status).toBe(404);
    const ours = await caseOf(inMine.id);
    expect(
      (await decide(ctx, moderator, ours.id, { decision: 'suspend', rule: 'inappropriate', days: 3 })).status,
    ).toBe(403);
    expect((await decide(ctx, moderator, ours.id, { decision: 'warn', rule: 'inappropriate' })).status).toBe(
      200,
    );
    expect((await decide(ctx, moderator, ours.id, { decision: 'dismiss' })).status).toBe(200);
    expect(
      (await myReports(ctx, reporter)).body.items.find((r: { itemId: string }) => r.itemId === inMine.id)
        .status,
    ).toBe('dismissed');
    expect((await logRows(ctx, ours.id)).map((l) => l.action).sort()).toEqual(['dismiss', 'warn']);

    expect((await queue(ctx, member)).status).toBe(403);
    expect((await audit(ctx, moderator)).status).toBe(403);
    const noSecondFactor = await createMember(ctx, 'Dora Sem Codigo');
    await makePlatformAdmin(ctx, noSecondFactor, false);
    expect((await queue(ctx, noSecondFactor)).body.error.code).toBe('two_factor_required');
  });

  it('suspends an account: her sessions end, sign-in is refused in pt-BR, her posts are hidden', async () => {
    const [author, reporter, reader] = await members('Ana Suspensa', 'Bia Vitima', 'Carla Leitora');
    const post = await insertPost(ctx, author);
    const otherPost = await insertPost(ctx, author);
    await report(ctx, reporter, 'member', author.id, 'harassment');
    const theCase = await caseOf(author.id);
    const done = await decide(ctx, admin, theCase.id, { decision: 'suspend', rule: 'harassment', days: 7 });
    expect(done.status).toBe(200);
    expect(done.body.authorHistory.suspensions).toBe(1);
    expect(done.body.authorHistory.suspendedUntil).toMatch(/^\d{4}-/);

    expect((await myReports(ctx, author)).status).toBe(401);
    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', {
      body: { email: author.email, password: 'uma senha longa e boa' },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.code).toBe('account_suspended');
    expect(signIn.body.error.message).toMatch(/^Sua conta está suspensa até \d{2}\/\d{2}\/\d{4}/);
    expect(signIn.cookie).not.toContain('session_token=');
    const ids = await feedIds(reader);
    expect(ids).not.toContain(post.id);
    expect(ids).not.toContain(otherPost.id);
    expect((await myReports(ctx, reporter)).body.items[0].status).toBe('removed');
    expect((await logRows(ctx, theCase.id)).map((l) => [l.action, l.days])).toEqual([['suspend', 7]]);
  });

  it('suspends for good: the sign-in refusal says so', async () => {
    const [author, reporter] = await members('Ana Banida', 'Bia Vitima2');
    const post = await insertPost(ctx, author);
    await report(ctx, reporter, 'post', post.id, 'hate_speech');
    const done = await decide(ctx, admin, (await caseOf(post.id)).id, {
      decision: 'suspend',
      rule: 'hate_speech',
      days: null,
    });
    expect(done.body.authorHistory.suspendedUntil).toBe('infinity');
    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', {
      body: { email: author.email, password: 'uma senha longa e boa' },
    });
    expect(signIn.body.error).toEqual({
      code: 'account_suspended',
      message: MODERATION_ERRORS.suspended(null),
    });
  });

  it('the author asks once for a review of a removal; no violation brings the post back', async () => {
    const [author, reporter, reader] = await members('Ana Revisao', 'Bia R2', 'Carla R3');
    const post = await insertPost(ctx, author);
    await report(ctx, reporter, 'post', post.id, 'spam_scam');
    const theCase = await caseOf(post.id);
    await decide(ctx, admin, theCase.id, { decision: 'remove', rule: 'spam_scam' });
    expect(await feedIds(reader)).not.toContain(post.id);

    const decisions = await myDecisions(ctx, author);
    expect(decisions.body.items[0]).toMatchObject({
      id: theCase.id,
      rule: 'spam_scam',
      viewer: { canRequestReview: true },
    });
    expect((await askReview(ctx, reporter, theCase.id)).status).toBe(404);
    const asked = await askReview(ctx, author, theCase.id, 'Era um anúncio de vaga real.');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'pending', viewer: { canRequestReview: false } });
    expect((await askReview(ctx, author, theCase.id)).status).toBe(409);

    const reviewed = (await queue(ctx, admin)).body.items.find((i: { id: string }) => i.id === theCase.id);
    expect(reviewed.review).toMatchObject({ note: 'Era um anúncio de vaga real.' });
    await decide(ctx, admin, theCase.id, { decision: 'dismiss' });
    expect(await feedIds(reader)).toContain(post.id);
    expect((await logRows(ctx, theCase.id)).map((l) => l.action).sort()).toEqual([
      'dismiss',
      'remove',
      'review_requested',
    ]);
  });

  it('validates decisions in pt-BR', async () => {
    const [author, reporter] = await members('Ana V', 'Bia V');
    const post = await insertPost(ctx, author);
    await report(ctx, reporter, 'post', post.id);
    const theCase = await caseOf(post.id);
    const noRule = await decide(ctx, admin, theCase.id, { decision: 'remove' });
    expect(noRule.status).toBe(400);
    expect(noRule.body.error.fields.rule).toBe(MODERATION_ERRORS.reasonRequired);
    const badDays = await decide(ctx, admin, theCase.id, { decision: 'suspend', rule: 'other', days: 0 });
    expect(badDays.body.error.fields.days).toBe(MODERATION_ERRORS.daysInvalid);
    expect((await decide(ctx, admin, crypto.randomUUID(), { decision: 'dismiss' })).status).toBe(404);
    expect((await decide(ctx, admin, 'x', { decision: 'dismiss' })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('cannot be changed: no route edits or deletes it, and the database refuses to', async () => {
    const [author, reporter] = await members('Ana Log', 'Bia Log');
    const post = await insertPost(ctx, author);
    await report(ctx, reporter, 'post', post.id);
    const theCase = await caseOf(post.id);
    await decide(ctx, admin, theCase.id, { decision: 'dismiss' });
    const [line] = await logRows(ctx, theCase.id);

    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(
        (await call(ctx, method, `/api/moderation/audit/${line!.id}`, { cookie: admin.cookie })).status,
      ).toBeGreaterThanOrEqual(404);
    expect((await call(ctx, 'DELETE', '/api/moderation/audit', { cookie: admin.cookie })).status).toBe(405);
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (error: Error) => String(error.cause ?? error),
      );
    expect(
      await refusal(ctx.db.execute(sql`update moderation_log set action = 'warn' where id = ${line!.id}`)),
    ).toMatch(/append-only/);
    expect(await refusal(ctx.db.execute(sql`delete from moderation_log where id = ${line!.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(ctx.db.execute(sql`truncate moderation_log`))).toMatch(/append-only/);
    expect(await logRows(ctx, theCase.id)).toEqual([line]);
    expect((await ctx.db.select().from(posts).where(eq(posts.id, post.id)))[0]!.hidden).toBe(false);
  });
});
