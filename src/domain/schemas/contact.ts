import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../limits.js';
import { MSG } from '../messages.js';
import { requiredText } from './fields.js';

/**
 * POST /api/contact — the /contato form. Anyone may write (visitors included); the server
 * e-mails CONTACT_EMAIL with the sender as Reply-To and answers 202. Rate limited per address.
 */
export const CONTACT_SUBJECTS = [
  'duvida',
  'conta',
  'empresa',
  'comunidade',
  'imprensa',
  'privacidade',
  'outro',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactSchema = z.object({
  name: requiredText(MSG.auth.fullNameRequired, 120),
  email: z
    .string({ error: MSG.auth.emailRequired })
    .trim()
    .min(1, MSG.auth.emailRequired)
    .pipe(z.email(MSG.auth.emailInvalid)),
  subject: z.enum(CONTACT_SUBJECTS),
  message: requiredText(MSG.common.required, CONTACT_MESSAGE_MAX_LENGTH),
});
