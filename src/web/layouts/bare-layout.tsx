import { Outlet } from 'react-router';
import { MainContent } from './main-content';

/** No header, no footer: the root login page and the public profile pages (SPEC §2). */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MainContent>
        <Outlet />
      </MainContent>
    </div>
  );
}
