import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { ERROR_CODE } from '@domain/schemas/errors';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { readAuthState } from '@web/lib/auth-location';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { meQueryOptions } from '@web/lib/session';
import { Button } from '@web/ui/button';
import { FormAlert, Notice } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { InlineLoading } from '@web/ui/page-states';
import { PasswordInput } from '@web/ui/password-input';
import { TextLink } from '@web/ui/text-link';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useSignIn } from '../api';
import { ResendVerificationButton } from './resend-verification-button';
import type { signInResolver as SignInResolver } from './sign-in-resolver';

/*
 * The login page is the first page of most visits: zod, the schemas and the two-factor step are
 * not part of its first render. The validation loads right after it (and is awaited by the first
 * submit if still on its way); the code step loads when the password step asks for it.
 */
const loadSignInResolver = () => import('./sign-in-resolver');
const signInResolver: typeof SignInResolver = async (...args) =>
  (await loadSignInResolver()).signInResolver(...args);
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step')).TwoFactorStep }));

interface SignInFailure {
  message: string;
  /** Set when the account exists but its e-mail is not confirmed yet: offer to resend. */
  unverifiedEmail?: string;
}

function toFailure(error: unknown, email: string): SignInFailure {
  if (!isApiError(error)) return { message: MSG.auth.loginFailed };
  if (error.status === 401) return { message: MSG.auth.loginFailed };
  if (error.code === ERROR_CODE.emailNotVerified)
    return { message: MSG.auth.emailNotVerified, unverifiedEmail: email };
  // 429 and the rest carry the server's own pt-BR message.
  return { message: error.message };
}

/**
 * E-mail and password, then (two-factor on) a code. Success needs no navigation here: once ['me']
 * knows the member, the GuestOnly guard around this page sends her on (to the page she was
 * stopped at, or the feed).
 */
export function LoginForm() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  if (step === 'code')
    return (
      <Suspense fallback={<StepLoading />}>
        <TwoFactorStep
          onRestart={(message) => {
            setRestartMessage(message ?? null);
            setStep('password');
          }}
        />
      </Suspense>
    );
  return (
    <PasswordStep
      initialFailure={restartMessage ? { message: restartMessage } : null}
      onCodeNeeded={() => setStep('code')}
    />
  );
}

function PasswordStep({
  initialFailure,
  onCodeNeeded,
}: {
  initialFailure: SignInFailure | null;
  onCodeNeeded: () => void;
}) {
  const location = useLocation();
  const { notice, noticeTone } = readAuthState(location.state);
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<SignInFailure | null>(initialFailure);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: signInResolver,
    criteriaMode: 'all',
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    void loadSignInResolver();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result?.twoFactorRedirect) return onCodeNeeded();
    } catch (error) {
      setFailure(toFailure(error, values.email));
      return;
    }
    // The server accepted the password but no session came back (e.g. cookies blocked).
    if (!queryClient.getQueryData(meQueryOptions().queryKey)?.user)
      setFailure({ message: MSG.auth.loginFailed });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {notice ? <Notice tone={noticeTone}>{notice}</Notice> : null}
      <FormAlert>{failure?.message}</FormAlert>
      {failure?.unverifiedEmail ? (
        <ResendVerificationButton email={failure.unverifiedEmail} fullWidth />
      ) : null}

      <FormField label={AUTH_COPY.labels.email} error={fieldErrorMessages(errors.email)}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>

      <div className="flex flex-col gap-2">
        <FormField label={AUTH_COPY.labels.password} error={fieldErrorMessages(errors.password)}>
          {(control) => (
            <PasswordInput autoComplete="current-password" {...control} {...register('password')} />
          )}
        </FormField>
        <TextLink to="/esqueci-senha" className="self-end text-sm">
          {MSG.auth.forgotPassword}
        </TextLink>
      </div>

      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? MSG.auth.signingIn : MSG.auth.signIn}
      </Button>
    </form>
  );
}

function StepLoading() {
  return <InlineLoading labelHidden className="justify-center py-6" />;
}
