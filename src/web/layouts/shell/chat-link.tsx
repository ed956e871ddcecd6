import { COPY } from '@domain/messages';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { IconNavLink } from './icon-nav-link';

// The count and its badge load after the bar has rendered, like the bell's: every page of the
// app carries the bar (issue 14's budgets), and the count has to come from the server anyway.
const ChatUnreadBadge = lazy(async () => ({
  default: (await import('@web/features/chat')).ChatUnreadBadge,
}));

/**
 * The bar's messages link (issue 18): to /chat, named 'Mensagens', or 'Mensagens, 3 conversas não
 * lidas' with the count of her unread conversations on it ('99+' above 99), kept true by the live
 * stream. One link on every width; it stays the same element when the count arrives, so focus
 * and hover are never lost.
 */
export function ChatLink() {
  const name = COPY.appNav.chat;
  return (
    <IconNavLink to="/chat" label={name} icon={MessageCircle}>
      <Suspense fallback={<span className="sr-only">{name}</span>}>
        <ChatUnreadBadge />
      </Suspense>
    </IconNavLink>
  );
}
