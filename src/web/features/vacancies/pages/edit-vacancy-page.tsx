import { COPY } from '@domain/messages';
import { PagePlaceholder } from '@web/ui/page-placeholder';

export function EditVacancyPage() {
  return <PagePlaceholder title={COPY.pages.editVacancy} />;
}
