import { Outlet } from 'react-router';
import { MainContent } from './main-content';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

/** Visitor pages: public header and footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <MainContent>
        <Outlet />
      </MainContent>
      <PublicFooter />
    </div>
  );
}
