import { describe, expect, it } from 'vitest';
import {
  affinityBoostMs,
  FEED_HALF_LIFE_HOURS,
  feedScore,
  rankedAt,
  strongestAffinity,
} from './feed-ranking.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 12);

describe("'Para você' ranking", () => {
  it("ranks a connection's post of this morning above a stranger's of a minute ago", () => {
    const connection = rankedAt(NOW - 5 * HOUR, ['connection']);
    const stranger = rankedAt(NOW - 60_000, []);
    expect(connection).toBeGreaterThan(stranger);
    expect(feedScore(NOW - 5 * HOUR, ['connection'], NOW)).toBeGreaterThan(feedScore(NOW - 60_000, [], NOW));
  });

  it('lets recency win in the end: a followed member two days ago falls below a stranger today', () => {
    expect(rankedAt(NOW - 48 * HOUR, ['followedMember'])).toBeLessThan(rankedAt(NOW - 2 * HOUR, []));
  });

  it('orders exactly as the score does, whenever she reads (pages stay stable while she scrolls)', () => {
    const posts = [
      { at: NOW - 1 * HOUR, from: [] as const },
      { at: NOW - 10 * HOUR, from: ['connection'] as const },
      { at: NOW - 20 * HOUR, from: ['followedMember'] as const },
      { at: NOW - 3 * HOUR, from: ['community', 'followedCompany'] as const },
      { at: NOW - 30 * HOUR, from: ['own'] as const },
    ];
    const byRank = [...posts].sort((a, b) => rankedAt(b.at, b.from) - rankedAt(a.at, a.from));
    for (const later of [NOW, NOW + 5 * HOUR, NOW + 100 * HOUR]) {
      const byScore = [...posts].sort(
        (a, b) => feedScore(b.at, b.from, later) - feedScore(a.at, a.from, later),
      );
      expect(byScore).toEqual(byRank);
    }
  });

  it('takes the strongest of several sources, and gives the rest of the platform no boost', () => {
    expect(strongestAffinity(['community', 'connection', 'followedMember'])).toBe('connection');
    expect(strongestAffinity([])).toBe('other');
    expect(affinityBoostMs('other')).toBe(0);
    expect(affinityBoostMs('connection')).toBe(2 * FEED_HALF_LIFE_HOURS * HOUR);
    expect(affinityBoostMs('followedMember')).toBe(FEED_HALF_LIFE_HOURS * HOUR);
  });
});
