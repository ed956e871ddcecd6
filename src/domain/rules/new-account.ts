import { NEW_ACCOUNT_DAYS, NEW_ACCOUNT_HOURLY_CAPS } from '../limits.js';
import { messageSegments } from './message-text.js';

/*
 * New accounts (issue 19, item 5): what an account in its first days may send per hour, and
 * which of its posts are held at the first report. The server counts; these rules decide.
 */

export type NewAccountAction = keyof typeof NEW_ACCOUNT_HOURLY_CAPS;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Whether an account created at `createdAt` is still new at `at`. */
export function isNewAccount(createdAt: Date, at: Date): boolean {
  return at.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
}

/**
 * Whether one more `action` goes past her hourly cap, given how many she sent in the last hour;
 * when it does, the moment the oldest of those leaves the window (when she may send again).
 */
export function hourlyCapReached(
  action: NewAccountAction,
  lastHour: { count: number; oldest: Date | null },
): { retryAt: Date } | null {
  if (lastHour.count < NEW_ACCOUNT_HOURLY_CAPS[action]) return null;
  const oldest = lastHour.oldest ?? new Date();
  return { retryAt: new Date(oldest.getTime() + HOUR_MS) };
}

/**
 * A bare domain with a common top-level one ('golpe.com.br/vaga', 'bit.ly/x'), which scams write
 * to dodge link detection; an e-mail address is not one (the '@' before it).
 */
const BARE_DOMAIN =
  /(?:^|[^\w@.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|br|ly|io|me|co|app|info|xyz|site|online|link|gl|to|cc)(?![\w-])/i;

/** Whether a text points somewhere else: a clickable link, or a bare domain. */
export function mentionsLink(text: string): boolean {
  return messageSegments(text).some((s) => s.kind === 'link') || BARE_DOMAIN.test(text);
}

/**
 * Whether a reported post or comment is held (hidden for everyone until reviewed) at its first
 * report: it points elsewhere and its author wrote it in her account's first days.
 */
export function heldAtFirstReport(item: { text: string; writtenAt: Date; authorSince: Date }): boolean {
  return isNewAccount(item.authorSince, item.writtenAt) && mentionsLink(item.text);
}
