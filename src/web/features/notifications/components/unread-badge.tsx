import { SHELL_COPY } from '@domain/copy/shell';
import { NOTIFICATION_UNREAD_CAP } from '@domain/limits';
import { COPY } from '@domain/messages';
import { useUnreadCount } from '../api';
import { useLiveNotifications } from '../live/use-live-notifications';

/** Above this the badge reads '99+' (the server counts no further than NOTIFICATION_UNREAD_CAP). */
const BADGE_MAX = NOTIFICATION_UNREAD_CAP - 1;

/** What the badge shows: nothing at 0, the count, or '99+'. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Inside the bar's bell link: its name, 'Notificações' or 'Notificações, 3 não lidas', and the
 * unread count on the icon's corner (hidden from assistive technology: the name says it). Holds
 * the tab's live stream, which keeps the count true without reloading.
 */
export function UnreadBadge() {
  const count = useUnreadCount();
  useLiveNotifications();
  const badge = badgeText(count);
  return (
    <>
      <span className="sr-only">
        {count > 0 ? SHELL_COPY.a11y.unreadNotifications(count) : COPY.appNav.notifications}
      </span>
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-surface"
        >
          {badge}
        </span>
      ) : null}
    </>
  );
}
