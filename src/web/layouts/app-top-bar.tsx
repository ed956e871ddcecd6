import { HEADER_SHADOW_SCROLL_PX } from '@domain/limits';
import { COPY } from '@domain/messages';
import { barEntries, contextFor } from '@domain/rules/navigation';
import { useWorkspaces } from '@web/features/access/api';
import { SearchBox } from '@web/features/search';
import { cn } from '@web/lib/cn';
import { useScrolledPast } from '@web/lib/use-scrolled-past';
import { Logo } from '@web/ui/logo';
import { useLocation } from 'react-router';
import { ChatLink } from './shell/chat-link';
import { barEntryClasses } from './shell/entry-classes';
import { MenuEntry } from './shell/menu-entry';
import { NavDrawer } from './shell/nav-drawer';
import { NotificationBell } from './shell/notification-bell';
import { PersonalMenu } from './shell/personal-menu';
import { WorkspaceBar, workspaceName } from './shell/workspace-bar';

/**
 * The logged-in bar (SPEC §2 "Logged-in navigation"), sticky at the top.
 *
 * From 1024 px: logo, the five sections (long labels wrap to two lines rather than push the rest
 * out), search, messages (ChatLink, with her unread conversations),
 * notifications (the bell with her unread count, NotificationBell) and her avatar. Below: logo,
 * messages, notifications, avatar and the drawer button, with the search field on a second row
 * (beside them from 768 px).
 *
 * Under /empresas/{id} or /comunidades/{id} of a company or community she runs, its menu is a
 * second row (WorkspaceBar), added to the main navigation (issue 22). It comes from her
 * workspaces as the server reports them; while that answer loads or if it fails, there is none.
 */
export function AppTopBar() {
  const { pathname } = useLocation();
  const { data: workspaces } = useWorkspaces();
  const context = contextFor(pathname, workspaces);
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-line bg-surface transition-shadow duration-200',
        scrolled && 'shadow-raised',
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-3 md:px-6 lg:h-16 lg:py-0">
        {/* Between 1024 and 1280 px only the mark, so the entries and the search field fit one row. */}
        <Logo to="/feed" className="mr-auto shrink-0 md:mr-0 lg:[&>span]:hidden xl:[&>span]:inline" />

        <nav aria-label={COPY.a11y.mainNav} className="hidden min-w-0 lg:block">
          <ul className="flex items-center gap-1">
            {barEntries().map((entry) => (
              <li key={entry.label}>
                <MenuEntry entry={entry} classes={barEntryClasses} />
              </li>
            ))}
          </ul>
        </nav>

        <SearchBox className="order-last w-full md:order-none md:w-auto md:min-w-0 md:flex-1 lg:ml-auto lg:w-48 lg:flex-none xl:w-64" />

        <div className="flex shrink-0 items-center gap-1">
          <ChatLink />
          <NotificationBell />
          <PersonalMenu />
          <NavDrawer context={context} />
        </div>
      </div>
      {context ? <WorkspaceBar context={context} name={workspaceName(context, workspaces)} /> : null}
    </header>
  );
}
