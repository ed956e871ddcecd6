import { SECURITY_COPY } from '@domain/copy/security';
import { QR_SIZE_DIALOG_PX } from '@domain/limits';
import { MSG } from '@domain/messages';
import { confirmTotpSchema } from '@domain/schemas/auth';
import { ERROR_CODE } from '@domain/schemas/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TwoFactorSetup as Setup, useConfirmTwoFactor } from '../api';

const T = SECURITY_COPY.enable;

/** The key inside the otpauth:// address, in groups of four so it can be typed without losing the place. */
export function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * Turning two-factor on, after her password: the QR code (and the key to type by hand) for her
 * authenticator app, then the first code it shows. Nothing is on until that code is confirmed.
 */
export function TwoFactorSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(confirmTotpSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.common.unexpected);
      if (error.code === ERROR_CODE.invalidCode)
        return setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      return setFormError(error.message);
    }
    onConfirmed();
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="font-bold text-ink">{T.scanTitle}</h3>
        <p className="text-ink-muted">{T.scanText}</p>
        <div className="self-start rounded-card border border-line bg-white p-3">
          <QRCodeSVG
            value={setup.totpURI}
            size={QR_SIZE_DIALOG_PX}
            level="M"
            role="img"
            aria-label={T.qrLabel}
            className="block h-auto max-w-full"
          />
        </div>
        <p className="text-sm text-ink-muted">{T.manualKey}</p>
        <code className="self-start rounded-control bg-canvas px-3 py-2 font-mono text-base break-all text-ink select-all">
          {manualKey(setup.totpURI)}
        </code>
      </div>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <h3 className="font-bold text-ink">{T.confirmTitle}</h3>
        <FormAlert>{formError}</FormAlert>
        <FormField label={SECURITY_COPY.login.codeLabel} error={fieldErrorMessages(errors.code)}>
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              className="max-w-48"
              {...control}
              {...register('code')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? T.confirming : T.confirm}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {T.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
