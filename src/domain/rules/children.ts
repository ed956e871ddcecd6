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

function joinPt(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/** Each child's age in whole years (null without a usable birth date), in the order given. */
export function childAges(
  children: ReadonlyArray<{ birth_date: string | null }>,
  today: Date = new Date(),
): (number | null)[] {
  return children.map((c) => (c.birth_date ? ageInYears(c.birth_date, today) : null));
}

/**
 * SPEC §2/§9: 'Possui N filho(s) de X ano(s) e Y ano(s)', youngest first; only the count when
 * no age is known. Null when she lists no children. Takes ages, not birth dates, so a public
 * profile can show the summary without ever sending her children's birth dates.
 */
export function childrenAgesSummary(ages: ReadonlyArray<number | null>): string | null {
  if (ages.length === 0) return null;
  const known = ages.filter((a): a is number => a !== null).sort((a, b) => a - b);
  const count = `Possui ${ages.length} filho(s)`;
  return known.length === 0 ? count : `${count} de ${joinPt(known.map((a) => `${a} ano(s)`))}`;
}

/** The summary straight from birth dates (her own profile). */
export function childrenSummary(
  children: ReadonlyArray<{ birth_date: string | null }>,
  today: Date = new Date(),
) {
  return childrenAgesSummary(childAges(children, today));
}
