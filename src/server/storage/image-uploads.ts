import type { ImagePurpose } from '../../domain/limits.js';
import { IMAGE_EXTENSION, processImage } from './images.js';
import { assertValidKey, assertValidPrefix, type ObjectStore } from './object-store.js';

export type StoredImage = {
  key: string;
  url: string;
  width: number;
  height: number;
  luminance: number;
};

export type ReplacedImage = StoredImage & {
  /** False when the previous object could not be removed: it is orphaned, worth a log line. */
  previousDeleted: boolean;
};

export type ReplaceImageOptions = {
  /**
   * Runs after the new image is stored and before the previous one is deleted, typically the
   * database update pointing at the new URL. If it throws, the new object is removed again and
   * the previous one stays, so the row never points at a deleted file.
   */
  commit?: (stored: StoredImage) => Promise<void>;
};

/** Processes `input` for `purpose` and stores it under `key` (built with `imageKey`). */
export async function storeImage(
  store: ObjectStore,
  purpose: ImagePurpose,
  key: string,
  input: Buffer,
): Promise<StoredImage> {
  assertValidKey(key);
  // The stored bytes are always WebP; a key saying otherwise would be served with the wrong type.
  if (!key.endsWith(`.${IMAGE_EXTENSION}`))
    throw new Error(`Image key must end in .${IMAGE_EXTENSION}: ${key}`);
  const image = await processImage(purpose, input);
  await store.put(key, image.body, image.contentType);
  return {
    key,
    url: store.publicUrl(key),
    width: image.width,
    height: image.height,
    luminance: image.luminance,
  };
}

/**
 * Stores the new image first and deletes the previous one (ours only: foreign URLs such as
 * seeded demo pictures are left alone) only after that succeeded. An invalid upload therefore
 * changes nothing: it throws before anything is written.
 */
export async function replaceImage(
  store: ObjectStore,
  purpose: ImagePurpose,
  newKey: string,
  input: Buffer,
  previousUrl: string | null,
  options: ReplaceImageOptions = {},
): Promise<ReplacedImage> {
  const stored = await storeImage(store, purpose, newKey, input);

  if (options.commit) {
    try {
      await options.commit(stored);
    } catch (error) {
      await store.delete(newKey).catch(() => {});
      throw error;
    }
  }

  const previousKey = previousUrl ? store.keyFromUrl(previousUrl) : null;
  if (!previousKey || previousKey === newKey) return { ...stored, previousDeleted: true };
  try {
    await store.delete(previousKey);
    return { ...stored, previousDeleted: true };
  } catch {
    // The new image is live (and maybe committed): failing now would report an error for a
    // change that happened. The caller can log the orphan.
    return { ...stored, previousDeleted: false };
  }
}

const DELETE_CONCURRENCY = 8;

/**
 * Deletes every object under a folder, e.g. all of a user's files on account deletion.
 * The prefix must be a folder (trailing slash) so `user/1` can never also sweep `user/10…`.
 * Returns the number of objects deleted.
 */
export async function deletePrefix(
  store: Pick<ObjectStore, 'list' | 'delete'>,
  prefix: string,
): Promise<number> {
  assertValidPrefix(prefix);
  if (!prefix.endsWith('/') || prefix === '/') {
    throw new Error(`deletePrefix needs a folder ending in '/': ${JSON.stringify(prefix)}`);
  }
  const keys = await store.list(prefix);
  for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
    await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map((key) => store.delete(key)));
  }
  return keys.length;
}
