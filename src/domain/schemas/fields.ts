import { z } from 'zod';
import { HTTP_COPY } from '../copy/http.js';
import { MSG } from '../messages.js';
import { isWebUrl, normalizeLink } from '../rules/links.js';

// Reusable field schemas: they carry the pt-BR messages and the normalising transforms, so a
// form and the server parse the same input to the same value.

// Every schema module imports this one, so zod's own messages (a wrong enum value, a number
// out of range) reach users in Brazilian Portuguese too, on the server and in the browser.
z.config(z.locales.ptBR());

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL cannot store: NUL (U+0000), refused in text; and a lone UTF-16 surrogate (JSON
 * can carry '\ud800'), refused in JSON values (jsonb, the mail queue's jobs) and silently turned
 * into U+FFFD in text. The server refuses both in every request before any route runs
 * (server/http/storable-text.ts); the text fields below refuse them too, so a form says so on
 * the field before sending.
 */
export function hasUnstorableCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const storable = (text: string) => !hasUnstorableCharacter(text);

/** Optional free text: trimmed; empty becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .refine(storable, HTTP_COPY.invalidCharacter)
    .nullish()
    .transform((v) => (v ? v : null));

/** Required text: trimmed and non-empty. */
export const requiredText = (message: string = MSG.common.required, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use no máximo ${max} caracteres.`)
    .refine(storable, HTTP_COPY.invalidCharacter);

/** Optional web link: https:// prepended when missing; empty becomes null. */
export const optionalLink = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? normalizeLink(v) : null))
  .refine((v) => v === null || isWebUrl(v), MSG.common.invalidUrl);

/** 'YYYY-MM-DD' naming a real day ('2023-02-30' and month 13 are not), as the database requires. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date 'YYYY-MM-DD'. */
export const isoDate = z.string().refine(isCalendarDate, MSG.common.invalidDate);

/** A list of distinct, non-empty labels (skills): trimmed, duplicates refused case-insensitively. */
export const labelList = (max = 30) =>
  z
    .array(z.string().trim().min(1, MSG.common.required).max(60))
    .max(max)
    .refine((items) => new Set(items.map((i) => i.toLocaleLowerCase('pt-BR'))).size === items.length, {
      message: MSG.common.repeatedItems,
    });
