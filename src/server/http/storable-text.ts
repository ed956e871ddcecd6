import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { MSG } from '../../domain/messages.js';
import { hasUnstorableCharacter } from '../../domain/schemas/fields.js';
import { AppError } from '../lib/app-error.js';

// PostgreSQL cannot store NUL (U+0000) in text: a query carrying one fails at the database, and
// the request with a 500 (issue 13: sign-in, sign-up, reset, public profiles, news, search…).
// The rule is enforced once, here, for every request to the API before any route or better-auth
// reads it: the path, every query parameter, and every string and key of a JSON, URL-encoded or
// multipart body — except multipart file parts, whose bytes are an image's, not text. One
// middleware rather than a check per schema, because a schema cannot cover better-auth's
// endpoints, nor a parameter that a route reads without declaring it. The shared field schemas
// (src/domain/schemas/fields.ts) refuse it too, so a form says so before anything is sent.

/** Where the first NUL is in a parsed body: a dotted field path ('entries.0.company'), or '_' at the top. */
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

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The form field or JSON path of the body's first NUL; undefined when none, or when unreadable. */
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
    const url = new URL(c.req.url);
    if (hasUnstorableCharacter(safelyDecoded(url.pathname)) || hasUnstorableCharacter(c.req.path))
      throw new AppError(400, 'invalid_input', HTTP_COPY.invalidAddress);
    for (const [key, value] of url.searchParams) {
      if (hasUnstorableCharacter(key) || hasUnstorableCharacter(value)) throw invalidField(key);
    }
    const type = mediaType(c);
    if (c.req.raw.body && TEXT_BODIES.some((t) => type.includes(t))) {
      const field = await unstorableFieldInBody(c, type);
      if (field !== undefined) throw invalidField(field);
    }
    await next();
  });
}
