import { eq, sql } from 'drizzle-orm';
import type { ImagePurpose } from '../../../domain/limits.js';
import type { Database, Executor } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import {
  deletePrefix,
  type ImageKeyKind,
  imageFolder,
  imageKey,
  type ObjectStore,
  type StoredImage,
  storeImage,
} from '../../storage/index.js';
import type { Group, GroupKind } from './groups.js';

// The logo and banner of a community or a company (SPEC §5 Image upload: recommended 200×200
// and 1200×300), and the sweep of its files when it is deleted. Both kinds of page follow the
// same rules, so the rules live here once, for every group (groups.ts).
//
// Files live under {community|company}-images/{logos|banners}/{id}/: they belong to the page,
// not to whichever admin uploaded them, so deleting the page sweeps exactly its folders.

export type GroupImageKind = 'logo' | 'banner';
export type GroupDeps = { db: Database; store: ObjectStore; logger: Logger };

const FOLDERS: Record<GroupKind, Record<GroupImageKind, ImageKeyKind>> = {
  community: { logo: 'communityLogo', banner: 'communityBanner' },
  company: { logo: 'companyLogo', banner: 'companyBanner' },
};

/** The image pipeline's purpose (size, limits) for each kind: they share their names. */
export function groupImagePurpose(kind: GroupImageKind): ImagePurpose {
  return kind;
}

/** The columns a new image sets: its URL and, for a banner, the luminance the pipeline measured. */
export function groupImageColumns(kind: GroupImageKind, stored: StoredImage) {
  return kind === 'logo'
    ? { logoUrl: stored.url }
    : { bannerUrl: stored.url, bannerLuminance: stored.luminance };
}

/**
 * Replaces a logo or banner ('edit' on the group, rules/permissions). Her standing is checked
 * first (a refused upload is never processed); the upload goes through the image pipeline and is
 * stored; then, with the row locked and her standing checked again, the row points at it and
 * `answer` is read by that same transaction (issue 13: never an error for a change that
 * happened). Only after that commit is the previous file deleted. An invalid upload or a refused
 * one changes nothing.
 */
export async function replaceGroupImage<TAnswer>(
  deps: GroupDeps,
  actor: Actor,
  group: Group,
  id: string,
  kind: GroupImageKind,
  bytes: Buffer,
  answer: (tx: Executor) => Promise<TAnswer>,
): Promise<TAnswer> {
  const { db, store, logger } = deps;
  const type = group.kind;
  const folder = FOLDERS[type][kind];
  const resource = { kind: type, id };
  await authorize(db, actor, resource, 'edit');
  const stored = await storeImage(store, groupImagePurpose(kind), imageKey(folder, id), bytes);

  let previous: string | null;
  let result: TAnswer;
  try {
    ({ previous, result } = await db.transaction(async (tx) => {
      const current = await authorize(tx, actor, resource, 'edit', { lock: 'update' });
      await tx
        .update(group.page.table)
        .set({ ...groupImageColumns(kind, stored), updatedAt: sql`now()` } as never)
        .where(eq(group.page.id, id));
      return {
        previous: kind === 'logo' ? current.logoUrl : current.bannerUrl,
        result: await answer(tx),
      };
    }));
  } catch (error) {
    await store.delete(stored.key).catch(() => {});
    throw error;
  }

  // Only our own file of this page is deleted; a seeded or foreign URL is left alone.
  const previousKey = previous ? store.keyFromUrl(previous) : null;
  if (previousKey?.startsWith(imageFolder(folder, id)) && previousKey !== stored.key) {
    try {
      await store.delete(previousKey);
    } catch (err) {
      logger.warn({ err, type, id, kind, key: previousKey }, `previous ${type} image not deleted`);
    }
  }
  return result;
}

/** Post images deleted at once when a page goes. */
const DELETE_BATCH = 8;

/**
 * After a page's deletion committed: its logo and banner folders and the images of the posts
 * deleted with it. Only files in the writer's own post folder are ours (seeded or foreign URLs
 * are left alone). A failure is only logged: the page is gone either way.
 */
export async function sweepGroupFiles(
  deps: Pick<GroupDeps, 'store' | 'logger'>,
  type: GroupKind,
  id: string,
  postImages: { imageUrl: string | null; writerId: string }[],
): Promise<void> {
  const { store, logger } = deps;
  const keys = postImages.flatMap(({ imageUrl, writerId }) => {
    const key = imageUrl ? store.keyFromUrl(imageUrl) : null;
    return key?.startsWith(imageFolder('post', writerId)) ? [key] : [];
  });
  let failed = 0;
  const remove = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch {
      failed += 1;
    }
  };
  await remove(() => deletePrefix(store, imageFolder(FOLDERS[type].logo, id)));
  await remove(() => deletePrefix(store, imageFolder(FOLDERS[type].banner, id)));
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    await Promise.all(keys.slice(i, i + DELETE_BATCH).map((key) => remove(() => store.delete(key))));
  }
  if (failed > 0) logger.warn({ type, id, failed }, `${type} images not deleted`);
}
