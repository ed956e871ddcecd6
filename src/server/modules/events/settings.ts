import { sql } from 'drizzle-orm';
import type { EventSettings } from '../../../domain/schemas/events.js';
import { type Database, queryRows } from '../../db/client.js';

// Her event e-mail choices (issue 20): reminders on unless she turned them off here or with the
// reminder's one-click link (notifications/unsubscribe.ts, scope 'eventReminders').

export async function getEventSettings(db: Database, userId: string): Promise<EventSettings> {
  const [row] = await queryRows<{ emailReminders: boolean }>(
    db,
    sql`select email_reminders as "emailReminders" from event_settings where user_id = ${userId}`,
  );
  return { emailReminders: row?.emailReminders ?? true };
}

export async function putEventSettings(
  db: Database,
  userId: string,
  input: EventSettings,
): Promise<EventSettings> {
  await db.execute(
    sql`insert into event_settings (user_id, email_reminders) values (${userId}, ${input.emailReminders})
        on conflict (user_id) do update set email_reminders = excluded.email_reminders, updated_at = now()`,
  );
  return getEventSettings(db, userId);
}
