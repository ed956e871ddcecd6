/**
 * Progressive back-off on failed sign-ins (issue 13, point 7; NIST SP 800-63B §5.2.2). Every
 * failure is counted on a key (her account, a device she signed in from before, a client
 * address); after a few free failures each further one makes that key wait before the next
 * attempt, the wait doubling up to a cap. The cap bounds how many guesses one key can get in a
 * day; the free failures keep typos cheap. A key with no failure for `forgetAfterMs` starts over.
 * Successes are never counted: the server clears or gives back the reservation (see
 * server/auth/sign-in-throttle.ts).
 */
export type BackoffRule = {
  /** Failures that cost nothing: the wait starts after this many. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  firstWaitMs: number;
  /** The longest wait. */
  maxWaitMs: number;
  /** A key whose last failure is older than this is forgotten. */
  forgetAfterMs: number;
};

/** What is stored per key. */
export type FailureRecord = { failures: number; lastFailureAt: number };

/** The failures that still count at `now` (0 once the key is forgotten). */
export function failuresAt(rule: BackoffRule, record: FailureRecord | null, now: number): number {
  if (!record || now - record.lastFailureAt >= rule.forgetAfterMs) return 0;
  return Math.max(0, record.failures);
}

/** The wait `failures` consecutive failures impose on the next attempt. */
export function waitAfterFailures(rule: BackoffRule, failures: number): number {
  const beyondFree = failures - rule.freeFailures;
  if (beyondFree < 0) return 0;
  // 2^beyondFree overflows to Infinity long after the cap; min() handles that.
  return Math.min(rule.firstWaitMs * 2 ** beyondFree, rule.maxWaitMs);
}

/** Milliseconds she must wait before the next attempt on this key; 0 when she may try now. */
export function waitBeforeNextAttempt(rule: BackoffRule, record: FailureRecord | null, now: number): number {
  const failures = failuresAt(rule, record, now);
  const wait = waitAfterFailures(rule, failures);
  // No wait while the failures are free, even when the last one is stamped after `now`: an
  // attempt that waited for the row lock reads the stamp of one that took its time later.
  if (wait === 0 || !record) return 0;
  return Math.max(0, record.lastFailureAt + wait - now);
}

/** The record after one more failure at `now` (a forgotten key starts again from one). */
export function recordFailure(rule: BackoffRule, record: FailureRecord | null, now: number): FailureRecord {
  return { failures: failuresAt(rule, record, now) + 1, lastFailureAt: now };
}
