import { returnPath } from '@web/features/auth/auth-location';
import { useAuth } from '@web/features/auth/auth-provider';
import { PageSpinner } from '@web/ui/spinner';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * Pages only a visitor needs (login, sign-up): a signed-in member goes on to the page she was
 * stopped at, or the feed. This is also how a successful sign-in leaves the login page.
 */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();

  // Waiting avoids flashing the login form at a member whose session is still being restored.
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
