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
  await retried(() => db.delete(authSignInFailures).where(inArray(authSignInFailures.key, keys)));
}

/** Tries at a statement that settles an attempt, before the attempt is left counted as a failure. */
const SETTLE_TRIES = 3;

/**
 * Right after a database restart, the first statement on each pooled connection fails (the
 * server closed it). A reservation not given back would count as a failed sign-in she never
 * made (the fault suite's restart under sign-in load ended in 429s), so each statement that
 * settles one is tried again; a statement that failed did not apply, so none counts twice.
 */
async function retried(statement: () => Promise<unknown>): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await statement();
      return;
    } catch (error) {
      if (tries >= SETTLE_TRIES) throw error;
    }
  }
}

/**
 * Not a failure after all (a success on a shared address, or a request refused for another
 * reason): the reserved failure is taken back and, if nothing failed since, the key's previous
 * time too, so a success never lengthens anybody's wait.
 */
export async function giveBack(db: Database, reserved: Reserved[]): Promise<void> {
  for (const { key, at, previousAt } of reserved) {
    await retried(() =>
      db.execute(sql`
      update auth_sign_in_failures set
        failures = greatest(failures - 1, 0),
        last_failure_at = case
          when last_failure_at = ${at.toISOString()}::timestamptz and ${previousAt?.toISOString() ?? null}::timestamptz is not null
          then ${previousAt?.toISOString() ?? null}::timestamptz
          else last_failure_at end
      where key = ${key}`),
    );
    await retried(() =>
      db.execute(sql`delete from auth_sign_in_failures where key = ${key} and failures = 0`),
    );
  }
}
