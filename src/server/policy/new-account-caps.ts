import { type SQL, sql } from 'drizzle-orm';
import { NEW_ACCOUNT_ERRORS } from '../../domain/copy/new-account.js';
import { hourlyCapReached, isNewAccount, type NewAccountAction } from '../../domain/rules/new-account.js';
import { type Executor, queryRows } from '../db/client.js';
import { tooManyRequests } from '../lib/app-error.js';

/*
 * New accounts' hourly caps (issue 19, item 5), checked inside the transaction that writes the
 * row. For a new account her profile row is locked first, so her concurrent sends queue and the
 * count is exact; an established member pays one primary-key read and no lock. Each count reads
 * her own rows through an index on the writer (a new account has few).
 */

/** What she sent of each kind in the last hour: (count, oldest). */
const LAST_HOUR: Record<NewAccountAction, (memberId: string) => SQL> = {
  invitation: (id) => sql`select count(*)::int as count, min(created_at) as oldest
    from connection_invitations where sender_id = ${id} and created_at > now() - interval '1 hour'`,
  // A conversation she started with someone not her connection (a message request); staff
  // writing to an applicant about a vacancy, or a mentoring opened by its acceptance, is not one.
  messageRequest: (id) => sql`select count(*)::int as count, min(c.created_at) as oldest
    from conversations c
    where c.created_by = ${id} and c.kind = 'direct' and c.context_vacancy_id is null
      and c.context_mentoring_request_id is null
      and c.created_at > now() - interval '1 hour'
      and not exists (select 1 from conversation_members m
        join connections k on k.user_id = ${id} and k.other_id = m.user_id
        where m.conversation_id = c.id)`,
  post: (id) => sql`select count(*)::int as count, min(created_at) as oldest
    from posts where created_by_user_id = ${id} and created_at > now() - interval '1 hour'`,
  comment: (id) => sql`select count(*)::int as count, min(created_at) as oldest
    from post_comments where user_id = ${id} and created_at > now() - interval '1 hour'`,
};

/** Refuses (429, with when she may go on) one more `action` past a new account's hourly cap. */
export async function checkNewAccountCap(
  tx: Executor,
  memberId: string,
  action: NewAccountAction,
): Promise<void> {
  const [me] = await queryRows<{ since: Date | string; now: Date | string }>(
    tx,
    sql`select created_at as since, now() as now from user_profile where id = ${memberId}`,
  );
  if (!me || !isNewAccount(new Date(me.since), new Date(me.now))) return;
  await tx.execute(sql`select 1 from user_profile where id = ${memberId} for no key update`);
  const [sent] = await queryRows<{ count: number; oldest: Date | string | null }>(
    tx,
    LAST_HOUR[action](memberId),
  );
  const reached = hourlyCapReached(action, {
    count: sent?.count ?? 0,
    oldest: sent?.oldest ? new Date(sent.oldest) : null,
  });
  if (reached) throw tooManyRequests(NEW_ACCOUNT_ERRORS.hourlyCap(action, reached.retryAt));
}
