import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { PRIVACY_COPY } from '../../../domain/copy/privacy.js';
import type { MemberNetwork, PersonPage } from '../../../domain/schemas/network.js';
import type { Database, Executor } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { connections, memberFollows, userProfile } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { requireMember, requireResource } from '../../policy/authorize.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { memberShows } from '../../policy/privacy.js';
import { keysetPage, keysetTimestamp, olderThan } from '../shared/keyset-cursor.js';
import { lockMembers } from './pair-lock.js';
import { memberNetworks, peopleWithNetwork, personColumns } from './people.js';

// Connections (issue 17): mutual, stored once per side, made by an accepted invitation
// (invitations.ts) and removed by either side, silently.

/** Connects two members (both rows) and makes each follow the other; nothing twice. */
export async function connect(tx: Executor, a: string, b: string): Promise<void> {
  await tx
    .insert(connections)
    .values([
      { userId: a, otherId: b },
      { userId: b, otherId: a },
    ])
    .onConflictDoNothing();
  await tx
    .insert(memberFollows)
    .values([
      { followerId: a, followedId: b },
      { followerId: b, followedId: a },
    ])
    .onConflictDoNothing();
}

/** Her relation to one member now (the answer of every action on a member). */
export async function networkOf(db: Executor, actor: Actor, memberId: string): Promise<MemberNetwork> {
  return (await memberNetworks(db, actor.id, [memberId])).get(memberId)!;
}

/**
 * DELETE /api/network/connections/{memberId}: the connection ends for both, and so do the follows
 * it implied (both ways); she may follow again, as anyone may. Not connected is not an error.
 * The other member is not told.
 */
export async function removeConnection(db: Database, actor: Actor, memberId: string): Promise<MemberNetwork> {
  return db.transaction(async (tx) => {
    await requireResource(tx, { kind: 'member', id: memberId });
    await lockMembers(tx, [actor.id, memberId]);
    const removed = await tx
      .delete(connections)
      .where(
        or(
          and(eq(connections.userId, actor.id), eq(connections.otherId, memberId)),
          and(eq(connections.userId, memberId), eq(connections.otherId, actor.id)),
        ),
      )
      .returning({ userId: connections.userId });
    if (removed.length > 0) {
      await tx
        .delete(memberFollows)
        .where(
          or(
            and(eq(memberFollows.followerId, actor.id), eq(memberFollows.followedId, memberId)),
            and(eq(memberFollows.followerId, memberId), eq(memberFollows.followedId, actor.id)),
          ),
        );
    }
    return networkOf(tx, actor, memberId);
  });
}

/** Names containing the search, accents and case aside (the trigram index's expression). */
export function nameMatches(q: string | undefined): SQL | undefined {
  const words = q?.trim();
  if (!words) return undefined;
  return sql`${searchable(userProfile.fullName)} like ('%' || ${foldedTerm(words)} || '%')`;
}

/** GET /api/network/connections: hers, newest first (keyset), optionally by name. */
export function listConnections(
  db: Executor,
  actor: Actor,
  query: { q?: string; cursor?: string; limit: number },
): Promise<PersonPage> {
  return connectionsPage(db, actor, actor.id, query);
}

/**
 * GET /api/members/{id}/connections: another member's connections, when her privacy shows the
 * list to this reader (issue 19; 403 otherwise, 404 for a member she cannot see). Each card
 * follows its own member's privacy, as every card does.
 */
export async function listMemberConnections(
  db: Executor,
  actor: Actor,
  memberId: string,
  query: { q?: string; cursor?: string; limit: number },
): Promise<PersonPage> {
  const standing = await requireMember(db, actor, memberId);
  if (!(await memberShows(db, standing, 'connections'))) throw forbidden(PRIVACY_COPY.connectionsHidden);
  return connectionsPage(db, actor, memberId, query);
}

/** One keyset page of a member's connections, newest first, as cards for the reader. */
async function connectionsPage(
  db: Executor,
  actor: Actor,
  ownerId: string,
  query: { q?: string; cursor?: string; limit: number },
): Promise<PersonPage> {
  const rows = await db
    .select({ ...personColumns(actor.id), key: keysetTimestamp(connections.createdAt) })
    .from(connections)
    .innerJoin(userProfile, eq(userProfile.id, connections.otherId))
    .where(
      and(
        eq(connections.userId, ownerId),
        nameMatches(query.q),
        // A member a block stands between stays out of her lists (issue 17).
        ownerId === actor.id ? undefined : notBlockedWith(actor.id),
        query.cursor ? olderThan(connections.createdAt, connections.otherId, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(connections.createdAt), desc(connections.otherId))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { items: await peopleWithNetwork(db, actor.id, page.rows), nextCursor: page.nextCursor };
}
