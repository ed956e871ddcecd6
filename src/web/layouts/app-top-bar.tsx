import { AUTH_COPY, COPY, MSG } from '@domain/messages';
import { useAuth } from '@web/features/auth/auth-provider';
import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import { Logo } from '@web/ui/logo';
import { Bell, LogOut, MessageCircle, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { toast } from 'sonner';

const N = COPY.appNav;

const navItems = [
  { to: '/feed', label: N.home },
  { to: '/rede', label: N.communities },
  { to: '/vagas', label: N.vacancies },
  { to: '/desenvolvimento', label: N.development },
];

const navItemClass =
  'inline-flex h-10 items-center rounded-control px-3 text-sm font-semibold whitespace-nowrap text-ink-muted ' +
  'hover:bg-primary-50 hover:text-primary-800';

/**
 * Placeholder of the logged-in bar (SPEC §2 "Logged-in navigation"): the desktop entries only.
 * Avatar menu, drawer, search and the business menus arrive with the full shell; until then
 * 'Configurações' and 'Sair' (entries of that menu) sit at the end of the bar.
 * Below 1024 px the entries wrap to a second, horizontally scrollable row.
 */
export function AppTopBar() {
  const { signOut, signingOut } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 md:px-6 lg:h-16 lg:flex-nowrap">
        <Logo to="/feed" className="h-14 lg:h-auto" />

        <nav aria-label={COPY.a11y.mainNav} className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:overflow-visible lg:pb-0">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => cn(navItemClass, isActive && 'bg-primary-50 text-primary-800')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              {/* Opens the "Para Negócios" dialog once companies and communities exist in the client. */}
              <button
                type="button"
                className={navItemClass}
                onClick={() => toast.info(MSG.common.comingSoon)}
              >
                {N.business}
              </button>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <IconLink to="/chat" label={N.chat}>
            <MessageCircle aria-hidden="true" className="size-5" />
          </IconLink>
          <IconLink to="/notificacoes" label={N.notifications}>
            <Bell aria-hidden="true" className="size-5" />
          </IconLink>
          <IconLink to="/configuracoes" label={AUTH_COPY.settingsTitle}>
            <Settings aria-hidden="true" className="size-5" />
          </IconLink>
          <Button variant="ghost" disabled={signingOut} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {signingOut ? AUTH_COPY.signingOut : MSG.auth.signOut}
          </Button>
        </div>
      </div>
    </header>
  );
}

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800',
          isActive && 'bg-primary-50 text-primary-800',
        )
      }
    >
      {children}
    </NavLink>
  );
}
