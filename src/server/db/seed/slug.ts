import { slugFromName } from '../../../domain/rules/slug.js';

/** The slug for `fullName`, suffixed (-2, -3 …) when an earlier name already took it. */
export function claimSlug(fullName: string, taken: Set<string>): string {
  const base = slugFromName(fullName) || 'participante';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
