import { useAuth } from '@web/lib/auth-provider';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppTopBarPlaceholder, LazyAppTopBar } from './lazy-shell';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/**
 * Pages open to everyone that show the logged-in bar only to a signed-in member (SPEC §2: the new
 * public profile page). Visitors, and everyone until the session check answers, see no header.
 * The page keeps its place in the tree, so it is not remounted when the bar appears.
 */
export function SignedInBarLayout() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';

  return (
    <div className="flex min-h-dvh flex-col">
      {signedIn ? <SkipLink /> : null}
      {signedIn ? (
        <Suspense fallback={<AppTopBarPlaceholder />}>
          <LazyAppTopBar />
        </Suspense>
      ) : null}
      <MainContent>
        <Outlet />
      </MainContent>
    </div>
  );
}
