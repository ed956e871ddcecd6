import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATIONS_SERVER_COPY as COPY } from '../../../domain/copy/notifications-server.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../domain/enums.js';
import type { UnsubscribeScope } from '../../../domain/schemas/notifications.js';
import type { Database } from '../../db/client.js';
import { authUser } from '../../db/schema/index.js';
import { badRequest } from '../../lib/app-error.js';
import { digestKinds, setEmailModes } from './settings.js';

// One-click unsubscribe (RFC 8058) without signing in (issue 16). Every notification e-mail
// carries `List-Unsubscribe: <…/api/notifications/unsubscribe?token=…>` and
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: her mail provider POSTs to it, with no
// session and no Origin header (http/same-origin.ts lets such a request through: it is not a
// browser's), and that kind's e-mails stop. The token is an HMAC-SHA256, keyed by AUTH_SECRET,
// over her id and the scope it turns off — a kind, or 'digest' for the daily digest (every kind
// she now receives in it) — so it names nothing else and cannot be forged; it does not expire,
// because all it can do is stop e-mails, and a link in an old e-mail must still work.

const SCOPES: readonly UnsubscribeScope[] = [
  ...NOTIFICATION_KINDS,
  'digest',
  'messages',
  'eventReminders',
  'jobAlerts',
];

/** Separates these MACs from every other use of the same secret. */
const PURPOSE = 'elas-rede/notification-unsubscribe/v1';

const macOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');

/** base64url('<user id>:<scope>') '.' base64url(HMAC). */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  const body = Buffer.from(`${userId}:${scope}`).toString('base64url');
  return `${body}.${macOf(secret, body)}`;
}

/** Who and what a token names, or null when this server did not sign it (compared in constant time). */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0) return null;
  const expected = Buffer.from(macOf(secret, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, scope, ...more] = Buffer.from(body, 'base64url').toString('utf8').split(':');
  if (more.length > 0 || !z.guid().safeParse(userId).success) return null;
  if (!SCOPES.includes(scope as UnsubscribeScope)) return null;
  return { userId: userId as string, scope: scope as UnsubscribeScope };
}

/** 'a***@exemplo.com.br': enough for her to recognise her address, not for others to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const invalidToken = () => badRequest(COPY.errors.invalidToken);

async function holderOf(db: Database, secret: string, token: string) {
  const read = readUnsubscribeToken(secret, token);
  if (!read) throw invalidToken();
  const [user] = await db
    .select({ email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, read.userId));
  // Her account is gone: there is nothing left to unsubscribe.
  if (!user) throw invalidToken();
  return { ...read, email: user.email };
}

/** GET …/unsubscribe?token=: what the link turns off, for the confirmation page (/descadastrar). */
export async function unsubscribeInfo(db: Database, secret: string, token: string) {
  const { scope, email } = await holderOf(db, secret, token);
  return { kind: scope, email: maskEmail(email) };
}

/**
 * POST …/unsubscribe?token=: her mode for the kind becomes 'none' — for 'digest', every kind
 * she receives in the digest. Idempotent: posting it again changes nothing.
 */
export async function unsubscribe(db: Database, secret: string, token: string) {
  const { userId, scope, email } = await holderOf(db, secret, token);
  await db.transaction(async (tx) => {
    if (scope === 'messages') {
      // The unread-message e-mails of issue 18: her message settings, not a notification kind.
      await tx.execute(
        sql`insert into chat_settings (user_id, email_unread) values (${userId}, false)
            on conflict (user_id) do update set email_unread = false, updated_at = now()`,
      );
      return;
    }
    if (scope === 'eventReminders') {
      // The events' reminder e-mails of issue 20: her event settings, not a notification kind.
      await tx.execute(
        sql`insert into event_settings (user_id, email_reminders) values (${userId}, false)
            on conflict (user_id) do update set email_reminders = false, updated_at = now()`,
      );
      return;
    }
    if (scope === 'jobAlerts') {
      // The job alerts of issue 21: her alert's frequency (vacancies/alerts.ts), turned off.
      await tx.execute(
        sql`update job_alert_settings set frequency = 'off', updated_at = now() where user_id = ${userId}`,
      );
      return;
    }
    const kinds: NotificationKind[] = scope === 'digest' ? await digestKinds(tx, userId) : [scope];
    await setEmailModes(
      tx,
      userId,
      kinds.map((kind) => ({ kind, mode: 'none' as const })),
    );
  });
  return { kind: scope, email: maskEmail(email) };
}
