import { type SQL, sql } from 'drizzle-orm';
import { authUser, userProfile } from '../../db/schema/index.js';
import { ifVisible } from '../../policy/privacy.js';

// How a member appears on the staff-facing lists (grant pages' 'Membros atuais', join requests,
// applicants): read from user_profile joined to auth_user.

/** Her name as members see it: the profile's, else the account's (a profile is made at sign-up). */
export const memberName: SQL<string> = sql<string>`coalesce(${userProfile.fullName}, ${authUser.name})`;

/** Her e-mail only when her privacy shows it to the reader (issue 19: her connections, members…). */
export const shownEmail = (readerId: string): SQL<string | null> =>
  ifVisible<string>('email', readerId, userProfile.id, userProfile.email);

/** Ordering by name as people read it: accents and case ignored, then the exact name. */
export const byMemberName: SQL[] = [sql`f_unaccent(lower(${memberName})) using ~<~`, memberName];
