import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { forgotPasswordSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button } from '@web/ui/button';
import { FormAlert, Notice } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { TextLink } from '@web/ui/text-link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api';
import { AuthCard } from '../components/auth-card';

/** /esqueci-senha: asks for a reset link. The answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle(MSG.auth.forgotPasswordTitle);
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    criteriaMode: 'all',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync(email);
      setSent(true);
    } catch (error) {
      setFormError(isApiError(error) ? error.message : MSG.common.unexpected);
    }
  });

  return (
    <AuthCard
      title={MSG.auth.forgotPasswordTitle}
      intro={sent ? undefined : MSG.auth.forgotPasswordIntro}
      footer={<TextLink to="/login">{AUTH_COPY.backToLogin}</TextLink>}
    >
      {sent ? (
        <Notice tone="success">{MSG.auth.resetRequested}</Notice>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormAlert>{formError}</FormAlert>
          <FormField label={AUTH_COPY.labels.email} error={fieldErrorMessages(errors.email)}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
          </FormField>
          <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
            {isSubmitting ? AUTH_COPY.sending : MSG.auth.sendResetLink}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
