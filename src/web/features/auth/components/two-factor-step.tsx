import { SECURITY_COPY } from '@domain/copy/security';
import { MSG } from '@domain/messages';
import { backupCodeSchema, twoFactorCodeSchema } from '@domain/schemas/auth';
import { ERROR_CODE } from '@domain/schemas/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiErrorCode, isApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useVerifySignInCode } from '../api';

const T = SECURITY_COPY.login;

/** Codes the server sends when the challenge is over: she starts again from her password. */
const CHALLENGE_OVER: ReadonlySet<ApiErrorCode> = new Set([ERROR_CODE.twoFactorExpired]);
/** Codes that are about what she typed, shown on the field. */
const WRONG_CODE: ReadonlySet<ApiErrorCode> = new Set([ERROR_CODE.invalidCode, ERROR_CODE.invalidBackupCode]);

interface TwoFactorStepProps {
  /** Back to e-mail and password, with why (an expired challenge), or none (her own choice). */
  onRestart: (message?: string) => void;
}

/**
 * The sign-in's second step (two-factor on): the 6 digits of her authenticator app, or one of
 * her recovery codes. Success needs no navigation here: once ['me'] knows her, the GuestOnly
 * guard around the login page sends her on.
 */
export function TwoFactorStep({ onRestart }: TwoFactorStepProps) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-bold text-ink">{T.title}</h2>
        <p className="mt-1 text-ink-muted">{kind === 'totp' ? T.intro : T.backupIntro}</p>
      </div>
      {/* Keyed: switching between the two kinds of code starts an empty form with its own rules. */}
      <CodeForm key={kind} kind={kind} onRestart={onRestart} />
      <div className="flex flex-col items-start gap-2">
        <Button variant="ghost" size="sm" onClick={() => setKind(kind === 'totp' ? 'backup' : 'totp')}>
          {kind === 'totp' ? T.useBackupCode : T.useAppCode}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onRestart()}>
          {T.restart}
        </Button>
      </div>
    </div>
  );
}

function CodeForm({
  kind,
  onRestart,
}: {
  kind: 'totp' | 'backup';
  onRestart: TwoFactorStepProps['onRestart'];
}) {
  const verify = useVerifySignInCode();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(kind === 'totp' ? twoFactorCodeSchema : backupCodeSchema),
    defaultValues: { code: '', trustDevice: false },
  });

  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    setFormError(null);
    try {
      await verify.mutateAsync({ kind, code, trustDevice });
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.common.unexpected);
      if (CHALLENGE_OVER.has(error.code)) return onRestart(error.message);
      if (WRONG_CODE.has(error.code))
        return setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      setFormError(error.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>
      <FormField
        label={kind === 'totp' ? T.codeLabel : T.backupCodeLabel}
        error={fieldErrorMessages(errors.code)}
      >
        {(control) =>
          kind === 'totp' ? (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              autoFocus
              {...control}
              {...register('code')}
            />
          ) : (
            <Input
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              {...control}
              {...register('code')}
            />
          )
        }
      </FormField>
      <Checkbox label={T.trustDevice} hint={T.trustDeviceHint} {...register('trustDevice')} />
      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? T.verifying : T.verify}
      </Button>
    </form>
  );
}
