import { AUTH_COPY } from '@domain/copy/auth';
import { WELCOME_COPY } from '@domain/copy/welcome';
import { MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { Logo } from '@web/ui/logo';
import { TextLink } from '@web/ui/text-link';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

const W = WELCOME_COPY;

/**
 * `/` for a visitor (SPEC §2, issue 22): no header or footer; in one screen, what Elas Rede is
 * and for whom, 'Cadastre-se', and the spec's login card beside it (below it on a phone).
 * Static markup only: this page is in the smallest budget (scripts/check-budgets.ts).
 */
export function RootLoginPage() {
  usePageTitle();
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-8 px-4 py-8 md:px-6 lg:grid-cols-2 lg:gap-12 lg:py-16">
      <section aria-labelledby="welcome-heading" className="flex flex-col gap-4 md:gap-5">
        <Logo to="/home" />
        <h1 id="welcome-heading" className="text-2xl font-bold tracking-tight text-ink md:text-4xl">
          {W.headline}
        </h1>
        <p className="text-ink-muted md:text-lg">{W.lead}</p>
        <h2 className="sr-only">{W.audienceLabel}</h2>
        <ul className="grid grid-cols-2 gap-2 sm:gap-3">
          {W.audiences.map((audience) => (
            <li key={audience.title} className="rounded-card bg-surface p-3 shadow-card">
              <p className="font-semibold text-primary-700">{audience.title}</p>
              <p className="text-sm text-ink-muted">{audience.text}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink to="/register" size="lg">
            {MSG.auth.signUp}
          </ButtonLink>
          {/* On a phone the login card is below the fold: the way to it stays in sight. */}
          <ButtonLink to="/login" size="lg" variant="outline" className="lg:hidden">
            {MSG.auth.signIn}
          </ButtonLink>
          <span className="text-sm text-ink-muted">{W.signUpHint}</span>
        </div>
      </section>
      <AuthCard
        title={MSG.auth.signIn}
        headingLevel={2}
        intro={W.haveAccount}
        footer={
          <>
            {AUTH_COPY.noAccount} <TextLink to="/register">{MSG.auth.signUp}</TextLink>
          </>
        }
      >
        <LoginForm />
      </AuthCard>
    </div>
  );
}
