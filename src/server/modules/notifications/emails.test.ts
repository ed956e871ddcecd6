import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSentence } from '../../../domain/copy/notifications.js';
import { NOTIFICATIONS_SERVER_COPY } from '../../../domain/copy/notifications-server.js';
import { EMAIL_DEFAULTS, EMAIL_SETTING_KINDS } from '../../../domain/rules/notifications.js';
import { authUser } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import type { CapturedMail } from '../../test/smtp-capture.js';
import { insertCommunity } from '../communities/fixtures.js';
import { insertGroup, insertPost, notifyNow } from './fixtures.js';
import { unsubscribeToken } from './unsubscribe.js';

// E-mail that respects her choices (issue 16): each event, none, the daily digest (never more
// than one a day), and the one-click unsubscribe of RFC 8058 that works without signing in.

let ctx: TestContext;
let admin: TestMember;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx, 'Bia Lima');
});
afterAll(() => ctx?.close());

/** Her notification e-mails (sign-up's confirmation e-mail aside): those with List-Unsubscribe. */
const mailsTo = (member: TestMember) =>
  ctx.smtp.messages.filter((m) => m.to.includes(member.email.toLowerCase()) && m.headers['list-unsubscribe']);

/** Her first notification e-mail, received now or within 10 s. */
async function notificationMail(member: TestMember): Promise<CapturedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [found] = mailsTo(member);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no notification e-mail to ${member.email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** She asks to join a community that requires approval, and its admin approves her. */
async function approveHer(member: TestMember) {
  const group = await insertCommunity(ctx, admin, { requiresApproval: true });
  expect(
    (await call(ctx, 'POST', `/api/communities/${group.id}/join`, { cookie: member.cookie })).status,
  ).toBe(200);
  const res = await call(ctx, 'POST', `/api/communities/${group.id}/requests/${member.id}/approve`, {
    cookie: admin.cookie,
  });
  expect(res.status).toBe(204);
  return group;
}

function tokenOf(mail: CapturedMail): string {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const match = /^<(http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=([^>]+))>$/.exec(header);
  expect(match, header).not.toBeNull();
  return decodeURIComponent(match![2]!);
}

/** POST as a mail provider does: no session, no Origin, the RFC 8058 body. */
const oneClick = (token: string) =>
  ctx.app.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const modeOf = async (member: TestMember, kind: string) => {
  const res = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: member.cookie });
  return res.body.settings.find((s: { kind: string }) => s.kind === kind).mode;
};

describe("mode 'each'", () => {
  it('sends one e-mail per event, in pt-BR, linking to the object and to Configurações, with one-click unsubscribe headers', async () => {
    const ana = await createMember(ctx, 'Ana Souza');
    expect(EMAIL_DEFAULTS.join_approved).toBe('each');
    const group = await approveHer(ana);
    const mail = await notificationMail(ana);
    await ctx.notificationMailIdle();
    expect(mailsTo(ana)).toHaveLength(1);

    const list = await call(ctx, 'GET', '/api/notifications', { cookie: ana.cookie });
    expect(mail.subject).toBe(notificationSentence(list.body.items[0]));
    expect(mail.subject).toContain(group.name);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(mail);
    expect(mail.links).toEqual(
      expect.arrayContaining([
        `http://localhost:3000/comunidades/${group.id}`,
        'http://localhost:3000/configuracoes',
        `http://localhost:3000/descadastrar?token=${encodeURIComponent(token)}`,
      ]),
    );
    expect(mail.text).toContain(NOTIFICATIONS_SERVER_COPY.mail.each.unsubscribe);
    expect(mail.html).toContain(`href="http://localhost:3000/comunidades/${group.id}"`);
  });

  it("sends nothing once she chose 'none' for the kind", async () => {
    const carla = await createMember(ctx, 'Carla Dias');
    const put = await call(ctx, 'PUT', '/api/notifications/email-settings', {
      cookie: carla.cookie,
      body: { settings: [{ kind: 'join_approved', mode: 'none' }] },
    });
    expect(put.status).toBe(200);
    await approveHer(carla);
    await ctx.notificationMailIdle();
    expect(mailsTo(carla)).toEqual([]);
    // The notification itself is there.
    const list = await call(ctx, 'GET', '/api/notifications', { cookie: carla.cookie });
    expect(list.body.items.map((i: { kind: string }) => i.kind)).toEqual(['join_approved']);
  });

  it('sends nothing to an address she has not confirmed', async () => {
    const dana = await createMember(ctx, 'Dana Reis');
    await ctx.db.update(authUser).set({ emailVerified: false }).where(eq(authUser.id, dana.id));
    const group = await insertGroup(ctx);
    await notifyNow(ctx, {
      recipientId: dana.id,
      kind: 'join_approved',
      actorId: null,
      communityId: group.id,
    });
    await ctx.notificationMailIdle();
    expect(mailsTo(dana)).toEqual([]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the kind off without a session, and again changes nothing', async () => {
    const eva = await createMember(ctx, 'Eva Prado');
    await approveHer(eva);
    const token = tokenOf(await notificationMail(eva));

    const info = await ctx.app.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    const masked = `${eva.email[0]}***@exemplo.com.br`;
    expect(await info.json()).toEqual({ kind: 'join_approved', email: masked });
    expect(await modeOf(eva, 'join_approved')).toBe('each');

    for (let i = 0; i < 2; i++) {
      const res = await oneClick(token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ kind: 'join_approved', email: masked });
    }
    expect(await modeOf(eva, 'join_approved')).toBe('none');
    expect(await modeOf(eva, 'application_status')).toBe(EMAIL_DEFAULTS.application_status);

    // The next approval sends nothing.
    await approveHer(eva);
    await ctx.notificationMailIdle();
    expect(mailsTo(eva)).toHaveLength(1);
  });

  it('refuses a token it did not sign, in pt-BR (400), changing nothing', async () => {
    const fer = await createMember(ctx, 'Fernanda Melo');
    const good = unsubscribeToken(ctx.config.authSecret, fer.id, 'mention');
    const [body] = good.split('.');
    const forged = [
      'abc',
      `${body}.AAAA`,
      `${Buffer.from(`${fer.id}:mention`).toString('base64url')}.${good.split('.')[1]?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      unsubscribeToken('outro-segredo', fer.id, 'mention'),
      `${Buffer.from(`${fer.id}:spam`).toString('base64url')}.${good.split('.')[1]}`,
    ];
    for (const token of forged) {
      const res = await oneClick(token);
      expect(res.status, token).toBe(400);
      expect((await res.json()).error.message).toBe(NOTIFICATIONS_SERVER_COPY.errors.invalidToken);
    }
    expect((await ctx.app.request('/api/notifications/unsubscribe?token=abc')).status).toBe(400);
    expect(await modeOf(fer, 'mention')).toBe(EMAIL_DEFAULTS.mention);
    // The real one works.
    expect((await oneClick(good)).status).toBe(200);
    expect(await modeOf(fer, 'mention')).toBe('none');
  });
});

describe('the daily digest', () => {
  it('sends ONE e-mail listing what waited, never a second the same day, and its link turns the digest off', async () => {
    const gabi = await createMember(ctx, 'Gabriela Rocha');
    expect(EMAIL_DEFAULTS.post_comment).toBe('digest');
    const post = await insertPost(ctx, gabi);
    const other = await insertPost(ctx, gabi);
    const helena = await createMember(ctx, 'Helena Castro');
    await notifyNow(ctx, {
      recipientId: gabi.id,
      kind: 'post_comment',
      actorId: admin.id,
      postId: post.id,
      excerpt: 'Que ótimo!',
    });
    await notifyNow(ctx, {
      recipientId: gabi.id,
      kind: 'post_comment',
      actorId: helena.id,
      postId: other.id,
    });
    // Nothing is e-mailed at once for a digest kind.
    await ctx.notificationMailIdle();
    expect(mailsTo(gabi)).toEqual([]);

    // Two runs at once (two processes), then a third later the same day.
    const sent = await Promise.all([ctx.sendDigests(), ctx.sendDigests()]);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
    const digest = await notificationMail(gabi);
    await notifyNow(ctx, { recipientId: gabi.id, kind: 'post_comment', actorId: helena.id, postId: post.id });
    await ctx.sendDigests();
    await ctx.notificationMailIdle();
    expect(mailsTo(gabi)).toHaveLength(1);

    expect(digest.subject).toBe(NOTIFICATIONS_SERVER_COPY.mail.digest.subject(2));
    expect(digest.text).toContain('Bia Lima comentou na sua publicação.');
    expect(digest.text).toContain('Helena Castro comentou na sua publicação.');
    expect(digest.text).toContain('“Que ótimo!”');
    expect(digest.links).toEqual(
      expect.arrayContaining([
        `http://localhost:3000/publicacoes/${post.id}`,
        'http://localhost:3000/notificacoes',
        'http://localhost:3000/configuracoes',
      ]),
    );
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Its one-click link turns off every kind she receives in the digest, and nothing else.
    const token = tokenOf(digest);
    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect((await res.json()).kind).toBe('digest');
    const settings = await call(ctx, 'GET', '/api/notifications/email-settings', { cookie: gabi.cookie });
    expect(settings.body.settings).toEqual(
      EMAIL_SETTING_KINDS.map((kind) => ({
        kind,
        mode: EMAIL_DEFAULTS[kind] === 'digest' ? 'none' : EMAIL_DEFAULTS[kind],
      })),
    );
  });

  it('leaves out what she already read, and sends nothing when nothing is left', async () => {
    const iris = await createMember(ctx, 'Iris Nunes');
    const post = await insertPost(ctx, iris);
    await notifyNow(ctx, { recipientId: iris.id, kind: 'post_comment', actorId: admin.id, postId: post.id });
    await call(ctx, 'POST', '/api/notifications/read-all', { cookie: iris.cookie });
    await ctx.sendDigests();
    await ctx.notificationMailIdle();
    expect(mailsTo(iris)).toEqual([]);
  });
});
