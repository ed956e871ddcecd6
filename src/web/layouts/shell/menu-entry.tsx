import type { NavEntry } from '@domain/rules/navigation';
import { NavLink } from 'react-router';
import type { EntryClasses } from './entry-classes';
import { ShellModal } from './shell-modal';

/**
 * One entry of a shell menu: a link (aria-current="page" when it is the current page) or a button
 * opening one of the shell's modals.
 */
export function MenuEntry({ entry, classes }: { entry: NavEntry; classes: EntryClasses }) {
  if (entry.type === 'link') {
    return (
      <NavLink to={entry.to} className={({ isActive }) => classes(isActive)}>
        {entry.label}
      </NavLink>
    );
  }
  return (
    <ShellModal
      modal={entry.modal}
      trigger={
        <button type="button" className={classes(false)}>
          {entry.label}
        </button>
      }
    />
  );
}
