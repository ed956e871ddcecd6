import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Clock } from 'lucide-react';

/** The 'Em breve' pill: dark gold text on light gold (well above 4.5:1), never colour alone. */
export function ComingSoonBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-900',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {MSG.common.comingSoon}
    </span>
  );
}
