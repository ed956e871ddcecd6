import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { sheetEntryClasses } from '@web/layouts/shell/entry-classes';
import { SideSheet } from '@web/layouts/shell/side-sheet';
import { SignOutEntry } from '@web/layouts/shell/sign-out-entry';
import { useAuth } from '@web/lib/auth-provider';
import { Avatar } from '@web/ui/avatar';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';

const T = FEED_COPY.mobileMenu;

/** The entries of SPEC §2's mobile side menu, in its order ('Perfil Público' needs her slug). */
function entries(slug: string | undefined) {
  return [
    { to: '/meu-perfil', label: T.myProfile },
    ...(slug ? [{ to: `/m/${encodeURIComponent(slug)}`, label: T.publicProfile }] : []),
    { to: '/experiencias', label: T.experience },
    { to: '/projetos', label: T.projects },
    { to: '/educacao', label: T.education },
    { to: '/preferencias-vagas', label: T.jobPreferences },
    { to: '/minhas-empresas', label: T.companies },
    { to: '/minhas-comunidades', label: T.communities },
    { to: '/desenvolvimento', label: T.development },
  ];
}

/**
 * The feed's side menu on phones and tablets (SPEC §2, below 1024 px): a sheet from the left with
 * her profile's pages and 'Sair', which ends the session and goes to /.
 */
export function FeedMobileMenu() {
  const { user, profile } = useAuth();
  const name = profile?.fullName || user?.name || '';
  return (
    <SideSheet
      side="left"
      title={T.title}
      trigger={
        <button
          type="button"
          aria-label={T.open}
          className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-surface px-3 font-semibold text-ink hover:bg-primary-50"
        >
          <Menu aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{T.button}</span>
        </button>
      }
      header={
        <div className="flex items-center gap-3">
          <Avatar name={name} src={profile?.profileImageUrl} size="lg" decorative />
          <div className="min-w-0">
            <p className="font-bold break-words text-ink">{name}</p>
            <p className="text-sm break-words text-ink-muted">
              {profile?.professionalTitle || MSG.profile.defaultTitle}
            </p>
          </div>
        </div>
      }
    >
      <nav aria-label={T.nav}>
        <ul className="flex flex-col gap-1">
          {entries(profile?.slug).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={({ isActive }) => sheetEntryClasses(isActive)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SignOutEntry />
    </SideSheet>
  );
}
