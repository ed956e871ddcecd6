import { describe, expect, it } from 'vitest';
import { REPORT_ITEM_TYPES } from '../../moderation-enums.js';
import { MODERATION_POLICY, type ModerationSubject, REPORT_POLICY } from './moderation.js';

// Trust and safety's rules (issue 19): who reports, who moderates which case.

const allowed = (subject: ModerationSubject) =>
  (Object.keys(MODERATION_POLICY) as (keyof typeof MODERATION_POLICY)[]).filter((a) =>
    MODERATION_POLICY[a](subject),
  );

const pendingCase = (overrides: Partial<ModerationSubject> = {}): ModerationSubject => ({
  platformModerator: false,
  communityModerator: false,
  itemType: 'post',
  isAuthor: false,
  pending: true,
  reviewable: false,
  ...overrides,
});

describe('reporting', () => {
  it('lets her report what she sees and is not hers', () => {
    expect(REPORT_POLICY.report({ visible: true, own: false })).toBe(true);
    expect(REPORT_POLICY.report({ visible: true, own: true })).toBe(false);
    expect(REPORT_POLICY.report({ visible: false, own: false })).toBe(false);
  });
});

describe('moderation', () => {
  it('gives platform administrators every decision on every kind, but never removes a profile', () => {
    for (const itemType of REPORT_ITEM_TYPES) {
      const expected =
        itemType === 'member'
          ? ['view', 'dismiss', 'warn', 'suspend']
          : ['view', 'dismiss', 'remove', 'warn', 'suspend'];
      expect(allowed(pendingCase({ platformModerator: true, itemType })), itemType).toEqual(expected);
    }
  });

  it("gives a community's moderators its posts and comments only, and no suspension", () => {
    for (const itemType of REPORT_ITEM_TYPES) {
      const expected =
        itemType === 'post' || itemType === 'comment' ? ['view', 'dismiss', 'remove', 'warn'] : [];
      expect(allowed(pendingCase({ communityModerator: true, itemType })), itemType).toEqual(expected);
    }
    expect(allowed(pendingCase())).toEqual([]);
  });

  it('decides a case once; its author asks once for a review of a removal', () => {
    expect(allowed(pendingCase({ platformModerator: true, pending: false }))).toEqual(['view']);
    expect(allowed(pendingCase({ isAuthor: true, pending: false, reviewable: true }))).toEqual([
      'requestReview',
    ]);
    expect(allowed(pendingCase({ isAuthor: true, pending: false, reviewable: false }))).toEqual([]);
  });
});
