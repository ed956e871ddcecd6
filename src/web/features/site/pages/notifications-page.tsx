import { BUSINESS_PAGES } from '@domain/content/business';
import { COPY } from '@domain/messages';
import { Bell } from 'lucide-react';
import { ComingSoonPage } from '../components/business/coming-soon-page';

/** /notificacoes: linked from the top bar (SPEC §2); notifications are not built yet. */
export function NotificationsPage() {
  return (
    <ComingSoonPage title={COPY.pages.notifications} icon={Bell} content={BUSINESS_PAGES.notifications} />
  );
}
