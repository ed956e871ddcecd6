import { cn } from '@web/lib/cn';

/** Look of one menu entry, link or modal button, by where it sits and whether it is the current page. */
export type EntryClasses = (active: boolean) => string;

const focusable = 'rounded-control transition-colors duration-150 hover:bg-primary-50 hover:text-primary-800';

/** The desktop bar: compact, 44 px tall; a long label wraps to two lines when the bar is narrow. */
export const barEntryClasses: EntryClasses = (active) =>
  cn(
    focusable,
    'inline-flex h-11 items-center px-2.5 text-center text-sm leading-tight font-semibold text-balance',
    active ? 'bg-primary-50 text-primary-800' : 'text-ink-muted',
  );

/** The drawer and the personal menu: full-width rows, 44 px tall at least. */
export const sheetEntryClasses: EntryClasses = (active) =>
  cn(
    focusable,
    'flex min-h-11 w-full items-center gap-3 px-3 text-left font-semibold',
    active ? 'bg-primary-50 text-primary-800' : 'text-ink',
  );

/** The company or community row under the bar (issue 22): one line, never wrapped. */
export const subBarEntryClasses: EntryClasses = (active) =>
  cn(
    focusable,
    'inline-flex h-11 items-center px-2.5 text-sm font-semibold whitespace-nowrap',
    active ? 'bg-primary-50 text-primary-800' : 'text-ink-muted',
  );
