import { and, eq } from 'drizzle-orm';
import type { MemberNetwork } from '../../../domain/schemas/network.js';
import type { Database } from '../../db/client.js';
import { memberMutes } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { authorize, requireMember } from '../../policy/authorize.js';
import { networkOf } from './connections.js';

// Muting a member (issue 19): her posts leave the feed (policy/post-visibility.ts notMutedBy),
// and nothing else changes — the connection and the follows stay, and nobody is told.

/** PUT /api/members/{id}/mute: mutes her; muting again changes nothing. */
export async function muteMember(db: Database, actor: Actor, memberId: string): Promise<MemberNetwork> {
  return db.transaction(async (tx) => {
    const standing = await requireMember(tx, actor, memberId);
    if (!standing.relation.muted) {
      await authorize(tx, actor, { kind: 'member', id: memberId }, 'mute');
      await tx.insert(memberMutes).values({ userId: actor.id, mutedId: memberId }).onConflictDoNothing();
    }
    return networkOf(tx, actor, memberId);
  });
}

/** DELETE /api/members/{id}/mute: her posts come back to the feed; not muted is not an error. */
export async function unmuteMember(db: Database, actor: Actor, memberId: string): Promise<MemberNetwork> {
  return db.transaction(async (tx) => {
    await requireMember(tx, actor, memberId);
    await tx
      .delete(memberMutes)
      .where(and(eq(memberMutes.userId, actor.id), eq(memberMutes.mutedId, memberId)));
    return networkOf(tx, actor, memberId);
  });
}
