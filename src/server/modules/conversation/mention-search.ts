import { and, ne, type SQL, sql } from 'drizzle-orm';
import { MENTION_SUGGESTIONS, SEARCH_TRIGRAM_MIN } from '../../../domain/limits.js';
import type { MemberRef } from '../../../domain/schemas/conversation.js';
import { type Executor, queryRows } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { notBlockedWith } from '../../policy/blocks.js';

// The members suggested while she types '@…' in a post or a comment: by name, accent- and
// case-insensitively, through the same f_unaccent(lower(full_name)) indexes as the global search
// (modules/search): the prefix b-tree for names that start with the text, the trigram index for
// the others. Only members with a profile (whom a mention can link to), never herself.

/** At most this many names beyond those that start with the text are ranked (search's SEARCH_CANDIDATES). */
const CANDIDATES = 100;

export async function suggestMentions(db: Executor, actor: Actor, query: string): Promise<MemberRef[]> {
  const p = userProfile;
  const term = foldedTerm(query);
  const folded = searchable(p.fullName);
  const startsWith = sql`${folded} like (${term} || '%')`;
  // Never herself, nor a member a block stands between (issue 19).
  const notHer = and(ne(p.id, actor.id), notBlockedWith(actor.id, p.id));
  const fields = sql`${p.id} as id, ${p.fullName} as name, ${p.profileImageUrl} as "imageUrl",
    ${p.professionalTitle} as "professionalTitle", ${p.slug} as slug`;
  let statement: SQL;
  if ([...query].length < SEARCH_TRIGRAM_MIN) {
    // Too short for trigrams: names that start with it, in name order straight off the index.
    statement = sql`select ${fields} from ${p} where ${and(notHer, startsWith)}
      order by ${folded} using ~<~, ${p.fullName}, ${p.id} limit ${MENTION_SUGGESTIONS}`;
  } else {
    // Names that start with it first; when they are fewer than wanted, a later word that starts
    // with it, then a name that contains it, among at most CANDIDATES trigram matches.
    statement = sql`with prefix as materialized (
        select ${fields}, ${folded} as folded, 0 as tier from ${p} where ${and(notHer, startsWith)}
        order by ${folded} using ~<~, ${p.fullName}, ${p.id} limit ${MENTION_SUGGESTIONS}),
      candidates as (
        select ${fields}, ${folded} as folded from ${p}
        where ${and(notHer, sql`${folded} like ('%' || ${term} || '%')`, sql`not ${startsWith}`)}
          and (select count(*) from prefix) < ${MENTION_SUGGESTIONS}
        limit ${CANDIDATES})
      select id, name, "imageUrl", "professionalTitle", slug from (
        select * from prefix
        union all
        select candidates.*, case when folded like ('% ' || ${term} || '%') then 1 else 2 end from candidates
      ) hit
      order by tier, folded using ~<~, name, id
      limit ${MENTION_SUGGESTIONS}`;
  }
  return queryRows<MemberRef>(db, statement);
}
