import { and, desc, eq } from 'drizzle-orm';
import type { CommunityNiche } from '../../../domain/enums.js';
import type { ActiveCommunity } from '../../../domain/schemas/posts.js';
import type { Executor } from '../../db/client.js';
import { communities, communityMembers } from '../../db/schema/index.js';

/**
 * The feed's 'Comunidades Ativas' box: the active communities where her membership is approved
 * (any role), most recently joined first, with their member counts. One query, served by
 * community_members_user_idx.
 */
export async function listActiveCommunities(
  db: Executor,
  userId: string,
  limit: number,
): Promise<ActiveCommunity[]> {
  const rows = await db
    .select({
      id: communities.id,
      name: communities.name,
      logoUrl: communities.logoUrl,
      niche: communities.niche,
      memberCount: communities.memberCount,
    })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, userId),
        eq(communityMembers.isApproved, true),
        eq(communities.isActive, true),
      ),
    )
    .orderBy(desc(communityMembers.joinedAt), desc(communityMembers.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, niche: r.niche as CommunityNiche }));
}
