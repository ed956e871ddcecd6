import { z } from 'zod';
import { SECURITY_COPY } from '../copy/security.js';
import { PASSWORD_MAX_LENGTH } from '../limits.js';
import { MSG } from '../messages.js';
import { passwordProblems } from '../rules/password.js';
import { PLATFORM_POLICY } from '../rules/permissions/platform.js';
import { profileUpdateSchema } from './profile.js';
import { viewerFlagsShape } from './viewer.js';

// Account forms. The browser validates with these before sending; the server applies the same
// password policy in its auth hooks, so no rule lives in one place only.

export const emailField = z
  .string()
  .trim()
  .min(1, MSG.auth.emailRequired)
  .pipe(z.email({ error: MSG.auth.emailInvalid }))
  .transform((email) => email.toLowerCase());

// `abort` stops at an empty field, so it shows "required" rather than the policy's reasons.
const requiredPassword = z.string().min(1, { error: MSG.auth.passwordRequired, abort: true });

/** A new password under the platform's policy; every failed rule is reported. */
export const newPasswordField = requiredPassword.superRefine((password, ctx) => {
  for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
});

const confirmPasswordField = z.string().min(1, MSG.auth.confirmPasswordRequired);

/** The confirmation must repeat the new password; the mismatch is shown on the confirmation. */
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.password === v.confirmPassword,
  { path: ['confirmPassword'], message: MSG.auth.passwordsDontMatch },
];

/** Her full name: the profile's own field (trimmed, required, bounded), at sign-up as on /perfil. */
export const fullNameField = profileUpdateSchema.shape.fullName;

export const signUpSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(...passwordsMatch);
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({ email: emailField, password: requiredPassword });
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(...passwordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What GET /api/me answers: the signed-in member and her profile summary, or nobody. */
export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
      /** Two-factor sign-in is on (required for platform administrators). */
      twoFactorEnabled: z.boolean(),
      /** Her platform powers (rules/permissions/platform.ts): canPublishNews, canGrantSeal. */
      viewer: z.object(viewerFlagsShape(PLATFORM_POLICY)),
    })
    .nullable(),
  profile: z
    .object({
      slug: z.string(),
      fullName: z.string(),
      professionalTitle: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** Public runtime settings the client needs (GET /api/config). */
export const publicConfigSchema = z.object({ marketingUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

const E = SECURITY_COPY.errors;

/** The 6 digits an authenticator app shows (spaces people type from the app are dropped). */
export const totpCodeField = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, E.codeRequired)
      .regex(/^\d{6}$/, E.codeFormat),
  );

/** A backup code as shown once at set-up (10 letters and digits, a hyphen in the middle). */
export const backupCodeField = z
  .string()
  .trim()
  .min(1, E.backupCodeRequired)
  .max(20, E.backupCodeFormat)
  .regex(/^[A-Za-z0-9-]+$/, E.backupCodeFormat);

/** The login's second step: a code from the app, or a backup code. */
export const twoFactorCodeSchema = z.object({ code: totpCodeField, trustDevice: z.boolean() });
export const backupCodeSchema = z.object({ code: backupCodeField, trustDevice: z.boolean() });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** Configurações → Segurança: actions confirmed with her current password. */
export const currentPasswordSchema = z.object({ password: requiredPassword });
export type CurrentPasswordInput = z.input<typeof currentPasswordSchema>;
export const confirmTotpSchema = z.object({ code: totpCodeField });
export type ConfirmTotpInput = z.input<typeof confirmTotpSchema>;

// ---------------------------------------------------------------------------------------------
// What the auth endpoints (/api/auth/…, better-auth) accept: exactly the fields this client
// sends, with the same field schemas as the rest of the API. Anything else is refused before
// better-auth sees it (server/auth/request-validation.ts). New passwords are only typed here: the
// password policy answers with its own reasons (weak_password).

/** Any password as typed: bounded, so hashing never sees megabytes. */
const typedPassword = z
  .string()
  .min(1, MSG.auth.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MSG.auth.passwordTooLong);
/** A new password: its policy (length, common, the e-mail) is checked by the auth hook with reasons. */
const newPassword = z.string().max(10_000, MSG.auth.passwordTooLong);
/** Where an e-mailed link lands: a path of this site, never another origin. */
const localPath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, MSG.common.invalidInput);
/** better-auth's reset tokens: letters and digits. */
const resetToken = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, MSG.auth.resetInvalid);

export const authRequestSchemas = {
  '/sign-up/email': z.strictObject({
    name: fullNameField,
    email: emailField,
    password: newPassword,
    callbackURL: localPath.optional(),
  }),
  '/sign-in/email': z.strictObject({ email: emailField, password: typedPassword }),
  '/sign-out': z.strictObject({}),
  '/revoke-sessions': z.strictObject({}),
  '/send-verification-email': z.strictObject({ email: emailField, callbackURL: localPath.optional() }),
  '/request-password-reset': z.strictObject({ email: emailField, redirectTo: localPath.optional() }),
  '/reset-password': z.strictObject({ newPassword, token: resetToken }),
  '/change-password': z.strictObject({
    currentPassword: typedPassword,
    newPassword,
    // Accepted for compatibility and ignored: changing the password always ends the others.
    revokeOtherSessions: z.boolean().optional(),
  }),
  '/two-factor/enable': z.strictObject({ password: typedPassword }),
  '/two-factor/disable': z.strictObject({ password: typedPassword }),
  '/two-factor/generate-backup-codes': z.strictObject({ password: typedPassword }),
  '/two-factor/verify-totp': z.strictObject({ code: totpCodeField, trustDevice: z.boolean().optional() }),
  '/two-factor/verify-backup-code': z.strictObject({
    code: backupCodeField,
    trustDevice: z.boolean().optional(),
  }),
} as const;
export type AuthRequestPath = keyof typeof authRequestSchemas;

/**
 * The query strings of the e-mailed links (GET), checked before better-auth reads them: it
 * builds a URL from `callbackURL` and would fail on anything that is not a path of this site.
 */
export const authLinkQuerySchemas = {
  '/verify-email': z.object({ token: z.string().min(1).max(2000), callbackURL: localPath.optional() }),
  /** `/reset-password/{token}`: the token is in the path (see endpoints.ts). */
  '/reset-password': z.object({ callbackURL: localPath }),
} as const;
