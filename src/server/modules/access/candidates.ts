import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCESS_CANDIDATES_RATE_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_PER_CATEGORY,
  SEARCH_TRIGRAM_MIN,
} from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { hitRateLimit } from '../../auth/email-rate-limit.js';
import { type Executor, queryRows } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { userProfile } from '../../db/schema/index.js';
import { tooManyRequests } from '../../lib/app-error.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { shownEmail } from './member-columns.js';

// The user search of every grant page (SPEC §2 "Grant access page": 'Buscar usuária...'), for
// communities and companies alike. Who may search is the caller's business: each place checks
// its own granting role first, then asks here.
//
// Names only (issue 13): matching e-mail addresses let any community creator recover hidden
// addresses by substring probing and learn which addresses have an account. An address typed in
// full becomes an invitation instead (modules/invitations), whose answer says nothing about it.
// A result carries her e-mail only when her privacy shows it to the one searching (issue 19).

/** One result of the grant page's user search. */
export const accessCandidateSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  /** Null unless her privacy shows her e-mail to the one searching. */
  email: z.string().nullable(),
  slug: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type AccessCandidate = z.infer<typeof accessCandidateSchema>;

export const candidateQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).default(''),
});

/**
 * Counts one search by `userId` (a fixed window shared by every grant page and app process);
 * 429 beyond ACCESS_CANDIDATES_RATE_LIMIT. `enabled` is the app's rate-limit switch.
 */
export async function limitCandidateSearch(db: Executor, userId: string, enabled: boolean) {
  if (!enabled) return;
  const { windowSeconds, perMember } = ACCESS_CANDIDATES_RATE_LIMIT;
  if (!(await hitRateLimit(db, `access-candidates:user:${userId}`, windowSeconds, perMember))) {
    throw tooManyRequests(MSG.common.rateLimited);
  }
}

/**
 * Up to 20 members of the platform whose name contains the query, accents and case ignored.
 * Queries shorter than SEARCH_TRIGRAM_MIN match the start of the name only (the prefix index).
 * Names starting with the query first, then names with a word starting with it, then the rest,
 * each by name. An empty query finds nobody (SPEC §5), and a member a block stands between the
 * two is not found (issue 19: neither grants the other a role). One query.
 */
export async function searchCandidates(
  db: Executor,
  readerId: string,
  query: string,
): Promise<AccessCandidate[]> {
  const q = query.trim();
  if (!q) return [];
  const p = userProfile;
  const folded = searchable(p.fullName);
  const term = escapeLike(sql`f_unaccent(lower(${q}))`);
  const short = [...q].length < SEARCH_TRIGRAM_MIN;
  const startsWith = sql`${folded} like (${term} || '%')`;
  const where = short ? startsWith : sql`${folded} like ('%' || ${term} || '%')`;
  const rank = sql`case
    when ${startsWith} then 0
    when ${folded} like ('% ' || ${term} || '%') then 1
    else 2 end`;
  return queryRows<AccessCandidate>(
    db,
    sql`select ${p.id} as "userId", ${p.fullName} as "fullName",
        ${shownEmail(readerId)} as email,
        ${p.slug} as slug, ${p.profileImageUrl} as "profileImageUrl"
      from ${p}
      where ${where} and ${notBlockedWith(readerId, p.id)}
      order by ${rank}, ${folded} using ~<~, ${p.fullName}, ${p.id}
      limit ${SEARCH_RESULTS_PER_CATEGORY}`,
  );
}
