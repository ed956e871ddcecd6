import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import { MSG } from '../../../domain/messages.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { insertApplication, insertCompany, insertVacancy } from '../vacancies/fixtures.js';
import {
  answerRequest,
  connect,
  conversation,
  conversations,
  createGroup,
  emailJobs,
  history,
  markRead,
  members,
  openDirect,
  putSettings,
  send,
  unread,
} from './fixtures.js';

// Conversations and requests (issue 18), through the API as members use it: a stranger's first
// message waits in her requests (no inbox, no badge, no e-mail), a connection's goes to her
// inbox, and so does a company's staff writing to one of its applicants about the vacancy.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((c) => c.id);

/** Every list she has: where a conversation shows for her. */
async function folders(who: Parameters<typeof conversations>[1]) {
  return {
    inbox: ids(await conversations(ctx, who, 'inbox')),
    requests: ids(await conversations(ctx, who, 'requests')),
    archived: ids(await conversations(ctx, who, 'archived')),
  };
}

describe('a first message from a member who is not her connection', () => {
  it('waits in her requests until she accepts it, then both write in their inboxes', async () => {
    const [ana, bia] = await members(ctx, 'Ana Remetente', 'Bia Destinatária');
    const opened = await openDirect(ctx, ana, bia);
    expect(opened.status).toBe(201);
    const id = opened.body.id as string;
    expect((await openDirect(ctx, ana, bia)).status).toBe(200);
    // Bia opening it from her side finds the same one.
    expect((await openDirect(ctx, bia, ana)).body.id).toBe(id);

    const first = await send(ctx, ana, id, { body: 'Olá, Bia!\nTudo bem?' });
    expect(first.status).toBe(201);
    expect(first.body.body).toBe('Olá, Bia!\nTudo bem?');

    expect(await folders(bia)).toEqual({ inbox: [], requests: [id], archived: [] });
    const requests = (await conversations(ctx, bia, 'requests')).body.items;
    expect(requests[0]).toMatchObject({ state: 'request', unread: true, viewer: { canAnswerRequest: true } });
    expect((await unread(ctx, bia)).body.count).toBe(0);
    // A request never e-mails.
    expect(await emailJobs(ctx, bia.id)).toEqual([]);
    // Ana's side: her inbox, read.
    expect(await folders(ana)).toEqual({ inbox: [id], requests: [], archived: [] });
    expect((await unread(ctx, ana)).body.count).toBe(0);

    const accepted = await answerRequest(ctx, bia, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id,
      state: 'inbox',
      unread: true,
      viewer: { canAnswerRequest: false },
    });
    expect(await folders(bia)).toEqual({ inbox: [id], requests: [], archived: [] });
    expect((await unread(ctx, bia)).body.count).toBe(1);

    expect((await markRead(ctx, bia, id, first.body.seq)).body.count).toBe(0);
    const seen = await conversation(ctx, ana, id);
    expect(seen.body.readers).toEqual([{ memberId: bia.id, lastReadSeq: first.body.seq }]);

    const reply = await send(ctx, bia, id, { body: 'Oi, Ana!' });
    expect(reply.body).toMatchObject({ body: 'Oi, Ana!' });
    expect(reply.status).toBe(201);
    const page = await history(ctx, ana, id);
    expect(page.body.items.map((m: { body: string }) => m.body)).toEqual([
      'Olá, Bia!\nTudo bem?',
      'Oi, Ana!',
    ]);
    // Now in her inbox, Bia's reply does e-mail Ana (if left unread).
    expect(await emailJobs(ctx, ana.id, id)).toEqual([
      { conversationId: id, userId: ana.id, seq: reply.body.seq },
    ]);
  });

  it('goes straight to the inbox between connections, with her badge and an e-mail reminder', async () => {
    const [ana, bia] = await members(ctx, 'Ana Conectada', 'Bia Conectada');
    await connect(ctx, ana, bia);
    const opened = await openDirect(ctx, ana, bia);
    expect(opened.body).toMatchObject({ state: 'inbox', context: null });
    const id = opened.body.id;
    const sent = await send(ctx, ana, id, { body: 'Oi!' });
    expect(await folders(bia)).toEqual({ inbox: [id], requests: [], archived: [] });
    expect((await unread(ctx, bia)).body.count).toBe(1);
    expect(await emailJobs(ctx, bia.id)).toEqual([
      { conversationId: id, userId: bia.id, seq: sent.body.seq },
    ]);
  });

  it('is refused when she turned requests off, but not to her connections', async () => {
    const [ana, bia, carla] = await members(ctx, 'Ana Fechada', 'Bia Fechada', 'Carla Conexão');
    await connect(ctx, bia, carla);
    const put = await putSettings(ctx, bia, { allowRequests: false, emailUnread: true });
    expect(put.body).toEqual({ allowRequests: false, emailUnread: true });
    const refused = await openDirect(ctx, ana, bia);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(CHAT_ERRORS.requestsClosed);
    expect(await folders(bia)).toEqual({ inbox: [], requests: [], archived: [] });

    const fromConnection = await openDirect(ctx, carla, bia);
    expect(fromConnection.status).toBe(201);
    expect((await send(ctx, carla, fromConnection.body.id, { body: 'Oi, Bia' })).status).toBe(201);
    expect((await folders(bia)).inbox).toEqual([fromConnection.body.id]);

    // Turned back on: a request again.
    await putSettings(ctx, bia, { allowRequests: true, emailUnread: true });
    expect((await openDirect(ctx, ana, bia)).status).toBe(201);
  });

  it('is refused to herself and to an unknown member', async () => {
    const [ana] = await members(ctx, 'Ana Sozinha');
    const self = await openDirect(ctx, ana, ana);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(CHAT_ERRORS.self);
    const unknown = await openDirect(ctx, ana, { id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await openDirect(ctx, null, ana)).status).toBe(401);
  });
});

describe('a request between members who connect meanwhile', () => {
  it('moves to her inbox with the next message', async () => {
    const [ana, bia] = await members(ctx, 'Ana Futura Conexão', 'Bia Futura Conexão');
    // Both open it at once, from each side: one conversation.
    const opened = await Promise.all([
      openDirect(ctx, ana, bia),
      openDirect(ctx, bia, ana),
      openDirect(ctx, ana, bia),
      openDirect(ctx, bia, ana),
    ]);
    expect(new Set(opened.map((r) => r.body.id)).size).toBe(1);
    expect(opened.filter((r) => r.status === 201)).toHaveLength(1);
    expect(opened.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    const id = opened[0]!.body.id;
    const first = opened.find((r) => r.status === 201)!;
    const [sender, recipient] = first === opened[0] || first === opened[2] ? [ana, bia] : [bia, ana];

    await send(ctx, sender, id, { body: 'Oi! Vamos nos conectar?' });
    expect(await folders(recipient)).toEqual({ inbox: [], requests: [id], archived: [] });
    await connect(ctx, ana, bia);
    await send(ctx, sender, id, { body: 'Conectadas!' });
    expect(await folders(recipient)).toEqual({ inbox: [id], requests: [], archived: [] });
    expect((await unread(ctx, recipient)).body.count).toBe(1);
  });
});

describe('declining a request', () => {
  it('takes it out of her lists for good, and the sender sees nothing different', async () => {
    const [ana, bia] = await members(ctx, 'Ana Recusada', 'Bia Recusa');
    const id = (await openDirect(ctx, ana, bia)).body.id;
    const first = await send(ctx, ana, id, { body: 'Oi, tudo bem?' });
    const before = await conversation(ctx, ana, id);
    const beforeHistory = await history(ctx, ana, id);

    // She opens it (the page marks it read as she sees it), then declines.
    expect((await markRead(ctx, bia, id, first.body.seq)).status).toBe(200);
    const declined = await answerRequest(ctx, bia, id, 'decline');
    expect(declined.status).toBe(204);
    expect(await folders(bia)).toEqual({ inbox: [], requests: [], archived: [] });
    expect((await unread(ctx, bia)).body.count).toBe(0);

    // Ana: the same conversation, the same readers, the same messages.
    expect(await conversation(ctx, ana, id)).toMatchObject({ status: 200, body: before.body });
    expect((await history(ctx, ana, id)).body).toEqual(beforeHistory.body);
    expect(before.body.readers).toEqual([{ memberId: bia.id, lastReadSeq: 0 }]);

    // She writes again: nothing reaches Bia (no list, no badge, no e-mail).
    expect((await send(ctx, ana, id, { body: 'Oi?' })).status).toBe(201);
    expect(await folders(bia)).toEqual({ inbox: [], requests: [], archived: [] });
    expect((await unread(ctx, bia)).body.count).toBe(0);
    expect(await emailJobs(ctx, bia.id)).toEqual([]);
    expect((await conversation(ctx, ana, id)).body.readers).toEqual([{ memberId: bia.id, lastReadSeq: 0 }]);
    // Declined once is declined: not a request any more.
    expect((await answerRequest(ctx, bia, id, 'decline')).status).toBe(403);
  });

  it('an accepted request shows her reading to the sender from then on', async () => {
    const [ana, bia] = await members(ctx, 'Ana Aceita', 'Bia Aceita');
    const id = (await openDirect(ctx, ana, bia)).body.id;
    const first = await send(ctx, ana, id, { body: 'Olá!' });
    await markRead(ctx, bia, id, first.body.seq);
    expect((await conversation(ctx, ana, id)).body.readers).toEqual([{ memberId: bia.id, lastReadSeq: 0 }]);
    await answerRequest(ctx, bia, id, 'accept');
    expect((await conversation(ctx, ana, id)).body.readers).toEqual([
      { memberId: bia.id, lastReadSeq: first.body.seq },
    ]);
  });
});

describe('replying to a request', () => {
  it('moves it to her inbox, as accepting would', async () => {
    const [ana, bia] = await members(ctx, 'Ana Pergunta', 'Bia Responde');
    const id = (await openDirect(ctx, ana, bia)).body.id;
    const question = await send(ctx, ana, id, { body: 'Você pode me indicar?' });
    expect((await conversation(ctx, bia, id)).body.state).toBe('request');
    const reply = await send(ctx, bia, id, { body: 'Posso sim!' });
    expect(reply.status).toBe(201);
    expect((await conversation(ctx, bia, id)).body).toMatchObject({ state: 'inbox', unread: false });
    expect(await folders(bia)).toEqual({ inbox: [id], requests: [], archived: [] });
    // Her reply read everything before it: nothing unread for her.
    expect((await unread(ctx, bia)).body.count).toBe(0);
    expect((await conversation(ctx, ana, id)).body.readers).toEqual([
      { memberId: bia.id, lastReadSeq: reply.body.seq },
    ]);
    expect(reply.body.seq).toBeGreaterThan(question.body.seq);
  });
});

describe("a company's staff writing to an applicant about the vacancy", () => {
  let rh: Awaited<ReturnType<typeof members>>[0];
  let candidata: typeof rh;
  let outra: typeof rh;
  let company: Awaited<ReturnType<typeof insertCompany>>;
  let vacancy: Awaited<ReturnType<typeof insertVacancy>>;

  beforeAll(async () => {
    [rh, candidata, outra] = await members(ctx, 'Rita Recrutadora', 'Cida Candidata', 'Olga Outra');
    company = await insertCompany(ctx, { name: 'Empresa Acolhedora', staff: [{ user: rh, role: 'editor' }] });
    vacancy = await insertVacancy(ctx, company.id, { title: 'Analista de Dados', howToReceive: 'internal' });
    await insertApplication(ctx, vacancy.id, candidata);
  });

  it("goes straight to her inbox, 'Sobre a vaga', even with requests off", async () => {
    await putSettings(ctx, candidata, { allowRequests: false, emailUnread: true });
    const opened = await openDirect(ctx, rh, candidata, vacancy.id);
    expect(opened.status).toBe(201);
    const context = {
      kind: 'vacancy',
      vacancyId: vacancy.id,
      title: 'Analista de Dados',
      companyName: 'Empresa Acolhedora',
    };
    expect(opened.body).toMatchObject({ kind: 'direct', context, state: 'inbox' });
    const id = opened.body.id;
    expect((await openDirect(ctx, rh, candidata, vacancy.id)).status).toBe(200);
    const sent = await send(ctx, rh, id, { body: 'Olá! Podemos conversar sobre a vaga?' });
    expect(sent.status).toBe(201);

    const inbox = (await conversations(ctx, candidata, 'inbox')).body.items;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ id, state: 'inbox', unread: true, context });
    expect((await unread(ctx, candidata)).body.count).toBe(1);
    expect(await emailJobs(ctx, candidata.id)).toHaveLength(1);
    // Without the vacancy it is another conversation, and that one she refuses (requests off).
    const plain = await openDirect(ctx, rh, candidata);
    expect(plain.status).toBe(403);
  });

  it('is refused about someone who did not apply (404), and to a member who is not staff (403)', async () => {
    const notApplicant = await openDirect(ctx, rh, outra, vacancy.id);
    expect(notApplicant.status).toBe(404);
    expect(notApplicant.body.error.message).toBe('Esta pessoa não se candidatou a esta vaga.');
    expect(notApplicant.body.error.message).toBe(CHAT_ERRORS.notApplicant);

    const notStaff = await openDirect(ctx, outra, candidata, vacancy.id);
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.error.message).toBe(MSG.common.forbidden);
    expect((await openDirect(ctx, rh, candidata, crypto.randomUUID())).status).toBe(404);
    expect(await folders(outra)).toEqual({ inbox: [], requests: [], archived: [] });
  });
});

describe('sending', () => {
  it('sends once whatever the number of concurrent retries of one client id', async () => {
    const [ana, bia] = await members(ctx, 'Ana Repetida', 'Bia Repetida');
    const id = (await openDirect(ctx, ana, bia)).body.id;
    const clientId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(ctx, ana, id, { body: 'Uma vez só', clientId })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.body.clientId === clientId && r.body.seq === 1)).toBe(true);
    expect((await history(ctx, ana, id)).body.items).toHaveLength(1);
    expect((await history(ctx, bia, id)).body.items).toHaveLength(1);
    expect(await emailJobs(ctx, bia.id)).toEqual([]);
  });
});

describe('her inbox', () => {
  it('is newest message first, paged without repeats, and searched by a participant’s or group’s name', async () => {
    const [ana, bia, carla] = await members(ctx, 'Ana Caixa', 'Bia Conceição', 'Carla Souza');
    await connect(ctx, ana, bia, carla);
    await connect(ctx, bia, carla);
    const made: string[] = [];
    for (const [title, people] of [
      ['Clube do Livro', [bia]],
      ['Corrida de Rua', [carla]],
      ['Mentoria Tech', [bia, carla]],
      ['Vagas em Dados', [carla]],
    ] as const) {
      made.push((await createGroup(ctx, ana, title, [...people])).body.id);
    }
    const direct = (await openDirect(ctx, ana, bia)).body.id;
    await send(ctx, bia, direct, { body: 'Oi, Ana' });
    // The oldest group gets a new message: first again.
    await send(ctx, carla, made[1]!, { body: 'Bora correr?' });
    const expected = [made[1]!, direct, made[3]!, made[2]!, made[0]!];

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = `/api/chat/conversations?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await call(ctx, 'GET', query, { cookie: ana.cookie });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    const top = (await conversations(ctx, ana)).body.items[0];
    expect(top.lastMessage).toMatchObject({
      mine: false,
      authorName: 'Carla Souza',
      excerpt: 'Bora correr?',
    });

    // A participant's name, without accents or case; a group's name.
    expect(ids(await conversations(ctx, ana, 'inbox', 'conceicao'))).toEqual([direct, made[2]!, made[0]!]);
    expect(ids(await conversations(ctx, ana, 'inbox', 'VAGAS'))).toEqual([made[3]!]);
    expect(ids(await conversations(ctx, ana, 'inbox', 'ninguém assim'))).toEqual([]);
    // Her own name finds nothing: she is in every one.
    expect(ids(await conversations(ctx, ana, 'inbox', 'Ana Caixa'))).toEqual([]);
  });
});
