import type { ShellModal as ShellModalName } from '@domain/rules/navigation';
import { DeferredDialog } from '@web/ui/deferred-dialog';
import { lazy, type ReactElement } from 'react';

// Each modal's code loads when she first opens it, not with the logged-in bar.
const modals = {
  development: lazy(async () => ({ default: (await import('./development-modal')).DevelopmentModal })),
  business: lazy(async () => ({ default: (await import('./business-modal')).BusinessModal })),
  settings: lazy(async () => ({ default: (await import('./settings-modal')).SettingsModal })),
};

/** The shell's modal of that name, opened by `trigger`. */
export function ShellModal({ modal, trigger }: { modal: ShellModalName; trigger: ReactElement }) {
  const Modal = modals[modal === 'development' || modal === 'business' ? modal : 'settings'];
  return <DeferredDialog trigger={trigger}>{(state) => <Modal {...state} />}</DeferredDialog>;
}
