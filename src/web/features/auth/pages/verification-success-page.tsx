import { AUTH_COPY, COPY, MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { StatusPanel } from '@web/ui/status-panel';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';

/**
 * Where the confirmation link lands: the server has verified the address and redirected here,
 * with ?error=invalid_token|token_expired when the link was bad or too old.
 */
export function VerificationSuccessPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  usePageTitle(failed ? AUTH_COPY.invalidLinkTitle : COPY.pages.verificationSuccess);

  const action = (
    <ButtonLink to="/login" size="lg">
      {MSG.auth.signIn}
    </ButtonLink>
  );

  if (failed) {
    return (
      <StatusPanel
        icon={<TriangleAlert aria-hidden="true" className="size-12 text-secondary-600" />}
        title={AUTH_COPY.invalidLinkTitle}
        text={MSG.auth.verificationInvalid}
        action={action}
      />
    );
  }

  return (
    <StatusPanel
      icon={<CircleCheck aria-hidden="true" className="size-12 text-success" />}
      title={COPY.pages.verificationSuccess}
      text={AUTH_COPY.verified}
      action={action}
    />
  );
}
