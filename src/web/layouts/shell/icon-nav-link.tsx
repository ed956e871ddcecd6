import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/**
 * An icon-only link of the bar (messages, notifications), named for assistive technology: by
 * `label`, or by its `children` when given (text that changes, such as the unread count; `label`
 * then stays its tooltip).
 */
export function IconNavLink({
  to,
  label,
  icon: Icon,
  children,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      aria-label={children ? undefined : label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-11 items-center justify-center rounded-control hover:bg-primary-50 hover:text-primary-800',
          isActive ? 'bg-primary-50 text-primary-800' : 'text-ink-muted',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </NavLink>
  );
}
