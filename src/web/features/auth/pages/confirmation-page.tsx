import { AUTH_COPY } from '@domain/copy/auth';
import { COPY, MSG } from '@domain/messages';
import { readAuthState } from '@web/lib/auth-location';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { MailCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationButton } from '../components/resend-verification-button';

/**
 * After sign-up: the link is in her inbox. The address comes in the navigation state; opened
 * directly (or after a reload in another tab) the page still explains, without the resend button.
 */
export function ConfirmationPage() {
  usePageTitle(COPY.pages.confirmation);
  const { email } = readAuthState(useLocation().state);

  return (
    <AuthCard title={COPY.pages.confirmation}>
      <div className="flex flex-col gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-primary-600" />
        <p className="text-ink">{email ? AUTH_COPY.confirmationSentTo(email) : AUTH_COPY.confirmationSent}</p>
        <p className="text-ink-muted">{AUTH_COPY.checkSpam}</p>
        <div className="mt-2 flex flex-col gap-3">
          <ButtonLink to="/login" size="lg" fullWidth>
            {MSG.auth.signIn}
          </ButtonLink>
          {email ? <ResendVerificationButton email={email} fullWidth /> : null}
        </div>
      </div>
    </AuthCard>
  );
}
