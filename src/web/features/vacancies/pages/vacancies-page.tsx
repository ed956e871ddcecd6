import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function VacanciesPage() {
  return <PagePlaceholder title={COPY.pages.vacancies} />;
}
