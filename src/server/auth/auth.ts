import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits.js';
import type { Database } from '../db/client.js';
import { authAccount, authRateLimit, authSession, authUser, authVerification } from '../db/schema/index.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { resetPasswordMessage, verifyEmailMessage } from '../mail/templates.js';

/** Header our own middleware sets from the socket (or the trusted proxy chain); see client-ip.ts. */
export const CLIENT_IP_HEADER = 'x-elas-client-ip';

export type AuthDeps = {
  db: Database;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  /** Tests turn the limiter off except where they exercise it. */
  rateLimit?: boolean;
};

export function createAuth({ db, secret, publicUrl, mailer, logger, rateLimit = true }: AuthDeps) {
  return betterAuth({
    appName: 'Elas Rede',
    secret,
    baseURL: publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordMessage({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verifyEmailMessage({ to: user.email, name: user.name, url }));
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
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: {
      log(level, message, ...args) {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
