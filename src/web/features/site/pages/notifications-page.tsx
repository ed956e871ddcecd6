import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function NotificationsPage() {
  return <PagePlaceholder title={COPY.pages.notifications} />;
}
