import { Outlet } from 'react-router';
import { AppTopBar } from './app-top-bar';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Logged-in areas: the top bar, no footer. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppTopBar />
      <MainContent>
        <Outlet />
      </MainContent>
    </div>
  );
}
