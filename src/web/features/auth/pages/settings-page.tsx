import { AUTH_COPY } from '@domain/copy/auth';
import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { MODERATION_COPY } from '@domain/copy/moderation';
import { NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import { PRIVACY_COPY } from '@domain/copy/privacy';
import { SAFETY_COPY } from '@domain/copy/safety';
import { SECURITY_COPY } from '@domain/copy/security';
import { MSG } from '@domain/messages';
import { NOTIFICATION_EMAILS_SECTION_ID, NotificationEmailSettings } from '@web/features/notifications';
import { PRIVACY_SECTION_ID, PrivacySettings } from '@web/features/privacy';
import { apiUrl } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/use-page-title';
import { buttonClasses } from '@web/ui/button';
import { InlineLoading } from '@web/ui/page-states';
import { TextLink } from '@web/ui/text-link';
import { Download } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { ChangePasswordForm } from '../components/change-password-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { TwoFactorSettings } from '../components/two-factor-settings';

const DATA = INSTITUTIONAL_COPY.settingsData;
const CHAT = CHAT_ENTRY_COPY.settings;
const BLOCKED = SAFETY_COPY.blocked;

// 'Mensagens' (issue 18): who may write to her and the unread e-mail, loaded with the page.
const ChatSettings = lazy(async () => ({
  default: (await import('@web/features/chat')).ChatSettings,
}));

// 'Contas bloqueadas' (issue 19), loaded with the page.
const BlockedAccounts = lazy(async () => ({
  default: (await import('@web/features/network')).BlockedAccounts,
}));

/** /configuracoes#contas-bloqueadas: the members she blocked, and 'Desbloquear'. */
const BLOCKED_SECTION_ID = 'contas-bloqueadas';

/** /configuracoes#seguranca: where the platform's 2FA notices send an administrator. */
export const SECURITY_SECTION_ID = 'seguranca';

/** /configuracoes#mensagens: her message choices (the chat's e-mails may link here). */
const CHAT_SETTINGS_SECTION_ID = 'mensagens';

/** Her data as a JSON file (LGPD access and portability); the session cookie goes along. */
const PROFILE_EXPORT_URL = apiUrl('/profile/export');

/**
 * /configuracoes: account security, her notification e-mails (issue 16), her messages (issue 18),
 * who sees each part of her profile and the accounts she blocked (issue 19), and her data. Behind
 * the session guard, so `user` is always known here.
 */
export function SettingsPage() {
  usePageTitle(AUTH_COPY.settingsTitle);
  const { user } = useAuth();
  const { hash } = useLocation();

  // A link to a section (/configuracoes#seguranca) lands on it: client-side navigation does not scroll.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{AUTH_COPY.settingsTitle}</h1>

      <SettingsSection title={MSG.auth.changePassword}>
        <ChangePasswordForm email={user?.email ?? ''} />
      </SettingsSection>

      <SettingsSection
        id={SECURITY_SECTION_ID}
        title={SECURITY_COPY.section.title}
        description={SECURITY_COPY.section.description}
      >
        <TwoFactorSettings />
      </SettingsSection>

      <SettingsSection
        id={NOTIFICATION_EMAILS_SECTION_ID}
        title={NOTIFICATIONS_COPY.email.title}
        description={NOTIFICATIONS_COPY.email.description}
      >
        <Suspense fallback={<InlineLoading label={NOTIFICATIONS_COPY.email.loading} />}>
          <NotificationEmailSettings />
        </Suspense>
      </SettingsSection>

      <SettingsSection id={CHAT_SETTINGS_SECTION_ID} title={CHAT.title} description={CHAT.description}>
        <Suspense fallback={<InlineLoading label={CHAT.loading} />}>
          <ChatSettings />
        </Suspense>
      </SettingsSection>

      <SettingsSection
        id={PRIVACY_SECTION_ID}
        title={PRIVACY_COPY.title}
        description={PRIVACY_COPY.description}
      >
        <Suspense fallback={<InlineLoading label={PRIVACY_COPY.loading} />}>
          <PrivacySettings />
        </Suspense>
      </SettingsSection>

      <SettingsSection id={BLOCKED_SECTION_ID} title={BLOCKED.title} description={BLOCKED.description}>
        <Suspense fallback={<InlineLoading label={BLOCKED.loading} />}>
          <BlockedAccounts />
        </Suspense>
      </SettingsSection>

      <SettingsSection title={MSG.auth.signOutEverywhere} description={MSG.auth.signOutEverywhereHint}>
        <SignOutEverywhere />
      </SettingsSection>

      <SettingsSection
        title={MODERATION_COPY.mine.title}
        description={MODERATION_COPY.mine.settingsDescription}
      >
        <TextLink to="/denuncias">{MODERATION_COPY.mine.settingsLink}</TextLink>
      </SettingsSection>

      <SettingsSection title={DATA.title} description={DATA.description}>
        {/* A plain download link: the browser saves the file itself, with the name the server sends. */}
        <a
          href={PROFILE_EXPORT_URL}
          download
          className={cn(buttonClasses({ variant: 'outline' }), 'self-start')}
        >
          <Download aria-hidden="true" className="size-4" />
          {DATA.download}
        </a>
        <p className="text-sm text-ink-muted">
          {DATA.privacyBefore} <TextLink to="/privacidade">{DATA.privacyLink}</TextLink>.
        </p>
      </SettingsSection>
    </div>
  );
}

function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  // Names the region after its heading, so assistive technology lists the sections.
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-4 rounded-card bg-surface p-6 shadow-card"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
