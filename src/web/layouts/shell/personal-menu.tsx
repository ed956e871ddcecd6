import { SHELL_COPY } from '@domain/copy/shell';
import { MSG } from '@domain/messages';
import { PERSONAL_MENU_ENTRIES } from '@domain/rules/navigation';
import { useAuth } from '@web/lib/auth-provider';
import { Avatar } from '@web/ui/avatar';
import { Link } from 'react-router';
import { sheetEntryClasses } from './entry-classes';
import { MenuEntry } from './menu-entry';
import { SideSheet } from './side-sheet';
import { SignOutEntry } from './sign-out-entry';

/**
 * The left personal menu, opened from her avatar (SPEC §2): who she is, a link to her profile,
 * her editors, the settings modal and 'Sair', which ends the session and goes to `/`.
 */
export function PersonalMenu() {
  const { user, profile } = useAuth();

  const name = profile?.fullName || user?.name || '';
  const title = profile?.professionalTitle || MSG.profile.defaultTitle;
  const image = profile?.profileImageUrl ?? null;

  return (
    <SideSheet
      side="left"
      title={SHELL_COPY.personalMenu.title}
      trigger={
        <button
          type="button"
          aria-label={SHELL_COPY.a11y.openPersonalMenu(name)}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-primary-50"
        >
          <Avatar name={name} src={image} size="md" decorative />
        </button>
      }
      header={
        <div className="flex items-center gap-3">
          <Avatar name={name} src={image} size="lg" decorative />
          <div className="min-w-0">
            <p className="font-bold break-words text-ink">{name}</p>
            <p className="text-sm break-words text-ink-muted">{title}</p>
            <Link
              to="/meu-perfil"
              className="-mx-1 inline-flex min-h-11 items-center rounded-control px-1 text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
            >
              {SHELL_COPY.personalMenu.viewProfile}
            </Link>
          </div>
        </div>
      }
    >
      <nav aria-label={SHELL_COPY.a11y.personalNav}>
        <ul className="flex flex-col gap-1">
          {PERSONAL_MENU_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <MenuEntry entry={entry} classes={sheetEntryClasses} />
            </li>
          ))}
        </ul>
      </nav>
      <SignOutEntry />
    </SideSheet>
  );
}
