import { createMiddleware } from 'hono/factory';
import { MSG } from '../../domain/messages.js';
import { unauthorized } from '../lib/app-error.js';
import type { Auth, SessionUser } from './auth.js';
import { sessionReaderOf } from './session-reader.js';

export type AuthVariables = {
  user: SessionUser | null;
  /** False on the routes that never read the member (ROUTES_WITHOUT_MEMBER): no lookup was made. */
  sessionResolved: boolean;
};

/**
 * API routes that never read the member: the same answer for everyone, so no session lookup is
 * made for them even when a cookie comes along (a signed-in member reading the news costs no
 * session statement). Public profiles are not here: what they show depends on who reads
 * (issue 19). A route listed here by mistake cannot leak anything: it sees no member, and
 * `currentUser` refuses loudly (500) rather than treat her as a visitor.
 */
const ROUTES_WITHOUT_MEMBER: ReadonlyArray<{ methods: readonly string[]; path: RegExp }> = [
  { methods: ['GET', 'HEAD'], path: /^\/api\/(health|config|openapi\.json)$/ },
  { methods: ['GET', 'HEAD'], path: /^\/api\/docs(\/[^/]*)?$/ },
  { methods: ['GET', 'HEAD'], path: /^\/api\/catalogue\// },
  // Published news; /api/news/admin/… reads the member (admin-routes.ts).
  { methods: ['GET', 'HEAD'], path: /^\/api\/news(\/(?!admin(\/|$))[^/]+)?\/?$/ },
  { methods: ['POST'], path: /^\/api\/contact$/ },
];

/** Whether `method path` is a route that never reads the member (see ROUTES_WITHOUT_MEMBER). */
export function routeReadsNoMember(method: string, path: string): boolean {
  return ROUTES_WITHOUT_MEMBER.some((route) => route.methods.includes(method) && route.path.test(path));
}

/**
 * The member a request's session cookie belongs to, or null. Without a session cookie no
 * statement is sent; with one, the session and its member come from one joined statement
 * (auth.ts, `joins`; prepared once, session-reader.ts) and, once a day (`updateAge`), the
 * session is extended — a second statement on that one request. What the reader leaves
 * undecided, better-auth's getSession decides.
 */
export async function sessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const read = sessionReaderOf<SessionUser>(auth);
  const fast = read ? await read(headers) : undefined;
  if (fast !== undefined) return fast;
  const session = await auth.api.getSession({ headers });
  return session?.user ?? null;
}

/**
 * Resolves the session cookie at most once per request, and not at all on the routes that
 * never read the member; routes read `c.var.user` or `currentUser(c)`.
 */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (routeReadsNoMember(c.req.method, c.req.path)) {
      c.set('user', null);
      c.set('sessionResolved', false);
    } else {
      c.set('user', await sessionUser(auth, c.req.raw.headers));
      c.set('sessionResolved', true);
    }
    await next();
  });
}

/** The signed-in member, or 401 with a pt-BR message. */
export function currentUser(c: { var: AuthVariables }): SessionUser {
  if (c.var.sessionResolved === false)
    throw new Error('currentUser() on a route listed in ROUTES_WITHOUT_MEMBER (auth/session.ts)');
  const user = c.var.user;
  if (!user) throw unauthorized(MSG.common.unauthorized);
  return user;
}

/**
 * Route guard: refuses visitors before anything else runs (e.g. before an upload is read),
 * so a visitor gets 401 rather than a validation error.
 */
export const requireUser = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  currentUser(c);
  await next();
});
