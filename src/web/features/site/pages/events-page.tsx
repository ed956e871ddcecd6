import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EventsPage() {
  return <PagePlaceholder title={COPY.pages.events} />;
}
