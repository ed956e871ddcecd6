import { AUTH_COPY } from '@domain/copy/auth';
import { COPY, MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageMessage } from '@web/ui/page-states';
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
      <PageMessage
        kind="invalid"
        title={AUTH_COPY.invalidLinkTitle}
        text={MSG.auth.verificationInvalid}
        actions={action}
      />
    );
  }

  return (
    <PageMessage
      kind="done"
      title={COPY.pages.verificationSuccess}
      text={AUTH_COPY.verified}
      actions={action}
    />
  );
}
