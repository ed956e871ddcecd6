import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger.js';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes (the contact form: the person who wrote). */
  replyTo?: { name: string; address: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * With SMTP_URL, mail goes to that relay. Without it (the embedded default), each message is
 * written as an .eml file to DATA_DIR/outbox and its first link is logged, so a developer can
 * finish a sign-up without any mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = firstLink(message.text);
      logger.info(
        { to: message.to, subject: message.subject, file, link },
        `mail written to outbox${link ? `: ${link}` : ''}`,
      );
    },
    close: () => transport.close(),
  };
}

export function firstLink(text: string): string | undefined {
  return text.match(/https?:\/\/\S+/)?.[0];
}
