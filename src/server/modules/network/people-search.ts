import { and, asc, ne, sql } from 'drizzle-orm';
import { SEARCH_TRIGRAM_MIN } from '../../../domain/limits.js';
import type { PersonPage } from '../../../domain/schemas/network.js';
import type { Executor } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { peopleWithNetwork, personColumns } from './people.js';

/**
 * GET /api/network/people?q: members by name, accents and case aside, best matches first
 * (names starting with it, then a word starting with it, then the rest; by name). Queries
 * shorter than SEARCH_TRIGRAM_MIN match the start of the name (the prefix index), longer ones
 * anywhere (the trigram index). One page of the best matches: she refines the search rather
 * than scrolling through a namesake list, so there is no next cursor. Herself and members a
 * block stands between are left out.
 */
export async function searchPeople(
  db: Executor,
  actor: Actor,
  query: { q?: string; limit: number },
): Promise<PersonPage> {
  const q = query.q?.trim();
  if (!q) return { items: [], nextCursor: null };
  const folded = searchable(userProfile.fullName);
  const term = foldedTerm(q);
  const startsWith = sql`${folded} like (${term} || '%')`;
  const matches =
    [...q].length < SEARCH_TRIGRAM_MIN ? startsWith : sql`${folded} like ('%' || ${term} || '%')`;
  const rows = await db
    .select(personColumns(actor.id))
    .from(userProfile)
    .where(and(matches, ne(userProfile.id, actor.id), notBlockedWith(actor.id)))
    .orderBy(
      sql`case when ${startsWith} then 0 when ${folded} like ('% ' || ${term} || '%') then 1 else 2 end`,
      asc(folded),
      asc(userProfile.id),
    )
    .limit(query.limit);
  return { items: await peopleWithNetwork(db, actor.id, rows), nextCursor: null };
}
