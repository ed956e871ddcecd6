import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import type { TestMember } from '../../test/members.js';
import {
  connect,
  conversation,
  conversations,
  createGroup,
  markRead,
  memberRow,
  members,
  openDirect,
  send,
  unread,
  updateConversation,
} from './fixtures.js';

// Unread counts (issue 18): exact under concurrent sends and reads. A conversation is unread
// for her while its newest message is above the one she read up to; the top bar counts those
// in her inbox, muted and archived ones aside; reading never goes backwards, and never past
// the newest message (a message sent after is unread again).

let ctx: TestContext;
let ana: TestMember;
let senders: TestMember[];
let stranger: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b1, b2, b3, b4, s] = await members(
    ctx,
    'Ana Leitora',
    'Bia Remetente',
    'Carla Remetente',
    'Dora Remetente',
    'Eva Remetente',
    'Sara Estranha',
  );
  ana = a;
  senders = [b1, b2, b3, b4];
  stranger = s;
  await connect(ctx, ana, ...senders);
  for (const [i, x] of senders.entries()) await connect(ctx, x, ...senders.slice(i + 1));
});
afterAll(() => ctx?.close());

/** What the rows say her badge and each conversation's `unread` must be. */
async function expectedFromRows(userId: string) {
  const rows = await queryRows<{
    conversation_id: string;
    unread: boolean;
    counted: boolean;
    last_read_seq: string | number;
    last_message_seq: string | number;
    last_seq: string | number;
    max_seq: string | number | null;
  }>(
    ctx.db,
    sql`select m.conversation_id, m.last_message_seq > m.last_read_seq as unread,
          (m.last_message_seq > m.last_read_seq and m.state = 'inbox' and not m.archived and not m.muted) as counted,
          m.last_read_seq, m.last_message_seq, c.last_seq,
          (select max(seq) from messages where conversation_id = c.id) as max_seq
        from conversation_members m join conversations c on c.id = m.conversation_id
        where m.user_id = ${userId} and m.left_at is null`,
  );
  for (const row of rows) {
    // Her copy of the newest message is the conversation's own, and no read mark passes it.
    expect(Number(row.last_message_seq)).toBe(Number(row.last_seq));
    expect(Number(row.last_seq)).toBe(Number(row.max_seq ?? 0));
    expect(Number(row.last_read_seq)).toBeLessThanOrEqual(Number(row.last_message_seq));
  }
  return {
    count: rows.filter((row) => row.counted).length,
    unread: Object.fromEntries(rows.map((row) => [row.conversation_id, row.unread])),
  };
}

/** Her badge and every list's `unread` agree with the rows. */
async function expectCountsAgree(member: TestMember) {
  const expected = await expectedFromRows(member.id);
  expect((await unread(ctx, member)).body.count).toBe(expected.count);
  for (const folder of ['inbox', 'archived', 'requests']) {
    for (const item of (await conversations(ctx, member, folder)).body.items) {
      expect(item.unread, `${folder} ${item.id}`).toBe(expected.unread[item.id]);
    }
  }
  return expected.count;
}

async function seqsOf(conversationId: string) {
  const rows = await queryRows<{ seq: string | number }>(
    ctx.db,
    sql`select seq from messages where conversation_id = ${conversationId} order by seq`,
  );
  return rows.map((row) => Number(row.seq));
}

describe('unread counts', () => {
  it('are exact after members send concurrently while she reads concurrently', async () => {
    const group = (await createGroup(ctx, senders[0]!, 'Todas juntas', [ana, ...senders.slice(1)])).body.id;
    const directs: string[] = [];
    for (const sender of senders.slice(0, 2)) directs.push((await openDirect(ctx, sender, ana)).body.id);
    const perSender = 5;

    const sends = senders.flatMap((sender, i) =>
      Array.from({ length: perSender }, (_, n) => async () => {
        const target = n % 2 === 0 || i > 1 ? group : directs[i]!;
        const res = await send(ctx, sender, target, { body: `Mensagem ${n} de ${i}` });
        expect(res.status).toBe(201);
      }),
    );
    const reads = Array.from({ length: 12 }, (_, n) => async () => {
      const target = [group, ...directs][n % 3]!;
      const res = await markRead(ctx, ana, target, n % 4 === 0 ? 1_000_000 : n);
      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThanOrEqual(0);
    });
    // Interleaved, all at once.
    const all = sends.flatMap((s, i) => (reads[i] ? [s, reads[i]!] : [s]));
    await Promise.all(all.map((task) => task()));

    // Each conversation numbered its messages 1..n, no gap, no repeat.
    for (const id of [group, ...directs]) {
      const seqs = await seqsOf(id);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    }
    expect(
      (await seqsOf(group)).length + (await seqsOf(directs[0]!)).length + (await seqsOf(directs[1]!)).length,
    ).toBe(senders.length * perSender);
    await expectCountsAgree(ana);
    for (const sender of senders) await expectCountsAgree(sender);

    // She reads everything: nothing unread anywhere.
    for (const id of [group, ...directs]) {
      const { lastMessageSeq } = (await memberRow(ctx, id, ana.id))!;
      await markRead(ctx, ana, id, lastMessageSeq);
    }
    expect(await expectCountsAgree(ana)).toBe(0);
  });

  it('never go backwards, and never past the newest message', async () => {
    // A direct conversation of theirs, new (the first test wrote in Bia's and Carla's).
    const id = (await openDirect(ctx, senders[2]!, ana)).body.id;
    expect((await memberRow(ctx, id, ana.id))!.lastMessageSeq).toBe(0);
    for (const body of ['um', 'dois', 'três', 'quatro', 'cinco']) await send(ctx, senders[2]!, id, { body });
    const marks = [3, 1, 5, 2, 4];
    const results = await Promise.all(marks.map((seq) => markRead(ctx, ana, id, seq)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await memberRow(ctx, id, ana.id))!.lastReadSeq).toBe(5);
    expect((await markRead(ctx, ana, id, 2)).status).toBe(200);
    expect((await memberRow(ctx, id, ana.id))!.lastReadSeq).toBe(5);
    expect((await conversation(ctx, senders[2]!, id)).body.readers).toEqual([
      { memberId: ana.id, lastReadSeq: 5 },
    ]);

    // Read "up to" a message not written yet: the next one is still unread.
    await markRead(ctx, ana, id, 99);
    expect((await memberRow(ctx, id, ana.id))!.lastReadSeq).toBe(5);
    const before = (await unread(ctx, ana)).body.count;
    await send(ctx, senders[2]!, id, { body: 'seis' });
    expect((await unread(ctx, ana)).body.count).toBe(before + 1);
    expect((await conversation(ctx, ana, id)).body.unread).toBe(true);
    await expectCountsAgree(ana);
  });

  it('leave muted and archived conversations out of the badge, and requests too', async () => {
    const [b1, b2, b3] = senders as [TestMember, TestMember, TestMember];
    const muted = (await createGroup(ctx, b1, 'Silenciado', [ana])).body.id;
    const archived = (await createGroup(ctx, b2, 'Arquivado', [ana])).body.id;
    const counted = (await createGroup(ctx, b3, 'Contado', [ana])).body.id;
    for (const id of [muted, archived, counted]) await markRead(ctx, ana, id, 1_000);
    const base = await expectCountsAgree(ana);

    await updateConversation(ctx, ana, muted, { muted: true });
    await send(ctx, b1, muted, { body: 'Silêncio' });
    await send(ctx, b2, archived, { body: 'Ainda não arquivado' });
    await send(ctx, b3, counted, { body: 'Conta' });
    expect(await expectCountsAgree(ana)).toBe(base + 2);
    expect((await conversation(ctx, ana, muted)).body).toMatchObject({ unread: true, muted: true });

    // Archived with something unread: out of the badge and of the inbox, in 'archived'.
    const archiving = await updateConversation(ctx, ana, archived, { archived: true });
    expect(archiving.body).toMatchObject({ archived: true, unread: true });
    expect(await expectCountsAgree(ana)).toBe(base + 1);
    const archivedList = (await conversations(ctx, ana, 'archived')).body.items.map(
      (c: { id: string }) => c.id,
    );
    expect(archivedList).toContain(archived);
    // A new message brings it back to the inbox (and the badge).
    await send(ctx, b2, archived, { body: 'De volta' });
    expect((await conversation(ctx, ana, archived)).body.archived).toBe(false);
    expect(await expectCountsAgree(ana)).toBe(base + 2);

    // Unmuted: counted again.
    await updateConversation(ctx, ana, muted, { muted: false });
    expect(await expectCountsAgree(ana)).toBe(base + 3);

    // A request is not counted until she accepts it.
    const request = (await openDirect(ctx, stranger, ana)).body.id;
    await send(ctx, stranger, request, { body: 'Oi, posso falar com você?' });
    expect(await expectCountsAgree(ana)).toBe(base + 3);
  });
});
