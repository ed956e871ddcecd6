import { returnPath } from '@web/lib/auth-location';
import { useAuth } from '@web/lib/auth-provider';
import { PageLoading } from '@web/ui/page-states';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * Pages only a visitor needs (login, sign-up): a signed-in member goes on to the page she was
 * stopped at, or the feed. This is also how a successful sign-in leaves the login page; then the
 * destination is told she has just signed in (`{ signedIn: true }`), so the feed may greet a new
 * member with her guided setup (issue 22).
 */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  const wasVisitor = useRef(false);
  if (status === 'signed-out') wasVisitor.current = true;

  // Waiting avoids flashing the login form at a member whose session is still being restored.
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-in') {
    return (
      <Navigate
        to={returnPath(location.state)}
        replace
        state={wasVisitor.current ? { signedIn: true } : undefined}
      />
    );
  }
  return <Outlet />;
}
