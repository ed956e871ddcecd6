import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import {
  AUTH_RATE_LIMITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RateLimitedAuthPath,
} from '../../domain/limits.js';
import { COPY, MSG } from '../../domain/messages.js';
import { passwordProblems } from '../../domain/rules/password.js';
import type { Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import {
  authAccount,
  authRateLimit,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
  userProfile,
} from '../db/schema/index.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { resetPasswordMessage, verifyEmailMessage } from '../mail/templates.js';
import { hitRateLimit } from './email-rate-limit.js';
import { passwordHashing } from './password-hashing.js';
import { createProfileInSignUp, userProfileModel } from './profile-on-sign-up.js';
import { noteDatabaseUnavailable } from './request-scope.js';
import { parseAuthRequest } from './request-validation.js';
import { type AuthContextView, createSessionReader, registerSessionReader } from './session-reader.js';
import { forgetAccountFailures, signInThrottle } from './sign-in-throttle.js';
import { hookExecutor, lockEmailForSignUp, rememberingTransactions } from './sign-up-lock.js';
import { refuseSuspended } from './suspension.js';
import { twoFactorPlugin } from './two-factor.js';

/** Header our own middleware sets from the socket (or the trusted proxy chain); see http/client-ip.ts. */
export const CLIENT_IP_HEADER = 'x-elas-client-ip';

/** Where better-auth's endpoints are mounted. */
export const AUTH_BASE_PATH = '/api/auth';

export type AuthDeps = {
  db: Database;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  /** Tests turn the limiters off except where they exercise them. */
  rateLimit?: boolean;
};

/** Where a submitted new password is, per endpoint. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth({ db, secret, publicUrl, mailer, logger, rateLimit = true }: AuthDeps) {
  const customRules = {
    ...Object.fromEntries(
      Object.entries(AUTH_RATE_LIMITS).map(([path, rule]) => [
        path,
        { window: rule.windowSeconds, max: rule.perIp } as { window: number; max: number } | false,
      ]),
    ),
    // No request count per address on sign-in (a room behind one network signs in together):
    // failures back off instead (sign-in-throttle.ts).
    '/sign-in/email': false as const,
  };

  const auth = betterAuth({
    appName: COPY.brand.name,
    secret,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: [publicUrl],
    // Remembers the sign-up transaction for lockEmailForSignUp (two sign-ups racing on one e-mail).
    database: drizzleAdapter(rememberingTransactions(db), {
      provider: 'pg',
      // One transaction per sign-up: user, credential account and profile commit together.
      transaction: true,
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
        twoFactor: authTwoFactor,
        userProfile,
      },
    }),
    // The throttle comes after two-factor: its after hook must see a sign-in that still needs a code.
    plugins: [
      userProfileModel,
      twoFactorPlugin(),
      signInThrottle({ db, enabled: rateLimit, clientIpHeader: CLIENT_IP_HEADER }),
    ],
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
      },
    },
    databaseHooks: {
      user: { create: { before: async (user) => lockEmailForSignUp(user) } },
      // A suspended member gets no session (issue 19), whichever step would create it.
      session: { create: { before: async (session) => refuseSuspended(hookExecutor(db), session.userId) } },
      account: {
        create: {
          before: async (account, ctx) => {
            if (account.providerId === 'credential' && ctx)
              await createProfileInSignUp(account.userId, ctx.context.adapter);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Only the fields the client sends, checked by the API's schemas (400 with `fields`).
        const parsed = parseAuthRequest(ctx.path, ctx.body);
        const body = parsed ?? ((ctx.body ?? {}) as Record<string, unknown>);
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;

        const rule = AUTH_RATE_LIMITS[ctx.path as RateLimitedAuthPath];
        if (rateLimit && rule && 'perEmail' in rule && email) {
          const allowed = await hitRateLimit(
            db,
            `email:${ctx.path}:${email}`,
            rule.windowSeconds,
            rule.perEmail,
          );
          if (!allowed)
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'RATE_LIMITED',
              message: MSG.common.rateLimited,
            });
        }

        const field = NEW_PASSWORD_FIELD[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === 'string') {
          const reasons = passwordProblems(password, { email });
          if (reasons.length > 0) {
            throw new APIError('BAD_REQUEST', {
              code: 'WEAK_PASSWORD',
              message: MSG.auth.weakPassword,
              reasons,
            });
          }
        }

        // Changing the password always ends her other sessions, whatever the client sent.
        if (ctx.path === '/change-password')
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        if (parsed) return { context: { body: parsed } };
      }),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => passwordHashing.hash(password),
        verify: (input) => passwordHashing.verify(input),
      },
      revokeSessionsOnPasswordReset: true,
      // A new password ends any back-off strangers' guesses put on her account.
      onPasswordReset: async ({ user }) => forgetAccountFailures(db, user.email),
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordMessage({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified member who tries to sign in gets a fresh link (the old one may be lost).
      sendOnSignIn: true,
      // Opening the link confirms the address and starts her session: she lands signed in on
      // the confirmation page, whichever link she opened (issue 22).
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(
          verifyEmailMessage({ to: user.email, name: user.name, url: verificationLink(url) }),
        );
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules,
    },
    advanced: {
      // A session and its member come back from one joined statement (relations in
      // db/schema/auth.ts) instead of two, so each signed-in request looks up the session once.
      database: { generateId: 'uuid', joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    onAPIError: {
      onError: (error) => {
        // A refusal (bad input, a wrong password, 429) is an answer, not a fault: only a 5xx or
        // an unexpected exception is logged as an error.
        const status = (error as { statusCode?: unknown } | null)?.statusCode;
        if (typeof status === 'number' && status < 500) logger.debug({ err: error }, 'auth: refused');
        else if (isDatabaseUnavailable(error)) {
          noteDatabaseUnavailable();
          logger.warn({ err: error }, 'auth: database unavailable');
        } else logger.error({ err: error }, 'auth: unexpected error');
      },
    },
    logger: {
      // better-auth's info lines name e-mail addresses ("Sign-up attempt for existing email: …"):
      // kept out of the production log, where they would say who has an account.
      log(level, message, ...args) {
        logger[level === 'info' ? 'debug' : level]({ args }, `auth: ${message}`);
      },
    },
  });
  // Signed-in requests read their session through this (session-reader.ts), not auth.api.
  registerSessionReader(
    auth,
    createSessionReader(db, async () => (await auth.$context) as unknown as AuthContextView),
  );
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];

/** Where every verification link lands (SPEC: the sign-up link goes to /verification-success). */
const VERIFICATION_LANDING = '/verification-success';

/**
 * The link as e-mailed: better-auth gives the link resent on an unverified sign-in the callback
 * '/' (the sign-in sends none), which would land her on a bare login page. Every link goes
 * through the same route to the confirmation page instead.
 */
function verificationLink(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', VERIFICATION_LANDING);
  return link.toString();
}
