import { MSG } from '@domain/messages';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { CircleAlert, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'Carregando perfil...' with a spinner; announced once to screen readers. */
export function ProfileLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3 px-4 text-ink-muted">
      <Spinner className="size-8" />
      <span>{MSG.profile.loading}</span>
    </div>
  );
}

/** A whole-page failure (not found, or the request failed), with an optional way forward. */
export function ProfileProblem({
  text,
  notFound = false,
  onRetry,
  children,
}: {
  text: string;
  notFound?: boolean;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const Icon = notFound ? UserRoundX : CircleAlert;
  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center md:py-24"
    >
      <Icon aria-hidden="true" className="size-12 text-primary-600" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{text}</h1>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {MSG.common.retry}
        </Button>
      ) : null}
      {children}
    </section>
  );
}
