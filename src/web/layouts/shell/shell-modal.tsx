import type { ShellModal as ShellModalName } from '@domain/rules/navigation';
import type { ReactElement } from 'react';
import { BusinessModal } from './business-modal';
import { DevelopmentModal } from './development-modal';
import { SettingsModal } from './settings-modal';

/** The shell's modal of that name, opened by `trigger`. */
export function ShellModal({ modal, trigger }: { modal: ShellModalName; trigger: ReactElement }) {
  if (modal === 'development') return <DevelopmentModal trigger={trigger} />;
  if (modal === 'business') return <BusinessModal trigger={trigger} />;
  return <SettingsModal trigger={trigger} />;
}
