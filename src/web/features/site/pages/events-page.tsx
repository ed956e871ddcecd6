import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EventsPage() {
  return <PagePlaceholder title={COPY.pages.events} />;
}
