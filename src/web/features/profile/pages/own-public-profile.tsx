import { MSG } from '@domain/messages';
import type { AuthLocationState } from '@web/lib/auth-location';
import { useAuth } from '@web/lib/auth-provider';
import { PageLoading } from '@web/ui/page-states';
import { Navigate, useLocation } from 'react-router';

/** Which of her public profiles to open: by slug, or by id while she has no profile row yet. */
export function ownProfileAddress(user: { id: string }, profile: { slug: string } | null): string {
  return profile?.slug
    ? `/m/${encodeURIComponent(profile.slug)}`
    : `/perfil-publico/${encodeURIComponent(user.id)}`;
}

/**
 * A visitor on a page that needs her session goes to /login carrying the address she asked for
 * (the same navigation state as RequireSession), so signing in brings her back here.
 */
export function SignInFirst() {
  const location = useLocation();
  const state: AuthLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/login" replace state={state} />;
}

/** /perfil-publico with no id: her own public profile (/m/{slug}), or the login page for a visitor. */
export function OwnPublicProfileRedirect() {
  const { status, user, profile } = useAuth();
  if (status === 'loading') return <PageLoading label={MSG.profile.loading} labelHidden />;
  if (status === 'signed-out' || !user) return <SignInFirst />;
  return <Navigate to={ownProfileAddress(user, profile)} replace />;
}
