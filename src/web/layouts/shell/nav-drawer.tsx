import { SHELL_COPY } from '@domain/copy/shell';
import { COPY } from '@domain/messages';
import { DRAWER_LINKS, drawerEntries, type WorkspaceRef, workspaceEntries } from '@domain/rules/navigation';
import { Menu } from 'lucide-react';
import { sheetEntryClasses } from './entry-classes';
import { MenuEntry } from './menu-entry';
import { SideSheet } from './side-sheet';
import { SocialLinks } from './social-links';

/**
 * The right drawer of the mobile bar (below 1024 px, SPEC §2): the bar's sections, the company
 * or community menu when she is on a page she runs (issue 22: in addition), then news, about and help, the tagline and the social links. Closes when she
 * follows a link, modal links included, and on Escape.
 */
export function NavDrawer({ context }: { context: WorkspaceRef | null }) {
  return (
    <SideSheet
      side="right"
      title={SHELL_COPY.drawer.title}
      trigger={
        <button
          type="button"
          aria-label={SHELL_COPY.a11y.openDrawer}
          className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      }
    >
      <nav aria-label={SHELL_COPY.a11y.drawerNav}>
        <ul className="flex flex-col gap-1">
          {drawerEntries().map((entry) => (
            <li key={entry.label}>
              <MenuEntry entry={entry} classes={sheetEntryClasses} />
            </li>
          ))}
        </ul>
      </nav>
      {context ? (
        <nav
          aria-label={SHELL_COPY.a11y.workspaceNav[context.kind]}
          className="mt-4 border-t border-line pt-4"
        >
          <ul className="flex flex-col gap-1">
            {workspaceEntries(context).map((entry) => (
              <li key={entry.label}>
                <MenuEntry entry={entry} classes={sheetEntryClasses} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label={SHELL_COPY.a11y.moreLinks} className="mt-4 border-t border-line pt-4">
        <ul className="flex flex-col gap-1">
          {DRAWER_LINKS.map((entry) => (
            <li key={entry.label}>
              <MenuEntry entry={entry} classes={sheetEntryClasses} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-4 border-t border-line pt-6">
        <p className="text-sm text-ink-muted">{COPY.footer.tagline}</p>
        <SocialLinks />
      </div>
    </SideSheet>
  );
}
