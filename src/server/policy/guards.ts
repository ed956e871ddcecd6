import { createMiddleware } from 'hono/factory';
import type { PlatformAction } from '../../domain/rules/permissions/platform.js';
import type { AuthVariables } from '../auth/session.js';
import type { Database } from '../db/client.js';
import { authorize, authorizePlatform, type ResourceAction } from './authorize.js';

// Route guards: the same decision as the services', taken before a body is read or validated,
// so a refused request gets 401/404/403 (never a validation error) and no upload is buffered.
// The services decide again, under a row lock, when they change anything.

type Env = { Variables: AuthVariables };

/** A platform power (news, the seal). */
export const platformGuard = (action: PlatformAction) =>
  createMiddleware<Env>(async (c, next) => {
    authorizePlatform(c.var.user, action);
    await next();
  });

/** An action on the community or company of the path's {id}. */
export const groupGuard = <K extends 'community' | 'company'>(
  db: Database,
  kind: K,
  action: ResourceAction<K>,
) =>
  createMiddleware<Env>(async (c, next) => {
    await authorize(db, c.var.user, { kind, id: c.req.param('id') ?? '' }, action);
    await next();
  });
