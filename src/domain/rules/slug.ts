/**
 * Profile slug from a full name, as the sign-up rule of SPEC §5 builds it: accents removed,
 * other non-word characters stripped, trimmed, spaces to hyphens, lower-cased. The result may
 * be empty (a name of symbols only); the caller then falls back to the user id.
 */
export function slugFromName(fullName: string): string {
  return fullName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a slug may look like when a member edits it: letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
