import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { MSG } from '../../domain/messages.js';
import { hasUnstorableCharacter } from '../../domain/schemas/fields.js';
import { AppError } from '../lib/app-error.js';
import { withoutBody } from './body-limits.js';

// PostgreSQL cannot store NUL (U+0000) in text, nor a lone UTF-16 surrogate ('\ud800' in JSON) in
// a JSON value: a query carrying one fails at the database, and the request with a 500 (issue 13:
// sign-in, sign-up, reset, public profiles, news, search, the contact form's queued e-mail…).
// The rule (hasUnstorableCharacter) is enforced once, here, for every request to the API before any route or better-auth
// reads it: the path, every query parameter, and every string and key of a JSON, URL-encoded or
// multipart body — except multipart file parts, whose bytes are an image's, not text. One
// middleware rather than a check per schema, because a schema cannot cover better-auth's
// endpoints, nor a parameter that a route reads without declaring it. The shared field schemas
// (src/domain/schemas/fields.ts) refuse it too, so a form says so before anything is sent.

/** Where the first unstorable text is in a parsed body: a dotted field path ('entries.0.company'), or '_' at the top. */
export function unstorableField(value: unknown): string | undefined {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === 'string') {
      if (hasUnstorableCharacter(node)) return path || '_';
    } else if (node !== null && typeof node === 'object' && !(node instanceof Blob)) {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnstorableCharacter(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

const invalidField = (field: string) =>
  new AppError(400, 'invalid_input', MSG.common.invalidInput, { [field]: HTTP_COPY.invalidCharacter });

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Percent-decoded text, or undefined when the escapes are not UTF-8 ('%C3%28', '%E0%A4%A'). */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The field of the address that cannot be read as text or stored: '' for the path, a query
 * parameter's name, or undefined when the address is fine. An escape that is not UTF-8 is
 * refused too: some readers (better-auth's) fail on it with a 500.
 */
function unstorableInAddress(url: URL): string | undefined {
  const path = decoded(url.pathname);
  if (path === undefined || hasUnstorableCharacter(path)) return '';
  for (const pair of url.search.slice(1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.replaceAll('+', ' ').split(/=(.*)/s);
    const key = decoded(rawKey);
    const value = decoded(rawValue);
    if (
      key === undefined ||
      value === undefined ||
      hasUnstorableCharacter(key) ||
      hasUnstorableCharacter(value)
    )
      return key || rawKey || '_';
  }
  return undefined;
}

/** The form field or JSON path of the body's first unstorable text; undefined when none, or when unreadable. */
async function unstorableFieldInBody(c: Context, type: string): Promise<string | undefined> {
  const bytes = await c.req.arrayBuffer();
  // The routes parse from hono's cached copy; better-auth reads the raw request, so it gets a fresh one.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  try {
    if (type.includes('json')) return unstorableField(JSON.parse(new TextDecoder().decode(bytes)));
    const form = await new Response(bytes, {
      headers: { 'content-type': c.req.header('content-type') ?? type },
    }).formData();
    // Every occurrence of a repeated field; file parts are bytes, not text.
    for (const [key, value] of form.entries()) {
      if (hasUnstorableCharacter(key) || (typeof value === 'string' && hasUnstorableCharacter(value)))
        return key;
    }
    return undefined;
  } catch {
    // An unreadable body: the route's own parser refuses it (400) without storing anything.
    return undefined;
  }
}

/** The bodies routes read as text; any other type is refused by the routes (415) unread. */
const TEXT_BODIES = ['json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** Refuses (400, pt-BR) any request whose text the database could not store. */
export function refuseUnstorableText() {
  return createMiddleware(async (c, next) => {
    const field = unstorableInAddress(new URL(c.req.url));
    if (field === '') throw new AppError(400, 'invalid_input', HTTP_COPY.invalidAddress);
    if (field !== undefined) throw invalidField(field);
    const type = mediaType(c);
    if (!withoutBody(c.req.method) && c.req.raw.body && TEXT_BODIES.some((t) => type.includes(t))) {
      const bodyField = await unstorableFieldInBody(c, type);
      if (bodyField !== undefined) throw invalidField(bodyField);
    }
    await next();
  });
}
