import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function NotificationsPage() {
  return <PagePlaceholder title={COPY.pages.notifications} />;
}
