import { COPY } from '@domain/messages';
import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { IconNavLink } from './icon-nav-link';

// The count, its badge and the live stream load after the bar has rendered: every page of the
// app carries the bar (issue 14's budgets), and the count has to come from the server anyway.
const UnreadBadge = lazy(async () => ({
  default: (await import('@web/features/notifications')).UnreadBadge,
}));

/**
 * The bar's bell (issue 16): a link to /notificacoes named 'Notificações', or 'Notificações, 3 não
 * lidas' with her unread count on it (UnreadBadge: none at 0, '99+' above 99), kept true live.
 * The bar renders one bell on every width. The link stays the same element when the count
 * arrives, so focus and hover are never lost.
 */
export function NotificationBell() {
  const name = COPY.appNav.notifications;
  return (
    <IconNavLink to="/notificacoes" label={name} icon={Bell}>
      <Suspense fallback={<span className="sr-only">{name}</span>}>
        <UnreadBadge />
      </Suspense>
    </IconNavLink>
  );
}
