import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { userProfile } from '../../db/schema/index.js';

/**
 * Locks the two members' profile rows, always in id order (so two opposite requests cannot
 * deadlock), until the transaction ends: every change to a pair's network — an invitation either
 * way, an answer, a removal, a follow — queues behind the others of that pair, and a member's
 * own invitations queue behind each other, so the caps count exactly. FOR NO KEY UPDATE leaves
 * foreign-key checks of other inserts free.
 */
export async function lockMembers(tx: Executor, ids: readonly string[]): Promise<void> {
  await tx
    .select({ id: userProfile.id })
    .from(userProfile)
    // A malformed id locks nothing (the caller's policy check then answers 404), never a cast error.
    .where(
      inArray(
        userProfile.id,
        [...new Set(ids)].filter((id) => z.guid().safeParse(id).success),
      ),
    )
    .orderBy(asc(userProfile.id))
    .for('no key update');
}
