import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef } from 'react';

/** Shared text-field look: 44 px tall (touch target), AA-contrast border, red border when invalid. */
export const inputClasses =
  'block h-11 w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink ' +
  'placeholder:text-ink-muted disabled:opacity-50 aria-invalid:border-danger aria-invalid:border-2';

export function Input({ className, type = 'text', ...props }: ComponentPropsWithRef<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
