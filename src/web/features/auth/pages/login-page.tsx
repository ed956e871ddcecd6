import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { TextLink } from '@web/ui/text-link';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

function SignUpInvite() {
  return (
    <>
      {AUTH_COPY.noAccount} <TextLink to="/register">{MSG.auth.signUp}</TextLink>
    </>
  );
}

/** /login, inside the public header and footer. */
export function LoginPage() {
  usePageTitle(MSG.auth.signIn);
  return (
    <AuthCard title={MSG.auth.signIn} intro={AUTH_COPY.loginIntro} footer={<SignUpInvite />}>
      <LoginForm />
    </AuthCard>
  );
}
