import { eq, sql } from 'drizzle-orm';
import type { ImagePurpose } from '../../../domain/limits.js';
import type { CommunityDetail } from '../../../domain/schemas/communities.js';
import { communities } from '../../db/schema/index.js';
import { type ImageKeyKind, imageFolder, imageKey, storeImage } from '../../storage/index.js';
import { assertCanManage, type CommunityDeps, getCommunity } from './service.js';

// A community's logo and banner (SPEC §5 Image upload: recommended 200×200 and 1200×300).
// Files live under community-images/{logos|banners}/{communityId}/: they belong to the
// community, not to whichever admin uploaded them, so deleting it sweeps exactly its folders.

export type CommunityImageKind = 'logo' | 'banner';

const KINDS: Record<
  CommunityImageKind,
  { purpose: ImagePurpose; key: ImageKeyKind; column: 'logoUrl' | 'bannerUrl' }
> = {
  logo: { purpose: 'logo', key: 'communityLogo', column: 'logoUrl' },
  banner: { purpose: 'banner', key: 'communityBanner', column: 'bannerUrl' },
};

export function communityImagePurpose(kind: CommunityImageKind): ImagePurpose {
  return KINDS[kind].purpose;
}

/**
 * Replaces the logo or banner (approved admin or moderator). The upload goes through the image
 * pipeline and is stored first; then, with the community row locked and her standing checked
 * again, the row points at it (a banner also records its luminance, the mean relative
 * luminance of the stored pixels, computed by the pipeline). Only after that commit is the
 * previous file deleted. An invalid upload or a refused one changes nothing.
 */
export async function replaceCommunityImage(
  deps: CommunityDeps,
  userId: string,
  communityId: string,
  kind: CommunityImageKind,
  bytes: Buffer,
): Promise<CommunityDetail> {
  const { db, store, logger } = deps;
  const { purpose, key, column } = KINDS[kind];
  await assertCanManage(db, userId, communityId);
  const stored = await storeImage(store, purpose, imageKey(key, communityId), bytes);

  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const row = await assertCanManage(tx, userId, communityId, true);
      await tx
        .update(communities)
        .set({
          [column]: stored.url,
          ...(kind === 'banner' ? { bannerLuminance: stored.luminance } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(communities.id, communityId));
      return row[column];
    });
  } catch (error) {
    await store.delete(stored.key).catch(() => {});
    throw error;
  }

  // Only our own file of this community is deleted; a seeded or foreign URL is left alone.
  const previousKey = previous ? store.keyFromUrl(previous) : null;
  if (previousKey?.startsWith(imageFolder(key, communityId)) && previousKey !== stored.key) {
    try {
      await store.delete(previousKey);
    } catch (err) {
      logger.warn({ err, communityId, kind, key: previousKey }, 'previous community image not deleted');
    }
  }
  return getCommunity(db, userId, communityId);
}
