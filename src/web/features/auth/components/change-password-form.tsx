import { MSG } from '@domain/messages';
import { changePasswordSchema } from '@domain/schemas/auth';
import { ERROR_CODE } from '@domain/schemas/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { fieldErrorMessages, setPasswordReasons } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { PasswordInput } from '@web/ui/password-input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api';
import { NewPasswordFields } from './new-password-fields';

/** Current, new and repeated password; the server also ends her other sessions. */
export function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    criteriaMode: 'all',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword: password });
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.common.unexpected);
      if (error.code === ERROR_CODE.invalidPassword) {
        return setError(
          'currentPassword',
          { type: 'server', message: MSG.auth.currentPasswordWrong },
          { shouldFocus: true },
        );
      }
      if (error.code === ERROR_CODE.weakPassword) return setPasswordReasons(error, setError, 'password');
      return setFormError(error.message);
    }
    reset();
    toast.success(MSG.auth.passwordChanged);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert>{formError}</FormAlert>

      <FormField label={MSG.auth.currentPassword} error={fieldErrorMessages(errors.currentPassword)}>
        {(control) => (
          <PasswordInput autoComplete="current-password" {...control} {...register('currentPassword')} />
        )}
      </FormField>

      <NewPasswordFields
        labels={{ password: MSG.auth.newPassword, confirmation: MSG.auth.confirmNewPassword }}
        password={{ registration: register('password'), error: errors.password }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />

      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? MSG.common.saving : MSG.auth.changePassword}
      </Button>
    </form>
  );
}
