import { and, eq } from 'drizzle-orm';
import type { MemberNetwork } from '../../../domain/schemas/network.js';
import { memberFollows } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { authorize, requireResource } from '../../policy/authorize.js';
import { relationBetween } from '../../policy/relation.js';
import { networkOf } from './connections.js';
import type { NetworkDeps } from './invitations.js';
import { lockMembers } from './pair-lock.js';

// Following a member (issue 17): one-way, no approval, no effect on a connection. Her follow
// ranks that member's posts higher in 'Para você' (rules/feed-ranking.ts); the member hears of
// new followers, gathered in one notification while unread.

/** PUT /api/members/{id}/follow: follows; following again changes nothing. */
export async function followMember(
  deps: NetworkDeps,
  actor: Actor,
  memberId: string,
): Promise<MemberNetwork> {
  return deps.db.transaction(async (tx) => {
    await lockMembers(tx, [actor.id, memberId]);
    if (!(await relationBetween(tx, actor.id, memberId)).following) {
      await authorize(tx, actor, { kind: 'member', id: memberId }, 'follow');
      await tx
        .insert(memberFollows)
        .values({ followerId: actor.id, followedId: memberId })
        .onConflictDoNothing();
      await deps.notifier.notify(tx, { recipientId: memberId, kind: 'follow', actorId: actor.id });
    }
    return networkOf(tx, actor, memberId);
  });
}

/** DELETE /api/members/{id}/follow: unfollows (a connection stays); not following is not an error. */
export async function unfollowMember(
  deps: NetworkDeps,
  actor: Actor,
  memberId: string,
): Promise<MemberNetwork> {
  return deps.db.transaction(async (tx) => {
    await requireResource(tx, { kind: 'member', id: memberId });
    await tx
      .delete(memberFollows)
      .where(and(eq(memberFollows.followerId, actor.id), eq(memberFollows.followedId, memberId)));
    return networkOf(tx, actor, memberId);
  });
}
