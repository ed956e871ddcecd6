import { type Policy, roleRules } from './policy.js';

/**
 * Powers over the whole platform (auth_user.role). Only administrators hold them, and only
 * with two-factor sign-in (issue 13, 7b): `authorize` refuses an administrator without it.
 *
 * - publishNews: write, schedule and delete news and articles (SPEC §6 leaves authoring unsaid).
 * - grantSeal:   grant and revoke a company's diversity seal (never self-declared).
 * - moderate:    the moderation queue and its audit log (issue 19): every report, every action.
 */
export const PLATFORM_ROLES = ['admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const PLATFORM_PERMISSIONS = {
  publishNews: ['admin'],
  grantSeal: ['admin'],
  moderate: ['admin'],
} as const satisfies Record<string, readonly PlatformRole[]>;
export type PlatformAction = keyof typeof PLATFORM_PERMISSIONS;

/** Her platform role as auth_user stores it (any other text: none). */
export function platformRoleOf(role: string | null | undefined): PlatformRole | null {
  return (PLATFORM_ROLES as readonly string[]).includes(role ?? '') ? (role as PlatformRole) : null;
}

export type PlatformSubject = { role: PlatformRole | null };

export const PLATFORM_POLICY: Policy<PlatformSubject, PlatformAction> = roleRules(PLATFORM_PERMISSIONS);
