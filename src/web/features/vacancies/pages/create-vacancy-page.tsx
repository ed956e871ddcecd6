import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function CreateVacancyPage() {
  return <PagePlaceholder title={COPY.pages.createVacancy} />;
}
