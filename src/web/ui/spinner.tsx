import { cn } from '@web/lib/cn';
import { LoaderCircle } from 'lucide-react';

/** The turning circle of a loading state (page-states.tsx) or a busy button; a picture only. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary-600', className)} />
  );
}
