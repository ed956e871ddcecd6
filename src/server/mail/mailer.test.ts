import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createJobQueue, type JobQueue } from '../queue/job-queue.js';
import { openTestDatabase } from '../test/context.js';
import { startSmtpCapture } from '../test/smtp-capture.js';
import { createMailTransport, MAIL_JOB, type MailTransport, queuedMailer } from './mailer.js';
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

const silent = pino({ level: 'silent' });
const FROM = 'Elas Rede <nao-responda@elasrede.com.br>';
const verifyUrl = 'http://localhost:3000/api/auth/verify-email?token=abc';

describe('mail transport', () => {
  it('without SMTP, writes each e-mail to the outbox and logs no link outside development', async () => {
    const { logger, lines } = capturingLogger();
    const outboxDir = path.join(dir, 'outbox');
    const transport = createMailTransport({ from: FROM, outboxDir, logger });
    await transport.deliver(verifyEmailMessage({ to: 'ana@exemplo.com.br', name: 'Ana', url: verifyUrl }));

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ana@exemplo.com.br');
    expect(eml).toContain('Subject: Confirme seu e-mail');
    // The token is a working sign-in secret: a production log must never hold it.
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });

  it('in development, logs the link so a developer can finish a sign-up without a mail server', async () => {
    const { logger, lines } = capturingLogger();
    const transport = createMailTransport({
      from: FROM,
      outboxDir: path.join(dir, 'dev'),
      logger,
      logLinks: true,
    });
    await transport.deliver(verifyEmailMessage({ to: 'ana@exemplo.com.br', name: 'Ana', url: verifyUrl }));
    expect(lines.some((l) => l.link === verifyUrl)).toBe(true);
  });

  it('with SMTP, delivers pt-BR HTML and text parts carrying the link', async () => {
    const smtp = await startSmtpCapture();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM, outboxDir: dir, logger: silent });
    const url = 'http://localhost:3000/redefinir-senha?token=xyz';
    await transport.deliver(resetPasswordMessage({ to: 'bia@exemplo.com.br', name: 'Beatriz', url }));
    const mail = await smtp.waitFor('bia@exemplo.com.br');
    expect(mail.subject).toBe('Redefina sua senha');
    expect(mail.text).toContain('Olá, Beatriz!');
    expect(mail.links).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    transport.close();
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

/** A local port nothing listens on (yet): an SMTP relay that is down. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe('mail through the job queue', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  let transport: MailTransport;
  let port: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    port = await closedPort();
    transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: dir,
      logger: silent,
    });
  });
  afterAll(async () => {
    await queue?.stop();
    transport.close();
    await database.close();
  });

  it('hands the message over without waiting for the relay, and retries until it is back', async () => {
    queue = createJobQueue(database, silent);
    const mailer = queuedMailer(queue, transport, { retryDelaySeconds: 1 });
    await queue.start();

    // The relay is down: sending still succeeds at once, the job waits in the database.
    await mailer.send(verifyEmailMessage({ to: 'carla@exemplo.com.br', name: 'Carla', url: verifyUrl }));
    expect(await queue.pending(MAIL_JOB)).toBe(1);

    // The relay comes back on the same port; a retry delivers the message.
    const smtp = await startSmtpCapture(undefined, port);
    try {
      const mail = await smtp.waitFor('carla@exemplo.com.br', 20_000);
      expect(mail.subject).toBe('Confirme seu e-mail');
      await expect.poll(() => queue.pending(MAIL_JOB), { timeout: 5_000 }).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('sends an e-mail written by a transaction only if the transaction commits', async () => {
    const smtp = await startSmtpCapture(undefined, port);
    try {
      const mailer = queuedMailer(createJobQueue(database, silent), transport);
      await database.db
        .transaction(async (tx) => {
          await mailer.send(
            verifyEmailMessage({ to: 'nunca@exemplo.com.br', name: 'Nunca', url: verifyUrl }),
            {
              executor: tx,
            },
          );
          throw new Error('the action failed');
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await mailer.send(verifyEmailMessage({ to: 'sim@exemplo.com.br', name: 'Sim', url: verifyUrl }), {
          executor: tx,
        });
      });
      await smtp.waitFor('sim@exemplo.com.br', 10_000);
      await expect.poll(() => queue.pending(MAIL_JOB), { timeout: 5_000 }).toBe(0);
      expect(smtp.messages.some((m) => m.to.includes('nunca@exemplo.com.br'))).toBe(false);
    } finally {
      await smtp.close();
    }
  });
});
