import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef } from 'react';

export const textareaClasses =
  'block min-h-24 w-full rounded-control border border-line-strong bg-surface px-3 py-2.5 text-base text-ink ' +
  'placeholder:text-ink-muted disabled:opacity-50 aria-invalid:border-danger aria-invalid:border-2';

/** Multi-line text with the text-field look; label it with FormField. */
export function Textarea({ className, rows = 4, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea rows={rows} className={cn(textareaClasses, className)} {...props} />;
}
