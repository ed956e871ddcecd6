import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import { AppError } from '../../lib/app-error.js';

// Keyset pagination over (timestamp, id), newest first, shared by every list of the API
// (ARCHITECTURE.md, "Lists"). The timestamp travels to the microsecond: a JavaScript Date keeps
// only milliseconds, which would repeat or skip rows at a page boundary when two rows share a
// millisecond. The cursor hands both back opaque, as base64url of 'timestamp|id'.

export type Keyset = { at: string; id: string };

const KEY_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * The shape this server writes, naming a real instant: the database refuses month 13 or
 * 30 February with an error (a 500), so a forged cursor must be stopped here.
 */
function isKeyTimestamp(at: string): boolean {
  const match = KEY_TIMESTAMP.exec(at);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** Select this beside the row: the column's value as text, in UTC, to the microsecond. */
export function keysetTimestamp(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(key: Keyset): string {
  return Buffer.from(`${key.at}|${key.id}`).toString('base64url');
}

/** A cursor this server did not hand out answers 400, never a database error. */
export function decodeCursor(cursor: string): Keyset {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !isKeyTimestamp(at) || !z.guid().safeParse(id).success)
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, { cursor: MSG.common.invalidInput });
  return { at, id: id as string };
}

/**
 * `(at, id) < (cursor)`: the rows after the cursor in newest-first order. A row comparison,
 * which a b-tree on (…, at, id) serves as one range scan.
 */
export function olderThan(at: AnyColumn, id: AnyColumn, cursor: string): SQL {
  const key = decodeCursor(cursor);
  return sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/**
 * Cuts a page out of `limit + 1` rows (fetched so that the extra one tells whether more follow)
 * and makes the cursor of the next page from the last row kept.
 */
export function keysetPage<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => Keyset,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

// Lists ordered by a sequence number (notifications' seq, a conversation's messages) page on
// that number alone: the cursor is the last number of a page, opaque to the client
// (base64url of 'n<seq>').
const SEQ_CURSOR = /^n(\d{1,15})$/;

export function encodeSeqCursor(seq: number): string {
  return Buffer.from(`n${seq}`).toString('base64url');
}

/** A cursor this server did not hand out answers 400, never a database error. */
export function decodeSeqCursor(cursor: string): number {
  const match = SEQ_CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) {
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, { cursor: MSG.common.invalidInput });
  }
  return Number(match[1]);
}
