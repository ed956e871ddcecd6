import { MSG } from '@domain/messages';
import { resetPasswordSchema } from '@domain/schemas/auth';
import { ERROR_CODE } from '@domain/schemas/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import type { AuthLocationState } from '@web/lib/auth-location';
import { setPasswordReasons } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useResetPassword } from '../api';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  token: string;
  /** The server says the token is expired or used: the page swaps the form for a way to get a new one. */
  onInvalidToken: () => void;
}

export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ newPassword: password, token });
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.common.unexpected);
      if (error.code === ERROR_CODE.invalidToken) return onInvalidToken();
      if (error.code === ERROR_CODE.weakPassword) return setPasswordReasons(error, setError, 'password');
      return setFormError(error.message);
    }
    const state: AuthLocationState = { notice: MSG.auth.resetDone, noticeTone: 'success' };
    await navigate('/login', { replace: true, state });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>

      <NewPasswordFields
        labels={{ password: MSG.auth.newPassword, confirmation: MSG.auth.confirmNewPassword }}
        password={{ registration: register('password'), error: errors.password }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />

      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? MSG.common.saving : MSG.auth.saveNewPassword}
      </Button>
    </form>
  );
}
