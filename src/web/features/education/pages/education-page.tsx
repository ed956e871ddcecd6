import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EducationPage() {
  return <PagePlaceholder title={COPY.pages.education} />;
}
