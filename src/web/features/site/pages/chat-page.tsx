import { BUSINESS_PAGES } from '@domain/content/business';
import { COPY } from '@domain/messages';
import { MessageCircle } from 'lucide-react';
import { ComingSoonPage } from '../components/business/coming-soon-page';

/** /chat: linked from the top bar (SPEC §2); private messages are not built yet. */
export function ChatPage() {
  return <ComingSoonPage title={COPY.pages.chat} icon={MessageCircle} content={BUSINESS_PAGES.chat} />;
}
