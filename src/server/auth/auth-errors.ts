import { SECURITY_COPY } from '../../domain/copy/security.js';
import { MSG } from '../../domain/messages.js';
import type { ErrorCode } from '../../domain/schemas/errors.js';

// better-auth answers errors as `{ code, message }` in English. The API promises
// `{ error: { code, message (pt-BR), reasons?, fields? } }`, so every auth error response is
// rewritten here, by better-auth's code where it has one and by status otherwise. Refusals our
// own hooks raise inside better-auth already carry pt-BR (`keepMessage`).

type Translation = { status?: number; code: ErrorCode; message: string; keepMessage?: boolean };

const TWO_FACTOR = SECURITY_COPY.errors;

const BY_CODE: Record<string, Translation> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials', message: MSG.auth.loginFailed },
  EMAIL_NOT_VERIFIED: { status: 403, code: 'email_not_verified', message: MSG.auth.emailNotVerified },
  INVALID_EMAIL: { code: 'invalid_email', message: MSG.auth.emailInvalid },
  INVALID_PASSWORD: { code: 'invalid_password', message: MSG.auth.currentPasswordWrong },
  INVALID_TOKEN: { code: 'invalid_token', message: MSG.auth.resetInvalid },
  TOKEN_EXPIRED: { code: 'invalid_token', message: MSG.auth.resetInvalid },
  PASSWORD_TOO_SHORT: { code: 'weak_password', message: MSG.auth.weakPassword },
  PASSWORD_TOO_LONG: { code: 'weak_password', message: MSG.auth.weakPassword },
  WEAK_PASSWORD: { code: 'weak_password', message: MSG.auth.weakPassword },
  RATE_LIMITED: { status: 429, code: 'rate_limited', message: MSG.common.rateLimited },
  FAILED_TO_CREATE_USER: { status: 500, code: 'sign_up_failed', message: MSG.auth.registerFailed },
  VALIDATION_ERROR: { code: 'invalid_input', message: MSG.common.invalidInput },
  // Our hooks (request-validation.ts, sign-in-throttle.ts): pt-BR already.
  ELAS_INVALID_INPUT: {
    status: 400,
    code: 'invalid_input',
    message: MSG.common.invalidInput,
    keepMessage: true,
  },
  ELAS_ACCOUNT_SUSPENDED: {
    status: 403,
    code: 'account_suspended',
    message: MSG.common.forbidden,
    keepMessage: true,
  },
  ELAS_SIGN_IN_THROTTLED: {
    status: 429,
    code: 'sign_in_throttled',
    message: MSG.common.rateLimited,
    keepMessage: true,
  },
  // Two-factor plugin.
  INVALID_CODE: { status: 401, code: 'invalid_code', message: TWO_FACTOR.invalidCode },
  INVALID_BACKUP_CODE: { status: 401, code: 'invalid_backup_code', message: TWO_FACTOR.invalidBackupCode },
  INVALID_TWO_FACTOR_COOKIE: {
    status: 401,
    code: 'two_factor_expired',
    message: TWO_FACTOR.challengeExpired,
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'two_factor_expired', message: TWO_FACTOR.tooManyCodes },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, code: 'two_factor_locked', message: TWO_FACTOR.locked },
  TOTP_ALREADY_ENABLED: { code: 'two_factor_already_enabled', message: TWO_FACTOR.alreadyEnabled },
  TOTP_NOT_ENABLED: { code: 'two_factor_not_enabled', message: TWO_FACTOR.notEnabled },
  TWO_FACTOR_NOT_ENABLED: { code: 'two_factor_not_enabled', message: TWO_FACTOR.notEnabled },
  BACKUP_CODES_NOT_ENABLED: { code: 'two_factor_not_enabled', message: TWO_FACTOR.notEnabled },
  // Methods this platform does not offer (codes by e-mail or SMS).
  OTP_NOT_ENABLED: { code: 'two_factor_not_enabled', message: TWO_FACTOR.notEnabled },
  OTP_NOT_CONFIGURED: { code: 'two_factor_not_enabled', message: TWO_FACTOR.notEnabled },
  TOTP_NOT_CONFIGURED: { code: 'two_factor_not_enabled', message: TWO_FACTOR.notEnabled },
  OTP_HAS_EXPIRED: { code: 'two_factor_expired', message: TWO_FACTOR.challengeExpired },
};

const REASONS_BY_CODE: Record<string, string> = {
  PASSWORD_TOO_SHORT: MSG.auth.passwordTooShort,
  PASSWORD_TOO_LONG: MSG.auth.passwordTooLong,
};

function byStatus(status: number): Translation {
  if (status === 401) return { code: 'unauthorized', message: MSG.common.unauthorized };
  if (status === 403) return { code: 'forbidden', message: MSG.common.forbidden };
  if (status === 404) return { code: 'not_found', message: MSG.common.apiNotFound };
  // e.g. a backup code used twice at the same instant: one wins, the other may simply retry.
  if (status === 409) return { code: 'conflict', message: MSG.common.unexpected };
  if (status === 429) return { code: 'rate_limited', message: MSG.common.rateLimited };
  if (status >= 500) return { code: 'internal', message: MSG.common.internal };
  return { code: 'bad_request', message: MSG.common.invalidInput };
}

/** A failure with no better explanation, per endpoint: what the spec says that screen shows. */
/** A code whose meaning depends on the endpoint: a bad token is a bad confirmation link here. */
const BY_PATH_AND_CODE: Record<string, Record<string, Translation>> = {
  '/api/auth/verify-email': {
    INVALID_TOKEN: { code: 'invalid_token', message: MSG.auth.verificationInvalid },
    TOKEN_EXPIRED: { code: 'invalid_token', message: MSG.auth.verificationInvalid },
  },
};

const FAILURE_BY_PATH: Record<string, Translation> = {
  '/api/auth/sign-up/email': { code: 'sign_up_failed', message: MSG.auth.registerFailed },
};

/** Rewrites an auth error response into the API's envelope; other responses pass through. */
export async function translateAuthResponse(response: Response, path: string): Promise<Response> {
  if (response.status < 400) return response;
  let body: { code?: string; message?: string; reasons?: string[]; fields?: Record<string, string> } = {};
  try {
    body = await response.clone().json();
  } catch {
    // not JSON (an unexpected failure): translate by status alone
  }
  const known = body.code ? (BY_PATH_AND_CODE[path]?.[body.code] ?? BY_CODE[body.code]) : undefined;
  const fallback = response.status >= 500 ? FAILURE_BY_PATH[path] : undefined;
  const translation = known ?? fallback ?? byStatus(response.status);
  const message = translation.keepMessage && body.message ? body.message : translation.message;
  const reasons =
    body.reasons ?? (body.code && REASONS_BY_CODE[body.code] ? [REASONS_BY_CODE[body.code]] : undefined);
  const fields = translation.keepMessage ? body.fields : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  // better-auth's own limiter names the wait X-Retry-After; HTTP clients read Retry-After.
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter);
  return new Response(
    JSON.stringify({
      error: {
        code: translation.code,
        message,
        ...(reasons ? { reasons } : {}),
        ...(fields ? { fields } : {}),
      },
    }),
    { status: translation.status ?? response.status, headers },
  );
}
