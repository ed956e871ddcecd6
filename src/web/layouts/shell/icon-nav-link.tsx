import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

/** An icon-only link of the bar (messages, notifications), named for assistive technology. */
export function IconNavLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'inline-flex size-11 items-center justify-center rounded-control hover:bg-primary-50 hover:text-primary-800',
          isActive ? 'bg-primary-50 text-primary-800' : 'text-ink-muted',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5" />
    </NavLink>
  );
}
