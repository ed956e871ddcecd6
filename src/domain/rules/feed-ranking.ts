/**
 * 'Para você', her feed (issue 17). Each post gets a score
 *
 *     score = affinity × 2^(−age / FEED_HALF_LIFE_HOURS)
 *
 * where `affinity` says how close its source is to her (FEED_AFFINITY: her connections, members
 * she follows, her communities, companies she follows; the rest of the platform is 1) and the
 * second factor is recency decay: a post loses half its weight every half-life.
 *
 * Ordering by score is ordering by log2(score) = log2(affinity) − age / half-life, which is the
 * order of `createdAt + half-life × log2(affinity)`: a post from a connection (affinity 4) ranks
 * exactly as a stranger's post written two half-lives later would. That "ranked at" time does
 * not depend on when she reads, so two posts never swap places while she scrolls; the feed is
 * keyset-paged on (ranked at, id) like the chronological one, and every source can be read
 * newest first through an index (server/modules/posts/for-you.ts).
 */

export const FEED_HALF_LIFE_HOURS = 12;

/** How close a post's source is to her. A post with several sources takes the strongest. */
export const FEED_AFFINITY = {
  /** Her own posts. */
  own: 4,
  /** A connection wrote it. */
  connection: 4,
  /** A member she follows wrote it. */
  followedMember: 2,
  /** Posted into, or by, a community she belongs to or follows. */
  community: 2,
  /** Posted by a company she follows. */
  followedCompany: 2,
  /** Anything else she may read. */
  other: 1,
} as const;
export type FeedAffinity = keyof typeof FEED_AFFINITY;

const HOUR_MS = 3_600_000;

/** How much later than its real time a post of this affinity ranks, in milliseconds. */
export function affinityBoostMs(affinity: FeedAffinity): number {
  return Math.round(FEED_HALF_LIFE_HOURS * HOUR_MS * Math.log2(FEED_AFFINITY[affinity]));
}

/** The strongest of a post's affinities ('other' when it has none). */
export function strongestAffinity(affinities: readonly FeedAffinity[]): FeedAffinity {
  let best: FeedAffinity = 'other';
  for (const affinity of affinities) if (FEED_AFFINITY[affinity] > FEED_AFFINITY[best]) best = affinity;
  return best;
}

/** The time a post ranks at (ms since the epoch): its own, moved later by its affinity. */
export function rankedAt(createdAtMs: number, affinities: readonly FeedAffinity[]): number {
  return createdAtMs + affinityBoostMs(strongestAffinity(affinities));
}

/** The score itself, at `nowMs` (what rankedAt orders by; for explaining and testing). */
export function feedScore(createdAtMs: number, affinities: readonly FeedAffinity[], nowMs: number): number {
  const ageHours = (nowMs - createdAtMs) / HOUR_MS;
  return FEED_AFFINITY[strongestAffinity(affinities)] * 2 ** (-ageHours / FEED_HALF_LIFE_HOURS);
}
