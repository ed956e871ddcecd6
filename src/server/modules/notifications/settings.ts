import { sql } from 'drizzle-orm';
import { NOTIFICATIONS_SERVER_COPY as COPY } from '../../../domain/copy/notifications-server.js';
import { type EmailMode, NOTIFICATION_KINDS, type NotificationKind } from '../../../domain/enums.js';
import { MSG } from '../../../domain/messages.js';
import { EMAIL_DEFAULTS, EMAIL_SETTING_KINDS } from '../../../domain/rules/notifications.js';
import type { EmailSettings } from '../../../domain/schemas/notifications.js';
import type { Database, Executor } from '../../db/client.js';
import { notificationEmailSettings } from '../../db/schema/index.js';
import { invalidInput } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { ownedBy } from '../../policy/scopes.js';

// Her e-mail choice per kind (issue 16): none, each event, or the daily digest. A kind she never
// chose takes its default (rules/notifications.ts), so a new kind reaches everyone sensibly.

/** Every kind with its mode, hers where she chose one. */
export async function emailModes(db: Executor, userId: string): Promise<Record<NotificationKind, EmailMode>> {
  const rows = await db
    .select({ kind: notificationEmailSettings.kind, mode: notificationEmailSettings.mode })
    .from(notificationEmailSettings)
    .where(ownedBy(notificationEmailSettings.userId, userId));
  const modes = { ...EMAIL_DEFAULTS };
  for (const row of rows) modes[row.kind as NotificationKind] = row.mode as EmailMode;
  return modes;
}

const asSettings = (modes: Record<NotificationKind, EmailMode>): EmailSettings => ({
  settings: EMAIL_SETTING_KINDS.map((kind) => ({ kind, mode: modes[kind] })),
});

/** GET /api/notifications/email-settings. */
export async function getEmailSettings(db: Database, actor: Actor): Promise<EmailSettings> {
  return asSettings(await emailModes(db, actor.id));
}

/** Writes her modes for these kinds (the others keep theirs): one statement. */
export async function setEmailModes(
  db: Executor,
  userId: string,
  changes: ReadonlyArray<{ kind: NotificationKind; mode: EmailMode }>,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(notificationEmailSettings)
    .values(changes.map(({ kind, mode }) => ({ userId, kind, mode })))
    .onConflictDoUpdate({
      target: [notificationEmailSettings.userId, notificationEmailSettings.kind],
      set: { mode: sql`excluded.mode`, updatedAt: sql`now()` },
    });
}

/**
 * PUT /api/notifications/email-settings: the kinds listed take their modes (each kind and mode
 * already checked by the schema); a kind listed twice is refused (400), since which one she
 * meant cannot be told. Answers the modes Configurações offers afterwards (EMAIL_SETTING_KINDS).
 */
export async function putEmailSettings(
  db: Database,
  actor: Actor,
  input: EmailSettings,
): Promise<EmailSettings> {
  const seen = new Set<NotificationKind>();
  input.settings.forEach(({ kind }, index) => {
    if (seen.has(kind))
      throw invalidInput(MSG.common.invalidInput, { [`settings.${index}.kind`]: COPY.errors.repeatedKind });
    seen.add(kind);
  });
  return db.transaction(async (tx) => {
    await setEmailModes(tx, actor.id, input.settings);
    return asSettings(await emailModes(tx, actor.id));
  });
}

/** Her kinds whose e-mails come in the digest now (what the digest's unsubscribe turns off). */
export async function digestKinds(db: Executor, userId: string): Promise<NotificationKind[]> {
  const modes = await emailModes(db, userId);
  return NOTIFICATION_KINDS.filter((kind) => modes[kind] === 'digest');
}
