import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { TwoFactorRequiredPanel, useNeedsTwoFactor } from '@web/features/auth';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageProblem } from '@web/ui/page-states';
import type { ReactNode } from 'react';

const T = NEWS_ADMIN_COPY.forbidden;

/** Whether she may author news (the server's flag: only to hide what the server refuses). */
export function useIsAdmin(): boolean {
  return useAuth().user?.viewer.canPublishNews === true;
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
    <PageProblem
      kind="forbidden"
      announce={false}
      title={T.title}
      text={T.text}
      actions={<ButtonLink to="/news">{T.back}</ButtonLink>}
    />
  );
}
