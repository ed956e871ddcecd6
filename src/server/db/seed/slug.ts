/**
 * Profile slug from a full name, as the sign-up rule of SPEC §5 builds it: accents removed,
 * other non-word characters stripped, lower-cased, spaces to hyphens.
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

/** The slug for `fullName`, suffixed (-2, -3 …) when an earlier name already took it. */
export function claimSlug(fullName: string, taken: Set<string>): string {
  const base = slugFromName(fullName) || 'membro';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
