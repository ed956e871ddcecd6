import { eq, sql } from 'drizzle-orm';
import type { ImagePurpose } from '../../../domain/limits.js';
import type { CommunityDetail } from '../../../domain/schemas/communities.js';
import { communities } from '../../db/schema/index.js';
import {
  type GroupImageKind,
  groupImageColumns,
  groupImagePurpose,
  replaceGroupImage,
} from '../shared/group-images.js';
import { assertCanManage, type CommunityDeps, getCommunity } from './service.js';

// A community's logo and banner: the shared rules of shared/group-images.ts (pipeline, folder
// community-images/{logos|banners}/{communityId}/, previous file deleted after the commit),
// with the community's own check (approved admin or moderator).

export type CommunityImageKind = GroupImageKind;

export function communityImagePurpose(kind: CommunityImageKind): ImagePurpose {
  return groupImagePurpose(kind);
}

/**
 * Replaces the logo or banner (approved admin or moderator); a banner also records its
 * luminance. An invalid upload or a refused one changes nothing.
 */
export async function replaceCommunityImage(
  deps: CommunityDeps,
  userId: string,
  communityId: string,
  kind: CommunityImageKind,
  bytes: Buffer,
): Promise<CommunityDetail> {
  return replaceGroupImage(
    deps,
    {
      type: 'community',
      id: communityId,
      kind,
      authorize: (db, lock) => assertCanManage(db, userId, communityId, lock),
      save: async (tx, stored) => {
        await tx
          .update(communities)
          .set({ ...groupImageColumns(kind, stored), updatedAt: sql`now()` })
          .where(eq(communities.id, communityId));
      },
      answer: (tx) => getCommunity(tx, userId, communityId),
    },
    bytes,
  );
}
