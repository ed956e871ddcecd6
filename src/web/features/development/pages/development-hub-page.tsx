import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function DevelopmentHubPage() {
  return <PagePlaceholder title={COPY.pages.development} />;
}
