import { DeferredDialog } from '@web/ui/deferred-dialog';
import { lazy } from 'react';
import type { SideSheetProps } from './side-sheet-dialog';

const SideSheetDialog = lazy(() => import('./side-sheet-dialog'));

/**
 * A panel sliding over the page from one side: the shell's drawer (right) and personal menu
 * (left); see side-sheet-dialog.tsx. Its code (Radix's dialog) loads when she first opens it, not
 * with the logged-in bar.
 */
export function SideSheet(props: SideSheetProps) {
  return (
    <DeferredDialog trigger={props.trigger}>
      {(state) => <SideSheetDialog {...props} {...state} />}
    </DeferredDialog>
  );
}
