import { and, gt, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { JOB_ALERT_FREQUENCY_LABELS } from '../../../domain/copy/vacancy-alerts.js';
import type { JobAlertFrequency } from '../../../domain/enums.js';
import type { JobAlertSettings } from '../../../domain/schemas/vacancies.js';
import { BRASILIA_TIME_ZONE } from '../../../domain/time-zone.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { jobAlertDeliveries, jobApplications, jobVacancies } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import { jobAlertMessage } from '../../mail/job-alert-template.js';
import type { Mailer } from '../../mail/mailer.js';
import type { JobQueue } from '../../queue/job-queue.js';
import { mailLinksFor } from '../notifications/index.js';
import { locationOf } from './cards.js';
import { activePreference, matchingVacancies } from './recommended.js';

// Job alerts (issue 21): a daily or weekly e-mail of the NEW open vacancies matching her active
// job preference profile — the same rule and the same query as 'Vagas Recomendadas' and /vagas
// (recommended.ts matchingVacancies), narrowed to vacancies created since her last alert that
// no alert of hers ever listed (job_alert_deliveries) and that she has not applied to.
//
// Schedule: JOB_ALERT_FANOUT_JOB runs every morning (Brasília time). It reads the members whose
// alert is due (job_alert_settings.due_at, partial index on (due_at, user_id) where the alert is
// on) in keyset batches of JOB_ALERT_FANOUT_BATCH and queues one JOB_ALERT_EMAIL_JOB per member,
// each retried on its own. That job locks her settings row, checks she is still due, writes the
// deliveries, queues the e-mail (the mail queue, in the same transaction) and moves `since` and
// `due_at` on, all or nothing: a second run or a retry finds her no longer due and sends
// nothing. Nothing new, nothing sent, and she stays due: a weekly alert with an empty Monday
// goes out on the first later morning that has something for her (still at most one a week).

export const JOB_ALERT_FANOUT_JOB = 'job-alert-fanout';
export const JOB_ALERT_EMAIL_JOB = 'job-alert-email';
/** Every morning at 9, Brasília time (after the notification digest's 8); JOB_ALERTS_CRON changes it. */
export const JOB_ALERT_CRON = '0 9 * * *';
export const JOB_ALERT_FANOUT_BATCH = 1000;
/** An e-mail lists at most this many vacancies, best match first. */
export const JOB_ALERT_ITEMS_MAX = 20;
/** Hours between two alerts of each frequency. */
export const JOB_ALERT_INTERVAL_HOURS: Record<Exclude<JobAlertFrequency, 'off'>, number> = {
  daily: 24,
  weekly: 7 * 24,
};
/**
 * A run makes her next due this much sooner than the interval, so a run that starts a little
 * earlier than yesterday's still finds her due.
 */
const DUE_SLACK_HOURS = 2;
/**
 * Each run looks back this far before her last one: a vacancy committed just after that run by a
 * transaction that started before it is not missed (deliveries keep it from repeating).
 */
const LOOKBACK_MINUTES = 10;

export type JobAlertJob = { userId: string };

export type JobAlertDeps = {
  db: Database;
  mailer: Mailer;
  queue: Pick<JobQueue, 'sendMany'>;
  publicUrl: string;
  authSecret: string;
  logger: Logger;
  /** When the fan-out runs (Brasília time); JOB_ALERT_CRON unless configured. */
  cron?: string;
};

const intervalOf = (frequency: Exclude<JobAlertFrequency, 'off'>) =>
  sql`make_interval(hours => ${JOB_ALERT_INTERVAL_HOURS[frequency] - DUE_SLACK_HOURS})`;

// ---------------------------------------------------------------------------------------------
// Her setting (GET/PUT /api/vacancies/alerts)

export async function getJobAlert(db: Executor, userId: string): Promise<JobAlertSettings> {
  const [row] = await queryRows<{ frequency: JobAlertFrequency; active: boolean }>(
    db,
    sql`select coalesce(s.frequency, 'off') as frequency,
          exists (select 1 from user_job_preferences p where p.user_id = ${userId} and p.is_active) as active
        from (select 1) one
        left join job_alert_settings s on s.user_id = ${userId}`,
  );
  return { frequency: row?.frequency ?? 'off', hasActivePreference: row?.active === true };
}

/**
 * Turning it on starts her window now (and makes her due at the next run); switching between
 * daily and weekly keeps her window and re-times the next e-mail from her last; off stops it.
 */
export async function putJobAlert(
  db: Database,
  userId: string,
  frequency: JobAlertFrequency,
): Promise<JobAlertSettings> {
  const due = frequency === 'off' ? sql`now()` : sql`job_alert_settings.since + ${intervalOf(frequency)}`;
  await db.execute(
    sql`insert into job_alert_settings (user_id, frequency, since, due_at)
        values (${userId}, ${frequency}, now(), now())
        on conflict (user_id) do update set
          frequency = excluded.frequency,
          since = case when job_alert_settings.frequency = 'off' then now() else job_alert_settings.since end,
          due_at = case when job_alert_settings.frequency = 'off' then now() else ${due} end,
          updated_at = now()
        where job_alert_settings.frequency is distinct from excluded.frequency`,
  );
  return getJobAlert(db, userId);
}

// ---------------------------------------------------------------------------------------------
// The run

/**
 * The members due at `at`, in (due_at, user_id) order after `after`: one batch of the fan-out,
 * read from job_alert_settings_due_idx.
 */
export function dueMembersQuery(at: Date, after: { at: string; id: string } | null, limit: number): SQL {
  return sql`select user_id as "userId",
        to_char(due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "dueKey"
      from job_alert_settings
      where frequency <> 'off' and due_at <= ${at.toISOString()}::timestamptz
        ${after ? sql`and (due_at, user_id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by due_at, user_id
      limit ${limit}`;
}

/** The fan-out (the scheduled job; tests call it): one e-mail job per member due. How many were queued. */
export async function queueJobAlerts(deps: JobAlertDeps, at = new Date()): Promise<number> {
  let after: { at: string; id: string } | null = null;
  let queued = 0;
  for (;;) {
    const rows: { userId: string; dueKey: string }[] = await queryRows(
      deps.db,
      dueMembersQuery(at, after, JOB_ALERT_FANOUT_BATCH),
    );
    if (rows.length === 0) break;
    await deps.queue.sendMany<JobAlertJob>(
      JOB_ALERT_EMAIL_JOB,
      rows.map((r) => ({ userId: r.userId })),
    );
    queued += rows.length;
    const last = rows.at(-1)!;
    after = { at: last.dueKey, id: last.userId };
    if (rows.length < JOB_ALERT_FANOUT_BATCH) break;
  }
  return queued;
}

/**
 * The new vacancies of her alert: open, matching her profile (best first), created after `since`
 * (less the look-back), never listed by an alert of hers, not applied to. Her profile, then one query.
 */
export async function newMatchingVacancies(db: Executor, userId: string, since: Date, limit: number) {
  const preference = await activePreference(db, userId);
  if (!preference) return [];
  return matchingVacancies(db, userId, preference, alertFilters(db, userId, since), limit);
}

/** What narrows matchingVacancies to her alert's new vacancies (the bench explains it too). */
export function alertFilters(db: Executor, userId: string, since: Date): SQL[] {
  const from = new Date(since.getTime() - LOOKBACK_MINUTES * 60_000);
  return [
    gt(jobVacancies.createdAt, from),
    isNull(jobApplications.id),
    notExists(
      db
        .select({ one: sql`1` })
        .from(jobAlertDeliveries)
        .where(
          and(
            sql`${jobAlertDeliveries.userId} = ${userId}`,
            sql`${jobAlertDeliveries.vacancyId} = ${jobVacancies.id}`,
          ),
        ),
    ),
  ];
}

/** Her alert, if she is due: true when an e-mail was queued. One transaction (see the top). */
export async function sendJobAlertTo(deps: JobAlertDeps, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [due] = await queryRows<{
      frequency: Exclude<JobAlertFrequency, 'off'>;
      since: Date;
      email: string | null;
      name: string | null;
    }>(
      tx,
      sql`select s.frequency, s.since, u.email, coalesce(p.full_name, u.name) as name
          from job_alert_settings s
          join auth_user u on u.id = s.user_id
          left join user_profile p on p.id = s.user_id
          where s.user_id = ${userId} and s.frequency <> 'off' and s.due_at <= now()
            and u.email_verified
          for update of s`,
    );
    if (!due) return false;
    const vacancies = await newMatchingVacancies(tx, userId, new Date(due.since), JOB_ALERT_ITEMS_MAX);
    if (vacancies.length === 0 || !due.email) return false;
    await tx.execute(
      sql`update job_alert_settings set since = now(), due_at = now() + ${intervalOf(due.frequency)}
          where user_id = ${userId}`,
    );
    await tx
      .insert(jobAlertDeliveries)
      .values(vacancies.map((v) => ({ userId, vacancyId: v.id })))
      .onConflictDoNothing();
    await deps.mailer.send(
      jobAlertMessage({
        to: due.email,
        name: due.name ?? '',
        items: vacancies.map((v) => ({
          title: v.title,
          company: v.companyName,
          facts: [v.location ?? locationOf(v.city, v.state), v.workModel, v.salaryRange]
            .filter(Boolean)
            .join(' · '),
          url: `${deps.publicUrl}/vagas/${v.id}`,
        })),
        frequencyLabel: JOB_ALERT_FREQUENCY_LABELS[due.frequency],
        allUrl: `${deps.publicUrl}/vagas`,
        links: mailLinksFor(deps, userId, 'jobAlerts'),
      }),
      { executor: tx },
    );
    return true;
  });
}

/** Defines both jobs and schedules the fan-out (before the queue starts). */
export function defineJobAlerts(queue: Pick<JobQueue, 'define' | 'schedule'>, deps: JobAlertDeps): void {
  queue.define<JobAlertJob>({
    name: JOB_ALERT_EMAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    work: async (job) => {
      await sendJobAlertTo(deps, job.userId);
    },
  });
  queue.define<object>({
    name: JOB_ALERT_FANOUT_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 3600,
    work: async () => {
      const queued = await queueJobAlerts(deps);
      deps.logger.info({ queued }, 'job alerts queued');
    },
  });
  queue.schedule(JOB_ALERT_FANOUT_JOB, deps.cron ?? JOB_ALERT_CRON, { tz: BRASILIA_TIME_ZONE });
}
