import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_LABELS, notificationSentence } from '../../../domain/copy/notifications.js';
import type { NotificationKind } from '../../../domain/enums.js';
import { DIGEST_MIN_INTERVAL_HOURS } from '../../../domain/limits.js';
import { notificationHref } from '../../../domain/rules/notification-links.js';
import type { Notification, UnsubscribeScope } from '../../../domain/schemas/notifications.js';
import { BRASILIA_TIME_ZONE } from '../../../domain/time-zone.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { authUser, notificationDigests, notifications, userProfile } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailTransport } from '../../mail/mailer.js';
import { digestMessage, type MailLinks, notificationMessage } from '../../mail/notification-templates.js';
import type { JobQueue } from '../../queue/job-queue.js';
import { memberName } from '../access/index.js';
import { readNotification, readNotifications } from './list.js';
import { emailModeOf, type NotificationEmailJob } from './notify.js';
import { emailModes } from './settings.js';
import { unsubscribeToken } from './unsubscribe.js';

// Notification e-mails through the durable job queue (issue 16).
//
// Each event: notify() queues NOTIFICATION_EMAIL_JOB in the action's transaction when her mode
// for the kind is 'each'; the worker below re-reads everything when it runs (a retry may come
// much later) and sends nothing when the notification is gone, read, no longer hers to see, or
// her mode changed, or when her address is not verified.
//
// Daily digest: a scheduled job (DIGEST_JOB, DIGEST_CRON in São Paulo time) sends each member
// with notifications waiting (digest_pending) ONE e-mail listing them. Never more than one in
// DIGEST_MIN_INTERVAL_HOURS, whatever the number of processes or runs: the digest claims her
// day with an upsert on notification_digests whose WHERE only passes when her last one is older,
// in the same transaction that clears her pending rows and queues the e-mail (mailer.send with
// the transaction): the claim, the clearing and the e-mail are committed together or not at all.
// A second run the same day finds the claim taken, rolls back, and leaves what arrived since for
// tomorrow's digest.
//
// Unsubscribe links (unsubscribe.ts): an event's e-mail turns off its kind; the digest covers
// several kinds, so its link (and its List-Unsubscribe header) turns off the digest itself —
// every kind she now receives in it becomes 'none' — and its body links to Configurações for
// finer choices.

/** The scheduled job that sends the digests. */
export const DIGEST_JOB = 'notification-digest';
/** Every morning at 8, Brasília time. */
export const DIGEST_CRON = '0 8 * * *';
export const DIGEST_TIMEZONE = BRASILIA_TIME_ZONE;
/** Pages the e-mails link to (made absolute with PUBLIC_URL). */
const SETTINGS_PATH = '/configuracoes';
const NOTIFICATIONS_PATH = '/notificacoes';
/** The web's confirmation page of an unsubscribe link (`?token=`), for a person reading the e-mail. */
const UNSUBSCRIBE_PAGE_PATH = '/descadastrar';

/** A digest lists at most this many notifications, newest first, then 'E mais N notificações.' */
export const DIGEST_ITEMS_MAX = 20;

export type NotificationMailDeps = {
  db: Database;
  /** Delivers an event's e-mail from its own (retried) job. */
  transport: Pick<MailTransport, 'deliver'>;
  /** Queues the digest's e-mail inside the digest's transaction. */
  mailer: Mailer;
  /** PUBLIC_URL, for absolute links. */
  publicUrl: string;
  /** AUTH_SECRET, which keys the unsubscribe tokens. */
  authSecret: string;
  logger: Logger;
};

/** Her name and address, when the address is verified (nothing is sent otherwise). */
async function recipientOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: authUser.email, name: memberName })
    .from(authUser)
    .leftJoin(userProfile, eq(userProfile.id, authUser.id))
    .where(and(eq(authUser.id, userId), eq(authUser.emailVerified, true)));
  return row;
}

/** The footer's links of an e-mail: Configurações, and what turns `scope` off. */
export function linksFor(
  deps: Pick<NotificationMailDeps, 'publicUrl' | 'authSecret'>,
  userId: string,
  scope: UnsubscribeScope,
): MailLinks {
  const token = unsubscribeToken(deps.authSecret, userId, scope);
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    settingsUrl: `${deps.publicUrl}${SETTINGS_PATH}`,
    unsubscribePageUrl: `${deps.publicUrl}${UNSUBSCRIBE_PAGE_PATH}${query}`,
    oneClickUrl: `${deps.publicUrl}/api/notifications/unsubscribe${query}`,
  };
}

const itemOf = (deps: NotificationMailDeps, n: Notification) => ({
  sentence: notificationSentence(n),
  excerpt: n.excerpt,
  url: `${deps.publicUrl}${notificationHref(n)}`,
});

/** The worker of NOTIFICATION_EMAIL_JOB. */
export function emailNotificationWorker(deps: NotificationMailDeps) {
  return async (job: NotificationEmailJob): Promise<void> => {
    const { db } = deps;
    const [row] = await db
      .select({
        recipientId: notifications.recipientId,
        seq: notifications.seq,
        kind: notifications.kind,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.id, job.notificationId));
    if (!row || row.readAt) return;
    // A newer event grouped into it queued its own job, which e-mails it as it is now.
    if (job.seq !== undefined && Number(row.seq) !== job.seq) return;
    const kind = row.kind as NotificationKind;
    if ((await emailModeOf(db, row.recipientId, kind)) !== 'each') return;
    const notification = await readNotification(db, row.recipientId, job.notificationId);
    if (!notification) return;
    const recipient = await recipientOf(db, row.recipientId);
    if (!recipient) return;
    await deps.transport.deliver(
      notificationMessage({
        to: recipient.email,
        name: recipient.name,
        item: itemOf(deps, notification),
        kindLabel: NOTIFICATION_KIND_LABELS[kind],
        links: linksFor(deps, row.recipientId, kind),
      }),
    );
  };
}

/** Thrown to undo a digest whose day is already taken (the claim is the last check). */
class DayTaken extends Error {}

/**
 * Her digest, if she has something waiting and no digest in the last
 * DIGEST_MIN_INTERVAL_HOURS: true when one was queued. One transaction (see the top).
 */
export async function sendDigestTo(deps: NotificationMailDeps, userId: string): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      // Her waiting rows, taken (and locked) by this run: a concurrent run waits, then finds none.
      const taken = await tx
        .update(notifications)
        .set({ digestPending: false })
        .where(and(eq(notifications.recipientId, userId), eq(notifications.digestPending, true)))
        .returning({ id: notifications.id });
      if (taken.length === 0) return false;
      const modes = await emailModes(tx, userId);
      const kinds = (Object.keys(modes) as NotificationKind[]).filter((kind) => modes[kind] === 'digest');
      if (kinds.length === 0) return false;
      // Still unread, still hers to see, and of a kind she still wants in the digest.
      const waiting = and(
        inArray(
          notifications.id,
          taken.map((t) => t.id),
        ),
        isNull(notifications.readAt),
        inArray(notifications.kind, kinds),
      );
      const items = await readNotifications(tx, userId, {
        where: waiting,
        order: 'newest',
        limit: taken.length,
      });
      if (items.length === 0) return false;
      const recipient = await recipientOf(tx, userId);
      if (!recipient) return false;

      const claimed = await queryRows<{ userId: string }>(
        tx,
        sql`insert into ${notificationDigests} (user_id, last_sent_at) values (${userId}, now())
            on conflict (user_id) do update set last_sent_at = excluded.last_sent_at
            where ${notificationDigests.lastSentAt}
              <= now() - make_interval(hours => ${DIGEST_MIN_INTERVAL_HOURS})
            returning user_id as "userId"`,
      );
      if (claimed.length === 0) throw new DayTaken();

      const shown = items.slice(0, DIGEST_ITEMS_MAX);
      await deps.mailer.send(
        digestMessage({
          to: recipient.email,
          name: recipient.name,
          items: shown.map((n) => itemOf(deps, n)),
          more: items.length - shown.length,
          allUrl: `${deps.publicUrl}${NOTIFICATIONS_PATH}`,
          links: linksFor(deps, userId, 'digest'),
        }),
        { executor: tx },
      );
      return true;
    });
  } catch (error) {
    if (error instanceof DayTaken) return false;
    throw error;
  }
}

/** Every member's digest (the scheduled job; tests call it directly): how many were sent. */
export async function sendDigests(deps: NotificationMailDeps): Promise<number> {
  const recipients = await deps.db
    .selectDistinct({ id: notifications.recipientId })
    .from(notifications)
    .where(eq(notifications.digestPending, true));
  let sent = 0;
  for (const { id } of recipients) {
    try {
      if (await sendDigestTo(deps, id)) sent += 1;
    } catch (err) {
      // One member's failure (her account deleted meanwhile…) must not stop the others'.
      deps.logger.warn({ err, userId: id }, 'notification digest failed');
    }
  }
  return sent;
}

/** Defines and schedules DIGEST_JOB on the queue (before it starts). */
export function scheduleDigests(
  queue: Pick<JobQueue, 'define' | 'schedule'>,
  deps: NotificationMailDeps,
): void {
  queue.define<object>({
    name: DIGEST_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    // Many members, one e-mail each queued: bounded, but not by a request's time.
    expireInSeconds: 3600,
    work: async () => {
      const sent = await sendDigests(deps);
      deps.logger.info({ sent }, 'notification digests queued');
    },
  });
  queue.schedule(DIGEST_JOB, DIGEST_CRON, { tz: DIGEST_TIMEZONE });
}
