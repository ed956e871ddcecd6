import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { NETWORK_COPY } from '../../../domain/copy/network.js';
import type { BlockedMemberPage } from '../../../domain/schemas/network.js';
import type { Database, Executor } from '../../db/client.js';
import {
  connectionInvitations,
  connections,
  memberBlocks,
  memberFollows,
  notifications,
  userProfile,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { lockMembers } from './pair-lock.js';
import { personColumns, toPerson } from './people.js';

// Blocking (issue 19): mutual and total whoever made it. The block row is all the rest of the
// product reads (policy/blocks.ts `notBlockedWith`, policy/relation.ts), so the moment it exists
// each member stops existing for the other — profile, posts, comments, reactions, search,
// suggestions, mentions, messages, invitations, follows. What tied them together ends here, in
// the same transaction: the connection, the follows, a pending invitation and the notifications
// one caused the other. The blocked member is told nothing.

/** Rows about the pair, whichever of the two columns holds which member. */
const between = (a: AnyPgColumn, b: AnyPgColumn, x: string, y: string) =>
  or(and(eq(a, x), eq(b, y)), and(eq(a, y), eq(b, x)));

/** A malformed id names no member: 404, as an unknown one (never a failed uuid cast). */
function requireMemberId(memberId: string): void {
  if (!z.guid().safeParse(memberId).success) throw notFound(NETWORK_COPY.errors.memberNotFound);
}

/** PUT /api/members/{id}/block: blocks her; blocking again changes nothing. */
export async function blockMember(db: Database, actor: Actor, memberId: string): Promise<void> {
  requireMemberId(memberId);
  await db.transaction(async (tx) => {
    await lockMembers(tx, [actor.id, memberId]);
    const [mine] = await tx
      .select({ at: memberBlocks.createdAt })
      .from(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, actor.id), eq(memberBlocks.blockedId, memberId)));
    if (mine) return;
    await authorize(tx, actor, { kind: 'member', id: memberId }, 'block');
    await tx.insert(memberBlocks).values({ blockerId: actor.id, blockedId: memberId }).onConflictDoNothing();
    await endTies(tx, actor.id, memberId);
  });
}

/** Ends what tied the two together: connection, follows, a pending invitation, their notices. */
async function endTies(tx: Executor, a: string, b: string): Promise<void> {
  await tx.delete(connections).where(between(connections.userId, connections.otherId, a, b));
  await tx.delete(memberFollows).where(between(memberFollows.followerId, memberFollows.followedId, a, b));
  await tx
    .update(connectionInvitations)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(
      and(
        eq(connectionInvitations.status, 'pending'),
        between(connectionInvitations.senderId, connectionInvitations.recipientId, a, b),
      ),
    );
  // What one caused the other to be told: a notice about her alone goes; a grouped one keeps
  // the other people in it.
  for (const [recipient, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const n = notifications;
    const hers = and(eq(n.recipientId, recipient), sql`${n.actorIds} @> array[${other}]::uuid[]`);
    await tx.delete(n).where(and(hers, sql`${n.actorCount} <= 1`));
    await tx
      .update(n)
      .set({
        actorIds: sql`array_remove(${n.actorIds}, ${other}::uuid)`,
        actorCount: sql`${n.actorCount} - 1`,
      })
      .where(hers);
  }
}

/** DELETE /api/members/{id}/block: lifts her block (never the other's); none is not an error. */
export async function unblockMember(db: Database, actor: Actor, memberId: string): Promise<void> {
  requireMemberId(memberId);
  await db.transaction(async (tx) => {
    await lockMembers(tx, [actor.id, memberId]);
    await tx
      .delete(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, actor.id), eq(memberBlocks.blockedId, memberId)));
  });
}

/** GET /api/network/blocks: the members she blocked, newest first (keyset), for Configurações. */
export async function listBlocks(
  db: Executor,
  actor: Actor,
  query: { cursor?: string; limit: number },
): Promise<BlockedMemberPage> {
  const rows = await db
    .select({
      ...personColumns(actor.id),
      blockedAt: memberBlocks.createdAt,
      key: keysetTimestamp(memberBlocks.createdAt),
    })
    .from(memberBlocks)
    .innerJoin(userProfile, eq(userProfile.id, memberBlocks.blockedId))
    .where(
      and(
        eq(memberBlocks.blockerId, actor.id),
        query.cursor ? olderThan(memberBlocks.createdAt, memberBlocks.blockedId, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return {
    items: page.rows.map((row) => ({ ...toPerson(row), blockedAt: row.blockedAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}
