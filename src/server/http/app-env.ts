import type { AuthVariables } from '../auth/session.js';

/**
 * The Hono environment of every router: the session's variables and the request's id. Its own
 * module, so a module's routes name it without depending on app.ts, which mounts them.
 */
export type AppEnv = { Variables: AuthVariables & { requestId: string } };
