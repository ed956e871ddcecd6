import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { signUpSchema } from '@domain/schemas/auth';
import { ERROR_CODE } from '@domain/schemas/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import type { AuthLocationState } from '@web/lib/auth-location';
import { applyServerFieldErrors, fieldErrorMessages, setPasswordReasons } from '@web/lib/form-errors';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSignUp } from '../api';
import { NewPasswordFields } from './new-password-fields';

const L = AUTH_COPY.labels;

export function RegisterForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    criteriaMode: 'all',
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    setFormError(null);
    try {
      // The server answers the same whether or not the address already has an account.
      await signUp.mutateAsync({ name: fullName, email, password });
    } catch (error) {
      if (!isApiError(error)) return setFormError(MSG.auth.registerFailed);
      if (error.code === ERROR_CODE.weakPassword) return setPasswordReasons(error, setError, 'password');
      if (applyServerFieldErrors(error, setError, { name: 'fullName', email: 'email', password: 'password' }))
        return;
      if (error.code === ERROR_CODE.invalidEmail) {
        return setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      return setFormError(error.status === 429 ? error.message : MSG.auth.registerFailed);
    }
    const state: AuthLocationState = { email };
    await navigate('/confirmation', { state });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>

      <FormField label={L.fullName} error={fieldErrorMessages(errors.fullName)}>
        {(control) => <Input autoComplete="name" {...control} {...register('fullName')} />}
      </FormField>

      <FormField label={L.email} error={fieldErrorMessages(errors.email)}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>

      <NewPasswordFields
        labels={{ password: L.password, confirmation: L.confirmPassword }}
        password={{ registration: register('password'), error: errors.password }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />

      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? AUTH_COPY.creatingAccount : MSG.auth.createAccount}
      </Button>
    </form>
  );
}
