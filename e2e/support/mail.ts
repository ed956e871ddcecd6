import { expect } from '@playwright/test';
import type { CapturedMail } from '../../src/server/test/smtp-capture.js';
import { capturedMail } from './fixtures.js';

/** Waits for the newest e-mail to `to` with `subject`, as the SMTP capture server received it. */
export async function waitForMail(to: string, subject: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await capturedMail()).reverse().find((m) => m.to.includes(to) && m.subject === subject);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The e-mail's link into our own server, made relative so the page opens it on the test server. */
export function appLink(mail: CapturedMail, pathPart: string): string {
  const link = mail.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@exemplo.com.br`;
}
