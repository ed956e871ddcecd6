import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUBJECT_LABELS } from '../../../domain/copy/server.js';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_RATE_LIMIT } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import type { CapturedMail } from '../../test/smtp-capture.js';

const valid = {
  name: 'Joana Souza',
  email: 'joana@exemplo.com.br',
  subject: 'privacidade',
  message: 'Olá!\nGostaria de saber como <b>meus dados</b> são usados & guardados.',
};

const send = (ctx: TestContext, body: unknown, ip = '192.0.2.10') =>
  call(ctx, 'POST', '/api/contact', { body, ip });

describe('POST /api/contact', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('lets a visitor write: 202, and the team gets her message with her as Reply-To', async () => {
    const res = await send(ctx, valid);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });

    // Hers, not another test's message to the team.
    const mail = await waitForMail(ctx, (m) => m.subject.endsWith('— Joana Souza'));
    expect(mail.to).toEqual([ctx.config.contactEmail]);
    expect(mail.replyTo).toEqual(['joana@exemplo.com.br']);
    expect(mail.subject).toBe(`Contato pelo site: ${CONTACT_SUBJECT_LABELS.privacidade} — Joana Souza`);
    expect(mail.text).toContain('Nome: Joana Souza');
    expect(mail.text).toContain('E-mail: joana@exemplo.com.br');
    expect(mail.text).toContain(`Assunto: ${CONTACT_SUBJECT_LABELS.privacidade}`);
    expect(mail.text).toContain(valid.message);
    // What she typed is text in the HTML part, never markup.
    expect(mail.html).toContain('como &lt;b&gt;meus dados&lt;/b&gt; são usados &amp; guardados.');
    expect(mail.html).not.toContain('<b>meus dados</b>');
  });

  it('keeps a pasted line break in the name out of the headers', async () => {
    const res = await send(ctx, {
      ...valid,
      name: 'Ana\r\nBcc: intrusa@exemplo.com',
      email: 'ana@exemplo.com.br',
    });
    expect(res.status).toBe(202);
    const mail = await waitForMail(ctx, (m) => m.replyTo.includes('ana@exemplo.com.br'));
    expect(mail.to).toEqual([ctx.config.contactEmail]);
    expect(mail.subject).toBe(
      `Contato pelo site: ${CONTACT_SUBJECT_LABELS.privacidade} — Ana Bcc: intrusa@exemplo.com`,
    );
  });

  it('answers each invalid field with its message and sends nothing', async () => {
    const before = ctx.smtp.messages.length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', MSG.auth.fullNameRequired],
      [{ name: undefined }, 'name', MSG.auth.fullNameRequired],
      [{ email: '' }, 'email', MSG.auth.emailRequired],
      [{ email: undefined }, 'email', MSG.auth.emailRequired],
      [{ email: 'joana@' }, 'email', MSG.auth.emailInvalid],
      [{ message: ' \n ' }, 'message', MSG.common.required],
      [
        { message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
        'message',
        `Use no máximo ${CONTACT_MESSAGE_MAX_LENGTH} caracteres.`,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await send(ctx, { ...valid, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.error.message).toBe(MSG.common.invalidInput);
      expect(res.body.error.fields[field]).toBe(message);
    }
    for (const subject of [undefined, 'vendas']) {
      const res = await send(ctx, { ...valid, subject });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.subject).toEqual(expect.any(String));
    }
    expect(ctx.smtp.messages.length).toBe(before);
  });
});

describe('POST /api/contact: limit per client address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: true });
  });
  afterAll(() => ctx?.close());

  it('refuses with 429 after the limit, sends nothing more, and counts each address apart', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp; i++) {
      expect((await send(ctx, { ...valid, name: `Joana ${i}` }, '198.51.100.7')).status).toBe(202);
    }
    await waitForMessages(ctx, CONTACT_RATE_LIMIT.perIp);

    const limited = await send(ctx, { ...valid, name: 'Joana Demais' }, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'rate_limited', message: MSG.common.rateLimited });
    // A forged X-Forwarded-For does not reset the count (no trusted proxy here).
    const spoofed = await call(ctx, 'POST', '/api/contact', {
      body: { ...valid, name: 'Joana Disfarçada' },
      ip: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(spoofed.status).toBe(429);

    expect((await send(ctx, { ...valid, name: 'Outra Pessoa' }, '198.51.100.8')).status).toBe(202);
    await waitForMessages(ctx, CONTACT_RATE_LIMIT.perIp + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const subjects = ctx.smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(CONTACT_RATE_LIMIT.perIp + 1);
    expect(subjects.some((s) => s.includes('Joana Demais') || s.includes('Joana Disfarçada'))).toBe(false);
  });
});

describe('POST /api/contact behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: true, trustProxy: true });
  });
  afterAll(() => ctx?.close());

  it("counts by the proxy's X-Forwarded-For entry, as the sign-in limits do", async () => {
    const viaProxy = (forwarded: string) =>
      call(ctx, 'POST', '/api/contact', { body: valid, headers: { 'x-forwarded-for': forwarded } });
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp; i++)
      expect((await viaProxy('203.0.113.7')).status).toBe(202);
    expect((await viaProxy('203.0.113.7')).status).toBe(429);
    expect((await viaProxy('203.0.113.7, 198.51.100.1')).status).toBe(202);
  });
});

async function waitForMessages(ctx: TestContext, n: number) {
  const deadline = Date.now() + 10_000;
  while (ctx.smtp.messages.length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} e-mails, got ${ctx.smtp.messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForMail(ctx: TestContext, match: (mail: CapturedMail) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = ctx.smtp.messages.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching e-mail');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
