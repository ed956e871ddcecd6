import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary-600', className)} />
  );
}

/** Whole-area loading state (lazy page chunks, first data load); announced once to screen readers. */
export function PageSpinner({ label = MSG.common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3 text-ink-muted">
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
