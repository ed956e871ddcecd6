import { COPY } from '@web/copy';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function VacancyApplicationsPage() {
  return <PagePlaceholder title={COPY.pages.vacancyApplications} />;
}
