import { AUTH_COPY, MSG } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import type { ReactNode } from 'react';
import { useAuth } from '../auth-provider';
import { ChangePasswordForm } from '../components/change-password-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/** /configuracoes: account security. Behind the session guard, so `user` is always known here. */
export function SettingsPage() {
  usePageTitle(AUTH_COPY.settingsTitle);
  const { user } = useAuth();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{AUTH_COPY.settingsTitle}</h1>

      <SettingsSection title={MSG.auth.changePassword}>
        <ChangePasswordForm email={user?.email ?? ''} />
      </SettingsSection>

      <SettingsSection title={MSG.auth.signOutEverywhere} description={MSG.auth.signOutEverywhereHint}>
        <SignOutEverywhere />
      </SettingsSection>
    </div>
  );
}

function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-card">
      <div>
        <h2 className="text-lg font-bold text-ink">{title}</h2>
        {description ? <p className="mt-1 text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
