import { describe, expect, it } from 'vitest';
import { SIGN_IN_BACKOFF } from '../limits.js';
import {
  type BackoffRule,
  type FailureRecord,
  failuresAt,
  recordFailure,
  waitAfterFailures,
  waitBeforeNextAttempt,
} from './sign-in-backoff.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rule: BackoffRule = {
  freeFailures: 5,
  firstWaitMs: MINUTE,
  maxWaitMs: 16 * MINUTE,
  forgetAfterMs: DAY,
};

/** Guesses an attacker gets on one key in `span` ms, trying again the moment she is allowed. */
function guessesWithin(r: BackoffRule, span: number): number {
  let record: FailureRecord | null = null;
  let now = 0;
  let guesses = 0;
  while (now <= span) {
    const wait = waitBeforeNextAttempt(r, record, now);
    if (wait > 0) {
      now += wait;
      continue;
    }
    guesses += 1;
    record = recordFailure(r, record, now);
  }
  return guesses;
}

describe('sign-in back-off', () => {
  it('lets the first failures through at once, then doubles the wait up to the cap', () => {
    expect([0, 1, 4].map((n) => waitAfterFailures(rule, n))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 50].map((n) => waitAfterFailures(rule, n) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 16, 16,
    ]);
    expect(waitAfterFailures(rule, 5000)).toBe(16 * MINUTE);
  });

  it('makes her wait from the last failure, and lets her try once the wait is over', () => {
    const record = { failures: 6, lastFailureAt: 1_000_000 };
    expect(waitBeforeNextAttempt(rule, record, 1_000_000)).toBe(2 * MINUTE);
    expect(waitBeforeNextAttempt(rule, record, 1_000_000 + MINUTE)).toBe(MINUTE);
    expect(waitBeforeNextAttempt(rule, record, 1_000_000 + 2 * MINUTE)).toBe(0);
    expect(waitBeforeNextAttempt(rule, null, 0)).toBe(0);
  });

  it('never makes her wait while the failures are free, even behind a later stamp', () => {
    // Two sign-ins at once: the second read the clock first, then waited for the first's lock.
    const stampedLater = { failures: 1, lastFailureAt: 1_000_050 };
    expect(waitBeforeNextAttempt(rule, stampedLater, 1_000_000)).toBe(0);
    expect(waitBeforeNextAttempt(rule, { failures: 6, lastFailureAt: 1_000_050 }, 1_000_000)).toBe(
      2 * MINUTE + 50,
    );
  });

  it('forgets a key after a day without failures', () => {
    const record = { failures: 40, lastFailureAt: 0 };
    expect(failuresAt(rule, record, DAY - 1)).toBe(40);
    expect(failuresAt(rule, record, DAY)).toBe(0);
    expect(recordFailure(rule, record, DAY)).toEqual({ failures: 1, lastFailureAt: DAY });
    expect(recordFailure(rule, record, 5)).toEqual({ failures: 41, lastFailureAt: 5 });
  });

  it('gives an account at most 100 guesses a day (NIST SP 800-63B §5.2.2)', () => {
    expect(guessesWithin(rule, DAY)).toBe(98);
    expect(guessesWithin(SIGN_IN_BACKOFF.account, DAY)).toBeLessThanOrEqual(100);
    expect(guessesWithin(SIGN_IN_BACKOFF.device, DAY)).toBeLessThanOrEqual(100);
    // A week of guessing stays bounded too: the key is never forgotten while failures go on.
    expect(guessesWithin(SIGN_IN_BACKOFF.account, 7 * DAY)).toBeLessThanOrEqual(700);
  });

  it('leaves a shared address room for the typos of a crowded room before any wait', () => {
    expect(SIGN_IN_BACKOFF.address.freeFailures).toBeGreaterThanOrEqual(20);
    expect(waitAfterFailures(SIGN_IN_BACKOFF.address, SIGN_IN_BACKOFF.address.freeFailures - 1)).toBe(0);
  });
});
