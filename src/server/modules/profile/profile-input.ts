import { MSG } from '../../../domain/messages.js';
import { profileUpdateSchema } from '../../../domain/schemas/profile.js';

// Same text as the shared isoDate field; belongs in messages.ts (see the issue note).
const INVALID_DATE = MSG.common.invalidDate;

/** experience_years is an integer column; anything near its limit is a typo, not a career. */
const MAX_EXPERIENCE_YEARS = 80;

/** A real calendar day ('2023-02-30' is not), not in the future, not before 1900. */
export function isPastCalendarDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= today.toISOString().slice(0, 10);
}

/**
 * PUT /api/profile/me: the shared schema plus what only the server can be trusted with —
 * dates the database would reject (or that make no sense as a birth date) and a bounded
 * experience_years.
 */
export const profileUpdateBody = profileUpdateSchema.superRefine((profile, ctx) => {
  if (profile.birthDate && !isPastCalendarDate(profile.birthDate))
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: INVALID_DATE });
  profile.filhos.forEach((child, i) => {
    if (!isPastCalendarDate(child.birth_date))
      ctx.addIssue({ code: 'custom', path: ['filhos', i, 'birth_date'], message: INVALID_DATE });
  });
  if (profile.experienceYears > MAX_EXPERIENCE_YEARS)
    ctx.addIssue({ code: 'custom', path: ['experienceYears'], message: MSG.common.invalidInput });
});
