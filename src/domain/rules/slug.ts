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

/** The longest profile slug a member may choose (and the longest one sign-up makes). */
export const PROFILE_SLUG_MAX_LENGTH = 60;

/** Any UUID spelling PostgreSQL accepts in lower case, e.g. a user id. */
export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /m/{id} also finds a member by her user id, and some members have their id as slug (sign-up
 * fallback). A UUID-shaped slug is therefore only hers to take when it is her own id: otherwise
 * she could claim another member's id and stand in for her at /m/{that id}. Every place that
 * makes or changes a profile slug asks this (sign-up, the slug editor, its availability check).
 */
export function isSomeoneElsesId(slug: string, userId: string): boolean {
  return UUID_SHAPE.test(slug) && slug !== userId;
}

/** At most `max` characters, cut between words when there is more than one. */
function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, '');
}

/**
 * The slug sign-up wants for her (SPEC §5), or null when the name gives none she may hold: empty
 * (symbols only) or another member's id. Null, or a slug already taken, means her user id.
 * Cut to the length the slug editor allows, so she can always save the slug she was given.
 */
export function profileSlugFromName(fullName: string, userId: string): string | null {
  const slug = truncateSlug(slugFromName(fullName), PROFILE_SLUG_MAX_LENGTH);
  if (!slug || isSomeoneElsesId(slug, userId)) return null;
  return slug;
}
