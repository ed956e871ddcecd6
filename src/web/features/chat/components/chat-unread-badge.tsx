import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_UNREAD_CAP } from '@domain/limits';
import { COPY } from '@domain/messages';
import { useChatUnreadCount } from '../unread-api';

/** Above this the badge reads '99+' (the server counts no further than CHAT_UNREAD_CAP). */
const BADGE_MAX = CHAT_UNREAD_CAP - 1;

/** What the badge shows: nothing at 0, the count, or '99+'. */
export function chatBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Inside the bar's messages link: its name, 'Mensagens' or 'Mensagens, 3 conversas não lidas',
 * and the count of her unread conversations on the icon's corner (hidden from assistive
 * technology: the name says it). The live stream (opened by the bell) keeps it true.
 */
export function ChatUnreadBadge() {
  const count = useChatUnreadCount();
  const badge = chatBadgeText(count);
  return (
    <>
      <span className="sr-only">{count > 0 ? CHAT_COPY.unreadLink(count) : COPY.appNav.chat}</span>
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="chat-unread-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-surface"
        >
          {badge}
        </span>
      ) : null}
    </>
  );
}
