import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function VacancyApplicationsPage() {
  return <PagePlaceholder title={COPY.pages.vacancyApplications} />;
}
