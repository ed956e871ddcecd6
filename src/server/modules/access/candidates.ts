import { or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEARCH_RESULTS_PER_CATEGORY, SEARCH_TRIGRAM_MIN } from '../../../domain/limits.js';
import { type Executor, queryRows } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { userProfile } from '../../db/schema/index.js';

// The user search of every grant page (SPEC §2 "Grant access page": 'Buscar usuária...'), for
// communities and companies alike. Who may search is the caller's business: each module checks
// its own granting role first, then asks here.
//
// E-mail addresses: a result carries her e-mail only when she chose to show it on her profile
// (show_email), or when the query is exactly that address — enough to pick the right person
// without handing out everyone's address.

/** One result of the grant page's user search. */
export const accessCandidateSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  /** Null unless she shows her e-mail, or the query is exactly her address. */
  email: z.string().nullable(),
  slug: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type AccessCandidate = z.infer<typeof accessCandidateSchema>;

export const candidateQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});

/**
 * Up to 20 members of the platform whose name contains the query (accent- and
 * case-insensitively) or whose e-mail contains it (case-insensitively). Queries shorter than
 * SEARCH_TRIGRAM_MIN match the start of the name only (the prefix index). Names starting with
 * the query first, then names with a word starting with it, then other matches, each by name.
 * An empty query finds nobody (SPEC §5). One query.
 */
export async function searchCandidates(db: Executor, query: string): Promise<AccessCandidate[]> {
  const q = query.trim();
  if (!q) return [];
  const p = userProfile;
  const folded = searchable(p.fullName);
  const term = escapeLike(sql`f_unaccent(lower(${q}))`);
  const emailTerm = escapeLike(sql`lower(${q})`);
  const short = [...q].length < SEARCH_TRIGRAM_MIN;
  const startsWith = sql`${folded} like (${term} || '%')`;
  const where = short
    ? startsWith
    : or(
        sql`${folded} like ('%' || ${term} || '%')`,
        sql`lower(${p.email}) like ('%' || ${emailTerm} || '%')`,
      );
  const rank = sql`case
    when ${startsWith} then 0
    when ${folded} like ('% ' || ${term} || '%') then 1
    when ${folded} like ('%' || ${term} || '%') then 2
    else 3 end`;
  return queryRows<AccessCandidate>(
    db,
    sql`select ${p.id} as "userId", ${p.fullName} as "fullName",
        case when ${p.showEmail} or lower(${p.email}) = lower(${q}) then ${p.email} end as email,
        ${p.slug} as slug, ${p.profileImageUrl} as "profileImageUrl"
      from ${p}
      where ${where}
      order by ${rank}, ${folded} using ~<~, ${p.fullName}, ${p.id}
      limit ${SEARCH_RESULTS_PER_CATEGORY}`,
  );
}
