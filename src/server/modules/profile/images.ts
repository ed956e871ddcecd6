import { eq } from 'drizzle-orm';
import type { ImagePurpose } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import type { Database } from '../../db/client.js';
import { userProfile } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { type ImageKeyKind, imageKey, type ObjectStore, replaceImage } from '../../storage/index.js';

export type ProfileImageKind = 'avatar' | 'banner';

const KINDS: Record<
  ProfileImageKind,
  { purpose: ImagePurpose; key: ImageKeyKind; column: 'profileImageUrl' | 'profileBannerUrl' }
> = {
  avatar: { purpose: 'avatar', key: 'avatar', column: 'profileImageUrl' },
  banner: { purpose: 'banner', key: 'profileBanner', column: 'profileBannerUrl' },
};

export function profileImagePurpose(kind: ProfileImageKind): ImagePurpose {
  return KINDS[kind].purpose;
}

/**
 * Replaces her photo or cover: the new image is processed and stored, the profile row points at
 * it, and only then is the previous file deleted. An invalid upload changes nothing.
 */
export async function replaceProfileImage(
  deps: { db: Database; store: ObjectStore; logger: Logger },
  userId: string,
  kind: ProfileImageKind,
  bytes: Buffer,
): Promise<{ url: string }> {
  const { db, store, logger } = deps;
  const { purpose, key, column } = KINDS[kind];
  const [profile] = await db
    .select({ previous: userProfile[column] })
    .from(userProfile)
    .where(eq(userProfile.id, userId))
    .limit(1);
  if (!profile) throw notFound(MSG.profile.notFound);

  const result = await replaceImage(store, purpose, imageKey(key, userId), bytes, profile.previous, {
    commit: async (stored) => {
      const saved = await db
        .update(userProfile)
        .set({ [column]: stored.url, updatedAt: new Date() })
        .where(eq(userProfile.id, userId))
        .returning({ id: userProfile.id });
      // Her profile went meanwhile (account deleted): nothing was saved, so no success either;
      // replaceImage removes the new file again.
      if (saved.length === 0) throw notFound(MSG.profile.notFound);
    },
  });
  if (!result.previousDeleted)
    logger.warn({ userId, kind, previous: profile.previous }, 'previous image not deleted');
  return { url: result.url };
}
