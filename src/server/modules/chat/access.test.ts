import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import { MSG } from '../../../domain/messages.js';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';
import { makePlatformAdmin } from '../companies/fixtures.js';
import {
  addMembers,
  answerRequest,
  connect,
  conversation,
  conversations,
  createGroup,
  deleteMessage,
  editMessage,
  history,
  leave,
  markRead,
  members,
  openDirect,
  send,
  updateConversation,
} from './fixtures.js';

// Who may do what to a conversation and its messages (issue 18), as a matrix of every action ×
// every kind of viewer: anonymous (401), a stranger, a former group member and a platform
// administrator who does not take part (404: the conversation does not exist for them), and the
// participants (allowed; another participant's message is not hers to edit or delete: 403).

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;
let dora: TestMember;
let eva: TestMember;
let fabi: TestMember;
let groupId: string;
let directId: string;
let requestId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bia, carla, dora, eva, fabi] = await members(
    ctx,
    'Ana Participante',
    'Bia Participante',
    'Carla Estranha',
    'Dora Ex-membro',
    'Eva Administradora',
    'Fabi Convidada',
  );
  await connect(ctx, ana, bia, dora, fabi, eva);
  await makePlatformAdmin(ctx, eva);
  const group = await createGroup(ctx, ana, 'Grupo da matriz', [bia, dora]);
  groupId = group.body.id;
  directId = (await openDirect(ctx, ana, bia)).body.id;
  // A request: Carla is nobody's connection; her first message waits in Bia's requests.
  requestId = (await openDirect(ctx, carla, bia)).body.id;
  expect((await send(ctx, carla, requestId, { body: 'Oi, posso perguntar algo?' })).status).toBe(201);
  expect((await send(ctx, dora, groupId, { body: 'Antes de sair' })).status).toBe(201);
  expect((await leave(ctx, dora, groupId)).status).toBe(204);
});
afterAll(() => ctx?.close());

const notFoundConversation = { error: { code: 'not_found', message: CHAT_ERRORS.conversationNotFound } };
const notFoundMessage = { error: { code: 'not_found', message: CHAT_ERRORS.messageNotFound } };
const unauthorized = { error: { code: 'unauthorized', message: MSG.common.unauthorized } };

type Viewer = 'anonymous' | 'stranger' | 'former' | 'admin';
const outsiders: Viewer[] = ['anonymous', 'stranger', 'former', 'admin'];
const who = (viewer: Viewer): TestMember | null =>
  ({ anonymous: null, stranger: carla, former: dora, admin: eva })[viewer];

/** A message of Ana's in the group, fresh for each action that changes it. */
const anaSays = async (body: string) => {
  const res = await send(ctx, ana, groupId, { body });
  expect(res.status).toBe(201);
  return res.body as { id: string; seq: number };
};

/** Everything the group holds, as its participants read it. */
const groupState = async () => ({
  history: (await history(ctx, ana, groupId, '?limit=100')).body,
  detail: (await conversation(ctx, ana, groupId)).body,
  bia: (await conversation(ctx, bia, groupId)).body,
});

type Action = {
  name: string;
  /** The request as `member` makes it, against the group (`messageId`: a message of Ana's). */
  run: (member: TestMember | null, messageId: string) => Promise<HttpResult>;
  /** Refused to outsiders with this 404 body. */
  notFound: { error: { code: string; message: string } };
};

const actions: Action[] = [
  { name: 'read the history', run: (m) => history(ctx, m, groupId), notFound: notFoundConversation },
  {
    name: 'read the conversation',
    run: (m) => conversation(ctx, m, groupId),
    notFound: notFoundConversation,
  },
  { name: 'send', run: (m) => send(ctx, m, groupId, { body: 'intrusa' }), notFound: notFoundConversation },
  { name: 'edit', run: (m, id) => editMessage(ctx, m, id, 'mudado'), notFound: notFoundMessage },
  { name: 'delete', run: (m, id) => deleteMessage(ctx, m, id), notFound: notFoundMessage },
  { name: 'mark read', run: (m) => markRead(ctx, m, groupId, 1_000), notFound: notFoundConversation },
  {
    name: 'mute',
    run: (m) => updateConversation(ctx, m, groupId, { muted: true }),
    notFound: notFoundConversation,
  },
  {
    name: 'archive',
    run: (m) => updateConversation(ctx, m, groupId, { archived: true }),
    notFound: notFoundConversation,
  },
  {
    name: 'rename',
    run: (m) => updateConversation(ctx, m, groupId, { title: 'Tomado' }),
    notFound: notFoundConversation,
  },
  { name: 'accept', run: (m) => answerRequest(ctx, m, groupId, 'accept'), notFound: notFoundConversation },
  { name: 'decline', run: (m) => answerRequest(ctx, m, groupId, 'decline'), notFound: notFoundConversation },
  // Her own connection (Ana's too): whatever the people named, an outsider learns nothing.
  { name: 'add members', run: (m) => addMembers(ctx, m, groupId, [fabi]), notFound: notFoundConversation },
  { name: 'add strangers', run: (m) => addMembers(ctx, m, groupId, [carla]), notFound: notFoundConversation },
  { name: 'leave', run: (m) => leave(ctx, m, groupId), notFound: notFoundConversation },
];

describe('a group conversation, to anyone who does not take part in it', () => {
  it.each(actions)(
    '$name: 401 anonymous, 404 for a stranger, a former member and an administrator, nothing changed',
    async (action) => {
      const message = await anaSays(`Para a matriz: ${action.name}`);
      const before = await groupState();
      for (const viewer of outsiders) {
        const res = await action.run(who(viewer), message.id);
        if (viewer === 'anonymous') {
          expect(res.status, viewer).toBe(401);
          expect(res.body, viewer).toEqual(unauthorized);
        } else {
          expect(res.status, viewer).toBe(404);
          expect(res.body, viewer).toEqual(action.notFound);
        }
      }
      expect(await groupState()).toEqual(before);
    },
  );

  it('is in none of their lists, and its id answers like an unknown one', async () => {
    for (const member of [carla, dora, eva]) {
      for (const folder of ['inbox', 'requests', 'archived']) {
        const list = await conversations(ctx, member, folder);
        expect(list.status).toBe(200);
        expect(list.body.items.map((c: { id: string }) => c.id)).not.toContain(groupId);
      }
    }
    const unknown = crypto.randomUUID();
    expect((await conversation(ctx, carla, unknown)).body).toEqual(notFoundConversation);
    expect((await conversation(ctx, carla, 'nao-e-um-id')).status).toBe(404);
  });
});

describe('a direct conversation and a request, to anyone but the two of them', () => {
  it('answers 404 to a third member and to an administrator for every action', async () => {
    const message = await send(ctx, ana, directId, { body: 'Só entre nós' });
    const requestMessage = (await history(ctx, bia, requestId)).body.items[0];
    for (const member of [carla, eva, dora]) {
      const isCarla = member === carla;
      // Carla takes part in the request (she wrote it), not in Ana and Bia's conversation.
      const targets = isCarla ? [directId] : [directId, requestId];
      for (const id of targets) {
        expect((await history(ctx, member, id)).status).toBe(404);
        expect((await conversation(ctx, member, id)).status).toBe(404);
        expect((await send(ctx, member, id, { body: 'intrusa' })).status).toBe(404);
        expect((await markRead(ctx, member, id, 1)).status).toBe(404);
        expect((await updateConversation(ctx, member, id, { muted: true })).status).toBe(404);
        expect((await answerRequest(ctx, member, id, 'accept')).status).toBe(404);
        expect((await answerRequest(ctx, member, id, 'decline')).status).toBe(404);
      }
      expect((await editMessage(ctx, member, message.body.id, 'mudado')).body).toEqual(notFoundMessage);
      expect((await deleteMessage(ctx, member, message.body.id)).body).toEqual(notFoundMessage);
      if (!isCarla) expect((await deleteMessage(ctx, member, requestMessage.id)).status).toBe(404);
    }
    const page = await history(ctx, bia, directId);
    expect(page.body.items.at(-1)).toMatchObject({
      id: message.body.id,
      body: 'Só entre nós',
      deletedAt: null,
    });
  });

  it('accept and decline are the recipient’s: the sender’s decline is refused (403)', async () => {
    // Carla wrote it: it sits in her inbox, not as a request; accepting changes nothing.
    const declined = await answerRequest(ctx, carla, requestId, 'decline');
    expect(declined.status).toBe(403);
    expect((await conversation(ctx, carla, requestId)).body.state).toBe('inbox');
    expect((await conversation(ctx, bia, requestId)).body.state).toBe('request');
  });

  it('members, leaving and renaming are for groups only (400)', async () => {
    for (const res of [
      await addMembers(ctx, ana, directId, [fabi]),
      await addMembers(ctx, ana, directId, [carla]),
      await leave(ctx, ana, directId),
      await updateConversation(ctx, ana, directId, { title: 'Nome' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(CHAT_ERRORS.notGroup);
    }
    expect((await conversation(ctx, ana, directId)).body).toMatchObject({ title: null, memberCount: 2 });
  });
});

describe('a block between the two of a direct conversation (issue 19)', () => {
  it('stops the sending either way (403), not the reading', async () => {
    const id = (await openDirect(ctx, fabi, eva)).body.id;
    expect((await send(ctx, fabi, id, { body: 'Antes do bloqueio' })).status).toBe(201);
    await ctx.db.execute(
      sql`insert into member_blocks (blocker_id, blocked_id) values (${eva.id}, ${fabi.id})`,
    );
    for (const member of [fabi, eva]) {
      const refused = await send(ctx, member, id, { body: 'Depois do bloqueio' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(CHAT_ERRORS.notAllowed);
      const page = await history(ctx, member, id);
      expect(page.body.items.map((m: { body: string }) => m.body)).toEqual(['Antes do bloqueio']);
      expect((await conversation(ctx, member, id)).body.viewer.canSend).toBe(false);
    }
    await ctx.db.execute(
      sql`delete from member_blocks where blocker_id = ${eva.id} and blocked_id = ${fabi.id}`,
    );
    expect((await send(ctx, eva, id, { body: 'Desbloqueada' })).status).toBe(201);
  });
});

describe('participants', () => {
  it('read, send, mark read, mute, archive, rename and add her connections', async () => {
    expect((await history(ctx, bia, groupId)).status).toBe(200);
    const detail = await conversation(ctx, bia, groupId);
    expect(detail.status).toBe(200);
    expect(detail.body.participants.map((p: { id: string }) => p.id).sort()).toEqual([ana.id].sort());
    const sent = await send(ctx, bia, groupId, { body: 'Sou do grupo' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      body: 'Sou do grupo',
      author: { id: bia.id },
      clientId: expect.any(String),
    });
    // Ana reads Bia's message without her clientId (it is Bia's alone).
    const seenByAna = (await history(ctx, ana, groupId)).body.items.at(-1);
    expect(seenByAna).toMatchObject({ id: sent.body.id, clientId: null });
    expect((await markRead(ctx, ana, groupId, sent.body.seq)).status).toBe(200);
    expect((await updateConversation(ctx, bia, groupId, { muted: true })).body).toMatchObject({
      muted: true,
    });
    expect((await updateConversation(ctx, bia, groupId, { archived: true })).body).toMatchObject({
      archived: true,
    });
    // Hers only: Ana's view of the group is untouched.
    expect((await conversation(ctx, ana, groupId)).body).toMatchObject({ muted: false, archived: false });
    const renamed = await updateConversation(ctx, bia, groupId, { title: 'Grupo renomeado' });
    expect(renamed.body.title).toBe('Grupo renomeado');
    expect((await conversation(ctx, ana, groupId)).body.title).toBe('Grupo renomeado');
    await connect(ctx, bia, fabi);
    const added = await addMembers(ctx, bia, groupId, [fabi]);
    expect(added.status).toBe(200);
    expect(added.body.memberCount).toBe(3);
  });

  it('edit and delete only their own messages (another participant: 403, nothing changed)', async () => {
    const message = await anaSays('Só eu mudo isto');
    const forbidden = { error: { code: 'forbidden', message: MSG.common.forbidden } };
    expect(await editMessage(ctx, bia, message.id, 'mudado por Bia')).toMatchObject({
      status: 403,
      body: forbidden,
    });
    expect(await deleteMessage(ctx, bia, message.id)).toMatchObject({ status: 403, body: forbidden });
    expect(
      (await history(ctx, bia, groupId)).body.items.find((m: { id: string }) => m.id === message.id),
    ).toMatchObject({
      body: 'Só eu mudo isto',
      editedAt: null,
      deletedAt: null,
      viewer: { canEdit: false, canDelete: false },
    });

    const edited = await editMessage(ctx, ana, message.id, 'Mudei isto');
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Mudei isto', editedAt: expect.any(String) });
    expect(
      (await history(ctx, bia, groupId)).body.items.find((m: { id: string }) => m.id === message.id).body,
    ).toBe('Mudei isto');
  });

  it('edit within 15 minutes only (409 after), and may still delete', async () => {
    const message = await anaSays('Escrito há muito tempo');
    await ctx.db.execute(
      sql`update messages set created_at = now() - interval '16 minutes' where id = ${message.id}`,
    );
    const own = (await history(ctx, ana, groupId)).body.items.find(
      (m: { id: string }) => m.id === message.id,
    );
    expect(own.viewer).toEqual({ canEdit: false, canDelete: true });
    const late = await editMessage(ctx, ana, message.id, 'Tarde demais');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Mensagens só podem ser editadas até 15 minutos depois do envio.');
    expect(late.body.error.message).toBe(CHAT_ERRORS.editWindow);
    // 14 minutes: still hers to edit.
    await ctx.db.execute(
      sql`update messages set created_at = now() - interval '14 minutes' where id = ${message.id}`,
    );
    expect((await editMessage(ctx, ana, message.id, 'A tempo')).status).toBe(200);
    await ctx.db.execute(
      sql`update messages set created_at = now() - interval '2 days' where id = ${message.id}`,
    );
    expect((await deleteMessage(ctx, ana, message.id)).status).toBe(200);
  });

  it('delete for everyone: deletedAt set, body and image gone for every reader; twice is 409', async () => {
    const message = await anaSays('Vou apagar');
    const deleted = await deleteMessage(ctx, ana, message.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      id: message.id,
      body: null,
      image: null,
      deletedAt: expect.any(String),
    });
    for (const member of [ana, bia]) {
      const seen = (await history(ctx, member, groupId)).body.items.find(
        (m: { id: string }) => m.id === message.id,
      );
      expect(seen).toMatchObject({ body: null, image: null, deletedAt: deleted.body.deletedAt });
      expect(seen.viewer).toEqual({ canEdit: false, canDelete: false });
    }
    const inbox = (await conversations(ctx, bia)).body.items.find((c: { id: string }) => c.id === groupId);
    expect(inbox.lastMessage).toMatchObject({
      id: message.id,
      deleted: true,
      excerpt: null,
      hasImage: false,
    });
    const again = await deleteMessage(ctx, ana, message.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CHAT_ERRORS.deleted);
    expect((await editMessage(ctx, ana, message.id, 'volta')).status).toBe(409);
    const [row] = await queryRows<{ body: string | null; image_url: string | null }>(
      ctx.db,
      sql`select body, image_url from messages where id = ${message.id}`,
    );
    expect(row).toEqual({ body: null, image_url: null });
  });

  it('leave a group: 204, then it is gone for her like for a stranger', async () => {
    const message = await anaSays('Antes de a Bia sair');
    expect((await leave(ctx, bia, groupId)).status).toBe(204);
    expect((await history(ctx, bia, groupId)).body).toEqual(notFoundConversation);
    expect((await conversation(ctx, bia, groupId)).status).toBe(404);
    expect((await send(ctx, bia, groupId, { body: 'Ainda aqui?' })).status).toBe(404);
    expect((await markRead(ctx, bia, groupId, message.seq)).status).toBe(404);
    expect((await leave(ctx, bia, groupId)).status).toBe(404);
    const list = await call(ctx, 'GET', '/api/chat/conversations?folder=archived', { cookie: bia.cookie });
    expect(list.body.items.map((c: { id: string }) => c.id)).not.toContain(groupId);
    const left = await conversation(ctx, ana, groupId);
    expect(left.body.participants.map((p: { id: string }) => p.id)).not.toContain(bia.id);
    expect(left.body.readers.map((r: { memberId: string }) => r.memberId)).not.toContain(bia.id);
  });
});
