import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTION_QUERY_MAX_LENGTH, MENTION_SUGGESTIONS } from '../../../domain/limits.js';
import { mentionToken } from '../../../domain/rules/mentions.js';
import { notifications, userProfile } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { community, editPost, feed, join, publish } from '../posts/fixtures.js';
import { comment, commentsOf, editComment, notificationsOf, readPost } from './fixtures.js';

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;
let dani: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Lúcia Araújo');
  bia = await createMember(ctx, 'Beatriz Souza');
  carla = await createMember(ctx, 'Carla Dias');
  dani = await createMember(ctx, 'Daniela Reis');
});
afterAll(() => ctx?.close());

const at = (member: { id: string }) => mentionToken(member.id);

async function slugOf(member: TestMember) {
  const [row] = await ctx.db
    .select({ slug: userProfile.slug })
    .from(userProfile)
    .where(eq(userProfile.id, member.id));
  return row!.slug;
}

async function post(writer: TestMember, content: string, fields: Record<string, string> = {}) {
  const res = await publish(ctx, writer, { content, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function say(who: TestMember, postId: string, content: string, parentId?: string) {
  const res = await comment(ctx, who, postId, content, parentId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** What she has been told about one post: kind and who caused it, oldest first. */
async function toldAbout(member: TestMember, postId: string) {
  return (await notificationsOf(ctx, member))
    .filter((n) => n.postId === postId)
    .map((n) => ({ kind: n.kind, actorIds: n.actorIds, commentId: n.commentId }));
}

describe('GET /api/mentions/suggestions', () => {
  let people: Record<string, TestMember>;
  beforeAll(async () => {
    people = {};
    for (const name of [
      'Júlia Mendes',
      'Julia Santos',
      'Ana Júlia Costa',
      'Marjulia Prado',
      'Juliana Paes',
      'Julieta Alves',
      'Jussara Lima',
      'Sem Perfil Julia',
    ]) {
      people[name] = await createMember(ctx, name);
    }
    // A member without a profile has no page a mention could link to.
    await ctx.db.delete(userProfile).where(eq(userProfile.id, people['Sem Perfil Julia']!.id));
  });

  const suggest = (who: TestMember, q: string) =>
    call(ctx, 'GET', `/api/mentions/suggestions?${new URLSearchParams({ q })}`, { cookie: who.cookie });

  it('suggests members by name, accent-insensitively, names that start with the text first', async () => {
    const res = await suggest(ana, 'JULIA');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name)).toEqual([
      'Júlia Mendes',
      'Julia Santos',
      'Juliana Paes',
      'Ana Júlia Costa',
      'Marjulia Prado',
    ]);
    expect(res.body[1]).toEqual({
      id: people['Julia Santos']!.id,
      name: 'Julia Santos',
      imageUrl: null,
      professionalTitle: null,
      slug: await slugOf(people['Julia Santos']!),
    });
    // A short text matches the start of a name only.
    const short = await suggest(ana, 'ju');
    expect(short.body.map((m: { name: string }) => m.name)).toEqual([
      'Júlia Mendes',
      'Julia Santos',
      'Juliana Paes',
      'Julieta Alves',
      'Jussara Lima',
    ]);
    // At most MENTION_SUGGESTIONS.
    for (let i = 0; i < MENTION_SUGGESTIONS; i++) await createMember(ctx, `Juçara ${i}`);
    expect((await suggest(ana, 'ju')).body).toHaveLength(MENTION_SUGGESTIONS);
    expect((await suggest(ana, 'jul')).body).toHaveLength(MENTION_SUGGESTIONS);
  });

  it('never suggests herself, and refuses an empty or over-long text', async () => {
    const res = await suggest(people['Júlia Mendes']!, 'júlia mendes');
    expect(res.body).toEqual([]);
    expect((await suggest(ana, '   ')).status).toBe(400);
    expect((await suggest(ana, 'a'.repeat(MENTION_QUERY_MAX_LENGTH + 1))).status).toBe(400);
    expect((await suggest(ana, '%')).body).toEqual([]);
    expect((await call(ctx, 'GET', '/api/mentions/suggestions?q=ana')).status).toBe(401);
  });
});

describe('mentions in what the API answers', () => {
  it('lists the members a text mentions with their current names; unknown ids stay plain text', async () => {
    const ghost = crypto.randomUUID();
    const written = await post(ana, `Obrigada ${at(bia)} e ${at(carla)}! E @[${ghost}] também. ${at(bia)}`);
    expect(written.mentions).toEqual([
      { id: bia.id, name: 'Beatriz Souza', slug: await slugOf(bia) },
      { id: carla.id, name: 'Carla Dias', slug: await slugOf(carla) },
    ]);
    expect(written.content).toContain(`@[${ghost}]`);
    const said = await say(bia, written.id, `De nada! ${at(dani)} viu?`);
    expect(said.mentions).toEqual([{ id: dani.id, name: 'Daniela Reis', slug: await slugOf(dani) }]);

    // A new name and address show wherever she is mentioned.
    await ctx.db
      .update(userProfile)
      .set({ fullName: 'Beatriz Souza Lima', slug: 'beatriz-souza-lima' })
      .where(eq(userProfile.id, bia.id));
    const card = (await feed(ctx, dani, { limit: '50' })).body.items.find(
      (p: { id: string }) => p.id === written.id,
    );
    expect(card.mentions[0]).toEqual({ id: bia.id, name: 'Beatriz Souza Lima', slug: 'beatriz-souza-lima' });
    expect(card.comments[0].mentions).toEqual(said.mentions);
    expect((await readPost(ctx, dani, written.id)).body.mentions).toEqual(card.mentions);
    expect((await commentsOf(ctx, ana, written.id)).body.items[0].mentions).toEqual(said.mentions);
    await ctx.db.update(userProfile).set({ fullName: 'Beatriz Souza' }).where(eq(userProfile.id, bia.id));
  });
});

describe('notifications of the conversation', () => {
  it('tells the members a post mentions once, and on an edit only those newly mentioned', async () => {
    const written = await post(ana, `Parabéns ${at(bia)} e ${at(ana)}!`);
    expect(await toldAbout(bia, written.id)).toEqual([
      { kind: 'mention', actorIds: [ana.id], commentId: null },
    ]);
    expect(await toldAbout(ana, written.id)).toEqual([]);
    const [row] = (await notificationsOf(ctx, bia)).filter((n) => n.postId === written.id);
    expect(row!.excerpt).toBe('Parabéns @Beatriz Souza e @Ana Lúcia Araújo!');

    const edited = await editPost(ctx, ana, written.id, { content: `Parabéns ${at(bia)}, ${at(carla)}!` });
    expect(edited.status).toBe(200);
    await editPost(ctx, ana, written.id, { content: `Parabéns ${at(bia)}, ${at(carla)}!!` });
    expect(await toldAbout(bia, written.id)).toHaveLength(1);
    expect(await toldAbout(carla, written.id)).toEqual([
      { kind: 'mention', actorIds: [ana.id], commentId: null },
    ]);
  });

  it('tells each person of a comment once, by her most personal reason', async () => {
    const written = await post(ana, 'Qual foi o melhor conselho que você recebeu?');
    // A comment: the post's writer hears of it; whoever it mentions is told so instead.
    const first = await say(bia, written.id, `Ouvir mais do que falar, como diz ${at(carla)}.`);
    expect(await toldAbout(ana, written.id)).toEqual([
      { kind: 'post_comment', actorIds: [bia.id], commentId: first.id },
    ]);
    expect(await toldAbout(carla, written.id)).toEqual([
      { kind: 'mention', actorIds: [bia.id], commentId: first.id },
    ]);

    // A reply mentioning the post's writer: she is told of the mention only.
    const reply = await say(carla, written.id, `Concordo! ${at(ana)}, e o seu?`, first.id);
    const anaRows = await toldAbout(ana, written.id);
    expect(anaRows).toHaveLength(2);
    expect(anaRows[1]).toEqual({ kind: 'mention', actorIds: [carla.id], commentId: reply.id });
    expect(await toldAbout(bia, written.id)).toEqual([
      { kind: 'comment_reply', actorIds: [carla.id], commentId: reply.id },
    ]);

    // A reply to that reply joins the thread: both writers answered hear of it, the post's
    // writer once more (grouped with the earlier comment she has not read).
    const deeper = await say(dani, written.id, 'Eu também!', reply.id);
    expect(deeper.parentId).toBe(first.id);
    expect((await toldAbout(carla, written.id)).at(-1)).toEqual({
      kind: 'comment_reply',
      actorIds: [dani.id],
      commentId: deeper.id,
    });
    expect((await toldAbout(bia, written.id)).map((n) => n.kind)).toEqual(['comment_reply', 'comment_reply']);
    expect((await toldAbout(ana, written.id)).filter((n) => n.kind === 'post_comment')).toEqual([
      { kind: 'post_comment', actorIds: [dani.id, bia.id], commentId: deeper.id },
    ]);
    expect(await toldAbout(dani, written.id)).toEqual([]);

    // Her own comment on her own post tells nobody.
    const before = await ctx.db.select().from(notifications);
    await say(ana, written.id, 'Obrigada a todas!');
    expect(await ctx.db.select().from(notifications)).toEqual(before);
  });

  it('tells of a comment edit only the members newly mentioned', async () => {
    const written = await post(dani, 'Dicas de entrevista?');
    const said = await say(bia, written.id, `Pergunte a ${at(carla)}`);
    await editComment(ctx, bia, said.id, `Pergunte a ${at(carla)} ou a ${at(ana)}`);
    await editComment(ctx, bia, said.id, `Pergunte a ${at(carla)} ou a ${at(ana)}!`);
    expect(await toldAbout(carla, written.id)).toHaveLength(1);
    expect(await toldAbout(ana, written.id)).toEqual([
      { kind: 'mention', actorIds: [bia.id], commentId: said.id },
    ]);
  });

  it('never tells anyone about a private community’s post she may not read', async () => {
    const circle = await community(ctx, 'Círculo', { isPrivate: true });
    await join(ctx, ana, circle.id);
    await join(ctx, bia, circle.id);
    await join(ctx, dani, circle.id, { approved: false });
    const written = await post(ana, `Só entre nós, ${at(bia)}, ${at(carla)} e ${at(dani)}`, {
      communityId: circle.id,
    });
    expect(await toldAbout(bia, written.id)).toHaveLength(1);
    expect(await toldAbout(carla, written.id)).toEqual([]);
    expect(await toldAbout(dani, written.id)).toEqual([]);
    await say(bia, written.id, `${at(carla)}, entra no círculo!`);
    expect(await toldAbout(carla, written.id)).toEqual([]);
    expect(await toldAbout(ana, written.id)).toHaveLength(1);
  });
});
