import { MSG } from '@domain/messages';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { CircleAlert, Inbox, SearchX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** First load: a spinner, announced once. */
export function AccessLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3 px-4 text-ink-muted">
      <Spinner className="size-8" />
      <span>{label}</span>
    </div>
  );
}

/** 'empty' is a calm state (nothing of hers yet), the others are announced as alerts. */
type ProblemKind = 'notFound' | 'forbidden' | 'error' | 'empty';

const icons = { notFound: SearchX, forbidden: ShieldAlert, error: CircleAlert, empty: Inbox } as const;

/**
 * The page cannot go on: not found, not allowed, the request failed, or nothing to pick from. Its title is the page's
 * only <h1>; an optional retry and a way forward.
 */
export function AccessProblem({
  kind,
  title,
  text,
  onRetry,
  children,
}: {
  kind: ProblemKind;
  title: string;
  text?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const Icon = icons[kind];
  return (
    <section
      role={kind === 'empty' ? undefined : 'alert'}
      className="flex flex-col items-center gap-4 rounded-card bg-surface px-4 py-12 text-center shadow-card md:py-16"
    >
      <Icon aria-hidden="true" className="size-12 text-primary-600" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {text ? <p className="max-w-prose text-ink-muted">{text}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {MSG.common.retry}
        </Button>
      ) : null}
      {children}
    </section>
  );
}
