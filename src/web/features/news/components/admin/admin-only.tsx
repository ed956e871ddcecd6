import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { useAuth } from '@web/features/auth/auth-provider';
import { TwoFactorRequiredPanel, useNeedsTwoFactor } from '@web/features/auth/components/two-factor-required';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { StatusIcon, StatusPanel } from '@web/ui/status-panel';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

const T = NEWS_ADMIN_COPY.forbidden;

/** Whether the signed-in member is a platform administrator (only to hide what the server refuses). */
export function useIsAdmin(): boolean {
  return useAuth().user?.role === 'admin';
}

/**
 * The administrators' pages: anyone else sees why she cannot use them (the server refuses every
 * call anyway, 401/403), with the way back to the reading list.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const isAdmin = useIsAdmin();
  const needsTwoFactor = useNeedsTwoFactor();
  if (!isAdmin) return <NoPermission />;
  // The server refuses her powers until two-factor sign-in is on (issue 13, 7b).
  if (needsTwoFactor) return <TwoFactorRequiredPanel />;
  return children;
}

/** 'Você não tem permissão para esta página.' as the page's <h1>. */
export function NoPermission() {
  usePageTitle(T.title);
  return (
    <StatusPanel
      title={T.title}
      text={T.text}
      icon={<StatusIcon icon={ShieldAlert} />}
      action={<ButtonLink to="/news">{T.back}</ButtonLink>}
    />
  );
}
