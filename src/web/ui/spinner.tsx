import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary-600', className)} />
  );
}

/**
 * Whole-area loading state (lazy page chunks, first data load); announced once to screen readers.
 * `fillScreen` reserves a whole screen, for a page that will be taller than one: what follows it
 * (the footer) then stays below the fold instead of being pushed off the screen when the page
 * arrives (a layout shift).
 */
export function PageSpinner({
  label = MSG.common.loading,
  fillScreen = false,
}: {
  label?: string;
  fillScreen?: boolean;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 text-ink-muted',
        fillScreen ? 'min-h-dvh' : 'min-h-[50dvh]',
      )}
    >
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A small loading state in the flow of a card (a form loading on demand); announced once. */
export function InlineSpinner({ label = MSG.common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-11 items-center justify-center">
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}
