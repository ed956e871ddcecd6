import { sql } from 'drizzle-orm';
import type { ChatSettings } from '../../../domain/schemas/chat.js';
import { type Executor, queryRows } from '../../db/client.js';

// Her choices about messages (issue 18): whether members who are not her connections may write
// to her (as requests), and whether a message left unread is e-mailed. No row: both on.

export async function getChatSettings(db: Executor, userId: string): Promise<ChatSettings> {
  const [row] = await queryRows<{ allow_requests: boolean; email_unread: boolean }>(
    db,
    sql`select allow_requests, email_unread from chat_settings where user_id = ${userId}`,
  );
  return { allowRequests: row?.allow_requests ?? true, emailUnread: row?.email_unread ?? true };
}

export async function putChatSettings(
  db: Executor,
  userId: string,
  input: ChatSettings,
): Promise<ChatSettings> {
  await db.execute(
    sql`insert into chat_settings (user_id, allow_requests, email_unread)
        values (${userId}, ${input.allowRequests}, ${input.emailUnread})
        on conflict (user_id) do update set allow_requests = excluded.allow_requests,
          email_unread = excluded.email_unread, updated_at = now()`,
  );
  return getChatSettings(db, userId);
}
