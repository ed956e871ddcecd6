import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTORING_ERRORS as E } from '../../../domain/copy/mentoring.js';
import {
  jobRoles,
  mentoringSessions,
  notifications,
  userJobPreferences,
  userProfile,
} from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import {
  answerMentoring,
  areaId,
  becomeMentor,
  mentorProfile,
  mentors,
  requestMentoring,
  schedule,
} from './fixtures.js';

// Mentoring (issue 20), through the API as members use it.

let ctx: TestContext;
let dados: number;
let software: number;
let infra: number;
beforeAll(async () => {
  ctx = await createTestContext();
  dados = await areaId(ctx, 'Dados e Inteligência Artificial');
  software = await areaId(ctx, 'Desenvolvimento de Software');
  infra = await areaId(ctx, 'Infraestrutura e Cloud');
});
afterAll(() => ctx?.close());

const members = <N extends string[]>(...names: N) =>
  Promise.all(names.map((name) => createMember(ctx, name))) as Promise<{ [K in keyof N]: TestMember }>;

async function mentora(name: string, overrides: Record<string, unknown> = {}): Promise<TestMember> {
  const member = await createMember(ctx, name);
  const saved = await becomeMentor(ctx, member, mentorProfile({ areaIds: [dados], ...overrides }));
  if (saved.status !== 200)
    throw new Error(`mentor profile answered ${saved.status} ${JSON.stringify(saved.body)}`);
  return member;
}

const notificationsOf = (member: TestMember, kind: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.id), eq(notifications.kind, kind)));

const ids = (res: { body: { items: { member: { id: string } }[] } }) =>
  res.body.items.map((i) => i.member.id);

describe('becoming a mentora', () => {
  it('shows her card with the label built from her areas; others find her by the filters', async () => {
    const [ana, leitora] = await members('Ana Mentora', 'Leitora Curiosa');
    const saved = await becomeMentor(
      ctx,
      ana,
      mentorProfile({
        areaIds: [dados, software],
        skills: ['Python', 'Gestão de Pessoas'],
        languages: ['Português', 'Inglês'],
        format: 'both',
        state: 'sp',
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      label: 'Mentora em Dados e Inteligência Artificial e Desenvolvimento de Software',
      state: 'SP',
      format: 'both',
      available: true,
      completedSessions: 0,
      viewer: { canEdit: true, canRequest: false },
    });
    expect((await call(ctx, 'GET', '/api/mentoring/me', { cookie: ana.cookie })).body.member.id).toBe(ana.id);
    expect((await call(ctx, 'GET', '/api/mentoring/me', { cookie: leitora.cookie })).body).toBeNull();

    const found = (query: string) => mentors(ctx, leitora, query).then(ids);
    expect(await found(`area=${dados}`)).toContain(ana.id);
    expect(await found('skill=python')).toContain(ana.id);
    expect(await found('skill=gestao de pessoas')).toContain(ana.id);
    expect(await found('skill=Java')).not.toContain(ana.id);
    expect(await found('state=SP&format=in_person')).toContain(ana.id);
    expect(await found('state=RJ')).not.toContain(ana.id);
    expect(await found('language=Inglês')).toContain(ana.id);
    expect(await found('language=Espanhol')).not.toContain(ana.id);
    // Never herself in her own directory.
    expect(ids(await mentors(ctx, ana, `area=${dados}`))).not.toContain(ana.id);

    const card = (await mentors(ctx, leitora, `area=${dados}`)).body.items.find(
      (i: { member: { id: string } }) => i.member.id === ana.id,
    );
    expect(card.viewer).toEqual({ canEdit: false, canRequest: true });

    // Paused: out of 'available', and nobody may ask her.
    await becomeMentor(ctx, ana, mentorProfile({ areaIds: [dados], paused: true }));
    expect(await found('available=true')).not.toContain(ana.id);
    expect(await found('available=false')).toContain(ana.id);
    const refused = await requestMentoring(ctx, leitora, ana);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(E.paused);
  });

  it('refuses areas outside the taxonomy, a missing UF in person, and anonymous calls', async () => {
    const [bia] = await members('Bia Validada');
    const unknown = await becomeMentor(ctx, bia, mentorProfile({ areaIds: [999_999] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.areaIds).toBe(E.unknownArea);
    const noUf = await becomeMentor(ctx, bia, mentorProfile({ areaIds: [dados], format: 'in_person' }));
    expect(noUf.status).toBe(400);
    expect(noUf.body.error.fields.state).toBe(E.stateRequired);
    expect((await becomeMentor(ctx, null, mentorProfile({ areaIds: [dados] }))).status).toBe(401);
    expect((await mentors(ctx, null)).status).toBe(401);
  });

  it('stops being a mentora: gone from the directory, pending requests cancelled', async () => {
    const carla = await mentora('Carla Sai');
    const [dani] = await members('Dani Pede');
    const sent = await requestMentoring(ctx, dani, carla);
    expect(sent.status).toBe(201);
    expect((await call(ctx, 'DELETE', '/api/mentoring/me', { cookie: carla.cookie })).status).toBe(204);
    expect(ids(await mentors(ctx, dani, `area=${dados}`))).not.toContain(carla.id);
    const mine = await call(ctx, 'GET', '/api/mentoring/requests?side=sent', { cookie: dani.cookie });
    expect(mine.body.items[0]).toMatchObject({ id: sent.body.id, status: 'cancelled' });
  });
});

describe('a block', () => {
  it('hides a mentora both ways and refuses the request', async () => {
    const eva = await mentora('Eva Bloqueada');
    const [fernanda] = await members('Fernanda Bloqueia');
    expect(ids(await mentors(ctx, fernanda, `area=${dados}`))).toContain(eva.id);
    await call(ctx, 'PUT', `/api/members/${eva.id}/block`, { cookie: fernanda.cookie });
    expect(ids(await mentors(ctx, fernanda, `area=${dados}`))).not.toContain(eva.id);
    expect(
      (await call(ctx, 'GET', `/api/mentoring/mentors/${eva.id}`, { cookie: fernanda.cookie })).status,
    ).toBe(404);
    const refused = await requestMentoring(ctx, fernanda, eva);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(E.mentorNotFound);

    // The other way: the mentora blocked the mentee.
    const gabi = await mentora('Gabi Bloqueadora');
    const [helena] = await members('Helena Bloqueada');
    await call(ctx, 'PUT', `/api/members/${helena.id}/block`, { cookie: gabi.cookie });
    expect(ids(await mentors(ctx, helena, `area=${dados}`))).not.toContain(gabi.id);
    expect((await requestMentoring(ctx, helena, gabi)).status).toBe(404);
  });
});

describe('a request, from asking to a conversation', () => {
  it('reaches the mentora; accepting opens a conversation with the mentoring as context for both', async () => {
    const iris = await mentora('Iris Aceita');
    const [joana] = await members('Joana Mentorada');
    const sent = await requestMentoring(ctx, joana, iris, 'Quero liderar um time de dados.');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ side: 'sent', status: 'pending', member: { id: iris.id } });
    expect(sent.body.viewer).toMatchObject({ canCancel: true, canAccept: false });
    expect(await notificationsOf(iris, 'mentoring_request')).toHaveLength(1);
    const card = () => call(ctx, 'GET', `/api/mentoring/mentors/${iris.id}`, { cookie: joana.cookie });
    expect((await card()).body).toMatchObject({ myRequest: 'pending', viewer: { canRequest: false } });

    // Twice: refused while the first is open; the mentee cannot answer her own.
    const again = await requestMentoring(ctx, joana, iris);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(E.alreadyRequested);
    expect((await answerMentoring(ctx, joana, sent.body.id, 'accept')).status).toBe(404);
    const [stranger] = await members('Estranha Curiosa');
    expect((await answerMentoring(ctx, stranger, sent.body.id, 'accept')).status).toBe(404);

    const received = await call(ctx, 'GET', '/api/mentoring/requests?side=received', { cookie: iris.cookie });
    expect(received.body.items[0]).toMatchObject({
      id: sent.body.id,
      side: 'received',
      goal: 'Quero liderar um time de dados.',
      member: { id: joana.id, name: 'Joana Mentorada' },
      viewer: { canAccept: true, canDecline: true },
    });

    const accepted = await answerMentoring(ctx, iris, sent.body.id, 'accept', 'Vamos juntas!');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', responseMessage: 'Vamos juntas!' });
    expect(accepted.body.conversationId).toEqual(expect.any(String));
    const [notice] = await notificationsOf(joana, 'mentoring_accepted');
    expect(notice).toMatchObject({ excerpt: 'Vamos juntas!' });
    expect((await card()).body.myRequest).toBe('accepted');
    // Her profile says what she mentors in, to anyone (a visitor too) while she is not paused.
    const profile = await call(ctx, 'GET', `/api/profiles/${iris.id}`);
    expect(profile.body.mentorLabel).toBe('Mentora em Dados e Inteligência Artificial');
    await becomeMentor(ctx, iris, mentorProfile({ areaIds: [dados], paused: true }));
    expect((await call(ctx, 'GET', `/api/profiles/${iris.id}`)).body.mentorLabel).toBeNull();
    expect((await call(ctx, 'GET', `/api/profiles/${joana.id}`)).body.mentorLabel).toBeNull();

    for (const who of [iris, joana]) {
      const inbox = await call(ctx, 'GET', '/api/chat/conversations?folder=inbox', { cookie: who.cookie });
      const conversation = inbox.body.items.find(
        (c: { id: string }) => c.id === accepted.body.conversationId,
      );
      expect(conversation).toMatchObject({
        kind: 'direct',
        state: 'inbox',
        context: {
          kind: 'mentoring',
          mentoringRequestId: sent.body.id,
          title: 'Quero liderar um time de dados.',
        },
      });
    }
    // Answered once.
    const twice = await answerMentoring(ctx, iris, sent.body.id, 'decline');
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(E.alreadyAnswered);
  });

  it('refuses a goal over 500 characters, herself, and anonymous calls', async () => {
    const yara = await mentora('Yara Limites');
    const [zoe] = await members('Zoe Longa');
    const long = await requestMentoring(ctx, zoe, yara, 'a'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.error.fields.goal).toBe(E.goalTooLong);
    const self = await requestMentoring(ctx, yara, yara);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(E.self);
    for (const [method, path] of [
      ['GET', '/api/mentoring/me'],
      ['GET', '/api/mentoring/mentors/recommended'],
      ['GET', '/api/mentoring/requests'],
      ['GET', '/api/mentoring/sessions'],
    ] as const) {
      expect((await call(ctx, method, path)).status, path).toBe(401);
    }
    expect((await requestMentoring(ctx, null, yara)).status).toBe(401);
  });

  it('the mentee withdraws a pending request; either ends an accepted one, and may ask again', async () => {
    const alice = await mentora('Alice Encerra');
    const [bruna] = await members('Bruna Recomeça');
    const first = await requestMentoring(ctx, bruna, alice);
    const withdraw = (who: TestMember, id: string, verb: 'cancel' | 'end') =>
      call(ctx, 'POST', `/api/mentoring/requests/${id}/${verb}`, { cookie: who.cookie });
    expect((await withdraw(alice, first.body.id, 'cancel')).status).toBe(404);
    expect((await withdraw(bruna, first.body.id, 'cancel')).body.status).toBe('cancelled');
    const second = await requestMentoring(ctx, bruna, alice);
    expect(second.status).toBe(201);
    await answerMentoring(ctx, alice, second.body.id, 'accept');
    // Answered: the mentora's notice of it is read.
    const unread = (await notificationsOf(alice, 'mentoring_request')).filter((n) => n.readAt === null);
    expect(unread).toHaveLength(0);
    expect((await withdraw(alice, second.body.id, 'end')).body.status).toBe('ended');
    expect((await requestMentoring(ctx, bruna, alice)).status).toBe(201);
  });

  it('declining tells the mentee, with the message', async () => {
    const karen = await mentora('Karen Recusa');
    const [lara] = await members('Lara Recusada');
    const sent = await requestMentoring(ctx, lara, karen);
    const declined = await answerMentoring(ctx, karen, sent.body.id, 'decline', 'Agenda cheia.');
    expect(declined.body).toMatchObject({ status: 'declined', conversationId: null });
    expect(await notificationsOf(lara, 'mentoring_declined')).toHaveLength(1);
  });
});

describe('capacity', () => {
  it('with capacity 1: a second accept is refused, and so is a new request', async () => {
    const mara = await mentora('Mara Cheia', { monthlyCapacity: 1 });
    const [nina, olga, paula] = await members('Nina Primeira', 'Olga Segunda', 'Paula Terceira');
    const first = await requestMentoring(ctx, nina, mara);
    const second = await requestMentoring(ctx, olga, mara);
    expect((await answerMentoring(ctx, mara, first.body.id, 'accept')).status).toBe(200);
    const full = await answerMentoring(ctx, mara, second.body.id, 'accept');
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(E.full);
    const refused = await requestMentoring(ctx, paula, mara);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(E.full);
    const card = await call(ctx, 'GET', `/api/mentoring/mentors/${mara.id}`, { cookie: paula.cookie });
    expect(card.body).toMatchObject({ available: false, viewer: { canRequest: false } });
  });

  it('10 accepts at once against capacity 3 accept exactly 3', async () => {
    const rita = await mentora('Rita Concorrida', { monthlyCapacity: 10 });
    const mentees = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createMember(ctx, `Mentorada ${i}`)),
    );
    const requests = [];
    for (const mentee of mentees)
      requests.push((await requestMentoring(ctx, mentee, rita)).body.id as string);
    await becomeMentor(ctx, rita, mentorProfile({ areaIds: [dados], monthlyCapacity: 3 }));
    const answers = await Promise.all(requests.map((id) => answerMentoring(ctx, rita, id, 'accept')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const [count] = await ctx.db
      .execute(
        sql`select count(*)::int as n from mentoring_requests where mentor_id = ${rita.id} and status = 'accepted'`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count?.n).toBe(3);
  });
});

/** The lines of an iCalendar text, unfolded (RFC 5545 §3.1), as [name, value] pairs. */
function parseIcs(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0]!, line.slice(colon + 1)];
    });
}

describe('sessions and feedback', () => {
  async function acceptedPair() {
    const sofia = await mentora('Sofia Sessões');
    const [tania] = await members('Tânia Agenda');
    const sent = await requestMentoring(ctx, tania, sofia, 'Preparar entrevistas.');
    await answerMentoring(ctx, sofia, sent.body.id, 'accept');
    return { sofia, tania, requestId: sent.body.id as string };
  }
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  it('either schedules; both see it under Minhas mentorias and download a valid .ics', async () => {
    const { sofia, tania, requestId } = await acceptedPair();
    const missingLink = await schedule(ctx, tania, requestId, {
      startsAt: inHours(24),
      endsAt: inHours(25),
      mode: 'online',
    });
    expect(missingLink.status).toBe(400);
    expect(missingLink.body.error.fields.link).toBe(E.linkRequired);
    const past = await schedule(ctx, tania, requestId, {
      startsAt: inHours(-2),
      endsAt: inHours(-1),
      mode: 'online',
      link: 'meet.example.com/abc',
    });
    expect(past.status).toBe(400);
    const created = await schedule(ctx, tania, requestId, {
      startsAt: inHours(24),
      endsAt: inHours(25),
      mode: 'online',
      link: 'meet.example.com/abc',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      role: 'mentee',
      member: { id: sofia.id },
      link: 'https://meet.example.com/abc',
    });
    const [stranger] = await members('Estranha Agenda');
    expect(
      (
        await schedule(ctx, stranger, requestId, {
          startsAt: inHours(24),
          endsAt: inHours(25),
          mode: 'in_person',
          place: 'Café',
        })
      ).status,
    ).toBe(404);

    const hers = await call(ctx, 'GET', '/api/mentoring/sessions', { cookie: sofia.cookie });
    expect(hers.body.items[0]).toMatchObject({
      id: created.body.id,
      role: 'mentor',
      member: { id: tania.id },
    });

    const ics = await call(ctx, 'GET', `/api/mentoring/sessions/${created.body.id}/ics`, {
      cookie: tania.cookie,
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const lines = parseIcs(ics.body);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(value('SUMMARY')).toBe('Mentoria com Sofia Sessões');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(value('DTSTART')).toBe(utc(created.body.startsAt));
    expect(value('DTEND')).toBe(utc(created.body.endsAt));
    expect(
      (await call(ctx, 'GET', `/api/mentoring/sessions/${created.body.id}/ics`, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
  });

  it('the other of the pair is notified when a session is scheduled and when it is cancelled', async () => {
    const { sofia, tania, requestId } = await acceptedPair();
    // 10:00 UTC is 7h in Brasília, whatever the zone of the machine running the test.
    const day = new Date(Date.now() + 3 * 24 * 3_600_000);
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10));
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const created = await schedule(ctx, tania, requestId, {
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      mode: 'in_person',
      place: 'Café Central',
    });
    expect(created.status).toBe(201);
    const [scheduled] = await notificationsOf(sofia, 'mentoring_session_scheduled');
    expect(scheduled).toMatchObject({ actorIds: [tania.id], readAt: null });
    expect(scheduled?.excerpt).toMatch(/ · 7h–8h$/);
    // She who scheduled it is not told of her own action.
    expect(await notificationsOf(tania, 'mentoring_session_scheduled')).toHaveLength(0);

    const cancelled = await call(ctx, 'POST', `/api/mentoring/sessions/${created.body.id}/cancel`, {
      cookie: sofia.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelled).toBe(true);
    const [notice] = await notificationsOf(tania, 'mentoring_session_cancelled');
    expect(notice).toMatchObject({ actorIds: [sofia.id], excerpt: scheduled?.excerpt });
    expect(await notificationsOf(sofia, 'mentoring_session_cancelled')).toHaveLength(0);

    // A second cancel is refused and tells nobody again.
    const again = await call(ctx, 'POST', `/api/mentoring/sessions/${created.body.id}/cancel`, {
      cookie: tania.cookie,
    });
    expect(again.status).toBe(409);
    expect(await notificationsOf(tania, 'mentoring_session_cancelled')).toHaveLength(1);
    expect(await notificationsOf(sofia, 'mentoring_session_cancelled')).toHaveLength(0);
  });

  it('feedback: only after the session ended, once per author, never shown; the mentora gains a completed session', async () => {
    const { sofia, tania, requestId } = await acceptedPair();
    const created = await schedule(ctx, sofia, requestId, {
      startsAt: inHours(1),
      endsAt: inHours(2),
      mode: 'in_person',
      place: 'Café da Paulista',
    });
    const feedback = (who: TestMember, rating = 5) =>
      call(ctx, 'POST', `/api/mentoring/sessions/${created.body.id}/feedback`, {
        cookie: who.cookie,
        body: { rating, comment: 'Muito boa conversa.' },
      });
    const early = await feedback(tania);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(E.notEnded);

    // The session took place: moved into the past.
    await ctx.db
      .update(mentoringSessions)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(mentoringSessions.id, created.body.id));
    expect((await feedback(tania, 0)).status).toBe(400);
    expect((await feedback(tania, 4)).status).toBe(204);
    const twice = await feedback(tania, 1);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(E.feedbackGiven);
    expect((await feedback(sofia, 5)).status).toBe(204);

    const list = await call(ctx, 'GET', '/api/mentoring/sessions', { cookie: tania.cookie });
    const session = list.body.items.find((s: { id: string }) => s.id === created.body.id);
    expect(session).toMatchObject({ feedbackGiven: true, viewer: { canFeedback: false } });
    expect(JSON.stringify(list.body)).not.toMatch(/rating|Muito boa conversa/);
    const card = await call(ctx, 'GET', `/api/mentoring/mentors/${sofia.id}`, { cookie: tania.cookie });
    expect(card.body.completedSessions).toBe(1);
    expect(JSON.stringify(card.body)).not.toMatch(/rating|Muito boa conversa/);
  });
});

describe('Recomendadas para você', () => {
  it('ranks by her preference area, her work and shared skills, each with the reasons; never a suspended mentora', async () => {
    // Areas no other mentora of this file names, so the ranking is theirs alone.
    const security = await areaId(ctx, 'Segurança da Informação');
    const quality = await areaId(ctx, 'Qualidade de Software');
    const securityMentora = await mentora('Ursula Segurança', {
      areaIds: [security],
      skills: ['SQL', 'Python'],
    });
    const qualityMentora = await mentora('Vera Qualidade', { areaIds: [quality], skills: ['Kotlin'] });
    const unrelated = await mentora('Wanda Outra', { areaIds: [infra], skills: ['Cobol'] });
    const [xena] = await members('Xena Busca');
    await ctx.db
      .update(userProfile)
      .set({ skills: ['python'], professionalTitle: 'Analista de Qualidade (QA)' })
      .where(eq(userProfile.id, xena.id));
    // Her active job preference names a security role: mentoras in that area come first.
    const [role] = await ctx.db
      .select({ id: jobRoles.id })
      .from(jobRoles)
      .where(eq(jobRoles.name, 'Analista de Segurança da Informação'));
    await ctx.db.insert(userJobPreferences).values({ userId: xena.id, preferredRoles: [role!.id] });
    const recommended = await call(ctx, 'GET', '/api/mentoring/mentors/recommended', { cookie: xena.cookie });
    expect(recommended.status).toBe(200);
    const byId = new Map(recommended.body.items.map((m: { member: { id: string } }) => [m.member.id, m]));
    expect(byId.get(qualityMentora.id)).toMatchObject({
      reasons: ['Atua em Qualidade de Software, como você'],
    });
    expect(byId.get(securityMentora.id)).toMatchObject({
      reasons: [
        'Mentora em Segurança da Informação, área da sua preferência de vagas',
        'Em comum com você: Python',
      ],
    });
    expect(byId.has(unrelated.id)).toBe(false);
    // Suspended: out of the recommendations and the directory while it runs.
    await ctx.db
      .update(userProfile)
      .set({ suspendedUntil: 'infinity' })
      .where(eq(userProfile.id, securityMentora.id));
    const after = await call(ctx, 'GET', '/api/mentoring/mentors/recommended', { cookie: xena.cookie });
    expect(ids(after)).not.toContain(securityMentora.id);
    expect(ids(await mentors(ctx, xena, `area=${security}`))).not.toContain(securityMentora.id);
    const order = recommended.body.items.map((m: { member: { id: string } }) => m.member.id);
    expect(order.indexOf(securityMentora.id)).toBeLessThan(order.indexOf(qualityMentora.id));
  });
});
