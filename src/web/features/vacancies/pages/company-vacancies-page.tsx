import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CompanyVacanciesPage() {
  return <PagePlaceholder title={COPY.pages.companyArea} />;
}
