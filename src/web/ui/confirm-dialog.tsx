import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';
import { useDeferredDialog } from './deferred-dialog';

export type { ConfirmDialogProps } from './confirm-dialog-body';

const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body'));

/**
 * "Are you sure?" on top of the shared Dialog (confirm-dialog-body.tsx), opened by `trigger`.
 * The dialog's code loads the first time it opens: until then only the trigger is there.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { triggerElement, loaded, state } = useDeferredDialog(props.trigger, props.open, props.onOpenChange);
  return (
    <>
      {triggerElement}
      {loaded ? (
        <Suspense fallback={null}>
          <ConfirmDialogBody {...props} returnFocus={state.returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
