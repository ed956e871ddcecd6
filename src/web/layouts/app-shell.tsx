import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';

/**
 * The logged-in area's layout: the session gate around the top bar. Its own chunk (the app
 * group's lazy layout in routes.tsx), loaded together with the page, so visitors never download
 * the signed-in shell.
 */
export function AppShell() {
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
