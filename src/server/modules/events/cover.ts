import { eq, sql } from 'drizzle-orm';
import type { EventDetail } from '../../../domain/schemas/events.js';
import type { Database } from '../../db/client.js';
import { events } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { imageFolder, imageKey, type ObjectStore, storeImage } from '../../storage/index.js';

// An event's cover (issue 20): the image pipeline's 'cover' purpose (1200×630, like an
// article's), under event-covers/{eventId}/, so the file belongs to the event. As for a
// community's banner (access/group-images.ts): her right is checked before the upload is
// processed and again, row locked, when the row points at it; the previous file goes only
// after that commit, and a refused or invalid upload changes nothing.

export type CoverDeps = { db: Database; store: ObjectStore; logger: Logger };

export async function replaceEventCover(
  deps: CoverDeps,
  actor: Actor,
  id: string,
  bytes: Buffer,
  answer: () => Promise<EventDetail>,
): Promise<EventDetail> {
  const { db, store, logger } = deps;
  const resource = { kind: 'event' as const, id };
  await authorize(db, actor, resource, 'edit');
  const stored = await storeImage(store, 'cover', imageKey('eventCover', id), bytes);

  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const standing = await authorize(tx, actor, resource, 'edit', { lock: 'update' });
      await tx.update(events).set({ coverUrl: stored.url, updatedAt: sql`now()` }).where(eq(events.id, id));
      return standing.event.coverUrl;
    });
  } catch (error) {
    await store.delete(stored.key).catch(() => {});
    throw error;
  }

  // Only this event's own file is deleted; a seeded or foreign URL is left alone.
  const previousKey = previous ? store.keyFromUrl(previous) : null;
  if (previousKey?.startsWith(imageFolder('eventCover', id)) && previousKey !== stored.key) {
    await store.delete(previousKey).catch((err: unknown) => {
      logger.warn({ err, eventId: id, key: previousKey }, 'previous event cover not deleted');
    });
  }
  return answer();
}
