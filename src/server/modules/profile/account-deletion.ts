import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { authUser } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import {
  applicationCvFolder,
  deletePrefix,
  type ObjectStore,
  type PrivateStore,
  userImageFolders,
} from '../../storage/index.js';

/**
 * The cascade removes her memberships, follows and applications, but the counters kept beside
 * them on communities, companies and vacancies would still count her: they are released in the
 * same transaction.
 */
async function releaseCounters(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`
    update communities c set member_count = greatest(c.member_count - 1, 0)
    from community_members m
    where m.community_id = c.id and m.user_id = ${userId} and m.is_approved`);
  await tx.execute(sql`
    update communities c set follower_count = greatest(c.follower_count - 1, 0)
    from community_followers f
    where f.community_id = c.id and f.follower_id = ${userId}`);
  await tx.execute(sql`
    update companies c set follower_count = greatest(c.follower_count - 1, 0)
    from company_followers f
    where f.company_id = c.id and f.follower_id = ${userId}`);
  await tx.execute(sql`
    update job_vacancies v set application_count = greatest(v.application_count - 1, 0)
    from job_applications a
    where a.job_id = v.id and a.user_id = ${userId}`);
}

/**
 * Deletes her account for good: the auth user row goes, and the foreign keys cascade to her
 * profile, CV, preferences, posts, memberships, follows, applications, conversations' participant
 * rows and sessions; her messages lose their content. Her files
 * go after the commit — a failed transaction must not leave a profile pointing at deleted
 * images; a file that cannot be deleted is logged for an operator instead.
 */
export async function deleteAccount(
  deps: { db: Database; store: ObjectStore; privateStore?: PrivateStore; logger: Logger },
  userId: string,
): Promise<void> {
  const { db, store, privateStore, logger } = deps;
  await db.transaction(async (tx) => {
    await releaseCounters(tx, userId);
    // Her messages stay in the others' conversations as 'Mensagem apagada' (issue 18): their
    // content goes now, their author with her account (the foreign key sets it to null).
    await tx.execute(sql`
      update messages set body = null, image_key = null, image_url = null, image_width = null,
        image_height = null, deleted_at = coalesce(deleted_at, now())
      where author_id = ${userId}`);
    // Moderation keeps its cases and its log (issue 19), never her words: the excerpt of her
    // content kept beside the reports goes with her account.
    await tx.execute(sql`update moderation_cases set excerpt = '' where author_id = ${userId}`);
    await tx.delete(authUser).where(eq(authUser.id, userId));
  });
  for (const folder of userImageFolders(userId)) {
    try {
      await deletePrefix(store, folder);
    } catch (err) {
      logger.error({ err, userId, folder }, 'account deletion: stored files left behind');
    }
  }
  // The CVs attached to her applications (the private store).
  if (privateStore) {
    const folder = applicationCvFolder(userId);
    try {
      await deletePrefix(privateStore, folder);
    } catch (err) {
      logger.error({ err, userId, folder }, 'account deletion: private files left behind');
    }
  }
}
