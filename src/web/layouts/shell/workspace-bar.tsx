import { SHELL_COPY } from '@domain/copy/shell';
import { type WorkspaceRef, workspaceEntries } from '@domain/rules/navigation';
import type { Workspaces } from '@domain/schemas/workspaces';
import { subBarEntryClasses } from './entry-classes';
import { MenuEntry } from './menu-entry';

/** The name of the company or community she runs in the path, from her workspaces. */
export function workspaceName(ref: WorkspaceRef, workspaces: Workspaces | null | undefined): string | null {
  const list = ref.kind === 'company' ? workspaces?.companies : workspaces?.communities;
  return list?.find((item) => item.id === ref.id)?.name ?? null;
}

/**
 * The company or community menu (SPEC §6), as a second row under the logged-in bar at every
 * width (issue 22: it adds to the main navigation instead of replacing it). Its entries never
 * wrap: the row scrolls sideways on a narrow screen.
 */
export function WorkspaceBar({ context, name }: { context: WorkspaceRef; name: string | null }) {
  return (
    <div className="border-t border-line bg-primary-50/40">
      <nav
        aria-label={SHELL_COPY.a11y.workspaceNav[context.kind]}
        className="mx-auto flex max-w-7xl items-center gap-2 overflow-x-auto px-4 md:px-6"
      >
        {name ? (
          <span className="max-w-64 shrink-0 truncate text-sm font-semibold text-ink" title={name}>
            {name}
          </span>
        ) : null}
        <ul className="flex items-center gap-1">
          {workspaceEntries(context).map((entry) => (
            <li key={entry.label} className="shrink-0">
              <MenuEntry entry={entry} classes={subBarEntryClasses} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
