import { MODERATION_COPY } from '@domain/copy/moderation';
import type { ReportItemType } from '@domain/enums';
import { Button } from '@web/ui/button';
import { DeferredDialog } from '@web/ui/deferred-dialog';
import { Flag } from 'lucide-react';
import { lazy, type RefObject, Suspense, useCallback } from 'react';

// The report dialog's code (Radix and the form) loads the first time one opens.
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

/** A 'Denunciar' button (a profile, a community, a company, a vacancy) and its dialog. */
export function ReportButton({ item }: { item: Item }) {
  return (
    <DeferredDialog
      trigger={
        <Button variant="ghost">
          <Flag aria-hidden="true" className="size-4" />
          {MODERATION_COPY.report.action}
        </Button>
      }
    >
      {(state) => <ReportDialogBody {...state} item={item} />}
    </DeferredDialog>
  );
}
