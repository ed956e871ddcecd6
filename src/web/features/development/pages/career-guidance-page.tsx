import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CareerGuidancePage() {
  return <PagePlaceholder title={COPY.pages.devCareerGuidance} />;
}
