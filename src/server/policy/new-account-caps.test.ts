import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_DAYS, NEW_ACCOUNT_HOURLY_CAPS } from '../../domain/limits.js';
import { moderationLog, posts, userProfile } from '../db/schema/index.js';
import { openDirect } from '../modules/chat/fixtures.js';
import { comment } from '../modules/conversation/fixtures.js';
import { report } from '../modules/moderation/fixtures.js';
import { publish } from '../modules/posts/fixtures.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';

// Issue 19, item 5: a new account's hourly caps, exact under concurrency, in pt-BR; and a link
// in her first days' posts held at its first report.

let ctx: TestContext;
let others: TestMember[];
beforeAll(async () => {
  ctx = await createTestContext();
  others = await Promise.all(
    Array.from({ length: NEW_ACCOUNT_HOURLY_CAPS.invitation + 1 }, (_, i) => createMember(ctx, `Outra ${i}`)),
  );
});
afterAll(() => ctx?.close());

/** Her account as if she had signed up `days` ago. */
const joinedDaysAgo = (member: TestMember, days: number) =>
  ctx.db
    .update(userProfile)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(userProfile.id, member.id));

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
const capMessage =
  /^Para proteger a comunidade, contas novas podem .* por hora nos primeiros 7 dias\. Você poderá continuar a partir das \d{2}h\d{2}\.$/;

describe('a new account’s hourly caps', () => {
  it(`publishes at most ${NEW_ACCOUNT_HOURLY_CAPS.post} posts an hour, exactly, under 12 at once`, async () => {
    const newcomer = await createMember(ctx, 'Nova Publicadora', { newAccount: true });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => publish(ctx, newcomer, { content: `Olá ${i}` })),
    );
    expect(statuses(answers)).toEqual([
      ...Array(NEW_ACCOUNT_HOURLY_CAPS.post).fill(201),
      ...Array(12 - NEW_ACCOUNT_HOURLY_CAPS.post).fill(429),
    ]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error.message).toMatch(capMessage);
    expect(refused.body.error.message).toContain(`fazer até ${NEW_ACCOUNT_HOURLY_CAPS.post} publicações`);
    const written = await ctx.db.select().from(posts).where(eq(posts.createdByUserId, newcomer.id));
    expect(written).toHaveLength(NEW_ACCOUNT_HOURLY_CAPS.post);
  });

  it(`lifts the caps after ${NEW_ACCOUNT_DAYS} days, and an hour later`, async () => {
    const member = await createMember(ctx, 'Quase Veterana', { newAccount: true });
    for (let i = 0; i < NEW_ACCOUNT_HOURLY_CAPS.post; i++)
      expect((await publish(ctx, member, { content: `Post ${i}` })).status).toBe(201);
    expect((await publish(ctx, member)).status).toBe(429);
    // The oldest of the hour leaves the window: one more fits, then the cap holds again.
    await ctx.db
      .update(posts)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(
        sql`${posts.id} = (select id from posts where created_by_user_id = ${member.id} order by created_at limit 1)`,
      );
    expect((await publish(ctx, member)).status).toBe(201);
    expect((await publish(ctx, member)).status).toBe(429);
    await joinedDaysAgo(member, NEW_ACCOUNT_DAYS);
    expect((await publish(ctx, member)).status).toBe(201);
  });

  it(`comments at most ${NEW_ACCOUNT_HOURLY_CAPS.comment} times an hour`, async () => {
    const [author, newcomer] = [
      others[0]!,
      await createMember(ctx, 'Nova Comentarista', { newAccount: true }),
    ];
    const post = (await publish(ctx, author)).body;
    const answers = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_HOURLY_CAPS.comment + 3 }, (_, i) =>
        comment(ctx, newcomer, post.id, `Comentário ${i}`),
      ),
    );
    expect(statuses(answers)).toEqual([
      ...Array(NEW_ACCOUNT_HOURLY_CAPS.comment).fill(201),
      ...Array(3).fill(429),
    ]);
    expect(answers.find((a) => a.status === 429)!.body.error.message).toContain('comentários por hora');
  });

  it(`sends at most ${NEW_ACCOUNT_HOURLY_CAPS.invitation} invitations an hour`, async () => {
    const newcomer = await createMember(ctx, 'Nova Conectora', { newAccount: true });
    const answers = await Promise.all(
      others.map((other) =>
        call(ctx, 'POST', '/api/network/invitations', {
          cookie: newcomer.cookie,
          body: { memberId: other.id },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(NEW_ACCOUNT_HOURLY_CAPS.invitation).fill(201), 429]);
    expect(answers.find((a) => a.status === 429)!.body.error.message).toContain(
      'convites de conexão por hora',
    );
  });

  it(`starts at most ${NEW_ACCOUNT_HOURLY_CAPS.messageRequest} conversations an hour with members she is not connected to`, async () => {
    const newcomer = await createMember(ctx, 'Nova Remetente', { newAccount: true });
    const strangers = others.slice(0, NEW_ACCOUNT_HOURLY_CAPS.messageRequest + 1);
    const answers = [];
    for (const other of strangers) answers.push(await openDirect(ctx, newcomer, other));
    expect(answers.map((a) => a.status)).toEqual([
      ...Array(NEW_ACCOUNT_HOURLY_CAPS.messageRequest).fill(201),
      429,
    ]);
    expect(answers.at(-1)!.body.error.message).toContain('conversas com pessoas que não são suas conexões');
    // An existing conversation opens again whatever the cap.
    expect((await openDirect(ctx, newcomer, strangers[0]!)).status).toBe(200);
  });

  it('leaves an established member alone', async () => {
    const veteran = await createMember(ctx, 'Veterana');
    const answers = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_HOURLY_CAPS.post + 2 }, () => publish(ctx, veteran)),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
  });
});

describe('a link in a new account’s post', () => {
  const visibleTo = async (who: TestMember, postId: string) =>
    (await call(ctx, 'GET', `/api/posts/${postId}`, { cookie: who.cookie })).status === 200;

  it('is held for review at its first report; an established member’s link waits for three', async () => {
    const newcomer = await createMember(ctx, 'Nova Golpista', { newAccount: true });
    const veteran = await createMember(ctx, 'Veterana Linkadora');
    const reporter = await createMember(ctx, 'Denunciante');
    const reader = await createMember(ctx, 'Leitora');
    const scam = (await publish(ctx, newcomer, { content: 'Vaga home office, R$ 5 mil: golpe.com.br/vaga' }))
      .body;
    const plain = (await publish(ctx, newcomer, { content: 'Bom dia, rede! Cheguei agora.' })).body;
    const shared = (await publish(ctx, veteran, { content: 'Meu artigo: https://exemplo.com.br/artigo' }))
      .body;

    for (const post of [scam, plain, shared])
      expect((await report(ctx, reporter, 'post', post.id, 'spam_scam')).status).toBe(201);

    expect(await visibleTo(reader, scam.id)).toBe(false);
    expect(await visibleTo(reader, plain.id)).toBe(true);
    expect(await visibleTo(reader, shared.id)).toBe(true);
    const held = await ctx.db.select().from(moderationLog).where(eq(moderationLog.itemId, scam.id));
    expect(held.map((row) => row.action)).toEqual(['auto_hide']);
  });
});
