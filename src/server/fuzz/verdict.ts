import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isErrorCode } from '../../domain/schemas/errors.js';

// What makes an answer a defect: a 5xx, an error body that is not the API's envelope, or an
// error text in English.

export type Defect = { kind: '5xx' | 'shape' | 'english'; detail: string };

/**
 * Words of English prose that no pt-BR text of ours uses. Portuguese look-alikes are left out
 * ('a', 'as', 'do', 'no', 'use', 'login', 'e-mail', 'link', 'status'…).
 */
const ENGLISH = new Set(
  `the is are was were be been has have had not must should cannot could would will does did of
  and or with without in on to for from by this that these those it its you your please invalid
  required expected received missing unknown error failed failure unauthorized forbidden found
  request body malformed unsupported media type too large payload method allowed internal server
  value field characters least most already only expired token session password user exist exists
  match pattern length short provided given bad gateway timeout service unavailable rate limited
  many requests retry later try again wrong incorrect content returned after signup sign verify
  verified account credentials denied bad unexpected an`.split(/\s+/),
);

/** The words of a text outside quotes (zod quotes the values it lists, which may be English). */
export function englishWords(text: string): string[] {
  const unquoted = text.replaceAll(/"[^"]*"|'[^']*'|`[^`]*`|\/\^?[^\s]*\/|https?:\/\/\S+/g, ' ');
  return (unquoted.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => ENGLISH.has(w));
}

/** Every string of the app's pt-BR texts (messages.ts and the copy files). */
export async function knownTexts(domainDir: string): Promise<Set<string>> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
  };
  collect(await import(path.join(domainDir, 'messages.ts')));
  for (const file of await readdir(path.join(domainDir, 'copy'))) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      collect(await import(path.join(domainDir, 'copy', file)));
  }
  return texts;
}

const ERROR_KEYS = new Set(['code', 'message', 'fields', 'reasons', 'requestId']);

/** The defects of one answer (none for a success). */
export function judge(status: number, contentType: string, text: string, known: Set<string>): Defect[] {
  const defects: Defect[] = [];
  if (status >= 500) defects.push({ kind: '5xx', detail: `status ${status}` });
  if (status < 400) return defects;

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [
      ...defects,
      { kind: 'shape', detail: `not JSON (${contentType || 'no content type'}): ${text.slice(0, 80)}` },
    ];
  }
  const envelope = body as { error?: Record<string, unknown> };
  const error = envelope?.error;
  const shapeProblems: string[] = [];
  if (!error || typeof error !== 'object' || Object.keys(envelope).length !== 1)
    shapeProblems.push('not { error: {…} }');
  else {
    if (!isErrorCode(error.code)) shapeProblems.push(`code ${String(error.code)} not in ERROR_CODE`);
    if (typeof error.message !== 'string' || !error.message) shapeProblems.push('no message');
    const extra = Object.keys(error).filter((k) => !ERROR_KEYS.has(k));
    if (extra.length > 0) shapeProblems.push(`unexpected keys ${extra.join(', ')}`);
    if (
      error.fields !== undefined &&
      (typeof error.fields !== 'object' ||
        error.fields === null ||
        Object.values(error.fields).some((v) => typeof v !== 'string'))
    )
      shapeProblems.push('fields is not a map of texts');
  }
  if (!contentType.includes('application/json'))
    shapeProblems.push(`content type ${contentType || 'missing'}`);
  if (shapeProblems.length > 0) defects.push({ kind: 'shape', detail: shapeProblems.join('; ') });

  const texts = [
    error?.message,
    ...Object.values((error?.fields as Record<string, unknown>) ?? {}),
    ...((error?.reasons as unknown[]) ?? []),
  ].filter((t): t is string => typeof t === 'string');
  for (const t of texts) {
    const words = englishWords(t);
    // A text of our copy files may share a word with English; two such words make prose.
    if (words.length >= (known.has(t) ? 2 : 1))
      defects.push({ kind: 'english', detail: `'${t.slice(0, 120)}' (${words.join(', ')})` });
  }
  return defects;
}
