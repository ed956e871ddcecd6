import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember, type TestMember } from '../../test/members.js';
import { connectPair } from '../network/fixtures.js';
import { answerRequest, conversation, conversations, history, markRead, openDirect, send, unread } from './fixtures.js';

// Conversations and requests (issue 18), through the API as members use it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const members = <N extends string[]>(...names: N) =>
  Promise.all(names.map((name) => createMember(ctx, name))) as Promise<{ [K in keyof N]: TestMember }>;

describe('a first message from a member who is not her connection', () => {
  it('waits in her requests until she accepts it, then both write in their inboxes', async () => {
    const [ana, bia] = await members('Ana Remetente', 'Bia Destinatária');
    const opened = await openDirect(ctx, ana, bia);
    expect(opened.status).toBe(201);
    const id = opened.body.id as string;
    expect((await openDirect(ctx, ana, bia)).status).toBe(200);

    const first = await send(ctx, ana, id, { body: 'Olá, Bia!\nTudo bem?' });
    expect(first.status).toBe(201);
    expect(first.body.body).toBe('Olá, Bia!\nTudo bem?');

    expect((await conversations(ctx, bia, 'inbox')).body.items).toEqual([]);
    const requests = (await conversations(ctx, bia, 'requests')).body.items;
    expect(requests.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(requests[0].state).toBe('request');
    expect((await unread(ctx, bia)).body.count).toBe(0);

    expect((await answerRequest(ctx, bia, id, 'accept')).status).toBe(200);
    expect((await conversations(ctx, bia, 'inbox')).body.items[0].unread).toBe(true);
    expect((await unread(ctx, bia)).body.count).toBe(1);

    expect((await markRead(ctx, bia, id, first.body.seq)).body.count).toBe(0);
    const seen = await conversation(ctx, ana, id);
    expect(seen.body.readers).toEqual([{ memberId: bia.id, lastReadSeq: first.body.seq }]);

    const reply = await send(ctx, bia, id, { body: 'Oi, Ana!' });
    expect(reply.body).toMatchObject({ body: 'Oi, Ana!' });
    expect(reply.status).toBe(201);
    const page = await history(ctx, ana, id);
    expect(page.body.items.map((m: { body: string }) => m.body)).toEqual(['Olá, Bia!\nTudo bem?', 'Oi, Ana!']);
  });

  it('goes straight to the inbox between connections', async () => {
    const [ana, bia] = await members('Ana Conectada', 'Bia Conectada');
    await connectPair(ctx, ana, bia);
    const id = (await openDirect(ctx, ana, bia)).body.id;
    await send(ctx, ana, id, { body: 'Oi!' });
    expect((await conversations(ctx, bia, 'inbox')).body.items.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it('is refused when she turned requests off, and a stranger cannot read the conversation', async () => {
    const [ana, bia, carla] = await members('Ana Fechada', 'Bia Fechada', 'Carla Estranha');
    const { call } = await import('../../test/http.js');
    await call(ctx, 'PUT', '/api/chat/settings', {
      cookie: bia.cookie,
      body: { allowRequests: false, emailUnread: true },
    });
    const refused = await openDirect(ctx, ana, bia);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(CHAT_ERRORS.requestsClosed);

    const id = (await openDirect(ctx, ana, carla)).body.id;
    expect((await history(ctx, bia, id)).status).toBe(404);
    expect((await send(ctx, bia, id, { body: 'intrusa' })).status).toBe(404);
    expect((await history(ctx, null, id)).status).toBe(401);
  });

  it('sends once whatever the number of concurrent retries of one client id', async () => {
    const [ana, bia] = await members('Ana Repetida', 'Bia Repetida');
    const id = (await openDirect(ctx, ana, bia)).body.id;
    const clientId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(ctx, ana, id, { body: 'Uma vez só', clientId })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await history(ctx, ana, id)).body.items).toHaveLength(1);
  });
});
