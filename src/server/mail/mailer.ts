import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import type { JobQueue } from '../queue/job-queue.js';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes (the contact form: the person who wrote). */
  replyTo?: { name: string; address: string };
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
};

/** What the app uses: hands a message over for delivery, without waiting for any server. */
export type Mailer = {
  /** With `executor` (a transaction), the e-mail leaves only if that transaction commits. */
  send(message: MailMessage, options?: { executor?: Executor }): Promise<void>;
};

/** What actually delivers one message (the queue's worker calls it, and retries on failure). */
export type MailTransport = {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * With SMTP_URL, mail goes to that relay. Without it (the embedded default), each message is
 * written as an .eml file to DATA_DIR/outbox. Links carry sign-in tokens, so the outbox logs
 * them only when `logLinks` (development): a production log must never hold a working token.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  logLinks?: boolean;
}): MailTransport {
  const { smtpUrl, from, outboxDir, logger, logLinks = false } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async deliver(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = logLinks ? firstLink(message.text) : undefined;
      logger.info(
        { subject: message.subject, file, ...(link ? { link } : {}) },
        `mail written to outbox${link ? `: ${link}` : ''}`,
      );
    },
    close: () => transport.close(),
  };
}

export function firstLink(text: string): string | undefined {
  return text.match(/https?:\/\/\S+/)?.[0];
}

/** The queue's name for e-mail deliveries. */
export const MAIL_JOB = 'mail';

/**
 * Every e-mail leaves through the durable job queue: a request only writes the job (so its
 * answer takes the same time whether or not an e-mail follows, and never waits for SMTP), and
 * a worker delivers it, retrying with back-off (30 s, 1 min, 2 min … for about a day) while the
 * relay is down. A message is delivered at least once.
 */
export function queuedMailer(
  queue: JobQueue,
  transport: MailTransport,
  options: { retryDelaySeconds?: number } = {},
): Mailer {
  queue.define<MailMessage>({
    name: MAIL_JOB,
    retryLimit: 12,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    expireInSeconds: 120,
    work: (message) => transport.deliver(message),
  });
  return {
    send: (message, options) => queue.send(MAIL_JOB, message, options),
  };
}
