import type { SuggestionReason } from '../schemas/network.js';

/**
 * People she may know (issue 17). A candidate is scored from the signals she shares with her:
 *
 *     score = 8 × connections in common
 *           + 6 if they worked at the same company (now or before; once, however many)
 *           + 5 × shared communities (at most 3 counted)
 *           + 1 if they live in the same city and UF
 *           + 1 × shared skills (at most 3 counted)
 *
 * The order of the weights is the order of evidence that two women actually know each other:
 * a connection in common is someone who knows both (the strongest predictor, and each one adds
 * up, uncapped — the sample bounds it); colleagues at one employer very likely met; a
 * community is an affinity she chose, but a large one is closer to a crowd than to
 * acquaintance, hence the cap. City and skills are weak — São Paulo has millions — and even
 * all of them together (1 + 3 = 4) stay below any single strong signal (≥ 5): they only break
 * ties between otherwise equal candidates, never outrank a real link.
 *
 * Candidates are ordered by score, highest first, then by id: deterministic, and the same order
 * the SQL produces (server/modules/network/suggestions.ts computes the score in SQL from these
 * very constants). Each card says why with its strongest reasons: each signal's reason is
 * ranked by the points it contributed (ties: mutual, company, community, city, skills), and
 * only the first SUGGESTION_REASONS_MAX are shown.
 */
export const SUGGESTION_WEIGHTS = {
  /** Per connection in common. */
  mutual: 8,
  /** Once, for the same company now or before. */
  company: 6,
  /** Per shared community, up to SUGGESTION_CAPS.community. */
  community: 5,
  /** Once, for the same city and UF. */
  city: 1,
  /** Per shared skill, up to SUGGESTION_CAPS.skills. */
  skill: 1,
} as const;

/** How many shared communities and skills count towards the score. */
export const SUGGESTION_CAPS = { community: 3, skills: 3 } as const;

/** Reasons a card shows: two short lines fit a card and say enough. */
export const SUGGESTION_REASONS_MAX = 2;

/** Skill names a 'skills' reason lists. */
export const SUGGESTION_SKILLS_SHOWN = 3;

export type SuggestionKind = SuggestionReason['kind'];

/** When two reasons contribute the same points, the stronger kind of evidence comes first. */
const KIND_ORDER: readonly SuggestionKind[] = ['mutual', 'company', 'community', 'city', 'skills'];

/** What she shares with one candidate, as the query found it (within its samples). */
export type SuggestionSignals = {
  /** Connections in common. */
  mutual: number;
  /** Shared communities: how many, and the name of the one a card names. */
  communities: { count: number; name: string } | null;
  /** The shared company, spelled as she wrote it. */
  company: string | null;
  /** Her city, when the candidate lives there too. */
  city: { city: string; state: string } | null;
  /** Shared skills, in her own order. */
  skills: readonly string[];
};

/** The points each signal contributes (0 when absent). */
export function signalPoints(signals: SuggestionSignals): Record<SuggestionKind, number> {
  return {
    mutual: SUGGESTION_WEIGHTS.mutual * signals.mutual,
    company: signals.company === null ? 0 : SUGGESTION_WEIGHTS.company,
    community:
      SUGGESTION_WEIGHTS.community * Math.min(signals.communities?.count ?? 0, SUGGESTION_CAPS.community),
    city: signals.city === null ? 0 : SUGGESTION_WEIGHTS.city,
    skills: SUGGESTION_WEIGHTS.skill * Math.min(signals.skills.length, SUGGESTION_CAPS.skills),
  };
}

/** A candidate's score: the sum of her signals' points. */
export function suggestionScore(signals: SuggestionSignals): number {
  const points = signalPoints(signals);
  return KIND_ORDER.reduce((sum, kind) => sum + points[kind], 0);
}

function reasonOf(kind: SuggestionKind, signals: SuggestionSignals): SuggestionReason {
  switch (kind) {
    case 'mutual':
      return { kind, count: signals.mutual };
    case 'company':
      return { kind, name: signals.company ?? '' };
    case 'community':
      return { kind, name: signals.communities?.name ?? '', others: (signals.communities?.count ?? 1) - 1 };
    case 'city':
      return { kind, city: signals.city?.city ?? '', state: signals.city?.state ?? '' };
    case 'skills':
      return { kind, skills: signals.skills.slice(0, SUGGESTION_SKILLS_SHOWN) };
  }
}

/** Why she may know her: the strongest reasons first, at most SUGGESTION_REASONS_MAX. */
export function suggestionReasons(signals: SuggestionSignals): SuggestionReason[] {
  const points = signalPoints(signals);
  return KIND_ORDER.filter((kind) => points[kind] > 0)
    .sort((a, b) => points[b] - points[a] || KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b))
    .slice(0, SUGGESTION_REASONS_MAX)
    .map((kind) => reasonOf(kind, signals));
}

/** Ranking order: higher score first, then id ascending (as PostgreSQL orders uuids). */
export function compareSuggestions(
  a: { id: string; score: number },
  b: { id: string; score: number },
): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
