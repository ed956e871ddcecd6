import type { ReactionKind } from '@domain/enums';
import { cn } from '@web/lib/cn';
import { HandHeart, Lightbulb, type LucideIcon, PartyPopper, Sparkles, ThumbsUp } from 'lucide-react';

const ICONS: Record<ReactionKind, LucideIcon> = {
  like: ThumbsUp,
  support: HandHeart,
  congrats: PartyPopper,
  inspiring: Sparkles,
  brilliant: Lightbulb,
};

// Dark strokes on light tiles (each pair well above 4.5:1), so the kinds differ by shape and colour.
const TONES: Record<ReactionKind, string> = {
  like: 'bg-primary-100 text-primary-800',
  support: 'bg-secondary-100 text-secondary-800',
  congrats: 'bg-accent-200 text-accent-900',
  inspiring: 'bg-primary-50 text-primary-700',
  brilliant: 'bg-accent-100 text-accent-800',
};

/** A kind's picture, decorative (its label is always written or read beside it). */
export function ReactionIcon({ kind, className }: { kind: ReactionKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={cn('size-5 shrink-0', className)} />;
}

/** The kind's picture on its round tile, as the summary and 'Quem reagiu' show it. */
export function ReactionBadge({ kind, className }: { kind: ReactionKind; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 items-center justify-center rounded-full ring-2 ring-surface',
        TONES[kind],
        className,
      )}
    >
      <ReactionIcon kind={kind} className="size-3.5" />
    </span>
  );
}
