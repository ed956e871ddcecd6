/**
 * The better-auth endpoints this platform serves over HTTP: the ones its client (and the links in
 * its e-mails) use, nothing else. better-auth ships many more (update-user, change-email,
 * delete-user, list-sessions, …); answering them would let a client write fields the API never
 * validates (a 5 MB `image` through update-user), so they answer 404 like any unknown path.
 * Server code still calls any of them through `auth.api`.
 */
const POST_PATHS = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/revoke-sessions',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** The e-mailed links: e-mail verification, and the reset link that leads to the new-password page. */
const GET_PATHS: readonly RegExp[] = [/^\/verify-email$/, /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/];

/** Whether `method path` (path relative to /api/auth) is served. */
export function isServedAuthEndpoint(method: string, path: string): boolean {
  if (method === 'POST') return POST_PATHS.has(path);
  if (method === 'GET') return GET_PATHS.some((pattern) => pattern.test(path));
  return false;
}

/**
 * Endpoints whose work differs with the account behind the e-mail (a token stored and an e-mail
 * queued for a member, nothing for an unknown address; ~15 ms apart): they answer no sooner
 * than this after the request arrived, so the time says nothing about who is a member (issue 13,
 * point 4). Sign-up and sign-in need no floor: a password hash, the same either way, dominates.
 */
const ANSWER_NO_SOONER_THAN_MS: Record<string, number> = {
  '/request-password-reset': 250,
  '/send-verification-email': 250,
};

/** The least time `method path` takes to answer, in ms (0: no floor). */
export function answerFloorMs(method: string, path: string): number {
  return method === 'POST' ? (ANSWER_NO_SOONER_THAN_MS[path] ?? 0) : 0;
}
