import { AuthProvider } from '@web/lib/auth-provider';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './main-content';

/**
 * Wraps every layout. After a client-side navigation, focus goes to the new page's <main> so
 * keyboard and screen-reader users start at the new content instead of the link they pressed.
 *
 * The session provider lives here rather than in app.tsx: signing out navigates, so it needs the
 * router, and RouterProvider renders the route elements itself.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <AuthProvider>
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}
