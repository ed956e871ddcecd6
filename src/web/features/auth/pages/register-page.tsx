import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { TextLink } from '@web/ui/text-link';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** /register and /cadastro. */
export function RegisterPage() {
  usePageTitle(MSG.auth.createAccount);
  return (
    <AuthCard
      title={MSG.auth.createAccount}
      intro={AUTH_COPY.registerIntro}
      footer={
        <>
          {AUTH_COPY.haveAccount} <TextLink to="/login">{MSG.auth.signIn}</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
