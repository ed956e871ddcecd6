import { sql } from 'drizzle-orm';
import { CHAT_ERRORS } from '../../../domain/copy/chat-errors.js';
import type { Conversation } from '../../../domain/schemas/chat.js';
import { type Database, queryRows } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { checkNewAccountCap } from '../../policy/new-account-caps.js';
import { directKey } from './conversations.js';
import { readConversation } from './views.js';

/**
 * Company staff writing to a member from 'Encontrar uma profissional': a direct conversation of
 * the pair in the company's name ('Em nome de {company}'), one per pair and company (its own
 * direct key, apart from their personal conversation). It waits in her 'Solicitações' unless
 * they are connected, like any message request; she accepts or declines it there. Who may write
 * (staff, she findable, no block) is the caller's decision (modules/talent).
 */
export async function openCompanyConversation(
  db: Database,
  pair: { staffId: string; memberId: string; companyId: string },
): Promise<{ conversation: Conversation; created: boolean }> {
  const { staffId, memberId, companyId } = pair;
  const key = directKey(staffId, memberId, `company-${companyId}`);
  const id = await db.transaction(async (tx) => {
    const [existing] = await queryRows<{ id: string }>(
      tx,
      sql`select id from conversations where direct_key = ${key}`,
    );
    if (existing) return { id: existing.id, created: false };
    const [connected] = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from connections where user_id = ${staffId} and other_id = ${memberId}`,
    );
    if (!connected) await checkNewAccountCap(tx, staffId, 'messageRequest');
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into conversations (kind, direct_key, context_company_id, created_by)
          values ('direct', ${key}, ${companyId}, ${staffId})
          on conflict (direct_key) do update set context_company_id = excluded.context_company_id
          returning id`,
    );
    if (!row) throw notFound(CHAT_ERRORS.conversationNotFound);
    await tx.execute(
      sql`insert into conversation_members (conversation_id, user_id, state)
          values (${row.id}, ${staffId}, 'inbox'), (${row.id}, ${memberId}, ${connected ? 'inbox' : 'request'})
          on conflict (conversation_id, user_id) do nothing`,
    );
    return { id: row.id, created: true };
  });
  const conversation = await readConversation(db, staffId, id.id);
  if (!conversation) throw notFound(CHAT_ERRORS.conversationNotFound);
  return { conversation, created: id.created };
}
