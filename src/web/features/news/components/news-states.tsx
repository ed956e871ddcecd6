import { MSG } from '@domain/messages';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { StatusIcon } from '@web/ui/status-panel';
import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A spinner with its text, announced once to screen readers. It fills a screen: the list or story
 * that replaces it is taller than one, so the footer stays below the fold instead of jumping.
 */
export function NewsLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 px-4 text-ink-muted">
      <Spinner className="size-8" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A whole-page problem of a detail page: not found (with a way to the list) or a failed request
 * (with 'Tentar novamente'). Its title is the page's <h1>.
 */
export function NewsProblem({
  title,
  text,
  notFound = false,
  onRetry,
  action,
}: {
  title: string;
  text?: string;
  notFound?: boolean;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  const Icon = notFound ? SearchX : CircleAlert;
  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center md:py-24"
    >
      <StatusIcon icon={Icon} />
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      {text ? <p className="text-ink-muted">{text}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {MSG.common.retry}
          </Button>
        ) : null}
        {action}
      </div>
    </section>
  );
}

/** A list's own failure or empty state, under the page's title (so it is not a heading of its own). */
export function NewsListMessage({
  text,
  hint,
  onRetry,
  tone = 'info',
}: {
  text: string;
  hint?: string;
  onRetry?: () => void;
  tone?: 'info' | 'error';
}) {
  const Icon = tone === 'error' ? CircleAlert : SearchX;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-primary-600" />
      <p className="text-lg font-semibold text-ink">{text}</p>
      {hint ? <p className="text-ink-muted">{hint}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} className="mt-2">
          {MSG.common.retry}
        </Button>
      ) : null}
    </div>
  );
}
