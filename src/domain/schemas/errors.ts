// The API's error envelope (ARCHITECTURE.md, "API conventions"):
// `{ error: { code, message, fields?, reasons?, requestId? } }`. `message` is the pt-BR text to
// show; `code` is for programs, and is always one of these (issue 15): the server's AppError
// takes nothing else (a new code is added here first), and the client compares against these
// constants, never against literals.

/** Every `error.code` the API answers with, by the status it usually comes with. */
export const ERROR_CODE = {
  // 400
  /**
   * The request could not be read as sent: a JSON or form body that does not parse, a multipart
   * body that is not one; also any other 400 no more precise code describes (a framework's).
   */
  badRequest: 'bad_request',
  /**
   * The request was read, but what it says fails validation: body fields, query or path values,
   * a cursor, an upload missing its file, a character no text may hold. `fields` names the
   * fields at fault, each with its message, when the fault is in named fields.
   */
  invalidInput: 'invalid_input',
  /** Sign-up and account forms: not an e-mail address. */
  invalidEmail: 'invalid_email',
  /** Her current password, asked again to change the password or confirm a step, is wrong. */
  invalidPassword: 'invalid_password',
  /** A new password breaks the policy; `reasons` lists every rule it breaks. */
  weakPassword: 'weak_password',
  /** An e-mailed link (password reset, e-mail verification) that is wrong or expired. */
  invalidToken: 'invalid_token',
  /** Turning on two-factor sign-in when it is on already. */
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  /** A two-factor step for an account (or a method) without it. */
  twoFactorNotEnabled: 'two_factor_not_enabled',
  // 401
  /** Not signed in (no session, or an expired one). */
  unauthorized: 'unauthorized',
  /** Sign-in: wrong e-mail or password (the same answer for both). */
  invalidCredentials: 'invalid_credentials',
  /** Two-factor: the authenticator code is wrong. */
  invalidCode: 'invalid_code',
  /** Two-factor: the backup code is wrong or used. */
  invalidBackupCode: 'invalid_backup_code',
  /** Two-factor: the sign-in challenge is over (expired, or too many codes): start again. */
  twoFactorExpired: 'two_factor_expired',
  // 403
  /** Signed in, but not allowed to do this. */
  forbidden: 'forbidden',
  /** A state-changing request that did not come from our own pages. */
  crossSite: 'cross_site',
  /** Sign-in refused until she confirms her e-mail address. */
  emailNotVerified: 'email_not_verified',
  /** A platform administrator's action, refused until she turns on two-factor sign-in. */
  twoFactorRequired: 'two_factor_required',
  /** Sign-in refused: a moderator suspended the account (the message says until when). */
  accountSuspended: 'account_suspended',
  // 404, 405, 409, 413, 415, 422
  /** No such thing, or nothing the caller may see (the same answer for both); no such path. */
  notFound: 'not_found',
  /** The path exists, not for this method (the Allow header lists those it takes). */
  methodNotAllowed: 'method_not_allowed',
  /** The state forbids it: a name or slug taken, an answer given already, the last admin. */
  conflict: 'conflict',
  /** A body (an upload) over its route's size limit. */
  tooLarge: 'too_large',
  /** A body in a format the route does not take; a file that is not an image. */
  unsupportedType: 'unsupported_type',
  /** Well-formed and valid, but a rule refuses it (a move an application may not make, an image over its pixel limit). */
  unprocessable: 'unprocessable',
  // 429
  /** Too many requests in the window; Retry-After says when to try again. */
  rateLimited: 'rate_limited',
  /** Sign-in: too many failures for this account from this device; wait before trying again. */
  signInThrottled: 'sign_in_throttled',
  /** Two-factor: too many wrong codes; the account's second step is locked for a while. */
  twoFactorLocked: 'two_factor_locked',
  // 5xx
  /** A defect: logged with the `requestId` the answer carries. */
  internal: 'internal',
  /** Sign-up failed on the server's side (nothing to correct in the form). */
  signUpFailed: 'sign_up_failed',
  /** The service or its database is away for the moment (503, Retry-After); try again shortly. */
  unavailable: 'unavailable',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The same codes as a list (for a schema's enum). */
export const ERROR_CODES = Object.values(ERROR_CODE) as [ErrorCode, ...ErrorCode[]];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
