import type { z } from 'zod';
import { CONTACT_RATE_LIMIT } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import type { contactSchema } from '../../../domain/schemas/contact.js';
import { hitRateLimit } from '../../auth/email-rate-limit.js';
import type { Database } from '../../db/client.js';
import { tooManyRequests } from '../../lib/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { contactMessage } from '../../mail/templates.js';

/** The /contato form after validation (trimmed). */
export type ContactEntry = z.output<typeof contactSchema>;

export type ContactDeps = {
  db: Database;
  mailer: Mailer;
  /** CONTACT_EMAIL: the team's inbox. */
  contactEmail: string;
  /** Off only in tests that do not exercise limits (the same switch as the auth limiters). */
  rateLimit: boolean;
};

/**
 * Delivers one contact message to the team, the sender as Reply-To. Counted per client address
 * before anything is sent, so a flood is refused without a single e-mail leaving; the counter
 * lives in the database, shared by every app process.
 */
export async function sendContactMessage(deps: ContactDeps, clientIp: string, entry: ContactEntry) {
  const { db, mailer, contactEmail, rateLimit } = deps;
  if (rateLimit) {
    const { windowSeconds, perIp } = CONTACT_RATE_LIMIT;
    if (!(await hitRateLimit(db, `contact:ip:${clientIp}`, windowSeconds, perIp)))
      throw tooManyRequests(MSG.common.rateLimited);
  }
  await mailer.send(contactMessage({ to: contactEmail, ...entry }));
}
