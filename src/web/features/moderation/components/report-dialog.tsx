import type { ReportItemType } from '@domain/moderation-enums';
import { lazy, type RefObject, Suspense, useCallback } from 'react';

// The report dialog's code (Radix and the form) loads the first time one opens; this module
// stays tiny, since a post card imports it on demand from /feed (issue 14's budget).
const ReportDialogBody = lazy(() => import('./report-dialog-body'));

type Item = { type: ReportItemType; id: string };

interface ReportDialogProps {
  item: Item;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes (the options menu's button that led here). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The report dialog opened from an options menu ('Denunciar'): rendered only once opened. */
export function ReportDialog({ item, open, onOpenChange, returnFocusTo }: ReportDialogProps) {
  const returnFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      returnFocusTo.current?.focus();
    },
    [returnFocusTo],
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialogBody item={item} open={open} onOpenChange={onOpenChange} returnFocus={returnFocus} />
    </Suspense>
  );
}
