import { SECURITY_COPY } from '@domain/copy/security';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageProblem } from '@web/ui/page-states';

const T = SECURITY_COPY.adminGate;

/** Configurações, scrolled to the Segurança section. */
export const SECURITY_SETTINGS_PATH = '/configuracoes#seguranca';

/**
 * A platform administrator without two-factor sign-in: the server refuses her administrator
 * powers (403 two_factor_required) until she turns it on, so the pages say so first.
 */
export function useNeedsTwoFactor(): boolean {
  const { user } = useAuth();
  return user?.role === 'admin' && user.twoFactorEnabled !== true;
}

/** A whole administration page in her way: why, and the way to Segurança. */
export function TwoFactorRequiredPanel() {
  usePageTitle(T.title);
  return (
    <PageProblem
      kind="forbidden"
      announce={false}
      title={T.title}
      text={T.text}
      actions={<ButtonLink to={SECURITY_SETTINGS_PATH}>{T.action}</ButtonLink>}
    />
  );
}

/** The same, inline, where a button of hers would be (e.g. the diversity seal). */
export function TwoFactorRequiredNotice() {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink">
      <span>{T.short}</span>
      <ButtonLink to={SECURITY_SETTINGS_PATH} size="sm" variant="outline">
        {T.action}
      </ButtonLink>
    </p>
  );
}
