import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SERVER_COPY } from '../../../domain/copy/chat-server.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';
import type { CapturedMail } from '../../test/smtp-capture.js';
import { CHAT_EMAIL_JOB, type ChatEmailJob, type ChatMailDeps, emailUnread } from './emails.js';
import {
  connect,
  emailJobs,
  freshConversation,
  markRead,
  members,
  openDirect,
  putSettings,
  send,
  updateConversation,
} from './fixtures.js';

// The unread-message e-mail (issue 18): a send queues CHAT_EMAIL_JOB for 15 minutes later;
// when it runs, it e-mails her at most once a day per conversation, only if the message is
// still unread, never for a request or a muted conversation, never once she turned it off —
// and the e-mail's one-click unsubscribe turns it off.

let ctx: TestContext;
let deps: ChatMailDeps;
let ana: TestMember;
let bia: TestMember;
let carla: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  deps = {
    db: ctx.db,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    authSecret: ctx.config.authSecret,
  };
  [ana, bia, carla] = await members(ctx, 'Ana Escreve', 'Bia Recebe', 'Carla Recebe');
  await connect(ctx, ana, bia, carla);
  await connect(ctx, bia, carla);
});
afterAll(() => ctx?.close());

/** Her unread-message e-mails received so far (sign-up's aside). */
const mailsTo = (member: TestMember) =>
  ctx.smtp.messages.filter(
    (m) =>
      m.to.includes(member.email.toLowerCase()) && m.headers['list-unsubscribe']?.includes('unsubscribe'),
  );

/** Runs the job as its worker would, then waits until what it queued has been sent. */
async function run(job: ChatEmailJob): Promise<boolean> {
  const owed = await emailUnread(deps, job);
  await ctx.mailQueueIdle();
  return owed;
}

/** The one job her last message queued for `member`. */
async function lastJob(member: TestMember, conversationId: string): Promise<ChatEmailJob> {
  const jobs = await emailJobs(ctx, member.id, conversationId);
  expect(jobs.length).toBeGreaterThan(0);
  return jobs.at(-1)!;
}

const tokenOf = (mail: CapturedMail) => {
  const match = /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=([^>]+)>$/.exec(
    mail.headers['list-unsubscribe'] ?? '',
  );
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

describe('an unread message', () => {
  it('e-mails her once, naming who wrote (never what), linking to the conversation, with one-click unsubscribe', async () => {
    const { id } = await freshConversation(ctx, ana, [bia]);
    const direct = (await openDirect(ctx, ana, bia)).body.id;
    const sent = await send(ctx, ana, direct, { body: 'Um segredo entre nós' });
    const job = await lastJob(bia, direct);
    expect(job).toEqual({ conversationId: direct, userId: bia.id, seq: sent.body.seq });

    expect(await run(job)).toBe(true);
    const [mail] = mailsTo(bia);
    expect(mailsTo(bia)).toHaveLength(1);
    expect(mail!.subject).toBe(CHAT_SERVER_COPY.unreadDirect('Ana Escreve'));
    expect(mail!.links).toContain(`http://localhost:3000/chat/${direct}`);
    expect(mail!.text).not.toContain('Um segredo entre nós');
    expect(mail!.html).not.toContain('Um segredo entre nós');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The same job again (a retry): nothing more.
    expect(await run(job)).toBe(false);
    expect(mailsTo(bia)).toHaveLength(1);

    // A group names itself.
    await send(ctx, ana, id, { body: 'No grupo' });
    expect(await run(await lastJob(bia, id))).toBe(true);
    const { title } = (await call(ctx, 'GET', `/api/chat/conversations/${id}`, { cookie: bia.cookie })).body;
    expect(mailsTo(bia).at(-1)!.subject).toBe(CHAT_SERVER_COPY.unreadGroup('Ana Escreve', title));
  });

  it('at most once a day per conversation, whatever the messages and jobs', async () => {
    const { id } = await freshConversation(ctx, ana, [carla]);
    const first = await send(ctx, ana, id, { body: 'Primeira' });
    expect(await run(await lastJob(carla, id))).toBe(true);
    const before = mailsTo(carla).length;

    // Still unread: a second message queues nothing (she has not caught up since the first).
    const second = await send(ctx, ana, id, { body: 'Segunda' });
    expect(await emailJobs(ctx, carla.id, id)).toHaveLength(1);
    expect(await run({ conversationId: id, userId: carla.id, seq: second.body.seq })).toBe(false);

    // Read, then a new message: queued again, but today's e-mail was sent already.
    await markRead(ctx, carla, id, second.body.seq);
    const third = await send(ctx, ana, id, { body: 'Terceira' });
    expect(await emailJobs(ctx, carla.id, id)).toHaveLength(2);
    expect(await run(await lastJob(carla, id))).toBe(false);
    expect(mailsTo(carla)).toHaveLength(before);

    // The next day (São Paulo), the same unread message may e-mail again.
    await ctx.db.execute(
      sql`update conversation_members set emailed_on = emailed_on - 1 where conversation_id = ${id} and user_id = ${carla.id}`,
    );
    expect(await run({ conversationId: id, userId: carla.id, seq: third.body.seq })).toBe(true);
    expect(mailsTo(carla)).toHaveLength(before + 1);
    expect(first.body.seq).toBeLessThan(third.body.seq);
  });

  it('sends nothing once she read it, for a muted conversation, for a request, or after she left', async () => {
    const [dora, estranha] = await members(ctx, 'Dora Lê Rápido', 'Estela Desconhecida');
    await connect(ctx, ana, dora);
    const before = mailsTo(dora).length;

    // Read within the 15 minutes.
    const read = await freshConversation(ctx, ana, [dora], ['Leia logo']);
    await markRead(ctx, dora, read.id, read.sent[0]!.body.seq);
    expect(await run(await lastJob(dora, read.id))).toBe(false);

    // Muted: no job, and a job from before she muted sends nothing.
    const muted = await freshConversation(ctx, ana, [dora], ['Antes de silenciar']);
    const owed = await lastJob(dora, muted.id);
    await updateConversation(ctx, dora, muted.id, { muted: true });
    await send(ctx, ana, muted.id, { body: 'Silenciado' });
    expect(await emailJobs(ctx, dora.id, muted.id)).toHaveLength(1);
    expect(await run(owed)).toBe(false);

    // A request: no job, and none owed.
    const request = (await openDirect(ctx, estranha, dora)).body.id;
    const asked = await send(ctx, estranha, request, { body: 'Oi, Dora' });
    expect(await emailJobs(ctx, dora.id, request)).toEqual([]);
    expect(await run({ conversationId: request, userId: dora.id, seq: asked.body.seq })).toBe(false);

    // Left the group after the message.
    const left = await freshConversation(ctx, ana, [dora], ['Antes de sair']);
    await call(ctx, 'DELETE', `/api/chat/conversations/${left.id}/members/me`, { cookie: dora.cookie });
    expect(await run(await lastJob(dora, left.id))).toBe(false);

    expect(mailsTo(dora)).toHaveLength(before);
  });
});

describe('her choice', () => {
  it('off in Configurações: nothing; the one-click unsubscribe turns it off too', async () => {
    const [eva, fabi] = await members(ctx, 'Eva Prefere Não', 'Fabi Descadastra');
    await connect(ctx, ana, eva, fabi);

    expect((await putSettings(ctx, eva, { allowRequests: true, emailUnread: false })).status).toBe(200);
    const quiet = await freshConversation(ctx, ana, [eva], ['Sem e-mail']);
    expect(await run(await lastJob(eva, quiet.id))).toBe(false);
    expect(mailsTo(eva)).toEqual([]);

    const loud = await freshConversation(ctx, ana, [fabi], ['Com e-mail']);
    expect(await run(await lastJob(fabi, loud.id))).toBe(true);
    const token = tokenOf(mailsTo(fabi)[0]!);
    const info = await call(ctx, 'GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.body.kind).toBe('messages');
    // As her mail provider posts it: no session, no Origin.
    const res = await ctx.app.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBeLessThan(300);
    const settings = await call(ctx, 'GET', '/api/chat/settings', { cookie: fabi.cookie });
    expect(settings.body).toEqual({ allowRequests: true, emailUnread: false });
    const other = await freshConversation(ctx, ana, [fabi], ['Depois do descadastro']);
    expect(await run(await lastJob(fabi, other.id))).toBe(false);
    expect(mailsTo(fabi)).toHaveLength(1);
  });
});

describe('the queue', () => {
  it('runs the job once it is due (15 minutes after the message), through the real worker', async () => {
    const { id } = await freshConversation(ctx, bia, [carla], ['Pela fila']);
    const before = mailsTo(carla).length;
    const pending = await ctx.queue.pending(CHAT_EMAIL_JOB);
    expect(pending).toBeGreaterThan(0);
    // Due now, as if 15 minutes had passed.
    await ctx.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${CHAT_EMAIL_JOB}
          and data->>'conversationId' = ${id}`,
    );
    const deadline = Date.now() + 15_000;
    while (mailsTo(carla).length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(carla)).toHaveLength(before + 1);
    expect(mailsTo(carla).at(-1)!.subject).toContain('Bia Recebe');
  });
});
