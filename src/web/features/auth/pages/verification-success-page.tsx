import { AUTH_COPY } from '@domain/copy/auth';
import { COPY, MSG } from '@domain/messages';
import { useMe } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageMessage } from '@web/ui/page-states';
import { useSearchParams } from 'react-router';

/**
 * Where every confirmation link lands (the sign-up link and the one resent when she signs in
 * unverified): the server has verified the address, started her session and redirected here,
 * or sent ?error=invalid_token|token_expired when the link was bad or too old. Signed in, she
 * goes on to her feed; otherwise (a link opened twice, a session ended since) to the login.
 */
export function VerificationSuccessPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const me = useMe();
  usePageTitle(failed ? AUTH_COPY.invalidLinkTitle : COPY.pages.verificationSuccess);

  const signInAction = (
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
        actions={signInAction}
      />
    );
  }

  if (me.isPending) return <PageLoading />;

  const signedIn = Boolean(me.data?.user);
  return (
    <PageMessage
      kind="done"
      title={COPY.pages.verificationSuccess}
      text={signedIn ? AUTH_COPY.verifiedSignedIn : AUTH_COPY.verified}
      actions={
        signedIn ? (
          <ButtonLink to="/feed" size="lg">
            {AUTH_COPY.continueToFeed}
          </ButtonLink>
        ) : (
          signInAction
        )
      }
    />
  );
}
