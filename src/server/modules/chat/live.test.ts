import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatUnreadSchema,
  liveConversationSchema,
  liveMessageSchema,
  liveReadSchema,
} from '../../../domain/schemas/chat.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import type { TestMember } from '../../test/members.js';
import { openStream, type StreamEvent } from '../notifications/fixtures.js';
import {
  addMembers,
  answerRequest,
  connect,
  createGroup,
  deleteMessage,
  editMessage,
  freshConversation,
  leave,
  markRead,
  members,
  openDirect,
  send,
  unread,
  updateConversation,
} from './fixtures.js';

// Messages live (issue 18), through the notifications stream (GET /api/notifications/stream):
// each participant hears of new, edited and deleted messages as she would read them, of the
// others' reading, of conversations that changed for her, and of her unread count — and nobody
// else hears anything of it. PGlite here, PostgreSQL's LISTEN/NOTIFY under npm run test:pg.

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;
let dora: TestMember;
let estranha: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bia, carla, dora, estranha] = await members(
    ctx,
    'Ana Ao Vivo',
    'Bia Ao Vivo',
    'Carla Ao Vivo',
    'Dora Ao Vivo',
    'Estela Estranha',
  );
  await connect(ctx, ana, bia, carla, dora);
});
afterAll(() => ctx?.close());

type Stream = Awaited<ReturnType<typeof openStream>> & {
  /** The next `count` events of a kind, after those already taken (waiting for them). */
  next(event: string, count?: number): Promise<StreamEvent[]>;
};

/** Her stream, opened and past its first chat-unread (taken). */
async function streamOf(member: TestMember): Promise<Stream> {
  const stream = await openStream(ctx, member);
  await stream.waitFor('chat-unread');
  const taken = new Map<string, number>([['chat-unread', 1]]);
  return Object.assign(stream, {
    async next(event: string, count = 1) {
      const from = taken.get(event) ?? 0;
      const all = await stream.waitFor(event, from + count);
      taken.set(event, from + count);
      return all.slice(from, from + count);
    },
  });
}

const CHAT_EVENTS = ['message', 'message-read', 'conversation', 'chat-unread'];
const chatEvents = (stream: Stream) => stream.events.filter((e) => CHAT_EVENTS.includes(e.event));

/** A message of `about` that `stream` must receive: everything committed before has arrived too. */
async function sentinel(stream: Stream, conversationId: string, from: TestMember) {
  const res = await send(ctx, from, conversationId, { body: 'sentinela' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = stream
      .of('message')
      .some((e) => (e.data as { message: { id: string } }).message.id === res.body.id);
    if (found) return;
    if (Date.now() > deadline) throw new Error('sentinel not received');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the stream of a participant', () => {
  it("opens with her unread count ('chat-unread'), and hears it change", async () => {
    const group = await freshConversation(ctx, ana, [bia], ['Antes de abrir']);
    const stream = await streamOf(bia);
    try {
      expect(chatUnreadSchema.parse(stream.of('chat-unread')[0]!.data)).toEqual({ count: 1 });
      await markRead(ctx, bia, group.id, 1);
      const [after] = await stream.next('chat-unread');
      expect(after!.data).toEqual({ count: 0 });
    } finally {
      await stream.close();
    }
  });

  it('hears a new, an edited and a deleted message as she reads it, with her unread count', async () => {
    const { id } = await freshConversation(ctx, ana, [bia]);
    const [biaStream, anaStream] = await Promise.all([streamOf(bia), streamOf(ana)]);
    try {
      const sent = await send(ctx, ana, id, { body: 'Oi, Bia!' });
      const [created] = await biaStream.next('message');
      const live = liveMessageSchema.parse(created!.data);
      expect(live).toMatchObject({
        conversationId: id,
        unreadCount: 1,
        message: {
          id: sent.body.id,
          seq: sent.body.seq,
          body: 'Oi, Bia!',
          author: { id: ana.id },
          clientId: null,
          viewer: { canEdit: false, canDelete: false },
        },
      });
      // Her own other tabs hear it too, as hers (with her clientId).
      const [own] = await anaStream.next('message');
      expect(own!.data).toMatchObject({
        message: { id: sent.body.id, clientId: sent.body.clientId, viewer: { canEdit: true } },
        unreadCount: 0,
      });

      await editMessage(ctx, ana, sent.body.id, 'Oi, Bia! Tudo bem?');
      const [edited] = await biaStream.next('message');
      expect(edited!.data).toMatchObject({
        message: { id: sent.body.id, body: 'Oi, Bia! Tudo bem?', editedAt: expect.any(String) },
        unreadCount: 1,
      });

      await deleteMessage(ctx, ana, sent.body.id);
      const [deleted] = await biaStream.next('message');
      expect(deleted!.data).toMatchObject({
        message: { id: sent.body.id, body: null, image: null, deletedAt: expect.any(String) },
      });
    } finally {
      await Promise.all([biaStream.close(), anaStream.close()]);
    }
  });

  it("hears 'message-read' when the other reads ('Visto'), and her own tabs the new count", async () => {
    const { id, sent } = await freshConversation(ctx, ana, [bia], ['Leia isto']);
    const [anaStream, biaStream] = await Promise.all([streamOf(ana), streamOf(bia)]);
    try {
      await markRead(ctx, bia, id, sent[0]!.body.seq);
      const [read] = await anaStream.next('message-read');
      expect(liveReadSchema.parse(read!.data)).toEqual({
        conversationId: id,
        memberId: bia.id,
        lastReadSeq: sent[0]!.body.seq,
        unreadCount: 0,
      });
      const [count] = await biaStream.next('chat-unread');
      expect(count!.data).toEqual((await unread(ctx, bia)).body);
      const opened = biaStream.of('chat-unread')[0]!.data as { count: number };
      expect(count!.data).toEqual({ count: opened.count - 1 });
      // Her reading is not news to herself.
      expect(biaStream.of('message-read')).toEqual([]);
    } finally {
      await Promise.all([anaStream.close(), biaStream.close()]);
    }
  });

  it("hears 'conversation' for a new group, her acceptance, someone leaving, a new name", async () => {
    const [biaStream, carlaStream] = await Promise.all([streamOf(bia), streamOf(carla)]);
    try {
      const group = await createGroup(ctx, ana, 'Novo grupo', [bia, carla]);
      for (const stream of [biaStream, carlaStream]) {
        const [event] = await stream.next('conversation');
        expect(liveConversationSchema.parse(event!.data)).toEqual({
          conversationId: group.body.id,
          unreadCount: expect.any(Number),
        });
      }

      await updateConversation(ctx, ana, group.body.id, { title: 'Grupo renomeado' });
      for (const stream of [biaStream, carlaStream]) {
        expect((await stream.next('conversation'))[0]!.data).toMatchObject({ conversationId: group.body.id });
      }

      await leave(ctx, carla, group.body.id);
      const [left] = await biaStream.next('conversation');
      expect(left!.data).toMatchObject({ conversationId: group.body.id });
      const [herself] = await carlaStream.next('conversation');
      expect(herself!.data).toMatchObject({ conversationId: group.body.id });

      await addMembers(ctx, ana, group.body.id, [dora]);
      expect((await biaStream.next('conversation'))[0]!.data).toMatchObject({
        conversationId: group.body.id,
      });

      // A request she accepts: her other pages move it to the inbox.
      const request = (await openDirect(ctx, estranha, bia)).body.id;
      await send(ctx, estranha, request, { body: 'Oi, Bia' });
      const [arrived] = await biaStream.next('message');
      expect(arrived!.data).toMatchObject({ conversationId: request, unreadCount: expect.any(Number) });
      await answerRequest(ctx, bia, request, 'accept');
      const accepted = await biaStream.next('conversation');
      expect(accepted[0]!.data).toMatchObject({ conversationId: request });
      // Carla left before Dora came and before the request: none of it reached her.
      await sentinel(carlaStream, (await freshConversation(ctx, ana, [carla])).id, ana);
      const carlaHeard = chatEvents(carlaStream).map(
        (e) => (e.data as { conversationId?: string }).conversationId,
      );
      expect(carlaHeard.filter((c) => c === request)).toEqual([]);
      expect(carlaHeard.filter((c) => c === group.body.id)).toHaveLength(3);
    } finally {
      await Promise.all([biaStream.close(), carlaStream.close()]);
    }
  });
});

describe('nobody else hears it', () => {
  it('a stranger’s stream, a former member’s and a declined request’s recipient hear nothing of it', async () => {
    const group = await freshConversation(ctx, ana, [bia, dora]);
    await leave(ctx, dora, group.id);
    const request = (await openDirect(ctx, estranha, carla)).body.id;
    const first = await send(ctx, estranha, request, { body: 'Oi, Carla' });

    const [strangerStream, doraStream, carlaStream] = await Promise.all([
      streamOf(estranha),
      streamOf(dora),
      streamOf(carla),
    ]);
    try {
      // Carla reads the request, then declines it: Estela is told neither.
      await markRead(ctx, carla, request, first.body.seq);
      await answerRequest(ctx, carla, request, 'decline');
      expect((await carlaStream.next('conversation'))[0]!.data).toMatchObject({ conversationId: request });
      const declinedAt = carlaStream.events.length;

      // In the group: a message, an edit, a deletion, a read mark, a new name.
      const sent = await send(ctx, ana, group.id, { body: 'Só para o grupo' });
      await editMessage(ctx, ana, sent.body.id, 'Só para o grupo!');
      await markRead(ctx, bia, group.id, sent.body.seq);
      await deleteMessage(ctx, ana, sent.body.id);
      await updateConversation(ctx, ana, group.id, { title: 'Segredo' });
      // In the declined request: Estela writes again, and edits.
      const again = await send(ctx, estranha, request, { body: 'Carla?' });
      await editMessage(ctx, estranha, again.body.id, 'Carla??');

      // Everything above is committed before each sentinel, so it would have arrived first.
      await sentinel(strangerStream, (await openDirect(ctx, ana, estranha)).body.id, ana);
      await sentinel(doraStream, (await freshConversation(ctx, ana, [dora])).id, ana);
      await sentinel(carlaStream, (await freshConversation(ctx, ana, [carla])).id, ana);

      const about = (events: StreamEvent[], ...ids: string[]) =>
        events
          .filter((e) => CHAT_EVENTS.includes(e.event))
          .map((e) => (e.data as { conversationId?: string }).conversationId)
          .filter((id) => id !== undefined && ids.includes(id));
      expect(about(doraStream.events, group.id)).toEqual([]);
      expect(about(carlaStream.events.slice(declinedAt), group.id, request)).toEqual([]);
      expect(about(strangerStream.events, group.id)).toEqual([]);
      // Estela wrote the request: her own stream hears her own message (as it reads when sent)…
      expect(
        strangerStream.of('message').map((e) => (e.data as { message: { id: string } }).message.id),
      ).toContain(again.body.id);
      // …and nothing of Carla's reading or declining.
      expect(strangerStream.of('message-read')).toEqual([]);
      expect(about(strangerStream.of('conversation'), request)).toEqual([]);
    } finally {
      await Promise.all([strangerStream, doraStream, carlaStream].map((s) => s.close()));
    }
  });
});
