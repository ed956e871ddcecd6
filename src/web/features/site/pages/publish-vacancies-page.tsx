import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function PublishVacanciesPage() {
  return <PagePlaceholder title={COPY.pages.publishVacancies} />;
}
