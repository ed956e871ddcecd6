import { sql } from 'drizzle-orm';
import type { EmailMode, NotificationKind } from '../../../domain/enums.js';
import { EMAIL_DEFAULTS, GROUPED_KINDS } from '../../../domain/rules/notifications.js';
import { type Executor, queryRows } from '../../db/client.js';
import { notificationEmailSettings, notifications } from '../../db/schema/index.js';
import { permits } from '../../policy/authorize.js';
import { relationBetween } from '../../policy/relation.js';
import type { JobQueue } from '../../queue/job-queue.js';

// The one way anything tells a member that something happened (issue 16). Every feature calls
// notify() inside the transaction of the action itself, so the notification exists exactly
// when the action does; the live stream hears of it through NOTIFY, which PostgreSQL delivers
// only when that transaction commits, and an e-mail is queued by the same transaction.

/** The NOTIFY channel of new and changed notifications; the payload is '<recipient id>:<seq>'. */
export const NOTIFICATIONS_CHANNEL = 'notifications';
/** The job that e-mails one notification (her mode for its kind is 'each'). */
export const NOTIFICATION_EMAIL_JOB = 'notification-email';
/**
 * `seq` is the notification's seq when the job was queued: a grouped notification that moved on
 * since (a newer event, with its own job) is e-mailed by that newer job only, so a burst of
 * reactions does not send one e-mail per reaction already covered by the next.
 */
export type NotificationEmailJob = { notificationId: string; seq?: number };

export type NotificationEvent = {
  recipientId: string;
  kind: NotificationKind;
  /** Who caused it (null: the platform). She is never notified of what she did herself. */
  actorId: string | null;
  postId?: string | null;
  commentId?: string | null;
  communityId?: string | null;
  companyId?: string | null;
  vacancyId?: string | null;
  applicationId?: string | null;
  invitationId?: string | null;
  eventId?: string | null;
  /** Plain text, already short: the words that let her recognise it. */
  excerpt?: string | null;
  /**
   * The action sends her its own e-mail about it, whatever her choices (a role invitation's,
   * which carries what she answers, and goes to addresses without an account too): no second
   * one is queued, and the digest leaves it out.
   */
  emailedByAction?: boolean;
};

export type Notifier = {
  /**
   * Writes the notification with `tx` (the action's transaction), grouped with an unread one of
   * the same kind and object, signals the live streams and queues her e-mail, all of which
   * happen only if `tx` commits. Nothing is written when she caused it herself, when a block
   * stands between her and who caused it, or when it is about a post she may not read.
   */
  notify(tx: Executor, event: NotificationEvent): Promise<void>;
};

/** Her e-mail choice for a kind: her row, else the kind's default (rules/notifications.ts). */
export async function emailModeOf(db: Executor, userId: string, kind: NotificationKind): Promise<EmailMode> {
  const [setting] = await queryRows<{ mode: EmailMode }>(
    db,
    sql`select ${notificationEmailSettings.mode} as mode from ${notificationEmailSettings}
        where ${notificationEmailSettings.userId} = ${userId}
          and ${notificationEmailSettings.kind} = ${kind}`,
  );
  return setting?.mode ?? EMAIL_DEFAULTS[kind];
}

/** What groups an event with earlier unread ones: its kind and the object it is about. */
function groupKeyOf(event: NotificationEvent): string | null {
  if (!GROUPED_KINDS.has(event.kind)) return null;
  const object = event.postId ?? event.communityId ?? event.vacancyId ?? event.companyId;
  // A grouped kind about no object (new followers) is about her: one row gathers them.
  return `${event.kind}:${object ?? 'self'}`;
}

/**
 * The notifier over the app's job queue; `emailNotification` is the worker of
 * NOTIFICATION_EMAIL_JOB (emails.ts), defined here so no notification can be queued without it.
 */
export function createNotifier(
  queue: Pick<JobQueue, 'send' | 'define'>,
  emailNotification: (job: NotificationEmailJob) => Promise<void>,
): Notifier {
  queue.define<NotificationEmailJob>({
    name: NOTIFICATION_EMAIL_JOB,
    retryLimit: 12,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    work: emailNotification,
  });
  return {
    async notify(tx, event) {
      const { recipientId, actorId } = event;
      if (actorId !== null && actorId === recipientId) return;
      // A block stands between them (issue 19): nothing one does reaches the other.
      if (actorId !== null && (await relationBetween(tx, recipientId, actorId)).blocked) return;
      if (
        event.postId &&
        !(await permits(tx, { id: recipientId }, { kind: 'post', id: event.postId }, 'read'))
      ) {
        return;
      }
      const mode = event.emailedByAction ? 'none' : await emailModeOf(tx, recipientId, event.kind);
      const actors = actorId ? sql`array[${actorId}::uuid]` : sql`'{}'::uuid[]`;
      const n = notifications;
      // Grouping: the unread row of the same group takes the new person first (each person
      // counted once), a new seq (it moves to the top of her list and of her stream) and the
      // newest excerpt.
      const [row] = await queryRows<{ id: string; seq: string | number }>(
        tx,
        sql`insert into ${n} (recipient_id, kind, group_key, actor_ids, actor_count, post_id, comment_id,
              community_id, company_id, vacancy_id, application_id, invitation_id, event_id, excerpt, digest_pending)
            values (${recipientId}, ${event.kind}, ${groupKeyOf(event)}, ${actors}, 1,
              ${event.postId ?? null}, ${event.commentId ?? null}, ${event.communityId ?? null},
              ${event.companyId ?? null}, ${event.vacancyId ?? null}, ${event.applicationId ?? null},
              ${event.invitationId ?? null}, ${event.eventId ?? null}, ${event.excerpt ?? null}, ${mode === 'digest'})
            on conflict (recipient_id, group_key) where read_at is null and group_key is not null
            do update set
              actor_count = ${n.actorCount} + case when excluded.actor_ids <@ ${n.actorIds} then 0 else 1 end,
              actor_ids = excluded.actor_ids || array_remove(${n.actorIds}, excluded.actor_ids[1]),
              seq = nextval(pg_get_serial_sequence('notifications', 'seq')),
              updated_at = now(),
              comment_id = coalesce(excluded.comment_id, ${n.commentId}),
              application_id = coalesce(excluded.application_id, ${n.applicationId}),
              excerpt = coalesce(excluded.excerpt, ${n.excerpt}),
              digest_pending = excluded.digest_pending or ${n.digestPending}
            returning id, seq`,
      );
      if (!row) return;
      await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${recipientId}:${row.seq}`})`);
      if (mode === 'each') {
        await queue.send<NotificationEmailJob>(
          NOTIFICATION_EMAIL_JOB,
          { notificationId: row.id, seq: Number(row.seq) },
          { executor: tx },
        );
      }
    },
  };
}
