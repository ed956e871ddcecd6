import { z } from 'zod';
import { MSG } from '../messages.js';
import { isWebUrl, normalizeLink } from '../rules/links.js';

// Reusable field schemas: they carry the pt-BR messages and the normalising transforms, so a
// form and the server parse the same input to the same value.

// Every schema module imports this one, so zod's own messages (a wrong enum value, a number
// out of range) reach users in Brazilian Portuguese too, on the server and in the browser.
z.config(z.locales.ptBR());

/** Optional free text: trimmed; empty becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Required text: trimmed and non-empty. */
export const requiredText = (message: string = MSG.common.required, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

/** Optional web link: https:// prepended when missing; empty becomes null. */
export const optionalLink = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? normalizeLink(v) : null))
  .refine((v) => v === null || isWebUrl(v), MSG.common.invalidUrl);

/** A calendar date 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.common.invalidDate);

/** A list of distinct, non-empty labels (skills): trimmed, duplicates refused case-insensitively. */
export const labelList = (max = 30) =>
  z
    .array(z.string().trim().min(1, MSG.common.required).max(60))
    .max(max)
    .refine((items) => new Set(items.map((i) => i.toLocaleLowerCase('pt-BR'))).size === items.length, {
      message: MSG.common.repeatedItems,
    });
