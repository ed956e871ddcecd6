import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberBlocks, userProfile } from '../db/schema/index.js';

/**
 * Neither of the two blocked the other (issue 19), as one SQL condition: a block is mutual and
 * total whoever made it, so every read path that could show one member to the other — the
 * policy's relation, the feed's visibility rule, comments, reactions, search, mentions,
 * notifications, pickers — filters with this same condition.
 */
export function notBlockedWith(
  viewerId: string | Placeholder | SQL,
  memberId: SQL | AnyPgColumn | Placeholder | string = userProfile.id,
): SQL {
  // Two probes of the primary key, one per direction (one EXISTS with an OR made the planner
  // read her blocks as a set and join whole tables against it).
  // Parenthesised: callers negate it ('not …' binds tighter than 'and').
  return sql`(not exists (select 1 from ${memberBlocks}
      where ${memberBlocks.blockerId} = ${viewerId} and ${memberBlocks.blockedId} = ${memberId})
    and not exists (select 1 from ${memberBlocks}
      where ${memberBlocks.blockerId} = ${memberId} and ${memberBlocks.blockedId} = ${viewerId}))`;
}
