import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function VacancyDetailPage() {
  return <PagePlaceholder title={COPY.pages.vacancy} />;
}
