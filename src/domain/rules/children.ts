import { PROFILE_COPY } from '../copy/profile.js';
import { formatCount } from './plural.js';

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function ageInYears(birthDate: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** '5, 8 e 11'. */
const AND = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/** Each child's age in whole years (null without a usable birth date), in the order given. */
export function childAges(
  children: ReadonlyArray<{ birth_date: string | null }>,
  today: Date = new Date(),
): (number | null)[] {
  return children.map((c) => (c.birth_date ? ageInYears(c.birth_date, today) : null));
}

/**
 * SPEC §2/§9, with real plurals (issue 15): 'Possui 2 filhos de 5 e 8 anos', 'Possui 1 filho de
 * 4 anos', youngest first; a baby reads 'menos de 1 ano'. Only the count when no age is known. Null when she lists no
 * children. Takes ages, not birth dates, so a public profile can show the summary without ever
 * sending her children's birth dates.
 */
export function childrenAgesSummary(ages: ReadonlyArray<number | null>): string | null {
  if (ages.length === 0) return null;
  const known = ages.filter((a): a is number => a !== null).sort((a, b) => a - b);
  const T = PROFILE_COPY.childrenSummary;
  const count = T.count(ages.length);
  if (known.length === 0) return count;
  // Several ages share one unit ('5 e 8 anos'), unless a baby's 'menos de 1 ano' needs its own.
  const shared = known.length > 1 && !known.includes(0);
  const list = shared ? T.years(AND.format(known.map(formatCount))) : AND.format(known.map(T.age));
  return T.withAges(count, list);
}

/** The summary straight from birth dates (her own profile). */
export function childrenSummary(
  children: ReadonlyArray<{ birth_date: string | null }>,
  today: Date = new Date(),
) {
  return childrenAgesSummary(childAges(children, today));
}
