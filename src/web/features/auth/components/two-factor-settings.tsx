import { SECURITY_COPY } from '@domain/copy/security';
import { useAuth } from '@web/lib/auth-provider';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Notice } from '@web/ui/form-alert';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import {
  type TwoFactorSetup as Setup,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactor,
} from '../api';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorSetup } from './two-factor-setup';

const T = SECURITY_COPY;

type Step =
  | { name: 'idle' }
  | { name: 'start' }
  | { name: 'setup'; setup: Setup }
  | { name: 'codes'; codes: string[] }
  | { name: 'regenerate' }
  | { name: 'disable' };

/**
 * Configurações → Segurança: two-factor sign-in on or off, and new recovery codes. Every change
 * asks for her password again. Platform administrators are told they need it.
 */
export function TwoFactorSettings() {
  const { user } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const enabled = user?.twoFactorEnabled === true;
  const email = user?.email ?? '';
  const idle = () => setStep({ name: 'idle' });

  if (step.name === 'start')
    return (
      <PasswordConfirmForm
        intro={T.enable.passwordIntro}
        submitLabel={T.enable.continue}
        busyLabel={T.enable.continuing}
        email={email}
        onConfirm={async (password) => setStep({ name: 'setup', setup: await start.mutateAsync(password) })}
        onCancel={idle}
      />
    );
  if (step.name === 'setup')
    return (
      <TwoFactorSetup
        setup={step.setup}
        onConfirmed={() => {
          toast.success(T.enable.enabled);
          setStep({ name: 'codes', codes: step.setup.backupCodes });
        }}
        onCancel={idle}
      />
    );
  if (step.name === 'codes') return <BackupCodes codes={step.codes} onDone={idle} />;
  if (step.name === 'regenerate')
    return (
      <PasswordConfirmForm
        intro={T.backupCodes.regenerateIntro}
        submitLabel={T.backupCodes.regenerateConfirm}
        busyLabel={T.backupCodes.regenerating}
        email={email}
        onConfirm={async (password) =>
          setStep({ name: 'codes', codes: (await regenerate.mutateAsync(password)).backupCodes })
        }
        onCancel={idle}
      />
    );
  if (step.name === 'disable')
    return (
      <PasswordConfirmForm
        intro={T.disable.intro}
        submitLabel={T.disable.confirm}
        busyLabel={T.disable.disabling}
        submitVariant="secondary"
        email={email}
        onConfirm={async (password) => {
          await disable.mutateAsync(password);
          toast.success(T.disable.done);
          idle();
        }}
        onCancel={idle}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      {user?.role === 'admin' && !enabled ? <Notice>{T.section.adminRequired}</Notice> : null}
      <p className="flex items-center gap-2 font-medium text-ink">
        {enabled ? (
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-5 text-ink-muted" />
        )}
        {enabled ? T.section.statusOn : T.section.statusOff}
      </p>
      <div className="flex flex-wrap gap-3">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setStep({ name: 'regenerate' })}>
              {T.backupCodes.regenerate}
            </Button>
            <Button variant="ghost" onClick={() => setStep({ name: 'disable' })}>
              {T.disable.start}
            </Button>
          </>
        ) : (
          <Button onClick={() => setStep({ name: 'start' })}>{T.enable.start}</Button>
        )}
      </div>
    </div>
  );
}
