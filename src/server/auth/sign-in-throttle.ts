import { createHash, randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { SECURITY_COPY } from '../../domain/copy/security.js';
import { SIGN_IN_BACKOFF, SIGN_IN_DEVICE_COOKIE_DAYS } from '../../domain/limits.js';
import type { Database } from '../db/client.js';
import { awaitSettlement, settled } from './request-scope.js';
import { type FailureKey, forgetFailures, giveBack, reserveAttempt } from './sign-in-failures.js';

// Sign-in back-off (issue 13, point 7; NIST SP 800-63B §5.2.2, OWASP "device cookies").
// Failures are counted, successes never. An attempt from a browser that signed in to this
// account before (it holds a signed device cookie naming the account) is counted on that device
// only: strangers guessing her password make her account wait, never her own devices. Any other
// attempt counts on the account and on the client address. Unknown e-mails are counted exactly
// like real ones, so a refused attempt never tells whether an account exists.

/** better-auth's code for the refusal; auth-errors.ts keeps its pt-BR message. */
export const SIGN_IN_THROTTLED_CODE = 'ELAS_SIGN_IN_THROTTLED';

const SIGN_IN_PATH = '/sign-in/email';
/** The second step of a sign-in with two-factor on: success there completes the sign-in. */
const SECOND_STEP_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_MAX_AGE = SIGN_IN_DEVICE_COOKIE_DAYS * 24 * 60 * 60;

/** Keys never hold her e-mail in clear: the table is about attempts, not people. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

const accountKey = (email: string) => `account:${digest(email)}`;
const deviceKey = (deviceId: string) => `device:${deviceId}`;
const addressKey = (address: string) => `address:${address}`;

/** Device cookie value: a random id and which account it signed in to, `<id>.<digest(email)>`. */
function deviceCookieValue(email: string): string {
  return `${randomBytes(18).toString('base64url')}.${digest(email)}`;
}

/** The device id, when the signed cookie names this account. */
function deviceIdFor(cookie: string | null | false | undefined, email: string): string | null {
  if (!cookie) return null;
  const [id, account] = cookie.split('.');
  return id && account === digest(email) ? id : null;
}

/** After a password reset: whatever strangers' failures did to her account's back-off is over. */
export async function forgetAccountFailures(db: Database, email: string): Promise<void> {
  await forgetFailures(db, [accountKey(email.trim().toLowerCase())]);
}

/** What issuing the device cookie needs of a hook's context. */
type CookieContext = {
  context: {
    secret: string;
    createAuthCookie: (
      name: string,
      attributes?: { maxAge?: number },
    ) => { name: string; attributes: object };
  };
  setSignedCookie: (name: string, value: string, secret: string, attributes: object) => Promise<unknown>;
};

type Attempt = { reserved: Awaited<ReturnType<typeof reserveAttempt>> & { allowed: true }; forget: string[] };

/** Each sign-in's reservation, from its before hook to its after hook (same request context). */
const attempts = new WeakMap<object, Attempt>();

type ThrottleOptions = {
  db: Database;
  /** Off in tests that do not exercise abuse limits (the same switch as the rate limiter). */
  enabled: boolean;
  /** Header our HTTP layer sets with the client address (never one the client sent). */
  clientIpHeader: string;
};

/**
 * A better-auth plugin, so that its after hook runs after the two-factor plugin's: a right
 * password that still needs a code is then a success for the back-off, but only a completed
 * sign-in (password, and code when she has two-factor on) earns the browser a device cookie.
 */
export function signInThrottle({ db, enabled, clientIpHeader }: ThrottleOptions) {
  async function issueDeviceCookie(ctx: CookieContext, email: string): Promise<void> {
    const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE });
    await ctx.setSignedCookie(cookie.name, deviceCookieValue(email), ctx.context.secret, cookie.attributes);
  }

  return {
    id: 'elas-sign-in-throttle',
    hooks: {
      before: [
        {
          matcher: (ctx) => enabled && ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { email?: unknown };
            if (typeof body.email !== 'string') return;
            const email = body.email.trim().toLowerCase();
            const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE);
            const deviceId = deviceIdFor(await ctx.getSignedCookie(cookie.name, ctx.context.secret), email);
            const address = ctx.headers?.get(clientIpHeader);

            const keys: FailureKey[] = deviceId
              ? [{ key: deviceKey(deviceId), rule: SIGN_IN_BACKOFF.device }]
              : [
                  { key: accountKey(email), rule: SIGN_IN_BACKOFF.account },
                  ...(address ? [{ key: addressKey(address), rule: SIGN_IN_BACKOFF.address }] : []),
                ];
            const decision = await reserveAttempt(db, keys, new Date());
            if (!decision.allowed) {
              const seconds = Math.ceil(decision.retryAfterMs / 1000);
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: SIGN_IN_THROTTLED_CODE, message: SECURITY_COPY.errors.signInThrottled(seconds) },
                { 'Retry-After': String(seconds) },
              );
            }
            // A right password clears the account's (or this device's) failures; the address
            // only gets back the failure this attempt reserved.
            const forget = deviceId ? [deviceKey(deviceId)] : [accountKey(email)];
            attempts.set(ctx.context, { reserved: decision, forget });
            // Ended by a failure of the server (no after hook): not hers to count.
            awaitSettlement(() => giveBack(db, decision.reserved));
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = attempts.get(ctx.context);
            settled();
            const returned = ctx.context.returned;
            // better-auth also answers 401 when it could not store the session (a database that
            // went away after the password was checked): the server's failure, not hers.
            const wrongPassword =
              isAPIError(returned) &&
              returned.statusCode === 401 &&
              (returned.body as { code?: string } | undefined)?.code !== 'FAILED_TO_CREATE_SESSION';
            // Unverified e-mail (403): the password was right; the answer says so only to her.
            const rightPassword =
              !isAPIError(returned) ||
              (returned.body as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED';
            if (attempt && !wrongPassword) {
              if (rightPassword) await forgetFailures(db, attempt.forget);
              const forgotten = new Set(rightPassword ? attempt.forget : []);
              await giveBack(
                db,
                attempt.reserved.reserved.filter((r) => !forgotten.has(r.key)),
              );
            }
            // Signed in (no second step pending): this browser is now one of her devices.
            const session = ctx.context.newSession;
            if (enabled && !isAPIError(returned) && session) await issueDeviceCookie(ctx, session.user.email);
          }),
        },
        {
          matcher: (ctx) => enabled && SECOND_STEP_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            if (!isAPIError(ctx.context.returned) && session)
              await issueDeviceCookie(ctx, session.user.email);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
