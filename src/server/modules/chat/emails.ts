import { sql } from 'drizzle-orm';
import { CHAT_SERVER_COPY as C } from '../../../domain/copy/chat-server.js';
import { type Database, queryRows } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { notificationMessage } from '../../mail/notification-templates.js';
import type { JobQueue } from '../../queue/job-queue.js';
import { mailLinksFor } from '../notifications/index.js';

// The unread-message e-mail (issue 18). A send queues CHAT_EMAIL_JOB, delayed by
// MESSAGE_EMAIL_DELAY_MINUTES, for each participant it leaves with something unread for the
// first time since she last caught up (her inbox only: requests and muted conversations never
// e-mail). When the job runs, one transaction claims her day for that conversation — the
// update passes only if the message is still unread, she still takes part, her e-mail is on and
// verified, and nothing was e-mailed about it today (São Paulo) — and queues the e-mail: the
// claim and the e-mail commit together, so at most one a day per conversation, whatever the
// number of processes or retries. The e-mail names who wrote, never what: the message stays
// in the app.

export const CHAT_EMAIL_JOB = 'chat-unread-email';
export type ChatEmailJob = { conversationId: string; userId: string; seq: number };

export type ChatMailDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  authSecret: string;
};

export function defineChatEmails(queue: Pick<JobQueue, 'define'>, deps: ChatMailDeps): void {
  queue.define<ChatEmailJob>({
    name: CHAT_EMAIL_JOB,
    retryLimit: 12,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    work: async (job) => {
      await emailUnread(deps, job);
    },
  });
}

/** Sends (queues) her e-mail about `job`'s message if it is still owed: true when it was. */
export async function emailUnread(deps: ChatMailDeps, job: ChatEmailJob): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{
      email: string;
      name: string | null;
      title: string | null;
      kind: string;
      author: string | null;
    }>(
      tx,
      sql`update conversation_members m
          set emailed_on = (now() at time zone 'America/Sao_Paulo')::date
          from conversations c, auth_user u
          where m.conversation_id = ${job.conversationId} and m.user_id = ${job.userId}
            and c.id = m.conversation_id and u.id = m.user_id and u.email_verified
            and m.left_at is null and m.state = 'inbox' and not m.muted
            and m.last_read_seq < ${job.seq}
            and (m.emailed_on is null or m.emailed_on < (now() at time zone 'America/Sao_Paulo')::date)
            and not exists (select 1 from chat_settings s where s.user_id = m.user_id and not s.email_unread)
          returning u.email, (select full_name from user_profile where id = m.user_id) as name,
            c.title, c.kind,
            (select p.full_name from messages msg join user_profile p on p.id = msg.author_id
              where msg.conversation_id = c.id and msg.seq = ${job.seq}) as author`,
    );
    if (!row) return false;
    const author = row.author ?? C.someone;
    const sentence =
      row.kind === 'group' && row.title ? C.unreadGroup(author, row.title) : C.unreadDirect(author);
    await deps.mailer.send(
      notificationMessage({
        to: row.email,
        name: row.name ?? '',
        item: { sentence, excerpt: null, url: `${deps.publicUrl}/chat/${job.conversationId}` },
        kindLabel: C.emailKind,
        links: mailLinksFor(deps, job.userId, 'messages'),
      }),
      { executor: tx },
    );
    return true;
  });
}
