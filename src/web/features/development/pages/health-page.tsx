import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function HealthPage() {
  return <PagePlaceholder title={COPY.pages.devHealth} />;
}
