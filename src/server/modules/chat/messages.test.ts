import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import { MESSAGE_MAX_LENGTH } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { queryRows } from '../../db/client.js';
import { imageFolder } from '../../storage/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';
import {
  connect,
  conversation,
  conversations,
  conversationWith,
  deleteMessage,
  freshConversation,
  history,
  members,
  pngBlob,
  send,
} from './fixtures.js';

// Messages (issue 18): what a message holds (text kept as written, an image through the image
// pipeline), sending once per client id, history pages upwards, and what account deletion
// leaves of her messages in the others' conversations.

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bia, carla] = await members(ctx, 'Ana Mensagens', 'Bia Mensagens', 'Carla Mensagens');
  await connect(ctx, ana, bia, carla);
  await connect(ctx, bia, carla);
});
afterAll(() => ctx?.close());

const rowsOf = (conversationId: string) =>
  queryRows<{ id: string; body: string | null; image_key: string | null }>(
    ctx.db,
    sql`select id, body, image_key from messages where conversation_id = ${conversationId} order by seq`,
  );

const messageFiles = (member: { id: string }) => ctx.store.list(imageFolder('message', member.id));

describe('a text message', () => {
  it('keeps her line breaks (CRLF made LF), trims the ends, and answers as the thread shows it', async () => {
    const { id } = await conversationWith(ctx, ana, bia);
    const res = await send(ctx, ana, id, { body: '  Oi, Bia!\r\n\r\nVeja: https://exemplo.com.br  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      conversationId: id,
      seq: 1,
      body: 'Oi, Bia!\n\nVeja: https://exemplo.com.br',
      image: null,
      author: { id: ana.id, name: 'Ana Mensagens' },
      editedAt: null,
      deletedAt: null,
      viewer: { canEdit: true, canDelete: true },
    });
    const seen = (await history(ctx, bia, id)).body.items[0];
    expect(seen).toMatchObject({
      id: res.body.id,
      body: res.body.body,
      clientId: null,
      viewer: { canEdit: false },
    });
  });

  it(`is 1–${MESSAGE_MAX_LENGTH} characters, or an image; a client id is a UUID (400 otherwise, nothing written)`, async () => {
    const { id } = await freshConversation(ctx, ana, [carla]);
    const cases = [
      { fields: { body: '' }, message: CHAT_ERRORS.emptyMessage },
      { fields: { body: '   \n  ' }, message: CHAT_ERRORS.emptyMessage },
      { fields: {}, message: CHAT_ERRORS.emptyMessage },
      { fields: { body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, message: CHAT_ERRORS.messageTooLong },
      { fields: { body: 'Oi', clientId: 'um-id-qualquer' }, message: CHAT_ERRORS.clientId },
    ];
    for (const { fields, message } of cases) {
      const res = await send(ctx, ana, id, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    expect(await rowsOf(id)).toEqual([]);
    expect((await send(ctx, ana, id, { body: 'a'.repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201);
  });
});

describe('sending once', () => {
  it('20 concurrent retries of one client id: one 201, nineteen 200 with the same message, one row', async () => {
    const { id } = await freshConversation(ctx, bia, [carla]);
    const clientId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(ctx, bia, id, { body: 'Só uma vez', clientId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.body.clientId === clientId && r.body.body === 'Só uma vez')).toBe(true);
    expect(await rowsOf(id)).toHaveLength(1);
    // A retry long after answers the same message too.
    const later = await send(ctx, bia, id, { body: 'Texto diferente', clientId });
    expect(later).toMatchObject({ status: 200, body: { id: results[0]!.body.id, body: 'Só uma vez' } });
  });

  it('a client id of hers from another conversation is refused (400), even sent at the same moment', async () => {
    const first = await freshConversation(ctx, carla, [ana], ['Primeira']);
    const second = await freshConversation(ctx, carla, [bia]);
    const clientId = (await history(ctx, carla, first.id)).body.items[0].clientId;
    const reused = await send(ctx, carla, second.id, { body: 'Outra conversa', clientId });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(CHAT_ERRORS.clientId);
    expect(await rowsOf(second.id)).toEqual([]);

    // Two conversations, one new client id, at once: one is written, the other refused.
    const fresh = crypto.randomUUID();
    const both = await Promise.all([
      send(ctx, carla, first.id, { body: 'Ao mesmo tempo', clientId: fresh }),
      send(ctx, carla, second.id, { body: 'Ao mesmo tempo', clientId: fresh }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await rowsOf(first.id)).length + (await rowsOf(second.id)).length).toBe(2);
    // Another member may use the same id: it is hers alone.
    expect((await send(ctx, bia, second.id, { body: 'O meu', clientId: fresh })).status).toBe(201);
  });
});

describe('an image', () => {
  it('goes through the image pipeline and comes back as {url, width, height}, with or without text', async () => {
    const { id } = await freshConversation(ctx, bia, [ana]);
    const alone = await send(ctx, bia, id, { image: await pngBlob(24, 16) });
    expect(alone.status).toBe(201);
    expect(alone.body).toMatchObject({ body: null, image: { width: 24, height: 16 } });
    expect(alone.body.image.url).toMatch(/^\/uploads\/message-images\//);
    const withText = await send(ctx, bia, id, { body: 'Olha isto', image: await pngBlob(30, 20, 'orange') });
    expect(withText.body).toMatchObject({ body: 'Olha isto', image: { width: 30, height: 20 } });
    // Stored, and served.
    expect(await messageFiles(bia)).toHaveLength(2);
    const served = await ctx.app.request(alone.body.image.url, { headers: { cookie: ana.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    // The inbox says there is an image.
    const inbox = (await conversations(ctx, ana)).body.items.find((c: { id: string }) => c.id === id);
    expect(inbox.lastMessage).toMatchObject({ id: withText.body.id, excerpt: 'Olha isto', hasImage: true });

    // Deleted for everyone: the image goes from storage too.
    expect((await deleteMessage(ctx, bia, alone.body.id)).body).toMatchObject({ image: null, body: null });
    expect(await messageFiles(bia)).toHaveLength(1);
    expect((await history(ctx, ana, id)).body.items[0]).toMatchObject({
      image: null,
      deletedAt: expect.any(String),
    });
  });

  it('that is not an image is refused (415) and nothing is written', async () => {
    const { id } = await freshConversation(ctx, carla, [bia]);
    const before = await messageFiles(carla);
    const text = new Blob(['Olá! Isto é um texto com a extensão .png, não uma imagem.'], {
      type: 'image/png',
    });
    const res = await send(ctx, carla, id, { body: 'Foto', image: text });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(MSG.images.onlyImages);
    expect(await rowsOf(id)).toEqual([]);
    expect(await messageFiles(carla)).toEqual(before);
    expect((await conversation(ctx, bia, id)).body.lastMessage).toBeNull();
  });
});

describe('history', () => {
  it('pages upwards: the newest page first, each oldest first, until the start', async () => {
    const { id } = await freshConversation(ctx, ana, [bia]);
    const bodies = Array.from({ length: 7 }, (_, i) => `Mensagem ${i + 1}`);
    for (const body of bodies) await send(ctx, body.endsWith('2') ? bia : ana, id, { body });
    const seen: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await history(
        ctx,
        bia,
        id,
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(page.body.items.map((m: { body: string }) => m.body));
      cursor = page.body.olderCursor;
    } while (cursor);
    expect(seen).toEqual([
      ['Mensagem 5', 'Mensagem 6', 'Mensagem 7'],
      ['Mensagem 2', 'Mensagem 3', 'Mensagem 4'],
      ['Mensagem 1'],
    ]);
    expect((await history(ctx, bia, id, '?cursor=lixo')).status).toBe(400);
  });
});

describe('account deletion', () => {
  it("leaves her messages as 'Mensagem apagada' (no body, no image, no author) and removes her files", async () => {
    const [dora, eva] = await members(ctx, 'Dora Vai Embora', 'Eva Fica');
    await connect(ctx, dora, eva);
    const { id } = await conversationWith(ctx, dora, eva, ['Oi, Eva']);
    await send(ctx, dora, id, { body: 'Uma foto', image: await pngBlob() });
    const reply = await send(ctx, eva, id, { body: 'Oi, Dora' });
    expect(await messageFiles(dora)).toHaveLength(1);

    const deleted = await call(ctx, 'DELETE', '/api/profile/me', { cookie: dora.cookie });
    expect(deleted.status).toBe(204);

    const items = (await history(ctx, eva, id)).body.items;
    expect(items).toHaveLength(3);
    for (const message of items.slice(0, 2)) {
      expect(message).toMatchObject({ author: null, body: null, image: null, deletedAt: expect.any(String) });
    }
    expect(items[2]).toMatchObject({ id: reply.body.id, body: 'Oi, Dora', author: { id: eva.id } });
    expect(await messageFiles(dora)).toEqual([]);
    const stored = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from messages where conversation_id = ${id} and (body is not null or image_key is not null) and author_id is null`,
    );
    expect(stored[0]!.n).toBe(0);
    // The conversation is still Eva's, with nobody else in it.
    const left = await conversation(ctx, eva, id);
    expect(left.body).toMatchObject({ participants: [], memberCount: 1 });
  });
});
