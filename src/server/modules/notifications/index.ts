// The notifications module's public entry (.dependency-cruiser.cjs): every feature notifies
// through it, inside the transaction of its own action; bootstrap assembles it (createNotifications).
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailTransport } from '../../mail/mailer.js';
import type { JobQueue } from '../../queue/job-queue.js';
import {
  emailNotificationWorker,
  type NotificationMailDeps,
  scheduleDigests,
  sendDigests,
} from './emails.js';
import { createNotificationHub } from './hub.js';
import { createNotifier } from './notify.js';

export { DIGEST_JOB, linksFor as mailLinksFor } from './emails.js';
export { type ChatSignal, chatSignalPayload, type NotificationHub } from './hub.js';
export { NOTIFICATION_EMAIL_JOB, NOTIFICATIONS_CHANNEL, type Notifier } from './notify.js';
export type { LiveChat } from './stream.js';

/**
 * Everything notifications need, over the app's queue and database: the notifier (with its
 * e-mail worker), the daily digest's schedule, and the live streams' hub (not listening until
 * `hub.start()`, or the first stream). Before the queue starts.
 */
export function createNotifications(options: {
  db: Database;
  /** LISTEN for the live streams; without it they hear of nothing live. */
  database: Partial<Pick<DatabaseHandle, 'listen'>>;
  queue: Pick<JobQueue, 'define' | 'send' | 'schedule'>;
  mailer: Mailer;
  transport: Pick<MailTransport, 'deliver'>;
  publicUrl: string;
  authSecret: string;
  logger: Logger;
}) {
  const mailDeps: NotificationMailDeps = {
    db: options.db,
    transport: options.transport,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    authSecret: options.authSecret,
    logger: options.logger,
  };
  const notifier = createNotifier(options.queue, emailNotificationWorker(mailDeps));
  scheduleDigests(options.queue, mailDeps);
  return {
    notifier,
    hub: createNotificationHub(options.database, options.logger),
    /** The digest run the schedule makes, now (tests, an operator): how many were queued. */
    sendDigests: () => sendDigests(mailDeps),
  };
}
export { encodeSeqCursor } from '../shared/keyset-cursor.js';
export { explainNotifications } from './plans.js';
