import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { setAnswerHeader } from './response-headers.js';

// One Cache-Control rule for the whole API (issue 13 point 11, issue 15): every /api answer is
// `private, no-store` — no shared cache (a proxy, a CDN) nor the browser's disk cache on a
// shared computer keeps it — unless its route opts in to public caching with cachePublicly().
// Routes never write the header themselves: apiCacheControl sets it last, over anything a
// handler or better-auth set.

/** The API's default: kept by no cache at all. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** How long a public answer may be kept, in seconds. */
export type PublicCache = {
  /** By every cache, the browser's included. */
  maxAge: number;
  /** By shared caches (a CDN) only, when it differs from maxAge (`s-maxage`). */
  sharedMaxAge?: number;
};

/** The routes that opted in, for this request (one Context per request, sub-apps included). */
const publicAnswers = new WeakMap<Context, string>();

/** The header value cachePublicly() gives, e.g. `public, max-age=0, s-maxage=60`. */
export function publicCacheControl({ maxAge, sharedMaxAge }: PublicCache): string {
  return `public, max-age=${maxAge}${sharedMaxAge === undefined ? '' : `, s-maxage=${sharedMaxAge}`}`;
}

/**
 * The one way an /api route lets caches keep its answer: the same for everyone (reference data,
 * published news, the API's document). Applies to a successful answer only: should the route
 * fail after calling it, its error stays private. Returns `c`, for
 * `cachePublicly(c, { maxAge: 3600 }).json(…)`.
 */
export function cachePublicly<C extends Context>(c: C, cache: PublicCache): C {
  publicAnswers.set(c, publicCacheControl(cache));
  return c;
}

/** Mounted on /api/*: sets every answer's Cache-Control, errors included (see above). */
export const apiCacheControl = createMiddleware(async (c, next) => {
  await next();
  const chosen = c.res.status < 400 ? publicAnswers.get(c) : undefined;
  setAnswerHeader(c, 'Cache-Control', chosen ?? PRIVATE_NO_STORE);
});
