import { setTimeout as sleep } from 'node:timers/promises';
import { asc, inArray, sql } from 'drizzle-orm';
import {
  type BackoffRule,
  recordFailure,
  waitBeforeNextAttempt,
} from '../../domain/rules/sign-in-backoff.js';
import type { Database } from '../db/client.js';
import { authSignInFailures } from '../db/schema/index.js';

/** One counter a sign-in attempt is checked against: its key and the back-off it follows. */
export type FailureKey = { key: string; rule: BackoffRule };

/** A key's state before this attempt took its place, so a success can give the place back. */
type Reserved = { key: string; at: Date; previousAt: Date | null };

export type AttemptDecision =
  | { allowed: true; reserved: Reserved[] }
  | { allowed: false; retryAfterMs: number };

/**
 * Checks every key of a sign-in attempt against its back-off and, when all allow it, counts the
 * attempt as a failure on each of them before the password is checked. Counting first means
 * concurrent guesses cannot all pass the check before any of them is recorded; a success gives
 * the place back (`forgetFailures`, `giveBack`). One short transaction, rows locked in key order.
 */
export async function reserveAttempt(db: Database, keys: FailureKey[], now: Date): Promise<AttemptDecision> {
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  if (sorted.length === 0) return { allowed: true, reserved: [] };
  const names = sorted.map((k) => k.key);
  return db.transaction(async (tx) => {
    await tx
      .insert(authSignInFailures)
      .values(names.map((key) => ({ key, failures: 0, lastFailureAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(authSignInFailures)
      .where(inArray(authSignInFailures.key, names))
      .orderBy(asc(authSignInFailures.key))
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, row]));

    let retryAfterMs = 0;
    for (const { key, rule } of sorted) {
      const row = byKey.get(key);
      const record =
        row && row.failures > 0 ? { failures: row.failures, lastFailureAt: +row.lastFailureAt } : null;
      retryAfterMs = Math.max(retryAfterMs, waitBeforeNextAttempt(rule, record, +now));
    }
    if (retryAfterMs > 0) return { allowed: false as const, retryAfterMs };

    const reserved: Reserved[] = [];
    for (const { key, rule } of sorted) {
      const row = byKey.get(key);
      const record =
        row && row.failures > 0 ? { failures: row.failures, lastFailureAt: +row.lastFailureAt } : null;
      const next = recordFailure(rule, record, +now);
      await tx
        .update(authSignInFailures)
        .set({ failures: next.failures, lastFailureAt: new Date(next.lastFailureAt) })
        .where(sql`${authSignInFailures.key} = ${key}`);
      reserved.push({ key, at: now, previousAt: record ? row!.lastFailureAt : null });
    }
    return { allowed: true as const, reserved };
  });
}

/** The right password: her account's (or device's) failures are forgotten (NIST: reset on success). */
export async function forgetFailures(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await settle([() => db.delete(authSignInFailures).where(inArray(authSignInFailures.key, keys))]);
}

/**
 * Not a failure after all (a success on a shared address, or a request refused for another
 * reason): the reserved failure is taken back and, if nothing failed since, the key's previous
 * time too, so a success never lengthens anybody's wait.
 */
export async function giveBack(db: Database, reserved: Reserved[]): Promise<void> {
  await settle(
    reserved.flatMap(({ key, at, previousAt }) => [
      () =>
        db.execute(sql`
          update auth_sign_in_failures set
            failures = greatest(failures - 1, 0),
            last_failure_at = case
              when last_failure_at = ${at.toISOString()}::timestamptz and ${previousAt?.toISOString() ?? null}::timestamptz is not null
              then ${previousAt?.toISOString() ?? null}::timestamptz
              else last_failure_at end
          where key = ${key}`),
      () => db.execute(sql`delete from auth_sign_in_failures where key = ${key} and failures = 0`),
    ]),
  );
}

type Statement = () => Promise<unknown>;

/** How many more times a statement that settles an attempt is tried, in the background. */
const SETTLE_RETRIES = 10;
/** The wait before the first retry, doubled for each one after (about 50 s in all). */
const SETTLE_FIRST_WAIT_MS = 50;

/**
 * Runs the statements in order. One that fails (the database is restarting, or the first
 * statement on a pooled connection it closed) is tried again in the background, a little later
 * each time, and the rest after it: a reservation never given back would count as a failed
 * sign-in she never made (the fault suite's restart under sign-in load ended in 429s). A
 * statement that failed did not apply, so none counts twice; the request does not wait.
 */
async function settle(statements: Statement[]): Promise<void> {
  for (const [index, statement] of statements.entries()) {
    try {
      await statement();
    } catch {
      void retryInBackground(statements.slice(index));
      return;
    }
  }
}

async function retryInBackground(statements: Statement[]): Promise<void> {
  for (const statement of statements) {
    for (let retry = 0; ; retry++) {
      // Unref'd: a retry still waiting never keeps a stopping process alive.
      await sleep(SETTLE_FIRST_WAIT_MS * 2 ** retry, undefined, { ref: false });
      try {
        await statement();
        break;
      } catch {
        // Given up: the reservation stays a failure until SIGN_IN_BACKOFF forgets it.
        if (retry + 1 >= SETTLE_RETRIES) return;
      }
    }
  }
}
