import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../test/smtp-capture.js';
import { createMailer } from './mailer.js';
import { resetPasswordMessage, verifyEmailMessage } from './templates.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'elas-mail-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('mailer', () => {
  it('without SMTP, writes each e-mail to the outbox and logs its link', async () => {
    const { logger, lines } = capturingLogger();
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ from: 'Elas Rede <nao-responda@elasrede.com.br>', outboxDir, logger });
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc';
    await mailer.send(verifyEmailMessage({ to: 'ana@exemplo.com.br', name: 'Ana', url }));

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ana@exemplo.com.br');
    expect(eml).toContain('Subject: Confirme seu e-mail');
    expect(lines.some((l) => l.link === url)).toBe(true);
  });

  it('with SMTP, delivers pt-BR HTML and text parts carrying the link', async () => {
    const smtp = await startSmtpCapture();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Elas Rede <nao-responda@elasrede.com.br>',
      outboxDir: dir,
      logger: pino({ level: 'silent' }),
    });
    const url = 'http://localhost:3000/redefinir-senha?token=xyz';
    await mailer.send(resetPasswordMessage({ to: 'bia@exemplo.com.br', name: 'Beatriz', url }));
    const mail = await smtp.waitFor('bia@exemplo.com.br');
    expect(mail.subject).toBe('Redefina sua senha');
    expect(mail.text).toContain('Olá, Beatriz!');
    expect(mail.links).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    mailer.close();
    await smtp.close();
  });

  it('escapes names in the HTML part', () => {
    const message = verifyEmailMessage({
      to: 'x@exemplo.com.br',
      name: '<img src=x onerror=alert(1)>',
      url: 'http://a/b',
    });
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
