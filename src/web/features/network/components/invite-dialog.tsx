import { DeferredDialog } from '@web/ui/deferred-dialog';
import { lazy, type ReactElement } from 'react';

const InviteDialogBody = lazy(() => import('./invite-dialog-body'));

export interface InviteDialogProps {
  member: { id: string; name: string };
  /** The 'Conectar' button. */
  trigger: ReactElement;
}

/** 'Conectar': the invitation dialog, whose code (Radix and the form) loads when first opened. */
export function InviteDialog({ member, trigger }: InviteDialogProps) {
  return (
    <DeferredDialog trigger={trigger}>
      {(state) => <InviteDialogBody {...state} member={member} />}
    </DeferredDialog>
  );
}
