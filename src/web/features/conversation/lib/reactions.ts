import { REACTION_KINDS, type ReactionKind } from '@domain/enums';
import type { ReactionSummary } from '@domain/schemas/conversation';

/** The summary once her reaction is `kind` (null: removed): her old kind counts one less, the new one more. */
export function withReaction(summary: ReactionSummary, kind: ReactionKind | null): ReactionSummary {
  const counts = { ...summary.counts };
  let total = summary.total;
  if (summary.mine) {
    counts[summary.mine] = Math.max(0, (counts[summary.mine] ?? 0) - 1);
    total = Math.max(0, total - 1);
  }
  if (kind) {
    counts[kind] = (counts[kind] ?? 0) + 1;
    total += 1;
  }
  return { counts, total, mine: kind };
}

/** The kinds she has received, most given first (ties in the kinds' own order), with their counts. */
export function kindsByCount(summary: ReactionSummary): [ReactionKind, number][] {
  return REACTION_KINDS.map((kind) => [kind, summary.counts[kind] ?? 0] as [ReactionKind, number])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
}
