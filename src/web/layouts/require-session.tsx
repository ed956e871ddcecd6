import { MSG } from '@domain/messages';
import type { AuthLocationState } from '@web/lib/auth-location';
import { useAuth } from '@web/lib/auth-provider';
import { PageLoading } from '@web/ui/page-states';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * Gate of the logged-in areas. A visitor goes to /login, carrying the address she asked for so
 * signing in brings her back to it. The server checks the session on every call anyway: this only
 * spares a visitor pages that cannot load.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, signingOut } = useAuth();
  const location = useLocation();
  // Seen signed in earlier on this page, so a later "signed out" means the session ended under
  // her (another tab, expiry, revoked elsewhere), which the login page explains.
  const hadSession = useRef(false);

  useEffect(() => {
    if (status === 'signed-in') hadSession.current = true;
  }, [status]);

  // While signing out, the navigation to / is already under way: do not race it to /login.
  if (status === 'loading' || (status === 'signed-out' && signingOut)) return <PageLoading />;

  if (status === 'signed-out') {
    const state: AuthLocationState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      ...(hadSession.current ? { notice: MSG.auth.sessionExpired, noticeTone: 'info' } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }

  return children;
}
