import { eq, sql } from 'drizzle-orm';
import { NETWORK_COPY } from '../../../domain/copy/network.js';
import { MSG } from '../../../domain/messages.js';
import type { NewPost, Post } from '../../../domain/schemas/posts.js';
import type { Database } from '../../db/client.js';
import { posts } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { checkNewAccountCap } from '../../policy/new-account-caps.js';
import { maySpeakAs } from '../../policy/speak-as.js';
import {
  imageFolder,
  imageKey,
  type ObjectStore,
  type StoredImage,
  storeImage,
} from '../../storage/index.js';
import { notifyMentions } from '../conversation/index.js';
import type { Notifier } from '../notifications/index.js';
import { getPost } from './feed.js';

export type PostDeps = { db: Database; store: ObjectStore; logger: Logger; notifier: Notifier };

/** The bytes of an uploaded image, or null when the post goes without one. */
export type ImageInput = Buffer | null;

/** Processes and stores a post image under her folder (post-image/{userId}/…). */
function storePostImage(store: ObjectStore, userId: string, bytes: Buffer): Promise<StoredImage> {
  return storeImage(store, 'post', imageKey('post', userId), bytes);
}

/**
 * Deletes a post's image once no row points at it any more. Only files in the writer's own
 * post folder are ours to delete (a seeded or foreign URL is left alone); a failure leaves an
 * orphan worth a log line, never an error for a change that already happened.
 */
async function deletePostImage(deps: PostDeps, writerId: string, url: string | null): Promise<void> {
  if (!url) return;
  const key = deps.store.keyFromUrl(url);
  if (!key?.startsWith(imageFolder('post', writerId))) return;
  try {
    await deps.store.delete(key);
  } catch (err) {
    deps.logger.warn({ err, key }, 'post image not deleted');
  }
}

/**
 * A new post (SPEC §6): she speaks for herself, a community she runs or a company she may
 * speak for (authors.ts SPEAKING_ROLES), and posts into a community only as its approved member. A community speaks in
 * its own feed, so its posts always go into it. The image is stored first and removed again if
 * the row cannot be written (or read back), so a failure leaves no orphan file.
 */
export async function createPost(
  deps: PostDeps,
  actor: Actor,
  input: NewPost,
  image: ImageInput,
): Promise<Post> {
  const { db, store } = deps;
  const userId = actor.id;
  const communityId = input.authorType === 'community' ? input.authorId : (input.communityId ?? null);
  // Only her own post outside communities may narrow its audience (the others follow the place).
  if (input.audience === 'connections' && (input.authorType !== 'user' || communityId)) {
    const message = NETWORK_COPY.errors.audienceNotAllowed;
    throw new AppError(400, 'invalid_input', message, { audience: message });
  }
  if (communityId) await authorize(db, actor, { kind: 'community', id: communityId }, 'contribute');
  if (!(await maySpeakAs(db, actor, { type: input.authorType, id: input.authorId }))) {
    throw forbidden(MSG.common.forbidden);
  }

  const stored = image ? await storePostImage(store, userId, image) : null;
  try {
    // The answer is read by the transaction that writes the row: a failure before the commit
    // leaves no post, and a success answers exactly the post that was committed.
    return await db.transaction(async (tx) => {
      await checkNewAccountCap(tx, userId, 'post');
      const [row] = await tx
        .insert(posts)
        .values({
          content: input.content,
          imageUrl: stored?.url ?? null,
          userId,
          createdByUserId: userId,
          authorType: input.authorType,
          authorId: input.authorId,
          communityId,
          audience: input.audience ?? 'members',
        })
        .returning({ id: posts.id });
      await notifyMentions(tx, deps.notifier, { actorId: userId, postId: row!.id, text: input.content });
      return getPost(tx, userId, row!.id);
    });
  } catch (error) {
    if (stored) await store.delete(stored.key).catch(() => {});
    throw error;
  }
}

export type PostEdit = { content: string; removeImage: boolean; image: ImageInput };

/**
 * Her edit: new text, and the image kept, replaced (a new file) or removed. The new file is
 * stored before the row changes; the row is locked while it is read and updated, so the file
 * it pointed at is known exactly and deleted only after the update committed.
 */
export async function editPost(deps: PostDeps, actor: Actor, postId: string, edit: PostEdit): Promise<Post> {
  const { db, store } = deps;
  const userId = actor.id;
  const target = { kind: 'post', id: postId } as const;
  await authorize(db, actor, target, 'edit');
  const stored = edit.image ? await storePostImage(store, userId, edit.image) : null;

  let edited: { post: Post; replaced: string | null };
  try {
    edited = await db.transaction(async (tx) => {
      const row = await authorize(tx, actor, target, 'edit', { lock: 'update' });
      const [before] = await tx.select({ content: posts.content }).from(posts).where(eq(posts.id, postId));
      const imageUrl = stored ? stored.url : edit.removeImage ? null : row.imageUrl;
      await tx
        .update(posts)
        .set({ content: edit.content, imageUrl, updatedAt: sql`now()` })
        .where(eq(posts.id, postId));
      // Only members the edit mentions for the first time are told.
      await notifyMentions(tx, deps.notifier, {
        actorId: userId,
        postId,
        text: edit.content,
        previous: before?.content ?? '',
      });
      // Read by the writing transaction: the answer is the committed post, or nothing changed.
      const post = await getPost(tx, userId, postId);
      return { post, replaced: imageUrl !== row.imageUrl ? row.imageUrl : null };
    });
  } catch (error) {
    if (stored) await store.delete(stored.key).catch(() => {});
    throw error;
  }
  await deletePostImage(deps, userId, edited.replaced);
  return edited.post;
}

/** Deletes her post and then its image. */
export async function deletePost(deps: PostDeps, actor: Actor, postId: string): Promise<void> {
  await authorize(deps.db, actor, { kind: 'post', id: postId }, 'delete');
  const [deleted] = await deps.db
    .delete(posts)
    .where(eq(posts.id, postId))
    .returning({ imageUrl: posts.imageUrl });
  if (!deleted) throw notFound(MSG.common.notFound);
  await deletePostImage(deps, actor.id, deleted.imageUrl);
}
