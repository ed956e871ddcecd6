import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import { CHAT_GROUP_MAX_MEMBERS, CHAT_GROUP_TITLE_MAX_LENGTH } from '../../../domain/limits.js';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import type { TestMember } from '../../test/members.js';
import {
  addMembers,
  connect,
  conversation,
  conversations,
  createGroup,
  editMessage,
  emailJobs,
  history,
  insertPeople,
  leave,
  members,
  send,
  unread,
} from './fixtures.js';

// Groups (issue 18): named, made by a member among her connections, up to 20 participants; a
// member added later reads what is written from then on; leaving stops delivery and reading.

let ctx: TestContext;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;
let dora: TestMember;
let estranha: TestMember;
/** Ana's other connections (members without a session), enough to fill a group. */
let crowd: { id: string }[];

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bia, carla, dora, estranha] = await members(
    ctx,
    'Ana Grupo',
    'Bia Grupo',
    'Carla Grupo',
    'Dora Grupo',
    'Estela Estranha',
  );
  await connect(ctx, ana, bia, carla, dora);
  crowd = await insertPeople(ctx, CHAT_GROUP_MAX_MEMBERS, 'grupo-chat');
  await connect(ctx, ana, ...crowd);
});
afterAll(() => ctx?.close());

const ids = (people: { id: string }[]) => people.map((p) => p.id).sort();
const bodies = (res: { body: { items: { body: string }[] } }) => res.body.items.map((m) => m.body);

describe('making a group', () => {
  it('names it and puts it at once in everyone’s inbox, with her connections', async () => {
    const res = await createGroup(ctx, ana, '  Amigas da Tecnologia  ', [bia, carla]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'group',
      title: 'Amigas da Tecnologia',
      memberCount: 3,
      state: 'inbox',
      unread: false,
      lastMessage: null,
      viewer: { canAddMembers: true, canLeave: true, canAnswerRequest: false },
    });
    expect(ids(res.body.participants)).toEqual(ids([bia, carla]));
    for (const member of [ana, bia, carla]) {
      const inbox = await conversations(ctx, member);
      expect(inbox.body.items.map((c: { id: string }) => c.id)).toContain(res.body.id);
    }
    expect((await conversation(ctx, dora, res.body.id)).status).toBe(404);
  });

  it('only with her connections (403), named, with somebody (400)', async () => {
    const stranger = await createGroup(ctx, ana, 'Com estranha', [bia, estranha]);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe('Só é possível adicionar suas conexões ao grupo.');
    expect(stranger.body.error.message).toBe(CHAT_ERRORS.groupOnlyConnections);
    // Bia and Carla are Ana's connections, not each other's.
    expect((await createGroup(ctx, bia, 'Da Bia', [carla])).status).toBe(403);
    const cases = [
      { title: '', people: [bia], message: CHAT_ERRORS.groupTitleRequired },
      { title: '   ', people: [bia], message: CHAT_ERRORS.groupTitleRequired },
      {
        title: 'x'.repeat(CHAT_GROUP_TITLE_MAX_LENGTH + 1),
        people: [bia],
        message: CHAT_ERRORS.groupTitleTooLong,
      },
      { title: 'Ninguém', people: [], message: CHAT_ERRORS.groupMembersRequired },
      { title: 'Só eu', people: [ana], message: CHAT_ERRORS.groupMembersRequired },
    ];
    for (const { title, people, message } of cases) {
      const res = await createGroup(ctx, ana, title, people);
      expect(res.status, title).toBe(400);
      expect(JSON.stringify(res.body.error), title).toContain(message);
    }
    expect((await createGroup(ctx, null, 'Anônimo', [bia])).status).toBe(401);
    const groups = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from conversations where kind = 'group' and title in ('Com estranha', 'Da Bia', 'Só eu')`,
    );
    expect(groups[0]!.n).toBe(0);
  });

  it(`holds at most ${CHAT_GROUP_MAX_MEMBERS} participants, herself included (400 beyond)`, async () => {
    const tooMany = await createGroup(ctx, ana, 'Grande demais', crowd);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.error)).toContain(CHAT_ERRORS.groupTooLarge);

    const full = await createGroup(ctx, ana, 'Lotado', crowd.slice(0, CHAT_GROUP_MAX_MEMBERS - 1));
    expect(full.status).toBe(201);
    expect(full.body.memberCount).toBe(CHAT_GROUP_MAX_MEMBERS);
    const more = await addMembers(ctx, ana, full.body.id, [bia]);
    expect(more.status).toBe(400);
    expect(more.body.error.message).toBe(CHAT_ERRORS.groupTooLarge);
    // Naming people already in it adds nobody, and is no reason to refuse.
    expect((await addMembers(ctx, ana, full.body.id, [crowd[0]!])).status).toBe(200);

    // Two additions at once cannot pass the limit together.
    await ctx.db.execute(
      sql`update conversation_members set left_at = now() where conversation_id = ${full.body.id}
          and user_id = ${crowd[0]!.id}`,
    );
    const racing = await Promise.all([
      addMembers(ctx, ana, full.body.id, [bia]),
      addMembers(ctx, ana, full.body.id, [carla]),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await conversation(ctx, ana, full.body.id)).body.memberCount).toBe(CHAT_GROUP_MAX_MEMBERS);
  });
});

describe('a member added later', () => {
  it('reads only what is written from then on, and counts only that as unread', async () => {
    const group = await createGroup(ctx, ana, 'Antes e depois', [bia]);
    const id = group.body.id;
    const older = await send(ctx, ana, id, { body: 'Antes da Dora' });
    await send(ctx, bia, id, { body: 'Também antes' });

    const added = await addMembers(ctx, ana, id, [dora]);
    expect(added.status).toBe(200);
    expect(added.body.memberCount).toBe(3);
    expect(bodies(await history(ctx, dora, id))).toEqual([]);
    const seen = await conversation(ctx, dora, id);
    expect(seen.body).toMatchObject({ unread: false, lastMessage: null });
    expect((await unread(ctx, dora)).body.count).toBe(0);
    // Not even by its id.
    expect((await editMessage(ctx, dora, older.body.id, 'x')).status).toBe(404);

    await send(ctx, bia, id, { body: 'Bem-vinda, Dora!' });
    expect(bodies(await history(ctx, dora, id))).toEqual(['Bem-vinda, Dora!']);
    expect((await conversation(ctx, dora, id)).body).toMatchObject({
      unread: true,
      lastMessage: { excerpt: 'Bem-vinda, Dora!' },
    });
    expect((await unread(ctx, dora)).body.count).toBe(1);
    expect(bodies(await history(ctx, ana, id))).toEqual([
      'Antes da Dora',
      'Também antes',
      'Bem-vinda, Dora!',
    ]);
  });
});

describe('leaving a group', () => {
  it('stops delivery and reading; she is no longer a participant; added again she starts afresh', async () => {
    const group = await createGroup(ctx, ana, 'Vai e volta', [bia, carla]);
    const id = group.body.id;
    await send(ctx, bia, id, { body: 'Oi, grupo' });
    expect((await unread(ctx, carla)).body.count).toBe(1);

    expect((await leave(ctx, carla, id)).status).toBe(204);
    expect((await unread(ctx, carla)).body.count).toBe(0);
    const jobsBefore = (await emailJobs(ctx, carla.id, id)).length;
    await send(ctx, bia, id, { body: 'A Carla saiu' });
    expect((await unread(ctx, carla)).body.count).toBe(0);
    expect(await emailJobs(ctx, carla.id, id)).toHaveLength(jobsBefore);
    expect((await history(ctx, carla, id)).status).toBe(404);
    for (const folder of ['inbox', 'requests', 'archived']) {
      const list = await conversations(ctx, carla, folder);
      expect(list.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
    }
    const left = await conversation(ctx, ana, id);
    expect(left.body.memberCount).toBe(2);
    expect(ids(left.body.participants)).toEqual(ids([bia]));

    // Added again: what was written while she was away stays away.
    await addMembers(ctx, ana, id, [carla]);
    expect(bodies(await history(ctx, carla, id))).toEqual([]);
    await send(ctx, ana, id, { body: 'De volta!' });
    expect(bodies(await history(ctx, carla, id))).toEqual(['De volta!']);
    expect((await unread(ctx, carla)).body.count).toBe(1);
  });

  it('the last one to leave leaves nobody; the others keep writing after someone leaves', async () => {
    const group = await createGroup(ctx, ana, 'Até o fim', [bia]);
    const id = group.body.id;
    expect((await leave(ctx, ana, id)).status).toBe(204);
    expect((await send(ctx, bia, id, { body: 'Sozinha' })).status).toBe(201);
    expect((await conversation(ctx, bia, id)).body).toMatchObject({ memberCount: 1, participants: [] });
    expect((await leave(ctx, bia, id)).status).toBe(204);
    expect((await conversation(ctx, bia, id)).status).toBe(404);
    expect((await conversation(ctx, ana, id)).status).toBe(404);
  });
});
