import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { MAIN_CONTENT_ID } from '@web/layouts/main-content';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageMessage } from '@web/ui/page-states';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * /redefinir-senha?token=… from the reset e-mail. The server sends ?error=INVALID_TOKEN instead
 * when the link is bad or expired; a missing token is just as unusable.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [rejected, setRejected] = useState(false);
  const invalid = rejected || params.has('error') || !token;
  usePageTitle(invalid ? AUTH_COPY.invalidLinkTitle : MSG.auth.resetTitle);

  // The form (and the focused submit button) just vanished: start reading at the explanation.
  useEffect(() => {
    if (rejected) document.getElementById(MAIN_CONTENT_ID)?.focus();
  }, [rejected]);

  if (invalid) {
    return (
      <PageMessage
        kind="invalid"
        title={AUTH_COPY.invalidLinkTitle}
        text={MSG.auth.resetInvalid}
        actions={
          <ButtonLink to="/esqueci-senha" size="lg">
            {AUTH_COPY.requestNewLink}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <AuthCard title={MSG.auth.resetTitle}>
      <ResetPasswordForm token={token} onInvalidToken={() => setRejected(true)} />
    </AuthCard>
  );
}
