import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Every header as received, by lower-case name (folded lines unfolded). */
  headers: Record<string, string>;
};

/**
 * A real SMTP server on a free local port that keeps every message it receives, so tests go
 * through the same nodemailer SMTP path as production and read the e-mails a user would get.
 */
export async function startSmtpCapture(onMail?: (mail: CapturedMail) => void, port = 0) {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const text = parsed.text ?? '';
          const mail: CapturedMail = {
            to: [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? '')),
            replyTo: parsed.replyTo?.value.map((v) => v.address ?? '') ?? [],
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          };
          messages.push(mail);
          onMail?.(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    /**
     * Resolves with the first message to `to` (with that subject, when given), received now or
     * later, or rejects on timeout. E-mail leaves through the job queue, so a message follows
     * the request that caused it by a moment: wait for it, never assume it is there.
     */
    async waitFor(
      to: string,
      options: number | { subject?: string; timeoutMs?: number } = {},
    ): Promise<CapturedMail> {
      const { subject, timeoutMs = 10_000 } = typeof options === 'number' ? { timeoutMs: options } : options;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) =>
            (m.to.includes(to.toLowerCase()) || m.to.includes(to)) &&
            (subject === undefined || m.subject === subject),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
