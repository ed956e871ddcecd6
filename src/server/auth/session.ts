import { createMiddleware } from 'hono/factory';
import { MSG } from '../../domain/messages.js';
import { unauthorized } from '../lib/app-error.js';
import type { Auth, SessionUser } from './auth.js';

export type AuthVariables = { user: SessionUser | null };

/** Resolves the session cookie once per request; routes read `c.get('user')`. */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session?.user ?? null);
    await next();
  });
}

/** The signed-in member, or 401 with a pt-BR message. */
export function currentUser(c: { var: AuthVariables }): SessionUser {
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
