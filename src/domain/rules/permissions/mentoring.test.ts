import { describe, expect, it } from 'vitest';
import {
  MENTOR_POLICY,
  MENTORING_REQUEST_POLICY,
  MENTORING_SESSION_POLICY,
  type MentoringRequestSubject,
  type MentorSubject,
} from './mentoring.js';

// Mentoring's rules (issue 20) as a matrix of who asks about what.

const other: MentorSubject = {
  isSelf: false,
  blocked: false,
  paused: false,
  hasCapacity: true,
  openRequest: false,
};

describe('MENTOR_POLICY', () => {
  it('lets any other member ask an available mentora, once, with nothing in the way', () => {
    expect(MENTOR_POLICY.request(other)).toBe(true);
    for (const change of [
      { isSelf: true },
      { blocked: true },
      { paused: true },
      { hasCapacity: false },
      { openRequest: true },
    ]) {
      expect(MENTOR_POLICY.request({ ...other, ...change }), JSON.stringify(change)).toBe(false);
    }
  });

  it('lets only herself edit her profile', () => {
    expect(MENTOR_POLICY.edit({ ...other, isSelf: true })).toBe(true);
    expect(MENTOR_POLICY.edit(other)).toBe(false);
  });
});

describe('MENTORING_REQUEST_POLICY', () => {
  const as = (role: 'mentor' | 'mentee', status: MentoringRequestSubject['status'], blocked = false) => ({
    role,
    status,
    blocked,
  });
  it('lets the mentora answer a pending request, and the mentee withdraw it', () => {
    expect(MENTORING_REQUEST_POLICY.accept(as('mentor', 'pending'))).toBe(true);
    expect(MENTORING_REQUEST_POLICY.decline(as('mentor', 'pending'))).toBe(true);
    expect(MENTORING_REQUEST_POLICY.accept(as('mentee', 'pending'))).toBe(false);
    expect(MENTORING_REQUEST_POLICY.accept(as('mentor', 'accepted'))).toBe(false);
    expect(MENTORING_REQUEST_POLICY.accept(as('mentor', 'pending', true))).toBe(false);
    expect(MENTORING_REQUEST_POLICY.cancel(as('mentee', 'pending'))).toBe(true);
    expect(MENTORING_REQUEST_POLICY.cancel(as('mentor', 'pending'))).toBe(false);
  });

  it('lets either of an accepted pair schedule and end, unless a block stands between them', () => {
    for (const role of ['mentor', 'mentee'] as const) {
      expect(MENTORING_REQUEST_POLICY.schedule(as(role, 'accepted'))).toBe(true);
      expect(MENTORING_REQUEST_POLICY.end(as(role, 'accepted'))).toBe(true);
      expect(MENTORING_REQUEST_POLICY.schedule(as(role, 'pending'))).toBe(false);
      expect(MENTORING_REQUEST_POLICY.schedule(as(role, 'accepted', true))).toBe(false);
    }
  });
});

describe('MENTORING_SESSION_POLICY', () => {
  it('takes feedback once, after the session, unless it was cancelled', () => {
    const over = { cancelled: false, ended: true, feedbackGiven: false };
    expect(MENTORING_SESSION_POLICY.feedback(over)).toBe(true);
    expect(MENTORING_SESSION_POLICY.feedback({ ...over, ended: false })).toBe(false);
    expect(MENTORING_SESSION_POLICY.feedback({ ...over, feedbackGiven: true })).toBe(false);
    expect(MENTORING_SESSION_POLICY.feedback({ ...over, cancelled: true })).toBe(false);
  });

  it('cancels a session until it ends, once', () => {
    const upcoming = { cancelled: false, ended: false, feedbackGiven: false };
    expect(MENTORING_SESSION_POLICY.cancel(upcoming)).toBe(true);
    expect(MENTORING_SESSION_POLICY.cancel({ ...upcoming, ended: true })).toBe(false);
    expect(MENTORING_SESSION_POLICY.cancel({ ...upcoming, cancelled: true })).toBe(false);
  });
});
