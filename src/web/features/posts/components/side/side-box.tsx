import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { type ReactNode, useId } from 'react';

interface SideBoxProps {
  title: string;
  icon?: ReactNode;
  /** A link after the title, such as 'Ver todas'. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One box of the feed's side columns: a titled region (its <h2> names it). */
export function SideBox({ title, icon, action, children, className }: SideBoxProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A box's own loading line, announced politely. */
export function SideBoxLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-2 text-sm text-ink-muted">
      <Spinner className="size-5" />
      {MSG.common.loading}
    </p>
  );
}

/** A box's failure, with 'Tentar novamente'. */
export function SideBoxError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm font-medium text-danger">{text}</p>
      <Button variant="outline" size="sm" className="min-h-11" onClick={onRetry}>
        {MSG.common.retry}
      </Button>
    </div>
  );
}

/** The "Exemplo" tag on illustrative items (sample jobs and events), so no one takes them as real. */
export function SampleBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-accent-200 px-2 py-0.5 text-xs font-semibold text-accent-900">
      {children}
    </span>
  );
}

/** Link styles of a box row: the whole row is the target, 44 px tall at least. */
export const rowLinkClasses =
  'flex min-h-11 items-center gap-3 rounded-control p-2 hover:bg-primary-50 focus-visible:bg-primary-50';

/** A small text link in a box's heading row or foot ('Ver todas'). */
export const boxLinkClasses =
  'inline-flex min-h-11 items-center rounded-control px-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline';
