import { SECURITY_COPY } from '@domain/copy/security';
import { MSG } from '@domain/messages';
import { currentPasswordSchema } from '@domain/schemas/auth';
import { ERROR_CODE } from '@domain/schemas/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { Button, type ButtonVariant } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { PasswordInput } from '@web/ui/password-input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

interface PasswordConfirmFormProps {
  intro: string;
  submitLabel: string;
  busyLabel: string;
  submitVariant?: ButtonVariant;
  /** Her e-mail, for password managers (a hidden username field). */
  email: string;
  /** Runs the action with the password; a wrong one is shown on the field. */
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Security actions ask for her current password again, so an unattended session cannot change them. */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  busyLabel,
  submitVariant = 'primary',
  email,
  onConfirm,
  onCancel,
}: PasswordConfirmFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(currentPasswordSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onConfirm(password);
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.common.unexpected);
      if (error.code === ERROR_CODE.invalidPassword)
        return setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
      setFormError(error.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <p className="text-ink-muted">{intro}</p>
      <FormAlert>{formError}</FormAlert>
      <FormField label={SECURITY_COPY.enable.passwordLabel} error={fieldErrorMessages(errors.password)}>
        {(control) => (
          <PasswordInput autoComplete="current-password" autoFocus {...control} {...register('password')} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {SECURITY_COPY.enable.cancel}
        </Button>
      </div>
    </form>
  );
}
