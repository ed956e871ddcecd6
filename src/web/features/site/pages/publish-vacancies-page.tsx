import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function PublishVacanciesPage() {
  return <PagePlaceholder title={COPY.pages.publishVacancies} />;
}
