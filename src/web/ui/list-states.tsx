import { MSG } from '@domain/messages';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { CircleAlert, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list's first load: a spinner with its text, announced once to screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[30dvh] items-center justify-center gap-3 px-4 text-ink-muted">
      <Spinner className="size-8" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A list's failure (announced, with 'Tentar novamente') or its empty state, under the page's
 * <h1> (so it is not a heading of its own). `icon` pictures what the empty list would hold.
 */
export function ListMessage({
  text,
  hint,
  onRetry,
  action,
  tone = 'info',
  icon = Inbox,
}: {
  text: string;
  hint?: string;
  onRetry?: () => void;
  action?: ReactNode;
  tone?: 'info' | 'error';
  icon?: LucideIcon;
}) {
  const Icon = tone === 'error' ? CircleAlert : icon;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
    >
      <Icon
        aria-hidden="true"
        className={tone === 'error' ? 'size-10 text-danger' : 'size-10 text-primary-600'}
      />
      <p className="text-lg font-semibold text-ink">{text}</p>
      {hint ? <p className="max-w-md text-ink-muted">{hint}</p> : null}
      {onRetry || action ? (
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {MSG.common.retry}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}

/** The <h1> of a list page with its lead, and actions beside it (below it on a phone). */
export function ListHeader({ title, lead, actions }: { title: string; lead?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
