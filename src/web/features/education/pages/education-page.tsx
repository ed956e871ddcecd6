import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EducationPage() {
  return <PagePlaceholder title={COPY.pages.education} />;
}
