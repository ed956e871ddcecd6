import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { explainStatement } from '../../db/explain.js';
import { notifications } from '../../db/schema/index.js';
import { notificationsQuery, unreadQuery } from './list.js';

// The plans of the list's statements, exactly as they run, for the index test and the bench:
// her first page, a page deep in her history (keyset on seq) and the bell's count.

const explain = explainStatement;

export type NotificationPlans = Record<'page' | 'deepPage' | 'unread', string>;

export async function explainNotifications(
  db: Database,
  recipientId: string,
  deepSeq: number,
): Promise<NotificationPlans> {
  const page = (where?: ReturnType<typeof lt>) =>
    notificationsQuery(db, recipientId, { where, order: 'newest', limit: 21 }).toSQL();
  return {
    page: await explain(db, page()),
    deepPage: await explain(db, page(lt(notifications.seq, deepSeq))),
    unread: await explain(db, unreadQuery(db, recipientId).toSQL()),
  };
}
