import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made. Hono's `c.header()` would copy that
 * answer into a new Response whose body is a stream, which costs the node adapter its fast path
 * (one write of a string body) on every request; the answer's own headers are changed in place
 * instead, unless they are immutable (Response.redirect, a fetched Response).
 */
export function setAnswerHeader(c: Context, name: string, value: string, options?: { append?: boolean }) {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
