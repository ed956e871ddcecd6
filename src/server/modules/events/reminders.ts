import { sql } from 'drizzle-orm';
import { EVENTS_COPY } from '../../../domain/copy/events.js';
import { eventWhen } from '../../../domain/rules/event-time.js';
import { type Database, queryRows } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { notificationMessage } from '../../mail/notification-templates.js';
import type { JobQueue } from '../../queue/job-queue.js';
import { mailLinksFor } from '../notifications/index.js';

// The reminder e-mail (issue 20), EVENT_REMINDER_HOURS before an event she said 'Vou' to (or
// was promoted to), queued in that transaction. Everything is checked again when it runs: she
// is still going, the event is still scheduled and still starts when the job was queued for
// (a moved event queued new reminders), her address is verified and her reminders are on
// (event_settings; the e-mail's one-click link turns them off, scope 'eventReminders').

export const EVENT_REMINDER_JOB = 'event-reminder-email';
export type EventReminderJob = { eventId: string; userId: string; startsAt: string };

export type ReminderDeps = { db: Database; mailer: Mailer; publicUrl: string; authSecret: string };

export function defineEventReminders(queue: Pick<JobQueue, 'define'>, deps: ReminderDeps): void {
  queue.define<EventReminderJob>({
    name: EVENT_REMINDER_JOB,
    retryLimit: 6,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    work: async (job) => {
      await sendReminder(deps, job);
    },
  });
}

/** Queues her reminder if it is still owed: true when it was. */
export async function sendReminder(deps: ReminderDeps, job: EventReminderJob): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{
      email: string;
      name: string | null;
      title: string;
      startsAt: Date;
      endsAt: Date;
    }>(
      tx,
      sql`select u.email, coalesce(p.full_name, u.name) as name, e.title,
            e.starts_at as "startsAt", e.ends_at as "endsAt"
          from event_rsvps r
          join events e on e.id = r.event_id
          join auth_user u on u.id = r.user_id
          left join user_profile p on p.id = r.user_id
          where r.event_id = ${job.eventId} and r.user_id = ${job.userId} and r.status = 'going'
            and e.status = 'scheduled' and e.starts_at = ${job.startsAt}::timestamptz and e.starts_at > now()
            and u.email_verified
            and not exists (select 1 from event_settings s where s.user_id = r.user_id and not s.email_reminders)`,
    );
    if (!row) return false;
    const when = eventWhen(new Date(row.startsAt), new Date(row.endsAt));
    await deps.mailer.send(
      notificationMessage({
        to: row.email,
        name: row.name ?? '',
        item: {
          sentence: EVENTS_COPY.reminder.sentence(row.title, when),
          excerpt: null,
          url: `${deps.publicUrl}/eventos/${job.eventId}`,
        },
        kindLabel: EVENTS_COPY.reminder.kindLabel,
        links: mailLinksFor(deps, job.userId, 'eventReminders'),
      }),
      { executor: tx },
    );
    return true;
  });
}
