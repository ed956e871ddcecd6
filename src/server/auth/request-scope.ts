import { AsyncLocalStorage } from 'node:async_hooks';

// better-auth turns every failure inside an endpoint into a 500 response, and reports the cause
// only to its onAPIError hook. What that hook learns about the request it runs in is kept here,
// so the route can answer a database outage as the rest of the API does (503, Retry-After).

type AuthRequestScope = {
  databaseUnavailable: boolean;
  /**
   * What to undo when the request ends without its after hooks having run (better-auth skips
   * them when an endpoint throws, e.g. the database went away mid sign-in).
   */
  unsettled?: () => Promise<void>;
};

const scope = new AsyncLocalStorage<AuthRequestScope>();

/** Runs one better-auth request; answers its result and what the hook noted meanwhile. */
export async function inAuthRequestScope<T>(
  run: () => Promise<T>,
): Promise<{ result: T } & AuthRequestScope> {
  const state: AuthRequestScope = { databaseUnavailable: false };
  const result = await scope.run(state, run);
  return { result, ...state };
}

/** Called by the onAPIError hook when the failure was the database being away. */
export function noteDatabaseUnavailable(): void {
  const state = scope.getStore();
  if (state) state.databaseUnavailable = true;
}

/** Noted by a before hook: undo this unless an after hook settles the request. */
export function awaitSettlement(undo: () => Promise<void>): void {
  const state = scope.getStore();
  if (state) state.unsettled = undo;
}

/** Called by the after hook that settled the request itself. */
export function settled(): void {
  const state = scope.getStore();
  if (state) state.unsettled = undefined;
}
