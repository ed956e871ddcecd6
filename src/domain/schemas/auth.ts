import { z } from 'zod';
import { MSG } from '../messages.js';
import { passwordProblems } from '../rules/password.js';

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

export const signUpSchema = z
  .object({
    fullName: z.string().trim().min(1, MSG.auth.fullNameRequired),
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
